/// What the input line does. Pure data.
public enum LineEdit: Equatable, Sendable, Codable {
  /// Type `text` at the cursor (one key, or a run of keys coalesced from one batch).
  case insert(String)
  case deleteBackward
  case deleteForward
  case deleteWordBackward
  case deleteToLineStart
  case deleteToLineEnd
  case moveCursor(CursorMove)
  /// Empty the input line.
  case clearInput
  /// Add the input as a new todo, if it is long enough.
  case submit
}
