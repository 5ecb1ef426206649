extension SinceLastLookedSlice {
  /// "Since you last looked": the changes found at the start said on the status line,
  /// their box opened, a deleted todo brought back. Pure.
  mutating func reduce(_ action: SinceLastLookedAction) -> Command? {
    switch action {
    case .found(let changes):
      guard !changes.changes.isEmpty else { return nil }
      outsideChanges = changes
      // The key that lists them, when the line has room for it after the summary.
      let summary = changes.summary(today: today)
      let key = " (W)"
      status = StatusMessage(
        DisplayText.width(summary + key) <= size.columns ? summary + key : summary, kind: .info)
    case .open:
      openOutsideChanges()
    case .bringBack:
      bringBackSelectedChange()
    }
    return nil
  }

  /// `W`: the box of the changes, the first selected; without any, the status line says
  /// so. Pure.
  mutating func openOutsideChanges() {
    guard let outsideChanges, !outsideChanges.changes.isEmpty else {
      status = StatusMessage(
        "No changes by other programs since the app last saw the list.", kind: .info)
      return
    }
    mode = .picking(Picker(.changes))
    status = StatusMessage(
      outsideChanges.summary(today: today) + ". b brings a deleted todo back; Esc closes.", kind: .info)
    movePick(to: { $0 })
  }

  /// `b` or Enter on a deleted todo's row: the todo is added at the end of the list, as
  /// one undoable step, and selected; once the list holds its text again, it is not added
  /// twice. On another row, the status line says what the key is for. Pure; O(n) on the
  /// key (the list is searched for the text), never on others.
  mutating func bringBackSelectedChange() {
    guard let picker, picker.content == .changes, let changes = outsideChanges?.changes,
      changes.indices.contains(picker.selected)
    else { return }
    let change = changes[picker.selected]
    guard change.kind == .deleted, let line = change.before else {
      status = StatusMessage("Only a deleted todo can be brought back (b).", kind: .info)
      return
    }
    guard !todos.titles.contains(line) else {
      status = StatusMessage("‘\(line)’ is in the list already.", kind: .info)
      return
    }
    let todo = document.makeToDo(title: line)
    let end = document.todos.count
    view.follow([document.add(todo, at: end)], in: document)
    view.select(row: view.rows.row(ofDocumentIndex: end) ?? 0, in: document, chosen: false)
    status = StatusMessage("Brought back ‘\(line)’ (Ctrl-Z undoes).", kind: .info)
  }
}
