/// What the list's loads and saves ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runPersistence` (`ToDoRuntime/Features/Persistence/`). Pure data.
public enum PersistenceCommand: Equatable, Sendable {
  /// Load the todos from the `ToDoStore`; the result comes back as `.toDosLoaded` or
  /// `.loadFailed`, and after a load, when the list's journal holds steps of earlier runs,
  /// `.historyRestored` with them.
  case load
  /// Store `todos`: apply their changes since `base` (the list the file and the app last
  /// agreed on) onto the stored list as it is now. The result comes back as `.saved`,
  /// `.toDosMerged`, `.savedOverDeletedFile` or `.saveFailed`. The reducer has at most one
  /// save running.
  case save(ToDoList, base: ToDoList)
  /// The app leaves without having saved `todos` (`reason`: why): the store keeps them
  /// in a file of their own and names it on the way out, so that nothing typed is lost
  /// with the process. Done at once, before the `exit` that follows it.
  case keepUnsaved(ToDoList, reason: String)
}

extension Command {
  /// The spinner's next turn.
  public static let spinnerTick = Command.schedule(id: .spinner, after: spinnerInterval, send: .system(.tick))
  /// How often the spinner turns while the todos load.
  public static let spinnerInterval = Duration.milliseconds(80)
  /// The save of the changes made from now until the debounce elapses.
  public static let saveAfterDelay = Command.schedule(
    id: .save, after: saveDelay, send: .persistence(.saveDue))
  /// How long changes wait before they are saved, so that a burst of them is one save.
  public static let saveDelay = Duration.milliseconds(300)
}
