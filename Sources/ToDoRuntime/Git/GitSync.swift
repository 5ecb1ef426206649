import Glibc
import ToDoCore

/// One sync of a list kept in git: commits the list's own files when they differ from
/// `HEAD` (nothing else the user staged), then, when the branch has an upstream, fetches,
/// merges with `todo merge-driver` and pushes, once more when the push is refused because
/// the other side pushed first. A merge that stops on the list or its done file only (a
/// todo changed on both sides: the driver kept both, named) is finished here (`git add`,
/// `git commit --no-edit`); one that stops on another file waits for the user, named. Never
/// starts while the work tree has a merge or a rebase in progress; git runs without a
/// prompt (`GitProcess.promptless`), each run within a bound (`networkBound`, `localBound`).
/// Blocks the calling thread for as long as git runs: called on the sync's own queue,
/// never the main thread.
public struct GitSync: Sendable {
  /// How long a fetch or a push may take before it is stopped and the sync is offline: a
  /// remote that takes the connection and never answers.
  public static let networkBound = Duration.seconds(30)
  /// How long any other git step may take (a commit's hooks, a merge of a large list).
  public static let localBound = Duration.seconds(60)

  /// The list's real path (links followed).
  public var listPath: String
  /// This executable's absolute path, which git runs as the merge driver.
  public var executable: String
  /// The environment git runs in (made promptless).
  public var environment: [String: String]
  /// The bounds of this sync's network and local git runs.
  public var networkBound = GitSync.networkBound
  public var localBound = GitSync.localBound
  /// Runs git with arguments, an environment, a bound, and whether the app's exit stops it
  /// (network runs); `GitProcess.run` when live.
  public var git: @Sendable ([String], [String: String], Duration, Bool) -> GitProcess.Result = {
    GitProcess.run($0, environment: $1, bound: $2, stoppedAtExit: $3)
  }

  public init(listPath: String, executable: String, environment: [String: String]) {
    self.listPath = listPath
    self.executable = executable
    self.environment = GitProcess.promptless(environment)
  }

  /// Syncs once and says how it went.
  public func run() -> SyncOutcome { report().outcome }

  /// Syncs once: how it went, and what the merge driver named in the merges (a todo deleted
  /// here and changed there, kept; a todo changed on both sides, both kept), one line each.
  public func report() -> (outcome: SyncOutcome, mergeNotes: [String]) {
    var notes: [String] = []
    let outcome = sync(mergeNotes: &notes)
    return (outcome, notes)
  }

  /// The idle check: fetches the branch's upstream (within the network bound) and says
  /// whether it has commits the branch lacks, so that a sync is worth running. False
  /// without a repository or an upstream, or when the fetch fails (the next sync says why).
  /// Commits, merges and pushes nothing. Blocks while git runs.
  public func upstreamMoved() -> Bool {
    let folder = Self.folder(of: Self.realPath(listPath))
    let upstream = local(["-C", folder, "rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"])
    guard upstream.status == 0 else { return false }
    guard network(["-C", folder, "fetch", "--quiet"]).status == 0 else { return false }
    // 1: the upstream is not in the branch's history (0: it is; 128: no such commit).
    return local(["-C", folder, "merge-base", "--is-ancestor", "@{u}", "HEAD"]).status == 1
  }

  /// A git step on this machine, within `localBound`.
  private func local(_ arguments: [String]) -> GitProcess.Result {
    git(arguments, environment, localBound, false)
  }

  /// A git step that talks to the remote, within `networkBound`, stopped at the app's exit.
  private func network(_ arguments: [String]) -> GitProcess.Result {
    git(arguments, environment, networkBound, true)
  }

