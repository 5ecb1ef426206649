import Foundation
import Testing

@testable import ToDoRuntime

/// A sync with real git: a bare remote and two clones in a temporary folder, git's home and
/// config the test's own, and the built `todo` as the merge driver (`TODO_BINARY`, else the
/// `todo` beside the running tests, built with the same `--scratch-path`).
@Suite("git sync, with real git")
struct GitSyncRepositoryTests {
  /// The remote and two clones holding a list and the attributes `todo git-setup` writes.
  struct Clones {
    let folder: String
    var one: String { folder + "/one" }
    var two: String { folder + "/two" }
    var environment: [String: String] {
      [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder + "/home",
        "GIT_CONFIG_NOSYSTEM": "1",
      ]
    }

    init(list: String) throws {
      folder = NSTemporaryDirectory() + "git-sync-repo-\(UUID().uuidString)"
      try FileManager.default.createDirectory(atPath: folder + "/home", withIntermediateDirectories: true)
      try "[user]\n\tname = T\n\temail = t@example.com\n[init]\n\tdefaultBranch = trunk\n".write(
        toFile: folder + "/home/.gitconfig", atomically: false, encoding: .utf8)
      try git(["init", "-q", "--bare", folder + "/remote.git"], in: folder)
      try git(["clone", "-q", folder + "/remote.git", one], in: folder)
      try write("one/todo.txt", list)
      try write("one/.gitattributes", "todo.txt merge=todo\ndone.txt merge=todo-done\n")
      try write("one/notes.md", "notes\n")
      try git(["add", "."], in: one)
      try git(["commit", "-q", "-m", "the list"], in: one)
      try git(["push", "-q", "-u", "origin", "trunk"], in: one)
      try git(["clone", "-q", folder + "/remote.git", two], in: folder)
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }

    func write(_ path: String, _ text: String) throws {
      try text.write(toFile: folder + "/" + path, atomically: false, encoding: .utf8)
    }

    func read(_ path: String) -> String? { try? String(contentsOfFile: folder + "/" + path, encoding: .utf8) }

    /// git in `folder`; it must succeed unless `check` is false.
    @discardableResult
    func git(_ arguments: [String], in folder: String, check: Bool = true) throws -> GitProcess.Result {
      let result = GitProcess.run(["-C", folder] + arguments, environment: environment)
      if check { try #require(result.status == 0, "git \(arguments): \(result.errors)") }
      return result
    }

    /// The second clone's files written, committed and pushed.
    func pushFromTwo(_ files: [String: String]) throws {
      for (path, text) in files { try write("two/" + path, text) }
      try git(["commit", "-q", "-a", "-m", "on two"], in: two)
      try git(["push", "-q"], in: two)
    }

    /// The sync of the first clone's list, with the built todo as the driver.
    func sync() throws -> GitSync {
      GitSync(listPath: one + "/todo.txt", executable: try builtToDo(), environment: environment)
    }
  }

  /// The built `todo`: the one `swift build` put beside the running test bundle
  /// (`<scratch>/debug/todoPackageTests.xctest`), whatever the scratch folder.
  static func builtToDo() throws -> String {
    if let named = ProcessInfo.processInfo.environment["TODO_BINARY"], !named.isEmpty { return named }
    let running =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    let path = URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("todo").path
    try #require(FileManager.default.isExecutableFile(atPath: path), "build todo first: \(path)")
    return path
  }

  /// Whether the process `pid` has ended (gone, or a zombie not reaped yet), within 2 s.
  static func ended(_ pid: Int32) -> Bool {
    for _ in 0..<100 {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
      if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
      usleep(20_000)
    }
    return false
  }

  private static let list = "Buy milk\nCall mom\nPay rent\n"

  @Test func aTodoChangedOnBothSidesIsMergedCommittedPushedAndNamed() throws {
    let clones = try Clones(list: Self.list)
    defer { clones.remove() }
    try clones.pushFromTwo(["todo.txt": "Buy milk\nCall mom tonight\nPay rent\n"])
    try clones.write("one/todo.txt", "Buy milk\nCall mom at 5\nPay rent\n")
    let report = try clones.sync().report()
    #expect(report.outcome == .synced, "\(report)")
    #expect(
      report.mergeNotes == [
        "Edited here, changed there to ‘Call mom tonight’: both kept, yours is ‘Call mom at 5’"
      ])
    #expect(clones.read("one/todo.txt") == "Buy milk\nCall mom at 5\nCall mom tonight\nPay rent\n")
    #expect(try clones.git(["status", "--porcelain"], in: clones.one).output == "", "no merge left")
    try clones.git(["pull", "-q", "--no-rebase"], in: clones.two)
    #expect(clones.read("two/todo.txt") == clones.read("one/todo.txt"), "pushed")
  }

