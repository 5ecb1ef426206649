/// Sync conflict copies beside the list: finding them, the user's answer, and what the
/// store did with them. Pure data.
public enum ConflictCopyAction: Equatable, Sendable, Codable {
  /// A file appeared in the list's folder that may be a conflict copy.
  case arrived
  /// The conflict copies beside the list, with their todos.
  case found([ConflictCopy])
  /// `m`: merge the copy offered into the list.
  case merge
  /// `i`/Esc: leave the copy alone.
  case ignore
  /// The copy merged was moved aside under `name`.
  case movedAside(String)
  /// The copy merged could not be moved aside.
  case notMoved(String, reason: String)
}
