extension ToDoHistorySlice {
  /// A todo's history: `J` opens its box, empty until the runtime has read the journal
  /// (`ToDoHistoryCommand.readJournal`); the records read are matched to the todo then. Pure; the
  /// matching is O(n) in the journal's records, once, never on other keys.
  mutating func reduce(_ action: ToDoHistoryAction) -> Command? {
    switch action {
    case .open:
      guard let todo = selectedPlace?.todo else {
        status = StatusMessage("Select a todo to see its history.", kind: .info)
        return nil
      }
      mode = .picking(Picker(.history(nil, of: todo.title)))
      status = StatusMessage("Reading the journal…", kind: .info)
      return .toDoHistory(.readJournal)
    case .read(let records):
      guard let picker, case .history(nil, let line) = picker.content else { return nil }
      let events = ToDoHistory.events(of: line, in: records)
      mode = .picking(Picker(.history(events, of: line)))
      status =
        events.isEmpty
        ? StatusMessage("No history for this todo yet. Esc closes.", kind: .info)
        : StatusMessage(
          "\(events.count) \(events.count == 1 ? "change" : "changes"), newest first. Esc closes.",
          kind: .info)
      movePick(to: { $0 })
      return nil
    }
  }
}
