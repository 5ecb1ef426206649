extension State {
  /// Takes `merged`, the list the file holds after a merge with another program's changes,
  /// as the list: the todos that stayed keep their ids (so the selection and the undo
  /// history), lines from elsewhere get new ones. The merge is one step in the undo
  /// history; when it removed most of the list, the status line says so and how to take
  /// it back. Pure.
  mutating func takeMerged(_ merged: MergedList) {
    let (before, kept) = document.takeMerged(merged)
    view.follow(.replaced, in: document)
    saving.syncedList = document.todos
    defer { keepTheEditOfAToDoGoneInTheMerge() }
    let removed = before.count - kept
    if removed > 0, removed * 2 > before.count {
      status = StatusMessage(
        "Another program removed \(removed) of \(before.count.counted("todo")) from the file: Ctrl-Z brings them back.",
        kind: .warning)
    } else {
      status = StatusMessage(
        "Another program changed the file: its changes and yours are merged (Ctrl-Z undoes).", kind: .info)
    }
  }
}
