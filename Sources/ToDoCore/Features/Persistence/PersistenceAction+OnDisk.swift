extension PersistenceAction {
  /// Whether this is a save that came back with the list on disk (saved, merged with
  /// another program's change, or saved over a file deleted meanwhile): what the features
  /// that wait for the list to be on disk (a move's and an archive's intent, the syncs'
  /// quiet moment) react to. The one list of them; the switch is exhaustive, so a new
  /// result of a save is decided here. Pure.
  public var leftTheListOnDisk: Bool {
    switch self {
    case .saved, .toDosMerged, .savedOverDeletedFile: true
    case .saveNow, .saveDue, .toDosLoaded, .loadFailed, .saveFailed, .fileNotice, .historyRestored:
      false
    }
  }
}

extension Action {
  /// Whether the action is the file's: loading, saving, reading again, and what the store
  /// answered. What waits for a save or a reload (a switch of lists, a hand-over of the
  /// terminal) looks again after each. Pure.
  var isFileAnswer: Bool {
    switch self {
    case .persistence, .reload: true
    case .lineEdit, .list, .completion, .editing, .externalEdit, .note, .priority, .postpone, .history,
      .archive, .search, .view, .picker, .savedViews, .help, .conflictCopies, .sinceLastLooked,
      .toDoHistory, .system, .quitting, .sync, .vdirSync, .marks, .links, .lists, .dependencies, .reminders:
      false
    }
  }

  /// Whether the list's file changed on disk with this action: a save that came back, or
  /// an archive (the todos out of the list and into done.txt). What the syncs' quiet
  /// moment restarts on. Pure.
  public var leftTheListOnDisk: Bool {
    if case .persistence(let persistence) = self { return persistence.leftTheListOnDisk }
    if case .archive(.archived) = self { return true }
    return false
  }
}
