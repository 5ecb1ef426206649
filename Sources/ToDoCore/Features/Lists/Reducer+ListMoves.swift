/// Moving todos to another list: the runtime records the move's intent and adds them
/// there (flushed); they are taken out here only then, as one undoable step, and this list
/// is saved at once (the root's `saveNow`), after which the intent ends (decision 0300); an undo brings them back and takes them out of the other list once
/// this one is saved; a redo after that is taken back. The root's, as the switch is (see
/// `reduce(_: ListsAction)`). Pure.
extension State {
  /// Enter on a list of the move's box: the selected todo, or every marked one, handed to
  /// the runtime to add to that list; they leave this one only once it has them. Pure;
  /// O(marks).
  mutating func startMove(to path: String) -> Command? {
    mode = .browsing
    guard lists.moving == nil, lists.committing == nil else {
      status = StatusMessage("A move is under way: wait for it to finish.", kind: .warning)
      return nil
    }
    let todos: [ToDo] =
      marks.isEmpty ? [selectedPlace?.todo].compactMap { $0 } : marks.locate(in: self.todos).map(\.todo)
    guard !todos.isEmpty else { return nil }
    let move = ListMove(path: path, ids: todos.map(\.id), lines: todos.map(\.title))
    lists.moving = move
    status = StatusMessage(
      "Moving \(todos.count.counted("todo")) to \(lists.name(of: path))…", kind: .info)
    return .lists(.add(path: path, lines: move.lines))
  }

  /// The other list has the todos: they leave this one, as one undoable step; the status
  /// says which todos here they leave waiting for a missing id, as a delete does. Pure;
  /// O(todos moved) while they are where they were.
  mutating func finishMove(to path: String) {
    guard let move = lists.moving, move.path == path else { return }
    lists.moving = nil
    let waiting = view.dependencies.dependents(ofAll: move.ids)
    document.beginStep()
    for id in move.ids.reversed() {
      guard let index = document.todos.firstIndex(ofID: id) else { continue }
      let (_, change) = document.delete(at: index)
      view.follow(change, in: document)
    }
    document.endStep()
    lists.committing = move
    lists.moves.append(move)
    // The undo key first, as a delete says it: a narrow status row cuts the end.
    let target = lists.name(of: path)
    status = StatusMessage(
      (move.lines.count == 1
        ? "Moved to \(target) (Ctrl-Z to undo): “\(move.lines[0])”"
        : "Moved \(move.ids.count.counted("todo")) to \(target) (Ctrl-Z to undo).")
        + view.dependencies.danglingNote(for: waiting),
      kind: .success)
  }

  /// After an undo: when it brought back the todos of the last move, they leave the other
  /// list once this one is saved (`takeBackMoveAfterSave`). After a redo of a move: undone
  /// again, since the todos are no longer in the other list (`M` moves them again). Pure;
  /// O(todos moved).
  mutating func followMoves(after action: HistoryAction) {
    switch action {
    case .undo:
      guard let move = lists.moves.last,
        move.ids.allSatisfy({ document.todos.firstIndex(ofID: $0) != nil })
      else { return }
      lists.moves.removeLast()
      lists.unmoving = move
      status = StatusMessage(
        "Back from \(lists.name(of: move.path)): \(move.ids.count.counted("todo")) (they leave it once saved here).",
        kind: .info)
    case .redo:
      let todos = document.todos
      let absent = { (move: ListMove) in move.ids.allSatisfy { todos.firstIndex(ofID: $0) == nil } }
      if let move = lists.unmoving, absent(move) {
        // Redone before the other list gave them up: they are there still.
        lists.unmoving = nil
        lists.moves.append(move)
      } else if let move = lists.undone.last, absent(move), let (_, changes) = document.undo() {
        view.follow(changes, in: document)
        status = StatusMessage(
          "Not redone: they are no longer in \(lists.name(of: move.path)); M moves them again.",
          kind: .info)
      }
    }
  }

  /// After a save came back: once this list is on disk as it is, the last move's todos are
  /// gone from it, so its intent ends. Pure.
  mutating func endMoveAfterSave(_ action: Action) -> Command? {
    guard action.leftTheListOnDisk, lists.committing != nil, saving.saveInFlight == nil,
      !saving.hasUnsavedChanges
    else { return nil }
    lists.committing = nil
    return .lists(.moveSaved)
  }

  /// After a save came back: the undone move's todos leave the other list, now that this
  /// one has them on disk. Pure.
  mutating func takeBackMoveAfterSave() -> Command? {
    guard let move = lists.unmoving, saving.saveInFlight == nil, !saving.hasUnsavedChanges else {
      return nil
    }
    lists.unmoving = nil
    lists.undone.append(move)
    return .lists(.remove(path: move.path, lines: move.lines))
  }
}
