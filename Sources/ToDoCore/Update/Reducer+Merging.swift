extension State {
  /// Takes `merged`, the list the file holds after a merge with another program's changes,
  /// as the list: the todos that stayed keep their ids (so the selection and the undo
  /// history), lines from elsewhere get new ones. The merge is one step in the undo
  /// history; when it removed most of the list, the status line says so and how to take
  /// it back. One pass, no hashing: the matching was done off the main thread. Pure.
  mutating func takeMerged(_ merged: MergedList) {
    let before = todos
    let (after, kept) = merged.list(newIDsFrom: &nextID)
    replaceList(with: after)
    saving.syncedList = after
    history.record(.replaced(before, with: after))
    let removed = before.count - kept
    if removed > 0, removed * 2 > before.count {
      let noun = before.count == 1 ? "todo" : "todos"
      status = StatusMessage(
        "Another program removed \(removed) of \(before.count) \(noun) from the file: Ctrl-Z brings them back.",
        kind: .warning)
    } else {
      status = StatusMessage(
        "Another program changed the file: its changes and yours are merged (Ctrl-Z undoes).", kind: .info)
    }
  }

  /// Replaces the whole list with `list` (a merge, or its undo); the selection stays on its
  /// todo if `list` has it, or on the same row. Pure; O(n).
  mutating func replaceList(with list: ToDoList) {
    let selectedID = selectedToDo?.id
    todos = list
    guard let selectedID else { return }
    if let index = list.firstIndex(ofID: selectedID) { selection = index }
  }
}
