/// What the list does. Pure data.
public enum ListAction: Equatable, Sendable, Codable {
  /// Add the input line's text as a new todo, if it is long enough.
  case addInput
  /// Move the selection by this many rows (negative is up).
  case moveSelection(by: Int)
  /// Move the selection by this many pages of the list (negative is up).
  case moveSelectionByPage(by: Int)
  case selectFirst
  case selectLast
  case deleteSelected
  /// A mouse press on this screen cell, at this monotonic time in milliseconds (nil when
  /// the press was not timed).
  case clicked(Position, atMilliseconds: Int? = nil)
  /// The mouse wheel: scroll the list (or the help, while it shows) by this many rows
  /// (negative is up).
  case scrolled(by: Int)
  /// Take back the last change to the list.
  case undo
  /// Do again the last change undone.
  case redo
  /// Mark the selected todo done (its next occurrence added when it recurs), or open again
  /// when it is done.
  case toggleCompletion
  /// Put the selected todo's text in the input line to edit it.
  case startEditing
  /// Save the edited text over the todo being edited.
  case saveEdit
  /// Leave the edit, the todo as it was.
  case cancelEdit
  /// Give the selected todo the priority `A`…`Z`, or none (nil).
  case setPriority(String?)
  /// Raise (positive) or lower (negative) the selected todo's priority by this many steps
  /// in the order none, Z, …, B, A.
  case changePriority(by: Int)
  /// `A`: move the done todos to `done.txt` beside the list (appended there first, then
  /// removed here).
  case archiveDone
  /// `E`: open the selected todo in the user's editor (`$VISUAL`, `$EDITOR`, else `vi`).
  case editExternally
  /// The editor came back for the todo `id`: what it left in the file, or why nothing
  /// changes.
  case editedExternally(ToDo.ID, ExternalEditOutcome)
}
