/// What the notes ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runNote` (`ToDoRuntime/Features/Notes/`). Pure data.
public enum NoteCommand: Equatable, Sendable {
  /// Read the first lines of the note `name` (the todo `id`'s `note:`) in the notes folder,
  /// off the main thread, never making the file; the result comes back as
  /// `NoteAction.read`.
  case read(ToDo.ID, name: String)
  /// Hand the terminal to the user's editor on the note `name` in the notes folder (the
  /// todo `id`'s), and take it back when the editor ends. A new note (`isNew`) gets a name
  /// no file has yet (`name`, else `-2`, `-3`… before the suffix), and its file is kept only
  /// when the editor saved something in it. The result comes back as `NoteAction.edited`.
  case edit(ToDo.ID, name: String, isNew: Bool)
}
