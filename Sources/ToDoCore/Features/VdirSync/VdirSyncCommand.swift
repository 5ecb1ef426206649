/// What the vdir sync asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runVdirSync` (`ToDoRuntime/Features/VdirSync/`). Pure data.
public enum VdirSyncCommand: Equatable, Sendable {
  /// Sync the list with the vdir (`CalDAVBridge`, decision 0262) on Dispatch, off the main
  /// thread. The result comes back as `VdirSyncAction.finished`. The reducer has at most
  /// one running.
  case run
}

extension Command {
  /// The sync with the vdir of the changes saved, once no save came for a moment.
  public static let vdirSyncAfterQuietMoment = Command.schedule(
    id: .vdirSyncQuiet, after: vdirSyncQuietDelay, send: .vdirSync(.quietMomentPassed))
  /// The sync with the vdir of what another program wrote there, once its writes pause.
  public static let vdirSyncAfterFolderChange = Command.schedule(
    id: .vdirSyncQuiet, after: vdirFolderDelay, send: .vdirSync(.quietMomentPassed))
  /// How long after the last save the changes are synced with the vdir: a burst of edits
  /// is one sync, and a phone sees them within seconds.
  public static let vdirSyncQuietDelay = Duration.seconds(1)
  /// How long the vdir's changes wait before the sync reads them (vdirsyncer writes one
  /// file at a time).
  public static let vdirFolderDelay = Duration.milliseconds(250)
}
