/// The quitting sub-state: whether the app is on its way out, and whether a quit was
/// stopped and asks before it leaves without saving. Pure value.
public struct QuitState: Equatable, Sendable {
  /// Why the app is leaving, while it waits for the load or a save; nil while it is not.
  public var request: Quitting?
  /// Whether a quit was stopped by a failed save or a failed load: the next quit leaves
  /// without saving.
  public var isBlocked = false
  /// The demo list's quitting, when the list is the demo (`todo --demo`); nil for a file.
  public var demo: DemoList?

  public init(demo: DemoList? = nil) {
    self.demo = demo
  }
}

/// The demo list, whose changes are not kept: where a quit offers to keep its todos, the
/// todos as it loaded them (a quit that finds them so leaves at once), and whether they
/// are being written. Pure value.
public struct DemoList: Equatable, Sendable {
  /// The default list a quit offers to keep the todos in, as the question shows it
  /// (`~/.local/share/todo/todo.txt`); nil when there is none (HOME is not set).
  public var keepsIn: String?
  /// The todos as the demo loaded them; nil until it has.
  public var loaded: ToDoList?
  /// Whether the todos are being written to the default list, after `y`.
  public var isKeeping = false

  public init(keepsIn: String?) {
    self.keepsIn = keepsIn
  }
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
