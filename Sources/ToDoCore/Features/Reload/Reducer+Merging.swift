extension LifeCycleSlice {
  /// Takes `merged`, the list the file holds after a merge with another program's changes,
  /// as the list: the todos that stayed keep their ids (so the selection and the undo
  /// history), lines from elsewhere get new ones. The status line names the first local
  /// edit the merge could not apply as meant and how many more there are; else, when the
  /// merge removed todos, says how many and how to take them back (Ctrl-Z: all of them,
  /// or those no new line is the other program's version of), or how many were changed and
  /// removed. An edit or a priority choice bound to a todo the merge changed or removed is
  /// cancelled, and says so. Returns whether some removed todos are an undo step. Pure; the
  /// counts of what changed are taken only when todos were removed (a pass over the ids,
  /// which a merge that removed none does not pay on the main thread).
  @discardableResult
  mutating func takeMerged(_ merged: MergedList) -> Bool {
    let boundTitle = mode.boundToDo.flatMap { id in
      document.todos.firstIndex(ofID: id).map { todos[$0].title }
    }
    let (before, kept, restorable) = document.takeMerged(merged)
    lazy var summary = ReloadSummary(before: before, merged: merged, comparingText: true)
    view.follow(.replaced, in: document)
    saving.syncedList = document.todos
    defer { cancelThePromptOfAToDoChangedInTheMerge(boundTitle: boundTitle) }
    let removed = before.count - kept
    let undoable = restorable == removed && removed > 0
    if let conflicts = StatusMessage(conflicts: merged.conflicts) {
      status = conflicts
    } else if undoable {
      status = StatusMessage(
        "Another program removed \(removed) of \(before.count.counted("todo")): Ctrl-Z brings them back.",
        kind: .warning)
    } else if restorable > 0 {
      let newLines = document.todos.count - kept
      status = StatusMessage(
        "Another program removed \(restorable.counted("todo")) and changed \(newLines): Ctrl-Z brings the \(restorable) back.",
        kind: .warning)
    } else if removed > 0, summary.removed > 0 {
      status = StatusMessage(
        "Another program changed the file (\(summary.description)): its changes and yours are merged.",
        kind: .warning)
    } else {
      status = StatusMessage(
        "Another program changed the file: its changes and yours are merged.", kind: .info)
    }
    return restorable > 0
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
