/// What the reload asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runReload` (`ToDoRuntime/Features/Reload/`). Pure data.
public enum ReloadCommand: Equatable, Sendable {
  /// Read the file again: when another program changed it, the list it holds now, with
  /// `todos`' changes since `base` merged in the way a save merges them (and written) when
  /// there are any. The result comes back as `ReloadAction.reloaded` or `.failed`. Runs in the
  /// store's order with the saves; the reducer has at most one save or reload running.
  case read(ToDoList, base: ToDoList)
}

extension Command {
  /// The reload of a burst of changes to the file, seen by the watch.
  public static let reloadAfterDelay = Command.schedule(
    id: .reload, after: reloadDelay, send: .reload(.due))
  /// How long the file's changes wait before it is read again, so that a burst of writes
  /// (an editor's write and rename, todo.sh's several) is one reload; short, so that
  /// another program's change is on screen within 200 ms.
  public static let reloadDelay = Duration.milliseconds(25)
}
