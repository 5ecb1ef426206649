import ToDoCore

/// The undo and redo stacks the journal's entries leave, replayed in order: a `do` step is
/// pushed (and empties the redo stack), an `undo` moves the last step to the redo stack, a
/// `redo` moves it back, a dropped undo or redo forgets it. The steps name their todos by
/// text and place only (id 0); `ToDoDocument.restoreHistory` binds them. Pure.
public enum JournalReplay {
  /// The stacks, oldest first, each at most `limit` steps.
  public static func stacks(of entries: [JournalEntry], limit: Int = History.limit)
    -> (undoable: [ListEdit], redoable: [ListEdit])
  {
    var undoable: [ListEdit] = []
    var redoable: [ListEdit] = []
    var index = 0
    while index < entries.count {
      let first = entries[index]
      var end = index + 1
      while end < entries.count, entries[end].step == first.step, entries[end].op == first.op { end += 1 }
      let step = entries[index..<end]
      index = end
      guard first.by == "todo" else { continue }
      switch first.op {
      case "do":
        if let edit = edit(of: step) {
          undoable.append(edit)
          if undoable.count > 2 * limit { undoable.removeFirst(undoable.count - limit) }
        }
        redoable.removeAll()
      case "undo":
        if let edit = undoable.popLast() { redoable.append(edit) }
      case "redo":
        if let edit = redoable.popLast() { undoable.append(edit) }
      case "undo-dropped":
        _ = undoable.popLast()
      case "redo-dropped":
        _ = redoable.popLast()
      default: continue
      }
    }
    return (Array(undoable.suffix(limit)), Array(redoable.suffix(limit)))
  }

  /// One step's entries as the edit they make: one part alone, several as a group, the
  /// parts moved to the done file as an archive.
  static func edit(of entries: ArraySlice<JournalEntry>) -> ListEdit? {
    let parts = entries.compactMap(\.edit)
    guard let only = parts.first else { return nil }
    let archived = entries.allSatisfy { $0.kind == "archived" }
    let edit = parts.count == 1 ? only : .grouped(parts)
    return archived ? .archived(edit) : edit
  }
}

extension JournalReplay {
  /// Compacts `journal` to `bounds`, then reads it: the action that restores its stacks,
  /// nil when it has none, or the notice that names a journal not used (a symbolic link,
  /// another user's: the list is loaded as ever, without the undo of earlier sessions).
  /// `lastSeen`: the list as the app last saw it; with no other program's change in the
  /// journal, the steps left that list, and bind by place on it. On any thread (the
  /// store's, after the load); blocks on the file.
  public static func restored(from journal: Journal, within bounds: JournalBounds, lastSeen: TitleList? = nil)
    -> PersistenceAction?
  {
    switch journal.restorable(within: bounds) {
    case .failure(let error):
      return .fileNotice("No undo from earlier sessions: \(error.description)")
    case .success(let entries):
      let (undoable, redoable) = stacks(of: entries, limit: bounds.keepSteps)
      guard !undoable.isEmpty || !redoable.isEmpty else { return nil }
      let left = entries.allSatisfy { $0.by == "todo" } ? lastSeen : nil
      return .historyRestored(undoable: undoable, redoable: redoable, lastSeen: left)
    }
  }
}

/// How large and old a journal may grow: the `[journal]` section of the config. Pure value.
public struct JournalBounds: Equatable, Sendable {
  /// `max-size`: the size past which the oldest entries go, at the start and at the
  /// append that takes the journal past it (1 MiB).
  public var maxBytes = 1 << 20
  /// `max-age`: the age in seconds past which entries go (`max-age = 90` days), or nil
  /// for no bound on age (the default).
  public var maxAge: Int?
  /// `keep-steps`: the last steps kept whatever the bounds, and restored for undo (200).
  public var keepSteps = 200

  public init(maxBytes: Int = 1 << 20, maxAge: Int? = nil, keepSteps: Int = 200) {
    self.maxBytes = maxBytes
    self.maxAge = maxAge
    self.keepSteps = keepSteps
  }
}
