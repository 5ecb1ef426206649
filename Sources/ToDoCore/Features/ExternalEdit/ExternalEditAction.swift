/// Editing a todo in the user's own editor. Pure data.
public enum ExternalEditAction: Equatable, Sendable, Codable {
  /// `E`: open the selected todo in the user's editor (`$VISUAL`, `$EDITOR`, else `vi`).
  case open
  /// The editor came back for the todo `id`: what it left in the file, or why nothing
  /// changes.
  case edited(ToDo.ID, ExternalEditOutcome)
}
