/// Syncing the list through git (`sync = "git"`): turning it on, the timers, the key, and
/// what a sync came back with (past tense). Pure data.
public enum SyncAction: Equatable, Sendable, Codable {
  /// The settings say `sync = "git"` (or `--sync git`): a sync runs once the list has
  /// loaded (the pull at the start), then every `Command.syncInterval`.
  case turnedOn
  /// `S`: sync now (once the changes made are saved).
  case now
  /// No save came for `Command.syncQuietDelay` after the last one: the changes are synced.
  case quietMomentPassed
  /// The periodic timer: pull what the other machines pushed.
  case periodicDue
  /// The idle fetch's timer (`Command.fetchInterval`): ask the remote whether it moved.
  case fetchDue
  /// An idle fetch ended: `moved`, the upstream has commits the branch lacks (a sync is
  /// due); else nothing changes (a failed fetch says nothing: the next sync will).
  case fetched(moved: Bool)
  /// A sync ended with this outcome; `mergeNotes`: what the merge driver named in its
  /// pulls (a todo deleted here and changed on another machine, kept; one changed on both).
  case finished(SyncOutcome, mergeNotes: [String] = [])
}
