/// What a sync through git left: the list's files committed, pulled and pushed, or why
/// not. Pure value; made by the runtime (`GitSync`), kept by the reducer, shown in the
/// title.
public enum SyncOutcome: Equatable, Sendable, Codable {
  /// Committed, and the branch and its upstream hold the same commits.
  case synced
  /// Committed; the branch has no upstream, so nothing is pulled nor pushed.
  case noUpstream
  /// Committed and pulled, but this many commits are not on the upstream yet.
  case ahead(Int)
  /// The upstream could not be reached: the commits wait (this many), and the next sync
  /// tries again.
  case offline(ahead: Int)
  /// The work tree has a merge or a rebase in progress (`reason` says which): nothing was
  /// committed, since the user's own work comes first.
  case waiting(reason: String, fix: String)
  /// The sync failed: a word for the title, the reason and the fix for the status line.
  case failed(SyncFailure)

  /// What the title row says, short enough for 80 columns. Pure.
  public var titleWord: String {
    switch self {
    case .synced: "synced"
    case .noUpstream: "committed"
    case .ahead(let count): "\(count) ahead"
    case .offline: "offline"
    case .waiting(let reason, _): reason
    case .failed(let failure): "sync failed: \(failure.short)"
    }
  }
}

/// Why a sync failed, in words the user can act on. Pure value.
public struct SyncFailure: Equatable, Sendable, Codable {
  /// One or two words for the title row: `auth`, `conflict`, `set-up`.
  public var short: String
  /// What went wrong, for the status line.
  public var reason: String
  /// What to do about it.
  public var fix: String

  public init(short: String, reason: String, fix: String) {
    self.short = short
    self.reason = reason
    self.fix = fix
  }
}
