/// Undo and redo. Pure data.
public enum HistoryAction: Equatable, Sendable, Codable {
  /// Take back the last change to the list.
  case undo
  /// Do again the last change undone.
  case redo
}
