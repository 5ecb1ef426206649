/// What the external edit asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runExternalEdit` (`ToDoRuntime/Features/ExternalEdit/`). Pure data.
public enum ExternalEditCommand: Equatable, Sendable {
  /// Hand the terminal to the user's editor on a file holding `text` (the todo `id`), and
  /// take it back when the editor ends; the result comes back as `ExternalEditAction.edited`.
  case edit(ToDo.ID, text: String)
}
