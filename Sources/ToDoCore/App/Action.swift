/// Everything that can happen to the app, nested by the feature that handles it: user
/// intents, system events, and the results of commands (past tense). Pure data, reduced by
/// `reducer`, each family by its own child reducer; `Codable` for recordings.
public enum Action: Equatable, Sendable, Codable {
  /// The input line: typing and editing, and adding what was typed.
  case lineEdit(LineEdit)
  /// The list: the selection, deleting, the mouse on it, undo and redo.
  case list(ListAction)
  /// Which part of the screen the keys act on, and the key help.
  case mode(ModeAction)
  /// Loading and saving the todos, and what the store answers.
  case persistence(PersistenceAction)
  /// What the list shows: search, hidden todos, sort.
  case view(ViewAction)
  /// The app's life: start, quit, shutdown from outside, resizes, the spinner's timer.
  case system(SystemAction)
}
