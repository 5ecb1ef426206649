/// Moving the done todos to the done file, and what the store answers. Pure data.
public enum ArchiveAction: Equatable, Sendable, Codable {
  /// `A`: move the done todos to `done.txt` beside the list (appended there first, then
  /// removed here).
  case start
  /// The done todos handed over are in the done file, named `doneFileName`.
  case archived(doneFileName: String)
  /// The done file could not take them, for this reason: they stay in the list.
  case failed(String)
}
