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
  /// Store `todos`: apply their changes since `base` (the list the file and the app last
  /// agreed on) onto the stored list as it is now. The result comes back as `.saved`,
  /// `.toDosMerged`, `.savedOverDeletedFile` or `.saveFailed`. The reducer has at most one
  /// save running.
  case save(ToDoList, base: ToDoList)
  /// Send `.shutdownBoundReached` after this delay (the most a shutdown waits for a save).
  case scheduleShutdownBound(after: Duration)
  /// Restore the terminal and end the process with this status. The reducer asks for it
  /// only once nothing is left to wait for (or the user said to leave without saving).
  case exit(status: Int32)
  /// Perform each command in order.
  case batch([Command])

  /// How often the spinner turns while the todos load.
  public static let spinnerInterval = Duration.milliseconds(80)
  /// How long changes wait before they are saved, so that a burst of them is one save.
  public static let saveDelay = Duration.milliseconds(300)
  /// How long a shutdown from outside (SIGTERM, SIGHUP, the terminal gone) waits at most
  /// for the load and the saves before it exits anyway.
  public static let shutdownBound = Duration.seconds(2)
}
