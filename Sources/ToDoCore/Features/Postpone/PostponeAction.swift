/// Postponing the selected todo: its `due:` (and `t:`) moved later by a number of days. Pure
/// data.
public enum PostponeAction: Equatable, Sendable, Codable {
  /// Move the selected todo's `due:` date, and its `t:` when it has one, `days` days later;
  /// a todo without `due:` gets today plus `days`.
  case by(days: Int)
}
