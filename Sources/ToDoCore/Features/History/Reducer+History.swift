extension HistorySlice {
  /// Undo and redo. Pure.
  mutating func reduce(_ action: HistoryAction) -> Command? {
    switch action {
    case .undo: undo()
    case .redo: redo()
    }
    return nil
  }

  /// Takes back the last change, or says there is none; the change shows on screen, with
  /// the selection where it happened. The focus stays where it is: Ctrl-Z in the input line
  /// leaves the keys typing text, so that what is typed next is never run as list commands.
  /// Pure.
  mutating func undo() {
    guard let (edit, changes) = document.undo() else {
      status = StatusMessage("Nothing to undo.", kind: .info)
      return
    }
    guard !changes.isEmpty else {
      status = notApplied("Not undone", edit, wouldPutBack: edit.inverse.todos.first?.title)
      return
    }
    followUndone(changes)
    switch edit {
    case .inserted(let todo, _):
      status = StatusMessage("Undid adding (Ctrl-Y to redo): “\(todo.title)”", kind: .info)
    case .removed(let todo, _):
      status = StatusMessage("Restored (Ctrl-Y to redo): “\(todo.title)”", kind: .info)
    case .archived(let removals):
      for todo in removals.todos { copiesInDoneFile[todo.id] = todo.title }
      status = StatusMessage(
        "Back: \(removals.count.counted("archived todo")); done.txt keeps a copy (Ctrl-Y redoes).",
        kind: .info)
    case .grouped(let edits) where edit.firstChange == nil:
      status = StatusMessage("Restored \(edits.count.counted("todo")) (Ctrl-Y to redo).", kind: .info)
    case .changed, .grouped:
      let title = edit.firstChange?.before.title ?? ""
      status =
        edit.bulkMessage(undoing: true, applied: changes)
        ?? StatusMessage("Undid the change (Ctrl-Y to redo): “\(title)”", kind: .info)
    }
  }

  /// Does again the last change undone, or says there is none; the change shows on screen,
  /// with the selection where it happened. The focus stays where it is, as after an undo.
  /// Pure.
  mutating func redo() {
    guard let (edit, changes) = document.redo() else {
      status = StatusMessage("Nothing to redo.", kind: .info)
      return
    }
    guard !changes.isEmpty else {
      status = notApplied("Not redone", edit, wouldPutBack: edit.todos.first?.title)
      return
    }
    followUndone(changes)
    switch edit {
    case .inserted(let todo, _):
      status = StatusMessage("Added again: “\(todo.title)”", kind: .info)
    case .removed(let todo, _):
      status = StatusMessage("Deleted again: “\(todo.title)”", kind: .info)
    case .archived(let removals):
      // They leave the list again without an append: the done file's copies are theirs.
      for todo in removals.todos { copiesInDoneFile[todo.id] = nil }
      status = StatusMessage(
        "Archived again: \(removals.count.counted("done todo")) left the list.", kind: .info)
    case .grouped(let edits) where edit.firstChange == nil:
      status = StatusMessage("Removed \(edits.count.counted("todo")) again.", kind: .info)
    case .changed, .grouped:
      status =
        edit.bulkMessage(undoing: false, applied: changes)
        ?? StatusMessage("Changed again: “\(edit.firstChange?.after.title ?? "")”", kind: .info)
    }
  }

  /// Why an undo or redo did nothing: another program changed or deleted its todo since,
  /// or wrote the text it would put back (`wouldPutBack`), which the list then holds
  /// already: it is not put there twice. Pure; O(n) over the list for that text.
  private func notApplied(_ what: String, _ edit: ListEdit, wouldPutBack text: String?) -> StatusMessage {
    if let text, document.hasArrived(text, since: 0) {
      return StatusMessage(
        "\(what): another program wrote “\(text)” since; kept once, not twice.",
        kind: .warning)
    }
    return StatusMessage(
      "\(what): another program changed “\(edit.subject)” since; the list stays as the file has it.",
      kind: .warning)
  }

  /// The view follows an undone or redone change, and the selection goes where it happened,
  /// even far from where it was, so that the list scrolls there; the user did not choose
  /// that todo, so a press on its ✕ only selects it. A replaced list keeps the selection on
  /// its todo. Pure.
  private mutating func followUndone(_ changes: [DocumentChange]) {
    view.follow(changes, in: document)
    guard let change = changes.last else { return }
    let place: Int
    switch change {
    case .inserted(let indices): place = indices.lowerBound
    case .removed(_, let index): place = index
    case .changed(let index): place = index
    case .replaced: return
    }
    view.select(row: view.rows.row(ofDocumentIndex: place) ?? place, in: document, chosen: false)
  }
}