  private func sync(mergeNotes: inout [String]) -> SyncOutcome {
    // The list's real path, as git names it: links followed (once the file exists).
    let listPath = Self.realPath(self.listPath)
    let folder = Self.folder(of: listPath)
    let found = local(["-C", folder, "rev-parse", "--show-toplevel", "--absolute-git-dir"])
    let answer = found.output.split(separator: "\n").map(String.init)
    guard found.status == 0, answer.count == 2 else {
      return .failed(
        SyncFailure(
          short: "no repository", reason: "the list's folder is not in a git repository",
          fix: "git init in \(folder) (or clone one there), then todo git-setup"))
    }
    let (root, gitDirectory) = (answer[0], answer[1])
    let list = GitSetup.relative(listPath, to: root) ?? listPath
    let donePath = GitSetup.donePath(ofList: listPath)
    let done = GitSetup.relative(donePath, to: root) ?? donePath
    if let waiting = workInProgress(gitDirectory: gitDirectory, root: root, own: [list, done]) {
      return waiting
    }
    if let failure = commit(list: list, done: done, root: root) { return .failed(failure) }
    let upstream = local(["-C", root, "rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"])
    guard upstream.status == 0 else { return .noUpstream }
    let attributes = local(["-C", root, "check-attr", "merge", "--", list])
    guard attributes.output.hasSuffix(": merge: \(GitSetup.listDriver)\n") else {
      return .failed(
        SyncFailure(
          short: "set-up", reason: "git would merge the list as text, with conflict markers",
          fix: "todo git-setup in \(root), commit .gitattributes, then S"))
    }
    var attempt = 0
    while true {
      attempt += 1
      let pulled = pull(root: root, gitDirectory: gitDirectory, own: [list, done])
      mergeNotes += pulled.notes
      if let outcome = pulled.outcome { return outcome }
      let pushed = network(["-C", root, "push", "--porcelain"])
      if pushed.status == 0 { break }
      let problem = Self.problem(pushed, doing: "push")
      if case .failed(let failure) = problem, failure.short == "rejected", attempt < 3 { continue }
      return problem.outcome(ahead: ahead(root: root))
    }
    let count = ahead(root: root)
    return count == 0 ? .synced : .ahead(count)
  }

  /// Commits the list and its done file, when either differs from `HEAD`, with a message
  /// that says what changed; returns why it could not.
  private func commit(list: String, done: String, root: String) -> SyncFailure? {
    let paths = [list, done].filter { path in
      access(root + "/" + path, F_OK) == 0
        || local(["-C", root, "ls-files", "--error-unmatch", "--", path]).status == 0
    }
    guard !paths.isEmpty else { return nil }
    let changed = local(["-C", root, "status", "--porcelain", "-z", "--"] + paths)
    guard changed.status == 0 else { return Self.gitFailure(changed, doing: "status") }
    guard !changed.output.isEmpty else { return nil }
    func committed(_ path: String) -> String? {
      let shown = local(["-C", root, "show", "HEAD:" + path])
      return shown.status == 0 ? shown.output : nil
    }
    let message = SyncCommitMessage.text(
      list: (committed(list), Self.read(root + "/" + list)),
      done: (committed(done), Self.read(root + "/" + done)))
    let added = local(["-C", root, "add", "-A", "--"] + paths)
    guard added.status == 0 else { return Self.gitFailure(added, doing: "add") }
    // A pathspec commits those paths only (`--only`): what else the user staged stays staged.
    let made = local(["-C", root, "commit", "--quiet", "-m", message, "--only", "--"] + paths)
    guard made.status == 0 else { return Self.gitFailure(made, doing: "commit") }
    return nil
  }

