/// The quitting sub-state: whether the app is on its way out, and whether a quit was
/// stopped and asks before it leaves without saving. Pure value.
public struct QuitState: Equatable, Sendable {
  /// Why the app is leaving, while it waits for the load or a save; nil while it is not.
  public var request: Quitting?
  /// Whether a quit was stopped by a failed save or a failed load: the next quit leaves
  /// without saving.
  public var isBlocked = false

  public init() {}
}

/// Why the app is on its way out, while it waits for the load or a save to end. Pure value.
public enum Quitting: Equatable, Sendable {
  /// The user quit: leave with status 0 once everything is saved; a failed save stops the
  /// quit and asks.
  case asked
  /// The system ends the app (a signal, or the terminal went away): leave with `exitStatus`
  /// once the pending save is done, failed or not, or when `Command.shutdownBound` is over.
  case ending(exitStatus: Int32)
}
