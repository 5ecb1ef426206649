extension ArchiveSlice {
  /// The archive: started by `A`, finished or refused by the done file's answer. Pure.
  mutating func reduce(_ action: ArchiveAction) -> Command? {
    switch action {
    case .start:
      return archiveDone()
    case .archived(let doneFileName):
      archived(doneFileName: doneFileName)
    case .failed(let message):
      archiveFailed(message)
    }
    return nil
  }

  /// `A` in the list: hands the done todos to the archive, which appends them to the done
  /// file first; they leave the list only once it answers (`archived`), so a crash between
  /// the two is settled at the next start from the archive's intent (decision 0301). Says why when there is nothing to archive,
  /// the list has not loaded, or an archive runs. With `chosen` (the marked done todos),
  /// only those. Pure; O(n) to find the done todos, O(chosen) with `chosen`.
  mutating func archiveDone(only chosen: [ArchivedToDo]? = nil) -> Command? {
    guard canSave else {
      status = StatusMessage("Nothing is archived until the list has loaded.", kind: .warning)
      return nil
    }
    guard archiving == nil else {
      status = StatusMessage("Archiving already: the done todos leave the list in a moment.", kind: .info)
      return nil
    }
    guard document.completedCount > 0 else {
      status = StatusMessage(
        "Nothing to archive: no todo is done (x marks the selected one done).", kind: .info)
      return nil
    }
    if let chosen, chosen.isEmpty {
      status = StatusMessage(
        "Nothing to archive: no marked todo is done (x marks them done; Esc clears the marks).",
        kind: .info)
      return nil
    }
    let done = chosen ?? document.todos.doneToDos()
    archiving = done
    status = StatusMessage("Archiving \(done.count.counted("done todo"))…", kind: .info)
    let copies = done.filter { copiesInDoneFile[$0.todo.id] == $0.todo.title }.map(\.todo.title)
    return .archive(.append(lines: done.map(\.todo.title), copies: copies))
  }

  /// The done file holds the todos handed to the archive: they leave the list as one
  /// undoable step (a todo changed meanwhile stays, and is in both files), and the root
  /// saves the list at once. Pure.
  mutating func archived(doneFileName: String) {
    guard let done = archiving else { return }
    archiving = nil
    for archived in done { copiesInDoneFile[archived.todo.id] = nil }
    let waiting = view.dependencies.dependents(ofAll: done.map(\.todo.id))
    let (count, changes) = document.archive(done.map { ($0.todo, $0.index) })
    follow(changes)
    status = StatusMessage(
      "Archived \(count.counted("done todo")) to \(doneFileName) (Ctrl-Z brings them back)"
        + view.dependencies.danglingNote(for: waiting) + KeptNotes.note(for: done.map(\.todo.title))
        + ".", kind: .success)
  }

  /// The done file could not take the todos: none leaves the list, and the status says why.
  /// (The copies an undone archive left stay known: the failed append was cut back.) Pure.
  mutating func archiveFailed(_ message: String) {
    archiving = nil
    status = .failure(message, outcome: "nothing archived")
  }
}

extension State {
  /// After a save came back: once this list is on disk as it is, the last archive's todos
  /// are gone from it, so its intent ends. The root's (it reads the saves). Pure.
  mutating func endArchiveAfterSave(_ action: PersistenceAction) -> Command? {
    guard action.leftTheListOnDisk, saving.saveInFlight == nil, !saving.hasUnsavedChanges else { return nil }
    archiveCommitting = false
    return .archive(.saved)
  }
}

extension ActionHook {
  /// A save after an archive: the archive's intent ends once the list is on disk without
  /// its todos.
  static func archiveEndsAfterSave(_ state: inout State, _ step: inout ActionStep) -> Command? {
    guard case .persistence(let persistence) = step.action, state.archiveCommitting else { return nil }
    return state.endArchiveAfterSave(persistence)
  }
  /// The archived todos left this list: saved now, not after the debounce (decision 0301).
  static func archiveSavesNow(_ state: inout State, _ step: inout ActionStep) -> Command? {
    if case .archive(.archived) = step.action, step.documentChanged(state) {
      state.archiveCommitting = true
      step.savesNow = true
    }
    return nil
  }
}
