/// Loading and saving, and the store's answers (past tense). Pure data.
public enum PersistenceAction: Equatable, Sendable, Codable {
  case retryLoad
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
