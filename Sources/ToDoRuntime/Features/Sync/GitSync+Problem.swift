import ToDoCore

/// What git's errors mean for the sync. Pure.
extension GitSync {
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
}
