extension FeatureContext {
  /// Whether saves may run: only once the list is loaded, so that a file that failed to
  /// load is never overwritten. Pure.
  var canSave: Bool { loadStatus == .loaded }
}

extension LifeCycleSlice {
  /// The save command for the current list, if there is something to save and no save
  /// runs (saves run one at a time: the next one starts when this one comes back). It
  /// carries the list the file and the app last agreed on, so that the store applies only
  /// the changes since then onto the file as it is. Pure.
  mutating func saveCommand() -> Command? {
    // A reload that runs goes first: it may merge and write these changes itself.
    guard canSave, reloading.reloadInFlight == nil else { return nil }
    return saving.startSave(of: document.todos)
  }

  /// The debounce elapsed: save, unless a save runs (then the changes go with the next).
  mutating func saveDue() -> Command? {
    saving.isSaveScheduled = false
    return saveCommand()
  }

  /// Ctrl-S: save now, even when nothing changed (a retry after a failure). Pure.
  mutating func saveNow() -> Command? {
    guard canSave else {
      status = StatusMessage("Nothing is saved until the list has loaded.", kind: .warning)
      return nil
    }
    saving.hasUnsavedChanges = true
    // The save runs now: the debounce's timer has nothing left to do.
    let cancel: Command? = saving.isSaveScheduled ? .cancel(id: .save) : nil
    saving.isSaveScheduled = false
    return .sequence(cancel, saveCommand())
  }

  /// The file holds the list the save was handed. Pure.
  mutating func saved() -> Command? {
    guard let sent = saving.saveInFlight else { return nil }
    saving.saveInFlight = nil
    saving.syncedList = sent
    saving.failures = 0
    quitting.isBlocked = false
    // Once loaded, an error on the status line can only be a failed save: say it is over.
    if status?.kind == .error { status = StatusMessage("Saved.", kind: .info) }
    return saveReturned()
  }

  /// The save wrote the list as a new file: another program had deleted it. Pure.
  mutating func savedOverDeletedFile() -> Command? {
    let command = saved()
    status = StatusMessage(
      "The file was deleted by another program: written again with your list.", kind: .warning)
    return command
  }

  /// The save merged the list with another program's changes; `merged` is what the file
  /// holds now. Taken as the list (an undoable step) when the list did not change while
  /// the save ran. Otherwise it is not taken, since it lacks those changes: the next save
  /// starts at once from the list the file's version was made from, and its result, which
  /// has both, is taken when it comes back. Pure.
  mutating func toDosMerged(_ merged: MergedList) -> Command? {
    guard let sent = saving.saveInFlight else { return nil }
    saving.saveInFlight = nil
    saving.failures = 0
    quitting.isBlocked = false
    if document.todos == sent {
      takeMerged(merged)
    } else {
      saving.syncedList = sent
      saving.hasUnsavedChanges = true
      // The next merge has the other program's lines as its own: the clash is said now.
      if let conflicts = StatusMessage(conflicts: merged.conflicts) { status = conflicts }
    }
    return saveReturned()
  }

  /// The save failed: the list stays, says why, and the save is tried again by itself in
  /// a moment (`SaveState.retryDelay`), so that changes never wait for a key once the
  /// cause is gone. A quit waiting for it stops and asks; a shutdown from outside cannot
  /// ask and leaves, keeping the list it could not save (`PersistenceCommand.keepUnsaved`). Pure.
  mutating func saveFailed(_ message: String) -> Command? {
    saving.saveInFlight = nil
    saving.hasUnsavedChanges = true
    switch quitting.request {
    case .ending(let exitStatus):
      return .sequence(keepUnsaved(because: message), .exit(status: exitStatus))
    case .asked:
      quitting.request = nil
      quitting.isBlocked = true
    case nil:
      break
    }
    status = saveFailure(message)
    return saving.scheduleRetry()
  }

  /// The list, handed to the store to keep where the user finds it, when the app leaves
  /// without having saved it (`reason`: why not); nil when the file has it all. Pure.
  func keepUnsaved(because reason: String) -> Command? {
    let unsaved: Bool
    switch loadStatus {
    case .loaded:
      unsaved =
        saving.hasUnsavedChanges || saving.saveInFlight != nil
        || reloading.reloadInFlight.map { $0 != saving.syncedList } ?? false
    case .failed, .loading:
      unsaved = !document.todos.isEmpty
    case .idle:
      unsaved = false
    }
    return unsaved ? .persistence(.keepUnsaved(document.todos, reason: reason)) : nil
  }

  /// What comes after a save came back: the quit it held up, a reload that waited for it,
  /// or the next save, at once, for changes made while it ran. Pure.
  private mutating func saveReturned() -> Command? {
    if quitting.request != nil { return continueQuitting() }
    return reloading.isReloadQueued ? startReload() : saveCommand()
  }

  /// What the status line says when a save failed: the reason, that the list is not
  /// saved and what to press (how to quit anyway, once a quit was stopped by it), then the
  /// details, so that a narrow terminal shows what matters. Pure.
  private func saveFailure(_ message: String) -> StatusMessage {
    let next =
      quitting.isBlocked ? "not saved; Ctrl-C again quits without saving" : "not saved (Ctrl-S retries)"
    return .failure(message, outcome: next)
  }

  /// After an action changed the list (the document's revision moved on from `before`),
  /// asks for a save in a moment: after a failed save too, instead of at its retry's
  /// longer delay (the same timer), so that a change is tried as soon as any. Pure.
  mutating func scheduleSaveIfChanged(since before: Int, command: Command?) -> Command? {
    guard document.revision != before else { return command }
    saving.hasUnsavedChanges = true
    if saving.failures > 0 { saving.isSaveScheduled = false }
    return scheduleSave(after: command)
  }

  /// `command`, followed by a save in a moment when there are unsaved changes, saving is
  /// possible, and no save is scheduled yet. Pure.
  mutating func scheduleSave(after command: Command?) -> Command? {
    // While the app leaves, its saves run at once: nothing waits for a debounce.
    guard canSave, quitting.request == nil, let save = saving.scheduleSave() else { return command }
    return .sequence(command, save)
  }
}
