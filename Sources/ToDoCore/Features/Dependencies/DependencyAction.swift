/// Linking todos: choosing, in the list, the todo the selected one (or the marked ones)
/// waits for. Pure data.
public enum DependencyAction: Equatable, Sendable, Codable {
  /// `w`: choose the todo the selected one, or every marked one, waits for.
  case startLink
  /// Enter while choosing: they wait for the selected todo now (or, when they all did
  /// already, no longer).
  case link
  /// Esc while choosing: nothing linked.
  case cancelLink
}
