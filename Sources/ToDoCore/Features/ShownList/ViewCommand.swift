/// What the list shown asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runView` (`ToDoRuntime/Features/ShownList/`). Pure data.
public enum ViewCommand: Equatable, Sendable {
  /// Make the rows of `list` under `rule` (among `candidates`, document indices, or every
  /// todo) off the main thread, the todos blocked as `dependencies` says; the result comes
  /// back as `.rowsProjected(number:order:)`.
  case projectRows(
    ToDoList, rule: ListRule, among: [Int32]?, dependencies: DependencyIndex, number: Int)
}
