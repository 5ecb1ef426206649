/// A todo's history: opened by its key, read from the journal by the runtime. Pure data.
public enum ToDoHistoryAction: Hashable, Sendable, Codable {
  /// The key in the list: the selected todo's history is asked of the journal.
  case open
  /// The runtime read the list's journal (`ToDoHistoryCommand.readJournal`), oldest record first.
  case read([JournalRecord])
}
