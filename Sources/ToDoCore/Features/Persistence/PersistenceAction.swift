/// Loading and saving, and the store's answers (past tense). Pure data.
public enum PersistenceAction: Equatable, Sendable, Codable {
  /// Ctrl-R: load again after a failed load; once loaded, read the file again and say
  /// what came in.
  case reload
  /// Save now (Ctrl-S), without waiting for the debounce.
  case saveNow
  /// The save debounce elapsed.
  case saveDue
  /// The todos the store read: their titles, in the file's text (no string each).
  case toDosLoaded(TitleList)
  case loadFailed(String)
  /// The file holds the list handed to the save.
  case saved
  case saveFailed(String)
  /// The file holds a list other than the one handed to the save: another program had
  /// changed it, and both sides were merged. This is what the file holds now.
  case toDosMerged(MergedList)
  /// Another program had deleted the file: the save wrote the list as a new file.
  case savedOverDeletedFile
  /// The list's file changed, was replaced, deleted or created (the watch on its folder
  /// saw it): maybe another program's change, maybe our own save; the reload tells.
  case fileChangedOutside
  /// The list's file cannot be watched (the system has no inotify instance or watch left):
  /// its identity is checked every `seconds` seconds instead until the watch is back.
  case watchUnavailable(checkingEvery: Int)
  /// The debounce of the file's changes elapsed: read it again.
  case reloadDue
  /// What the reload found.
  case reloaded(ReloadOutcome)
  case reloadFailed(String)
  /// The file store has something to tell the user, once: a save a crash cut off was
  /// finished at the load, a hard-linked list was made a file of its own.
  case fileNotice(String)
  /// The done todos handed to the archive are appended to the done file, whose name is
  /// `doneFileName`: now they leave the list.
  case archived(doneFileName: String)
  /// The done file could not take the done todos: nothing leaves the list.
  case archiveFailed(String)
  /// A sync tool's conflict copy of the list was written beside it (the watch saw it): look
  /// for the copies again.
  case conflictCopyArrived
  /// The sync conflict copies beside the list, found by `Command.findConflictCopies`.
  case conflictCopiesFound([ConflictCopy])
  /// `m` at the question about a sync conflict copy: add its lines the list lacks.
  case mergeConflictCopy
  /// `i` or Esc at that question: leave the copy alone for this session.
  case ignoreConflictCopy
  /// The copy merged was moved aside, into the folder of merged copies.
  case conflictCopyMovedAside(String)
  /// The copy merged could not be moved aside: why.
  case conflictCopyNotMoved(String, reason: String)
}
