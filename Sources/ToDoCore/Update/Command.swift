/// A side effect the reducer asks for, as data: the command interpreter performs it and
/// sends any result back as an `Action`. Pure data, never a closure, so tests compare it.
public enum Command: Equatable, Sendable {
  /// Load the todos from the `ToDoStore`; the result comes back as `.toDosLoaded` or
  /// `.loadFailed`.
  case loadToDos
  /// Send `.tick` after this delay (it drives the loading spinner), unless a tick is
  /// already on its way: there is only ever one spinner timer.
  case scheduleTick(after: Duration)
  /// Send `.saveDue` after this delay, unless one is already on its way.
  case scheduleSave(after: Duration)
  /// Store these todos; the result comes back as `.saved`, `.toDosMerged` or `.saveFailed`.
  case save(ToDoList)
  /// Finish pending saves and, if they all succeeded, restore the terminal and exit with
  /// status 0; otherwise send `.quitBlocked` with the reason.
  case quit
  /// Restore the terminal and exit with status 0, saved or not (the user confirmed).
  case quitWithoutSaving
  /// Perform each command in order.
  case batch([Command])

  /// How often the spinner turns while the todos load.
  public static let spinnerInterval = Duration.milliseconds(80)
  /// How long changes wait before they are saved, so that a burst of them is one save.
  public static let saveDelay = Duration.milliseconds(300)
}
