import Foundation
import Testing

/// The app syncing its list through git (`--sync git`), with real git: a bare repository
/// in the test's folder as the remote, the app in one clone, plain file writes and git in
/// the other. git runs with a home and a config of the test's own (`GIT_CONFIG_NOSYSTEM`,
/// `HOME` in the test's folder), on a branch named `trunk`.
@Suite("The app syncs through git")
struct GitSyncEndToEndTests {
  /// The remote and two clones of it, in a folder of their own.
  struct Clones {
    let folder: TemporaryFolder
    var home: String { folder.file("home") }
    var remote: String { folder.file("remote.git") }
    var one: String { folder.file("one") }
    var two: String { folder.file("two") }

    /// The environment of git and of the app: the test's home and config only.
    var environment: [String: String] {
      [
        "HOME": home, "GIT_CONFIG_NOSYSTEM": "1", "XDG_CONFIG_HOME": home + "/.config",
        "XDG_DATA_HOME": home + "/.local/share",
      ]
    }

    /// A remote holding `list` (with the `.gitattributes` of `todo git-setup`), and the two
    /// clones of it, both set up.
    init(list: String) async throws {
      folder = try TemporaryFolder()
      try FileManager.default.createDirectory(atPath: folder.file("home"), withIntermediateDirectories: true)
      try folder.write(
        "home/.gitconfig",
        "[user]\n\tname = Test\n\temail = test@example.com\n[init]\n\tdefaultBranch = trunk\n")
      try await run(["git", "init", "-q", "--bare", remote], in: folder.path)
      try await run(["git", "clone", "-q", remote, one], in: folder.path)
      try folder.write("one/todo.txt", list)
      try await run([try ToDoBinary.path(), "git-setup", "todo.txt"], in: one)
      try await run(["git", "add", "."], in: one)
      try await run(["git", "commit", "-q", "-m", "the list"], in: one)
      try await run(["git", "push", "-q", "-u", "origin", "trunk"], in: one)
      try await run(["git", "clone", "-q", remote, two], in: folder.path)
      try await run([try ToDoBinary.path(), "git-setup", "todo.txt"], in: two)
    }

    /// `arguments` run in `folder` with git's home and config in the test's folder; it must
    /// succeed unless `check` is false.
    @discardableResult
    func run(_ arguments: [String], in folder: String, check: Bool = true) async throws -> ProcessResult {
      let result = try await runProcess(
        ["env", "-u", "GIT_DIR", "-u", "GIT_WORK_TREE"]
          + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
          + ["sh", "-c", "cd \"$0\" && exec \"$@\"", folder] + arguments, timeout: .seconds(30))
      if check {
        try #require(result.status == 0, "\(arguments.joined(separator: " ")): \(result.stderr)")
      }
      return result
    }

    /// The second clone's list written as `text`, committed and pushed.
    func pushFromTwo(_ text: String, message: String) async throws {
      try folder.write("two/todo.txt", text)
      try await run(["git", "commit", "-q", "-a", "-m", message], in: two)
      try await run(["git", "push", "-q"], in: two)
    }

    /// The app on the first clone's list (or `clone`'s), syncing, once its start's sync is
    /// over.
    func app(on clone: String? = nil) async throws -> TmuxSession {
      let app = try await TmuxSession(
        arguments: ["--sync", "git", (clone ?? one) + "/todo.txt"], environment: environment)
      do {
        try await app.waitFor("the start's sync", timeout: .seconds(20)) { $0.title.hasSuffix("· synced") }
        return app
      } catch {
        app.kill()
        throw error
      }
    }
  }

  private static let list = "Buy milk\nCall mom\nPay rent\nWater plants\n"

