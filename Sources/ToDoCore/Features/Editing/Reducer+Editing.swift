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

  /// Enter while editing: the line, trimmed and its dates written as ISO dates, replaces
  /// the todo's text as an undoable step; the line gets back what it held. Too short a
  /// line, or one with a day past 9999, stays to be fixed; one with a `due:` or `t:` value
  /// that is no date too, until Enter is pressed on it again. Pure.
  mutating func saveEdit() {
    guard case .editing(let id, let draft) = mode else { return }
    let typed = trimmedInput
    let title: String
    switch writingDates(typed, keepingUnreadDates: unreadDatesRefused == typed) {
    case .success(let written):
      title = written
    case .failure(.unreadDate(let problem)):
      unreadDatesRefused = typed
      status = StatusMessage(
        "Not saved: \(problem). Fix it, press Enter again to save it as typed, or Esc to leave the todo as it was.",
        kind: .warning)
      return
    case .failure(.dateOutOfRange(let problem)):
      status = StatusMessage("Not saved: \(problem); Esc leaves the todo as it was.", kind: .warning)
      return
    case .failure(.empty), .failure(.tooShort):
      title = typed  // Not said by `writingDates`: the length is checked below.
    }
    guard title.count >= State.minimumTitleLength else {
      status = StatusMessage(
        "Too short: a todo needs at least \(State.minimumTitleLength.counted("character")); "
          + "Esc leaves it as it was, Del deletes it in the list.", kind: .warning)
      return
    }
    unreadDatesRefused = nil
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
