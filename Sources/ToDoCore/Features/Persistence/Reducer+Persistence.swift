extension LifeCycleSlice {
  /// Loading and saving, and the store's answers. Pure.
  mutating func reduce(_ action: PersistenceAction) -> Command? {
    switch action {
    case .saveNow:
      return saveNow()
    case .saveDue:
      return saveDue()
    case .toDosLoaded(let titles):
      finishLoading(with: titles)
      // Todos added while the list loaded could not be saved before: now they can (at
      // once when a quit waits for them).
      // A quit waiting for the load goes on; otherwise a change to the file seen while it
      // loaded is read now, and sync conflict copies are looked for.
      guard quitting.request == nil else {
        return .sequence(.cancel(id: .spinner), continueQuitting(afterTheLoad: true))
      }
      let reload = reloading.isReloadQueued ? startReload() : nil
      return .sequence(.cancel(id: .spinner), scheduleSave(after: reload), .conflictCopies(.find))
    case .loadFailed(let message):
      loadStatus = .failed(message)
      status = .failure(message, outcome: "not loaded (Ctrl-R retries)")
      return .sequence(.cancel(id: .spinner), continueQuitting())
    case .saved:
      return saved()
    case .saveFailed(let message):
      return saveFailed(message)
    case .toDosMerged(let merged):
      return toDosMerged(merged)
    case .savedOverDeletedFile:
      return savedOverDeletedFile()
    case .fileNotice(let text):
      status = StatusMessage(text, kind: .warning)
      return nil
    case .historyRestored(let undoable, let redoable, let lastSeen):
      document.restoreHistory(undoable: undoable, redoable: redoable, lastSeen: lastSeen)
      return nil
    }
  }
}
