/// Marking todos to act on together. Pure data.
public enum MarksAction: Equatable, Sendable, Codable {
  /// Mark the selected todo (or unmark it when it is marked) and select the next one.
  case toggle
  /// A press with Ctrl or Alt held: mark (or unmark) the todo on that list row and select
  /// it; anywhere else, what a press does.
  case clicked(Position)
  /// Clear the marks; with none, move to the input line, as Esc did before marks.
  case clear
}
