/// Why the app is on its way out, while it waits for the load or a save to end. Pure value.
public enum Quitting: Equatable, Sendable {
  /// The user quit: leave with status 0 once everything is saved; a failed save stops the
  /// quit and asks.
  case asked
  /// The system ends the app (a signal, or the terminal went away): leave with `exitStatus`
  /// once the pending save is done, failed or not, or when `Command.shutdownBound` is over.
  case ending(exitStatus: Int32)
}
