/// What the git sync asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runSync` (`ToDoRuntime/Features/Sync/`). Pure data.
public enum SyncCommand: Equatable, Sendable {
  /// Commit the list's own files (the list and its done file) when they differ from the
  /// last commit, then, when the branch has an upstream, pull (merging with `todo
  /// merge-driver`) and push; on Dispatch, never asking for a password. The result comes
  /// back as `SyncAction.finished`. The reducer has at most one running.
  case run
  /// Fetch the branch's upstream, while idle (no sync runs), on the sync's queue; the
  /// result comes back as `SyncAction.fetched(moved:)`: whether the upstream has commits
  /// the branch lacks. Nothing is committed, merged nor pushed.
  case fetch
}

extension Command {
  /// The sync of the changes saved, once no save came for a moment.
  public static let syncAfterQuietMoment = Command.schedule(
    id: .syncQuiet, after: syncQuietDelay, send: .sync(.quietMomentPassed))
  /// The next periodic sync, which pulls what other machines pushed.
  public static let syncPeriodically = Command.schedule(
    id: .syncPeriodic, after: syncInterval, send: .sync(.periodicDue))
  /// The next idle fetch, which asks whether another machine pushed.
  public static let fetchPeriodically = Command.schedule(
    id: .syncFetch, after: fetchInterval, send: .sync(.fetchDue))
  /// How long after the last save the changes are synced: a burst of edits is one commit.
  public static let syncQuietDelay = Duration.seconds(5)
  /// How often the list is synced while nothing is saved: five minutes.
  public static let syncInterval = Duration.seconds(300)
  /// How often the upstream is fetched while idle (a sync follows only when it moved): a
  /// change pushed by another machine is here within about this long, plus the fetch.
  public static let fetchInterval = Duration.seconds(40)
}
