/// Names a timer the reducer asks for with `Command.schedule(id:after:send:)`: at most one
/// timer per id runs; scheduling an id again replaces its timer, `Command.cancel(id:)`
/// stops it. Pure data.
public enum TimerID: Hashable, Sendable, CaseIterable {
  /// Turns the loading spinner.
  case spinner
  /// Saves a burst of changes as one save.
  case save
  /// Ends a shutdown from outside that waited as long as it may.
  case shutdownBound
  /// Reads the file again once a burst of changes to it is over.
  case reload
  /// Reads the day again when the next one begins (a list left open overnight).
  case nextDay
  /// Filters the list once the search's keys pause.
  case filterDue
  /// Syncs the saved changes through git once the saves pause.
  case syncQuiet
  /// Syncs through git every few minutes.
  case syncPeriodic
  /// Asks the remote, while idle, whether another machine pushed (`git fetch`).
  case syncFetch
  /// Syncs with the vdir once the saves, or the folder's writes, pause.
  case vdirSyncQuiet
}
