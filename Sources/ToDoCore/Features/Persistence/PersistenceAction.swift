/// Loading and saving, and the store's answers (past tense). Pure data.
public enum PersistenceAction: Equatable, Sendable, Codable {
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
  /// The file store has something to tell the user, once: a save a crash cut off was
  /// finished at the load, a hard-linked list was made a file of its own.
  case fileNotice(String)
  /// The journal's last steps from earlier runs (oldest first; their ids are not read):
  /// the undo and redo stacks start with them, bound to the todos loaded, when nothing was
  /// done yet. `lastSeen`: the list the steps left (as the app last saw it), on which each
  /// step binds by place, carried to the list loaded by the one alignment.
  case historyRestored(undoable: [ListEdit], redoable: [ListEdit], lastSeen: TitleList? = nil)
}
