/// What the todo's history asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runToDoHistory` (`ToDoRuntime/Features/ToDoHistory/`). Pure data.
public enum ToDoHistoryCommand: Equatable, Sendable {
  /// Read the list's journal off the main thread; the result comes back as
  /// `ToDoHistoryAction.read` (no records when the list keeps no journal).
  case readJournal
}