  @Test func aConflictInAnotherFileStopsTheSyncNamingItWithAFixThatWorks() throws {
    let clones = try Clones(list: Self.list)
    defer { clones.remove() }
    try clones.pushFromTwo([
      "notes.md": "notes from two\n", "todo.txt": "Buy milk\nCall mom tonight\nPay rent\n",
    ])
    try clones.write("one/notes.md", "notes from one\n")
    try clones.write("one/todo.txt", "Buy milk\nCall mom at 5\nPay rent\n")
    try clones.git(["commit", "-q", "-a", "-m", "one"], in: clones.one)
    let outcome = try clones.sync().run()
    #expect(
      outcome
        == .waiting(
          reason: "conflict in notes.md",
          fix: "resolve notes.md, then git add notes.md && git commit (or git merge --abort)"))
    // The list is merged and staged: the fix named is all it takes.
    try clones.write("one/notes.md", "notes from both\n")
    try clones.git(["add", "notes.md"], in: clones.one)
    try clones.git(["commit", "-q", "--no-edit"], in: clones.one)
    #expect(clones.read("one/todo.txt") == "Buy milk\nCall mom at 5\nCall mom tonight\nPay rent\n")
    #expect(try clones.sync().run() == .synced)
  }

  @Test func aMergeAbortIsOfferedOnlyWhileNothingWasSavedSince() throws {
    let clones = try Clones(list: Self.list)
    defer { clones.remove() }
    try clones.pushFromTwo(["notes.md": "notes from two\n"])
    try clones.write("one/notes.md", "notes from one\n")
    try clones.git(["commit", "-q", "-a", "-m", "one"], in: clones.one)
    guard case .waiting(_, let fix) = try clones.sync().run() else { Issue.record("not waiting"); return }
    #expect(fix.hasSuffix(" (or git merge --abort)"))
    try clones.write("one/todo.txt", Self.list + "Saved since\n")
    let again = try clones.sync().run()
    #expect(
      again
        == .waiting(
          reason: "conflict in notes.md", fix: "resolve notes.md, then git add notes.md && git commit")
    )
  }

  @Test func theIdleFetchSaysWhetherTheUpstreamMoved() throws {
    let clones = try Clones(list: Self.list)
    defer { clones.remove() }
    let sync = try clones.sync()
    #expect(!sync.upstreamMoved(), "nothing new")
    try clones.pushFromTwo(["todo.txt": Self.list + "From two\n"])
    #expect(sync.upstreamMoved())
    #expect(clones.read("one/todo.txt") == Self.list, "nothing merged")
    #expect(try clones.sync().run() == .synced)
    #expect(!sync.upstreamMoved(), "merged: nothing new")
    try clones.git(["branch", "--unset-upstream"], in: clones.one)
    try clones.pushFromTwo(["todo.txt": Self.list + "Again\n"])
    #expect(!sync.upstreamMoved(), "no upstream: no fetch")
  }

  @Test func aRemoteThatNeverAnswersIsOfflineWithinTheBoundAndLeavesNoProcess() throws {
    let clones = try Clones(list: Self.list)
    defer { clones.remove() }
    try clones.git(["remote", "set-url", "origin", "ssh://silent.invalid/x"], in: clones.one)
    var sync = try clones.sync()
    // ssh that connects and never answers: a shell that notes its pid and sleeps.
    let pidFile = clones.folder + "/ssh.pid"
    sync.environment["GIT_SSH_COMMAND"] = "sh -c 'echo $$ > \(pidFile); exec sleep 1000' x"
    sync.networkBound = .milliseconds(1500)
    let started = ContinuousClock.now
    #expect(sync.run() == .offline(ahead: 0))
    let took = ContinuousClock.now - started
    #expect(took < .seconds(6), "\(took)")
    let pid = try #require(clones.read("ssh.pid").flatMap { Int32($0.filter(\.isNumber)) })
    #expect(Self.ended(pid), "the silent ssh was killed with git's process group")
  }

  @Test func theAppsExitStopsARunningFetch() async throws {
    let clones = try Clones(list: Self.list)
    defer { clones.remove() }
    let pidFile = clones.folder + "/ssh.pid"
    var environment = clones.environment
    environment["GIT_SSH_COMMAND"] = "sh -c 'echo $$ > \(pidFile); exec sleep 1000' x"
    let one = clones.one
    let fetch = Task.detached {
      GitProcess.run(
        ["-C", one, "fetch", "ssh://silent.invalid/x"], environment: environment, bound: .seconds(60),
        stoppedAtExit: true)
    }
    while clones.read("ssh.pid") == nil { try await Task.sleep(for: .milliseconds(20)) }
    GitProcess.stopAtExit()
    let started = ContinuousClock.now
    let result = await fetch.value
    #expect(ContinuousClock.now - started < .seconds(5))
    #expect(result.status == 128 + 9)
    let pid = try #require(clones.read("ssh.pid").flatMap { Int32($0.filter(\.isNumber)) })
    #expect(Self.ended(pid))
  }
}
