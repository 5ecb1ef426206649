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
  func local(_ arguments: [String]) -> GitProcess.Result {
    git(arguments, environment, localBound, false)
  }

  /// A git step that talks to the remote, within `networkBound`, stopped at the app's exit.
  func network(_ arguments: [String]) -> GitProcess.Result {
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

  /// The commits on the branch that its upstream lacks (as last fetched).
  func ahead(root: String) -> Int {
    let counted = local(["-C", root, "rev-list", "--count", "@{u}..HEAD"])
    return Int(counted.output.filter(\.isNumber)) ?? 0
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
