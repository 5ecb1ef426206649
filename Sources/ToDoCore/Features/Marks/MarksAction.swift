/// Marking todos to act on together. Pure data.
public enum MarksAction: Equatable, Sendable, Codable {
  /// Mark the selected todo (or unmark it when it is marked) and select the next one.
  case toggle
  /// Clear the marks; with none, move to the input line, as Esc did before marks.
  case clear
}
