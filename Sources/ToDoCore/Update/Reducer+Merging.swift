extension State {
  /// Takes `merged`, the list the file holds after a merge with another program's changes,
  /// as the list: the todos that stayed keep their ids (so the selection and the undo
  /// history), lines from elsewhere get new ones. The status line names the first local
  /// edit the merge could not apply as meant and how many more there are; else, when the
  /// merge removed most of the list, says so and how to take it back. An edit or a priority
  /// choice bound to a todo the merge changed or removed is cancelled, and says so. Pure.
  mutating func takeMerged(_ merged: MergedList) {
    let boundTitle = mode.boundToDo.flatMap { id in
      document.todos.firstIndex(ofID: id).map { todos[$0].title }
    }
    let (before, kept) = document.takeMerged(merged)
    view.follow(.replaced, in: document)
    saving.syncedList = document.todos
    defer { cancelThePromptOfAToDoChangedInTheMerge(boundTitle: boundTitle) }
    let removed = before.count - kept
    if let conflicts = StatusMessage(conflicts: merged.conflicts) {
      status = conflicts
    } else if removed > 0, removed * 2 > before.count {
      status = StatusMessage(
        "Another program removed \(removed) of \(before.count.counted("todo")) from the file: Ctrl-Z brings them back.",
        kind: .warning)
    } else {
      status = StatusMessage(
        "Another program changed the file: its changes and yours are merged.", kind: .info)
    }
  }
}

extension StatusMessage {
  /// The first of `conflicts` by name, then how many more there are; nil for none. Pure.
  init?(conflicts: [MergeConflict]) {
    guard let first = conflicts.first else { return nil }
    let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
    self.init(first.message + more, kind: .warning)
  }
}
