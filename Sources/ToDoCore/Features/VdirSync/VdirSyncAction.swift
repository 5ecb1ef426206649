/// Syncing the list with a CalDAV vdir (`[sync.caldav] folder`, decision 0263): turned on,
/// asked for after saves and when the folder changes, and what a sync came back with
/// (past tense). Pure data.
public enum VdirSyncAction: Equatable, Sendable, Codable {
  /// The config names a vdir folder: a sync runs once the list has loaded, then after
  /// saves and when the folder changes.
  case turnedOn
  /// No save came for `Command.vdirSyncQuietDelay` after the last one, or the folder's
  /// burst of writes is over: a sync is due.
  case quietMomentPassed
  /// A `.ics` file of the vdir was written, moved or deleted (by vdirsyncer, or by the
  /// app's own sync): a sync follows once the burst is over.
  case folderChanged
  /// A sync ended: what it brought into the list, and what went wrong.
  case finished(VdirSyncReport)
}
