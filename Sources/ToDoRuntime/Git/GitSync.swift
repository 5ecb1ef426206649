import Glibc
import ToDoCore

/// One sync of a list kept in git: commits the list's own files when they differ from
/// `HEAD` (nothing else the user staged), then, when the branch has an upstream, pulls with
/// `todo merge-driver` and pushes, pulling and pushing once more when the push is refused
/// because the other side pushed first. Never while the work tree has a merge or a rebase
/// in progress; git runs without a prompt (`GitProcess.promptless`). Blocks the calling
/// thread for as long as git runs: called on the sync's own queue, never the main thread.
public struct GitSync: Sendable {
  /// The list's real path (links followed).
  public var listPath: String
  /// This executable's absolute path, which git runs as the merge driver.
  public var executable: String
  /// The environment git runs in (made promptless).
  public var environment: [String: String]
  /// Runs git; `GitProcess.run` when live.
  public var git: @Sendable ([String], [String: String]) -> GitProcess.Result = {
    GitProcess.run($0, environment: $1)
  }

  public init(listPath: String, executable: String, environment: [String: String]) {
    self.listPath = listPath
    self.executable = executable
    self.environment = GitProcess.promptless(environment)
  }

  /// Syncs once and says how it went.
  public func run() -> SyncOutcome { report().outcome }

  /// Syncs once: how it went, and what the merge driver named in the pulls (a todo deleted
  /// here and changed there, kept; a todo changed on both sides), one line each.
  public func report() -> (outcome: SyncOutcome, mergeNotes: [String]) {
    var notes: [String] = []
    let outcome = sync(mergeNotes: &notes)
    return (outcome, notes)
  }

  private func sync(mergeNotes: inout [String]) -> SyncOutcome {
    // The list's real path, as git names it: links followed (once the file exists).
    let listPath = Self.realPath(self.listPath)
    let folder = Self.folder(of: listPath)
    let found = git(["-C", folder, "rev-parse", "--show-toplevel", "--absolute-git-dir"], environment)
    let answer = found.output.split(separator: "\n").map(String.init)
    guard found.status == 0, answer.count == 2 else {
      return .failed(
        SyncFailure(
          short: "no repository", reason: "the list's folder is not in a git repository",
          fix: "git init in \(folder) (or clone one there), then todo git-setup"))
    }
    let (root, gitDirectory) = (answer[0], answer[1])
    if let waiting = Self.workInProgress(gitDirectory: gitDirectory) { return waiting }
    let list = GitSetup.relative(listPath, to: root) ?? listPath
    let donePath = GitSetup.donePath(ofList: listPath)
    let done = GitSetup.relative(donePath, to: root) ?? donePath
    if let failure = commit(list: list, done: done, root: root) { return .failed(failure) }
    let upstream = git(
      ["-C", root, "rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}"], environment)
    guard upstream.status == 0 else { return .noUpstream }
    let attributes = git(["-C", root, "check-attr", "merge", "--", list], environment)
    guard attributes.output.hasSuffix(": merge: \(GitSetup.listDriver)\n") else {
      return .failed(
        SyncFailure(
          short: "set-up", reason: "git would merge the list as text, with conflict markers",
          fix: "todo git-setup in \(root), commit .gitattributes, then S"))
    }
    var attempt = 0
    while true {
      attempt += 1
      let pulled = pull(root: root, list: list)
      mergeNotes += pulled.notes
      if let outcome = pulled.outcome { return outcome }
      let pushed = git(["-C", root, "push", "--porcelain"], environment)
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
        || git(["-C", root, "ls-files", "--error-unmatch", "--", path], environment).status == 0
    }
    guard !paths.isEmpty else { return nil }
    let changed = git(["-C", root, "status", "--porcelain", "-z", "--"] + paths, environment)
    guard changed.status == 0 else { return Self.gitFailure(changed, doing: "status") }
    guard !changed.output.isEmpty else { return nil }
    func committed(_ path: String) -> String? {
      let shown = git(["-C", root, "show", "HEAD:" + path], environment)
      return shown.status == 0 ? shown.output : nil
    }
    let message = SyncCommitMessage.text(
      list: (committed(list), Self.read(root + "/" + list)),
      done: (committed(done), Self.read(root + "/" + done)))
    let added = git(["-C", root, "add", "-A", "--"] + paths, environment)
    guard added.status == 0 else { return Self.gitFailure(added, doing: "add") }
    // A pathspec commits those paths only (`--only`): what else the user staged stays staged.
    let made = git(["-C", root, "commit", "--quiet", "-m", message, "--only", "--"] + paths, environment)
    guard made.status == 0 else { return Self.gitFailure(made, doing: "commit") }
    return nil
  }

  /// Pulls with the drivers given on the command line (the attributes name them; a clone
  /// whose config lacks them still merges with todo): nil when it merged, and the lines the
  /// driver wrote about `list` (each ends with the list's path in brackets).
  private func pull(root: String, list: String) -> (outcome: SyncOutcome?, notes: [String]) {
    let driver = GitSetup.shellQuoted(executable) + " merge-driver"
    let pulled = git(
      [
        "-C", root, "-c", "merge.\(GitSetup.listDriver).driver=\(driver) %O %A %B %P",
        "-c", "merge.\(GitSetup.doneDriver).driver=\(driver) --done %O %A %B %P",
        "pull", "--no-rebase", "--no-edit", "--quiet",
      ], environment)
    let notes = pulled.errors.split(separator: "\n").map(String.init).filter { $0.hasSuffix(" (\(list))") }
      .map { String($0.dropLast(list.utf8.count + 3)) }
    guard pulled.status != 0 else { return (nil, notes) }
    return (Self.problem(pulled, doing: "pull").outcome(ahead: ahead(root: root)), notes)
  }

  /// The commits on the branch that its upstream lacks (as last fetched).
  private func ahead(root: String) -> Int {
    let counted = git(["-C", root, "rev-list", "--count", "@{u}..HEAD"], environment)
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
    if text.contains("CONFLICT") || text.contains("Automatic merge failed") {
      return .failed(
        SyncFailure(
          short: "conflict", reason: "the pull left a conflict: a todo was changed on both sides",
          fix: "keep one version in the list, then git add and git commit"))
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

  /// The merge or rebase in progress in the work tree whose git folder is `gitDirectory`,
  /// as the outcome that says so; nil when there is none.
  static func workInProgress(gitDirectory: String) -> SyncOutcome? {
    if access(gitDirectory + "/MERGE_HEAD", F_OK) == 0 {
      return .waiting(reason: "merge in progress", fix: "finish it (git commit) or git merge --abort")
    }
    if access(gitDirectory + "/rebase-merge", F_OK) == 0 || access(gitDirectory + "/rebase-apply", F_OK) == 0
    {
      return .waiting(
        reason: "rebase in progress", fix: "finish it (git rebase --continue) or git rebase --abort")
    }
    return nil
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
