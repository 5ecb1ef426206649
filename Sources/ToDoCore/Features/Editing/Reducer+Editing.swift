extension EditingSlice {
  /// Editing a todo's text in the input line. Pure.
  mutating func reduce(_ action: EditingAction) -> Command? {
    switch action {
    case .start: startEditing()
    case .save: saveEdit()
    case .cancel: cancelPendingMode()
    }
    return nil
  }

  /// `e`/Enter in the list: the selected todo's text goes into the input line, the cursor
  /// at its end, where every editing key works; what the line held waits. Pure.
  mutating func startEditing() {
    guard let (_, todo) = selectedPlace else { return }
    mode = .editing(todo.id, draft: input)
    input = InputLine(todo.title)
    status = StatusMessage("Editing: Enter saves, Esc leaves the todo as it was.", kind: .info)
  }

  /// Enter while editing: the line, trimmed and its relative dates written as ISO dates,
  /// replaces the todo's text as an undoable step; the line gets back what it held. Too
  /// short a line stays to be fixed. Pure.
  mutating func saveEdit() {
    guard case .editing(let id, let draft) = mode else { return }
    if let problem = outOfRangeDate(in: trimmedInput) {
      status = StatusMessage("Not saved: \(problem); Esc leaves the todo as it was.", kind: .warning)
      return
    }
    let title = writingDates(trimmedInput)
    guard title.count >= State.minimumTitleLength else {
      status = StatusMessage(
        "Too short: a todo needs at least \(State.minimumTitleLength.counted("character")); "
          + "Esc leaves it as it was, Del deletes it in the list.", kind: .warning)
      return
    }
    mode = .browsing
    input = draft
    let near = view.selection?.id == id ? view.rows.documentIndex(ofRow: view.selection?.row ?? 0) : 0
    guard let index = document.place(of: id, near: near) else {
      status = StatusMessage(
        "Not saved: the todo was removed meanwhile (by an undo, or a merge with the file); "
          + "type it again to add it.", kind: .warning)
      return
    }
    guard let change = document.change(at: index, to: title) else {
      status = StatusMessage("Unchanged.", kind: .info)
      return
    }
    follow([change])
    if let row = view.rows.row(ofDocumentIndex: index) {
      view.select(row: row, in: document, chosen: true)
      status = StatusMessage("Saved (Ctrl-Z to undo): “\(title)”", kind: .success)
    } else {
      let hidden =
        hiddenHint(forDocumentIndex: index)?.text(adding: "Ctrl-Z to undo") ?? "hidden (Ctrl-Z to undo)"
      status = StatusMessage("Saved; \(hidden): “\(title)”", kind: .success)
    }
  }
}
