/// A side effect the reducer asks for, as data: the command interpreter performs it and
/// sends any result back as an `Action`. Pure data, never a closure, so tests compare it.
public enum Command: Equatable, Sendable {
  /// Load the todos from the `ToDoStore`; the result comes back as `.toDosLoaded` or
  /// `.loadFailed`.
  case loadToDos
  /// Send `.tick` after this delay (it drives the loading spinner), unless a tick is
  /// already on its way: there is only ever one spinner timer.
  case scheduleTick(after: Duration)
  /// Restore the terminal and exit with status 0.
  case quit
  /// Perform each command in order.
  case batch([Command])

  /// How often the spinner turns while the todos load.
  public static let spinnerInterval = Duration.milliseconds(80)
}
