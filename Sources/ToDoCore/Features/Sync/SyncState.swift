/// The sync sub-state: whether the list is synced through git, whether a sync runs or is
/// due, and what the last one left. Pure value; changed by the sync reducer.
public struct SyncState: Equatable, Sendable {
  /// Whether the settings turned the sync on.
  public var isOn = false
  /// Whether a sync runs now (at most one does).
  public var isRunning = false
  /// Whether a sync is asked for and waits for the changes to be saved, or for the one
  /// that runs.
  public var isDue = false
  /// Whether the user asked for the sync that is due or runs (`S`): its outcome is said
  /// on the status line, whatever it is.
  public var isAsked = false
  /// Whether an idle fetch runs (`SyncCommand.fetch`); the title does not say it.
  public var isFetching = false
  /// What the last sync left; nil before the first one ends.
  public var last: SyncOutcome?

  public init() {}

  /// What the title row says about the sync, or nil when it is off. Pure.
  public var titleWord: String? {
    guard isOn else { return nil }
    if isRunning { return "syncing…" }
    return last?.titleWord
  }
}
