/// What the list does: adding what was typed, the selection and the focus, deleting, the
/// mouse on it. Pure data.
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
  /// `y`: add a copy of the selected todo below it, open (a done todo's copy is reopened).
  case duplicateSelected
  /// A mouse press on this screen cell, at this monotonic time in milliseconds (nil when
  /// the press was not timed).
  case clicked(Position, atMilliseconds: Int? = nil)
  /// The mouse wheel: scroll the list (or the help, while it shows) by this many rows
  /// (negative is up).
  case scrolled(by: Int)
  /// Give the keys to the list.
  case focusList
  /// Give the keys to the input line.
  case focusInput
}
