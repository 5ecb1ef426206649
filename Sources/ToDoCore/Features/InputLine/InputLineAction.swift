/// What the input line does to its text: typing, deleting, moving the cursor. What Enter
/// does with the text depends on the mode (adding it is `ListAction.addInput`). Pure data.
public enum InputLineAction: Equatable, Sendable, Codable {
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
  /// Tab: complete the word before the cursor (`+project`, `@context`, `key:`), or show the
  /// next match on a second Tab; when adding, a word it does not complete moves the focus to
  /// the list.
  case complete
}