  /// Fetches (within the network bound), then merges the upstream with the drivers given
  /// on the command line (the attributes name them; a clone whose config lacks them still
  /// merges with todo): nil when it merged, or finished a merge that stopped on the list's
  /// own files (`own`) only; and the lines the driver wrote about them (each ends with the
  /// file's path in brackets, dropped here).
  private func pull(root: String, gitDirectory: String, own: [String]) -> (
    outcome: SyncOutcome?, notes: [String]
  ) {
    let fetched = network(["-C", root, "fetch", "--quiet"])
    guard fetched.status == 0 else {
      return (Self.problem(fetched, doing: "fetch").outcome(ahead: ahead(root: root)), [])
    }
    let driver = GitSetup.shellQuoted(executable) + " merge-driver"
    let merged = local([
      "-C", root, "-c", "merge.\(GitSetup.listDriver).driver=\(driver) %O %A %B %P",
      "-c", "merge.\(GitSetup.doneDriver).driver=\(driver) --done %O %A %B %P",
      "merge", "--no-edit", "--quiet", "@{u}",
    ])
    let lines = merged.errors.split(separator: "\n").map(String.init)
    var notes: [String] = []
    var refused: Set<String> = []
    for line in lines {
      guard let path = own.first(where: { line.hasSuffix(" (\($0))") }) else { continue }
      notes.append(String(line.dropLast(path.utf8.count + 3)))
      // The driver's status 2: a version it could not read, ours left as it was.
      if line.hasPrefix("Not merged:") { refused.insert(path) }
    }
    guard merged.status != 0 else { return (nil, notes) }
    guard access(gitDirectory + "/MERGE_HEAD", F_OK) == 0 else {
      return (Self.problem(merged, doing: "merge").outcome(ahead: ahead(root: root)), notes)
    }
    return (finishMerge(root: root, own: own.filter { !refused.contains($0) }), notes)
  }

  /// The merge this sync ran stopped: the list's own files among the unmerged paths
  /// (`own`: as the driver wrote them, every version kept) are added; when no other path is
  /// unmerged the merge is committed (nil: the sync goes on), else the outcome names the
  /// other files and the fix.
  private func finishMerge(root: String, own: [String]) -> SyncOutcome? {
    guard let unmerged = unmergedPaths(root: root) else {
      return .failed(SyncFailure(short: "git diff", reason: "git diff cannot list the conflicts",
        fix: "run git status in a shell to see more"))
    }
    let ours = unmerged.filter(own.contains)
    if !ours.isEmpty {
      let added = local(["-C", root, "add", "--"] + ours)
      guard added.status == 0 else { return .failed(Self.gitFailure(added, doing: "add")) }
    }
    let others = unmerged.filter { !own.contains($0) }
    guard others.isEmpty else {
      let names = others.count == 1 ? others[0] : "\(others.count) files"
      return .waiting(
        reason: "conflict in \(names)", fix: mergeFix(root: root, unmerged: others, own: own))
    }
    let made = local(["-C", root, "commit", "--no-edit", "--quiet"])
    guard made.status == 0 else { return .failed(Self.gitFailure(made, doing: "commit")) }
    return nil
  }

  /// The paths git left unmerged, relative to the root; nil when git cannot say.
  private func unmergedPaths(root: String) -> [String]? {
    let listed = local(["-C", root, "diff", "--name-only", "-z", "--diff-filter=U"])
    guard listed.status == 0 else { return nil }
    return listed.output.split(separator: "\0").map(String.init)
  }

  /// How to finish a merge that waits on `unmerged` (the user's files): resolve them, add
  /// them and commit; or abort it, offered only while the list's own files (`own`) have no
  /// change since the merge staged them (an abort would take the saves back).
  private func mergeFix(root: String, unmerged: [String], own: [String]) -> String {
    let names = unmerged.map { GitSetup.shellQuoted($0) }.joined(separator: " ")
    var fix =
      unmerged.isEmpty
      ? "finish it: git commit"
      : "resolve \(unmerged.joined(separator: ", ")), then git add \(names) && git commit"
    let existing = own.filter { access(root + "/" + $0, F_OK) == 0 }
    if local(["-C", root, "diff", "--quiet", "--"] + existing).status == 0 { fix += " (or git merge --abort)" }
    return fix
  }

  /// The commits on the branch that its upstream lacks (as last fetched).
  private func ahead(root: String) -> Int {
    let counted = local(["-C", root, "rev-list", "--count", "@{u}..HEAD"])
    return Int(counted.output.filter(\.isNumber)) ?? 0
  }

