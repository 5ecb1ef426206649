extension State {
  /// Whether saves may run: only once the list is loaded, so that a file that failed to
  /// load is never overwritten.
  var canSave: Bool { loadStatus == .loaded }

  /// The save command for the current list, marking it saved. Pure.
  mutating func saveCommand() -> Command? {
    guard canSave, hasUnsavedChanges else { return nil }
    hasUnsavedChanges = false
    lastSavedList = todos
    return .save(todos)
  }

  /// Handles the actions about saving. Pure.
  mutating func reduceSaving(_ action: Action) -> Command? {
    switch action {
    case .saveDue:
      isSaveScheduled = false
      return saveCommand()
    case .saveNow:
      guard canSave else {
        status = StatusMessage("Nothing is saved until the list has loaded.", kind: .warning)
        return nil
      }
      hasUnsavedChanges = true
      return saveCommand()
    case .saved:
      isQuitBlocked = false
      // Once loaded, an error on the status line can only be a failed save: say it is over.
      if status?.kind == .error { status = StatusMessage("Saved.", kind: .info) }
      return nil
    case .saveFailed(let message):
      hasUnsavedChanges = true
      status = saveFailure(message)
      return nil
    case .quitBlocked(let message):
      hasUnsavedChanges = true
      isQuitBlocked = true
      status = saveFailure(message)
      return nil
    case .toDosMerged(let titles):
      mergeChanges(titles)
      return nil
    default:
      assertionFailure("reduceSaving called with \(action)")
      return nil
    }
  }

  /// What the status line says when a save failed; once a quit was stopped by it, also how
  /// to quit anyway. Pure.
  private func saveFailure(_ message: String) -> StatusMessage {
    let keys = isQuitBlocked ? "Ctrl-S retries, Ctrl-C quits without saving" : "Ctrl-S retries"
    return StatusMessage("Not saved (\(keys)): \(message).", kind: .error)
  }

  /// After `action` changed the list (from `changeCount` `before`), asks for a save in a
  /// moment. Pure.
  mutating func scheduleSaveIfChanged(since before: Int, command: Command?) -> Command? {
    guard changeCount != before else { return command }
    hasUnsavedChanges = true
    return scheduleSave(after: command)
  }

  /// `command`, followed by a save in a moment when there are unsaved changes, saving is
  /// possible, and no save is scheduled yet. Pure.
  mutating func scheduleSave(after command: Command?) -> Command? {
    guard canSave, hasUnsavedChanges, !isSaveScheduled else { return command }
    isSaveScheduled = true
    let save = Command.scheduleSave(after: Command.saveDelay)
    return command.map { .batch([$0, save]) } ?? save
  }

  /// Takes the merged list from the file, keeping the ids (and so the selection and the
  /// undo history) of the todos that stayed, and the changes the user made while the save
  /// ran (which then wait for the next save). Pure.
  private mutating func mergeChanges(_ merged: [String]) {
    let current = todos.titles
    let base = lastSavedList?.titles ?? current
    let titles = base == current ? merged : LineMerge.merge(base: base, ours: current, theirs: merged)
    if titles != merged { changeCount += 1 }  // Changes made meanwhile: save them too.
    var idsByTitle: [String: [ToDo.ID]] = [:]
    for todo in todos { idsByTitle[todo.title, default: []].append(todo.id) }
    let selectedID = selectedToDo?.id
    var list: [ToDo] = []
    list.reserveCapacity(titles.count)
    for title in titles {
      if let id = idsByTitle[title]?.first {
        idsByTitle[title]!.removeFirst()
        list.append(ToDo(id: id, title: title))
      } else {
        list.append(ToDo(id: nextID, title: title))
        nextID += 1
      }
    }
    todos = ToDoList(list)
    lastSavedList = todos
    selection = selectedID.flatMap { id in list.firstIndex { $0.id == id } } ?? selection
    status = StatusMessage(
      "The file was changed by another program: its changes and yours are merged.", kind: .info)
  }
}
