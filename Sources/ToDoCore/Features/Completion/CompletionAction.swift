/// Completing todos. Pure data.
public enum CompletionAction: Equatable, Sendable, Codable {
  /// Mark the selected todo done (its next occurrence added when it recurs), or open again
  /// when it is done.
  case toggle
}
