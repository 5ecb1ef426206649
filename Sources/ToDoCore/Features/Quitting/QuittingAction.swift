/// The answer to the question a quit of the changed demo list asks, and what came of it.
/// Pure data.
public enum QuittingAction: Equatable, Sendable, Codable {
  /// `y`: keep the todos the user added to the demo (not its samples) in the default list,
  /// then quit.
  case keepDemo
  /// `n`: quit without the demo's todos.
  case quitWithoutDemo
  /// Esc: stay in the demo, where the quit was asked.
  case stay
  /// The default list holds the demo's todos now.
  case demoKept
  /// The demo's todos could not be written to the default list, for `reason`.
  case demoNotKept(reason: String)
}