  /// What a failed git run means for the sync.
  enum Problem: Equatable {
    case offline
    case failed(SyncFailure)

    func outcome(ahead: Int) -> SyncOutcome {
      switch self {
      case .offline: .offline(ahead: ahead)
      case .failed(let failure): .failed(failure)
      }
    }
  }

  /// Reads git's errors from a pull or a push: an unreachable remote is offline; a refused
  /// login, a refused push, a conflict the driver left, other errors are named with their
  /// fix. Pure.
  static func problem(_ result: GitProcess.Result, doing step: String) -> Problem {
    // No answer within the bound: killed, as a remote that cannot be reached.
    if result.timedOut { return .offline }
    let text = result.errors + result.output
    let offline = [
      "Could not resolve host", "does not appear to be a git repository", "Could not read from remote",
      "unable to access", "Connection refused", "Connection timed out", "Network is unreachable",
      "No route to host", "Operation timed out", "unable to connect",
    ]
    let auth = [
      "Permission denied", "Authentication failed", "terminal prompts disabled", "could not read Username",
      "could not read Password", "Host key verification failed", "HTTP Basic: Access denied",
    ]
    if auth.contains(where: text.contains) {
      return .failed(
        SyncFailure(
          short: "auth", reason: "the remote refused the login (git \(step) asks no password here)",
          fix: "run git \(step) once in a shell, or set up an ssh key or a credential helper"))
    }
    // Refused as not a fast-forward, or beaten by another push while this one ran.
    let raced =
      text.contains("[remote rejected]")
      && (text.contains("failed to update ref") || text.contains("cannot lock ref"))
    if raced || text.contains("[rejected]") || text.contains("non-fast-forward")
      || text.contains("fetch first")
    {
      return .failed(
        SyncFailure(
          short: "rejected", reason: "the remote refused the push: it has commits this clone lacks",
          fix: "press S to pull and push again"))
    }
    if offline.contains(where: text.contains) { return .offline }
    return .failed(gitFailure(result, doing: step))
  }

  /// A git step that failed for another reason: its first line of errors. Pure.
  static func gitFailure(_ result: GitProcess.Result, doing step: String) -> SyncFailure {
    let line =
      (result.errors + result.output).split(separator: "\n").first.map { GitSetup.trimmed($0) }
      ?? "exit status \(result.status)"
    return SyncFailure(
      short: "git \(step)", reason: "git \(step): \(line)", fix: "run git \(step) in a shell to see more")
  }

  /// The merge or rebase in progress in the work tree whose git folder is `gitDirectory`
  /// (one the user started, or that stopped on a file not the list's, `own`), as the
  /// outcome that says so with a fix naming the unmerged files; nil when there is none.
  func workInProgress(gitDirectory: String, root: String, own: [String]) -> SyncOutcome? {
    let merging = access(gitDirectory + "/MERGE_HEAD", F_OK) == 0
    let rebasing =
      access(gitDirectory + "/rebase-merge", F_OK) == 0 || access(gitDirectory + "/rebase-apply", F_OK) == 0
    guard merging || rebasing else { return nil }
    let unmerged = unmergedPaths(root: root) ?? []
    if merging {
      return .waiting(reason: "merge in progress", fix: mergeFix(root: root, unmerged: unmerged, own: own))
    }
    let names = unmerged.map { GitSetup.shellQuoted($0) }.joined(separator: " ")
    let finish =
      unmerged.isEmpty
      ? "git rebase --continue"
      : "resolve \(unmerged.joined(separator: ", ")), then git add \(names) && git rebase --continue"
    return .waiting(reason: "rebase in progress", fix: "\(finish) (or git rebase --abort)")
  }

  /// The folder of `path`. Pure.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// `path` with its links followed, or as it is when it does not exist yet.
  static func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The file at `path` as text, or nil when there is none.
  static func read(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
