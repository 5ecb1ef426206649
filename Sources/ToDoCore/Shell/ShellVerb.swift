/// A change a command for scripts makes to each todo it names (`todo done 3 4`, `todo pri
/// 3 A`): the app's own steps, one verb a command. Pure value.
public enum ShellVerb: Equatable, Sendable {
  /// Marks an open todo done (`rec:` adds its next occurrence at the end).
  case done
  /// Opens a done todo again (taking back the next occurrence its completion added).
  case reopen
  /// Deletes the todo.
  case delete
  /// Gives the todo this priority (`A`…`Z`).
  case priority(Character)
  /// Takes its priority away.
  case depriority
  /// Replaces the todo's text.
  case replace(String)
  /// Adds text at the end.
  case append(String)
  /// Adds text at the start, after the priority and the dates.
  case prepend(String)
  /// Moves its `due:` (and `t:`) this many days later.
  case postpone(days: Int)
}