  @Test("two lists: the sync follows the list shown, b.txt's new todo reaches the remote")
  func theSyncFollowsTheListShown() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    try clones.folder.write("one/b.txt", "Beta one\n")
    try await clones.run([try ToDoBinary.path(), "git-setup", "b.txt"], in: clones.one)
    try await clones.run(["git", "add", "."], in: clones.one)
    try await clones.run(["git", "commit", "-q", "-m", "b"], in: clones.one)
    try await clones.run(["git", "push", "-q"], in: clones.one)
    let app = try await TmuxSession(
      arguments: ["--sync", "git", clones.one + "/todo.txt", clones.one + "/b.txt"],
      environment: clones.environment)
    defer { app.kill() }
    try await app.waitFor("the start's sync", timeout: .seconds(20)) { $0.title.hasSuffix("· synced") }
    try await app.press("Tab", "L")
    try await app.waitFor("the chooser") { $0.contains("Lists") && $0.contains("b.txt") }
    try await app.press("j", "Enter")
    try await app.waitFor("b.txt shown") { $0.items == ["Beta one"] }
    try await app.press("a")
    try await app.type("Beta two")
    try await app.press("Enter")
    try await app.waitFor("b.txt synced", timeout: .seconds(30)) {
      $0.items.contains("Beta two") && $0.title.hasSuffix("· synced")
    }
    try await waitUntil("b.txt's todo on the remote", timeout: .seconds(30), every: .milliseconds(500)) {
      _ = try? await clones.run(["git", "pull", "-q", "--no-rebase"], in: clones.two, check: false)
      return clones.folder.read("two/b.txt")?.contains("Beta two") == true
    }
  }

  @Test("both add at the top and complete different todos: after the sync both lists are equal")
  func bothSidesMergeWithTheDriver() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    let app = try await clones.app()
    defer { app.kill() }
    try await clones.pushFromTwo(
      "From two\nBuy milk\nx 2026-11-26 Call mom\nPay rent\nWater plants\n", message: "on two")
    try await app.type("From one")
    try await app.press("Enter")
    try await app.press("Down")
    try await app.press("j", "j", "j")
    try await app.waitFor("Pay rent selected", timeout: .seconds(10)) { $0.contains("› Pay rent") }
    try await app.press("x")
    let synced = try await app.waitFor("the sync after the quiet moment", timeout: .seconds(30)) {
      $0.title.hasSuffix("· synced") && $0.items.contains("From two")
    }
    #expect(synced.items.contains("From one"))
    #expect(synced.items.contains { $0.hasPrefix("✓") && $0.hasSuffix("Call mom") })
    try await clones.run(["git", "pull", "-q", "--no-rebase"], in: clones.two)
    let one = try #require(clones.folder.read("one/todo.txt"))
    #expect(clones.folder.read("two/todo.txt") == one)
    #expect(!one.contains("<<<<<<<") && !one.contains(">>>>>>>"))
    let lines = one.split(separator: "\n").map(String.init)
    #expect(lines.count == 6, "every todo once: \(lines)")
    #expect(lines.first == "From one" && lines[1] == "From two")
    #expect(lines.contains("x 2026-11-26 Call mom"))
    #expect(lines.contains { $0.hasPrefix("x ") && $0.hasSuffix(" Pay rent") })
    let log = try await clones.run(["git", "log", "--format=%s", "-3"], in: clones.one)
    #expect(log.stdout.contains("todo: 1 added, 1 completed\n"), "\(log.stdout)")
  }

  /// The app open on clone one with "Call mom" selected, and clone two's edit of it
  /// ("Call mom tonight") pushed: what a clash of one todo starts from.
  private func callMomEditedOnTwo() async throws -> (Clones, TmuxSession) {
    let clones = try await Clones(list: Self.list)
    let app = try await clones.app()
    do {
      try await clones.pushFromTwo("Buy milk\nCall mom tonight\nPay rent\nWater plants\n", message: "on two")
      try await app.press("Down", "j")
      try await app.waitFor("Call mom selected", timeout: .seconds(10)) { $0.contains("› Call mom") }
    } catch {
      app.kill()
      clones.folder.remove()
      throw error
    }
    return (clones, app)
  }

  @Test("one deletes a todo the other edits: the edit is kept on both sides after the sync")
  func aDeleteAgainstAnEditKeepsTheEdit() async throws {
    let (clones, app) = try await callMomEditedOnTwo()
    defer { clones.folder.remove() }
    defer { app.kill() }
    try await app.press("d")
    // The edit comes back, and what the merge made of the delete is named.
    try await app.waitFor("the sync after the quiet moment", timeout: .seconds(30)) {
      $0.title.hasSuffix("· synced") && $0.items.contains("Call mom tonight")
        && $0.status.hasSuffix(
          "The sync's merge: Not deleted: ‘Call mom’ was changed on the other branch to ‘Call mom tonight’")
    }
    try await clones.run(["git", "pull", "-q", "--no-rebase"], in: clones.two)
    let one = try #require(clones.folder.read("one/todo.txt"))
    #expect(one == "Buy milk\nCall mom tonight\nPay rent\nWater plants\n")
    #expect(clones.folder.read("two/todo.txt") == one)
    let status = try await clones.run(["git", "status", "--porcelain"], in: clones.one)
    #expect(status.stdout.isEmpty, "a clean work tree: \(status.stdout)")
  }

  @Test("the remote renamed: offline, the app keeps working; renamed back: S syncs")
  func offlineThenBack() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    let app = try await clones.app()
    defer { app.kill() }
    try FileManager.default.moveItem(atPath: clones.remote, toPath: clones.remote + ".moved")
    try await app.type("While offline")
    try await app.press("Enter")
    let offline = try await app.waitFor("offline", timeout: .seconds(30)) { $0.title.hasSuffix("· offline") }
    #expect(offline.status.hasPrefix("Offline: the remote cannot be reached; 1 commit wait"))
    try await app.type("Still working")
    try await app.press("Enter")
    try await app.waitFor("the todo added", timeout: .seconds(10)) { $0.items.first == "Still working" }
    try await waitUntil("saved", timeout: .seconds(10)) {
      clones.folder.read("one/todo.txt")?.hasPrefix("Still working\nWhile offline\n") == true
    }
    try FileManager.default.moveItem(atPath: clones.remote + ".moved", toPath: clones.remote)
    try await app.press("Down")
    try await app.press("S")
    try await app.waitFor("synced again", timeout: .seconds(30)) {
      $0.title.hasSuffix("· synced") && $0.status == "Synced."
    }
    let remote = try await clones.run(
      ["git", "--git-dir", clones.remote, "show", "trunk:todo.txt"], in: clones.one)
    #expect(remote.stdout == clones.folder.read("one/todo.txt"))
    #expect(remote.stdout.hasPrefix("Still working\nWhile offline\n"))
  }

  @Test("a push rejected because the other clone pushed first: pulled with the driver, pushed again")
  func aRejectedPushIsPulledAndPushedAgain() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    // The other clone pushes while the app's first push of a commit runs, after git read
    // the remote's refs: the remote refuses that push. Each push of a commit is counted.
    let marker = clones.folder.file("pushed-first")
    let pushes = clones.folder.file("pushes")
    try clones.folder.write(
      "one/.git/hooks/pre-push",
      """
      #!/bin/sh
      read line || exit 0
      echo "$line" >> '\(pushes)'
      [ -e '\(marker)' ] && exit 0
      touch '\(marker)'
      cd '\(clones.two)' && printf 'From two\\n' | cat - todo.txt > t && mv t todo.txt \
        && git commit -q -a -m 'pushed first' && git push -q >/dev/null 2>&1
      exit 0
      """)
    chmod(clones.folder.file("one/.git/hooks/pre-push"), 0o755)
    let app = try await clones.app()
    defer { app.kill() }
    try await app.type("From one")
    try await app.press("Enter")
    let synced = try await app.waitFor("pulled and pushed again", timeout: .seconds(30)) {
      $0.title.hasSuffix("· synced") && $0.items.contains("From two")
    }
    #expect(synced.items.prefix(2) == ["From one", "From two"])
    #expect(FileManager.default.fileExists(atPath: marker), "the other clone pushed first")
    let tries = clones.folder.read("pushes")?.split(separator: "\n") ?? []
    #expect(tries.count == 2, "refused once, pushed again: \(tries)")
    let remote = try await clones.run(
      ["git", "--git-dir", clones.remote, "show", "trunk:todo.txt"], in: clones.one)
    #expect(remote.stdout == "From one\nFrom two\n" + Self.list)
    #expect(clones.folder.read("one/todo.txt") == remote.stdout)
  }

  @Test("a merge in progress in the work tree: nothing is committed, the title says so")
  func aMergeInProgressStopsTheSync() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    let app = try await clones.app()
    defer { app.kill() }
    let head = try await clones.run(["git", "rev-parse", "HEAD"], in: clones.one)
    try clones.folder.write("one/.git/MERGE_HEAD", head.stdout)
    try await app.type("During the merge")
    try await app.press("Enter")
    let waiting = try await app.waitFor("the sync stopped", timeout: .seconds(30)) {
      $0.title.hasSuffix("· merge in progress")
    }
    #expect(waiting.status.hasPrefix("Not synced: merge in progress. To fix: finish it"))
    #expect(clones.folder.read("one/todo.txt")?.hasPrefix("During the merge\n") == true)
    let after = try await clones.run(["git", "rev-parse", "HEAD"], in: clones.one)
    #expect(after.stdout == head.stdout, "nothing committed")
  }

  @Test("both edit one todo: the sync keeps both, commits the merge, pushes and names the todo")
  func anEditOnBothSidesIsMergedAndNamed() async throws {
    let (clones, app) = try await callMomEditedOnTwo()
    defer { clones.folder.remove() }
    defer { app.kill() }
    try await app.press("e")
    try await app.type(" at 5")
    try await app.press("Enter")
    let screen = try await app.waitFor("the sync after the quiet moment", timeout: .seconds(30)) {
      $0.title.hasSuffix("· synced") && $0.items.contains("Call mom tonight")
    }
    #expect(screen.items == ["Buy milk", "Call mom at 5", "Call mom tonight", "Pay rent", "Water plants"])
    #expect(
      screen.status.contains(
        "The sync's merge: Edited here, changed there to ‘Call mom tonight’: both kept, yours is ‘Call mom at 5’"
      ),
      "\(screen.status)")
    let status = try await clones.run(["git", "status", "--porcelain"], in: clones.one)
    #expect(status.stdout.isEmpty, "the merge is committed: \(status.stdout)")
    try await clones.run(["git", "pull", "-q", "--no-rebase"], in: clones.two)
    #expect(clones.folder.read("two/todo.txt") == clones.folder.read("one/todo.txt"), "pushed")
  }

  @Test("two apps on two clones edit one todo: both syncs merge, commit and go on by themselves")
  func twoAppsEditOneTodoAndBothSyncsGoOn() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    let first = try await clones.app()
    defer { first.kill() }
    let second = try await clones.app(on: clones.two)
    defer { second.kill() }
    for (app, words) in [(first, " at 5"), (second, " tonight")] {
      try await app.press("Down", "j")
      try await app.waitFor("Call mom selected", timeout: .seconds(10)) { $0.contains("› Call mom") }
      try await app.press("e")
      try await app.type(words)
      try await app.press("Enter")
      try await app.waitFor("the edit synced", timeout: .seconds(30)) {
        $0.title.hasSuffix("· synced") && $0.items.contains("Call mom" + words)
      }
    }
    // The first app pushed first; the second merges its edit with the first's and pushes
    // the merge; then S asks the first for the sync its idle fetch would start.
    let both = ["Buy milk", "Call mom at 5", "Call mom tonight", "Pay rent", "Water plants"]
    for app in [second, first] {
      if app === first { try await first.press("S") }
      let screen = try await app.waitFor("both versions, synced", timeout: .seconds(30)) {
        $0.title.hasSuffix("· synced") && $0.items.contains("Call mom at 5")
          && $0.items.contains("Call mom tonight")
      }
      #expect(screen.items.sorted() == both, "\(screen.items)")
    }
    #expect(clones.folder.read("one/todo.txt") == clones.folder.read("two/todo.txt"))
    for clone in [clones.one, clones.two] {
      let status = try await clones.run(["git", "status", "--porcelain"], in: clone)
      #expect(status.stdout.isEmpty, "no merge left to finish by hand: \(status.stdout)")
    }
  }

  @Test("a todo the other clone pushes shows within a minute, without a key")
  func anotherClonesPushShowsWithinAMinute() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    let app = try await clones.app()
    defer { app.kill() }
    let pushed = ContinuousClock.now
    try await clones.pushFromTwo(Self.list + "From two\n", message: "on two")
    try await app.waitFor("the idle fetch and its sync", timeout: .seconds(60)) {
      $0.items.contains("From two") && $0.title.hasSuffix("· synced")
    }
    let delay = ContinuousClock.now - pushed
    print("git sync: another clone's push shown after \(delay)")
    #expect(delay < .seconds(60))
  }

  @Test("quitting while a fetch waits on a silent remote: no git process is left")
  func quittingLeavesNoGitRunning() async throws {
    let clones = try await Clones(list: Self.list)
    defer { clones.folder.remove() }
    try await clones.run(["git", "remote", "set-url", "origin", "ssh://silent.invalid/x"], in: clones.one)
    let pidFile = clones.folder.file("ssh.pid")
    var environment = clones.environment
    environment["GIT_SSH_COMMAND"] = "sh -c 'echo $$ > \(pidFile); exec sleep 1000' x"
    let app = try await TmuxSession(
      arguments: ["--sync", "git", clones.one + "/todo.txt"], environment: environment)
    defer { app.kill() }
    try await app.waitFor("the start's sync", timeout: .seconds(10)) { $0.title.hasSuffix("· syncing…") }
    try await waitUntil("ssh started", timeout: .seconds(10), every: .milliseconds(100)) {
      clones.folder.read("ssh.pid") != nil
    }
    let pid = try #require(clones.folder.read("ssh.pid").flatMap { Int32($0.filter(\.isNumber)) })
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    try await waitUntil("the silent ssh ended", timeout: .seconds(3), every: .milliseconds(50)) {
      guard let stat = Self.procStat(pid) else { return true }
      return stat.split(separator: ")").last?.dropFirst().first == "Z"
    }
  }

  /// `/proc/PID/stat`, or nil when the process is gone.
  private static func procStat(_ pid: Int32) -> String? {
    try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
  }
}
