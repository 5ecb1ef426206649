/// Editing a todo's text in the input line. Pure data.
public enum EditingAction: Equatable, Sendable, Codable {
  /// Put the selected todo's text in the input line to edit it.
  case start
  /// Save the edited text over the todo being edited.
  case save
  /// Leave the edit, the todo as it was.
  case cancel
}
