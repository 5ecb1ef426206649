extension ListSlice {
  /// The list: adds what the input holds, moves the selection and the focus, deletes,
  /// scrolls, takes the mouse on its rows and the input row (the root routes a press or
  /// the wheel over a box, the input's button or a pending mode first: `State.routeClick`,
  /// `State.routeScroll`). Every change to the document goes to the view too, so the rows
  /// and the selection follow it. Pure.
  mutating func reduce(_ action: ListAction) -> Command? {
    let layout = Layout(size)
    switch action {
    case .addInput:
      addInput()
    case .moveSelection(let delta):
      moveSelection(to: (selectedRow ?? view.scrollOffset).saturatingAdding(delta), leavingAtTop: delta < 0)
    case .moveSelectionByPage(let pages):
      let step = max(layout.listHeight - 1, 1)
      moveSelection(
        to: (selectedRow ?? view.scrollOffset).saturatingAdding(pages.saturatingMultiplied(by: step)),
        leavingAtTop: false)
    case .selectFirst:
      moveSelection(to: 0, leavingAtTop: false)
    case .selectLast:
      moveSelection(to: view.rows.count - 1, leavingAtTop: false)
    case .clicked(let position, let time):
      click(at: position, time: time, layout: layout)
    case .scrolled(let rows):
      view.scroll(by: rows, height: layout.listHeight, in: document)
    case .deleteSelected:
      deleteSelected()
    case .duplicateSelected:
      duplicateSelected()
    case .focusList:
      focusList()
    case .focusInput:
      focus = .input
    }
    return nil
  }

  /// Moves the focus into the list, selecting the first visible todo when none is. Pure.
  mutating func focusList() {
    guard !todos.isEmpty else {
      status = StatusMessage("The list is empty: type a todo and press Enter.", kind: .info)
      return
    }
    focus = .list
    view.select(row: selectedRow ?? view.scrollOffset, in: document, chosen: true)
  }

  /// Adds the trimmed input as the newest todo, at the top or the bottom as the preferences
  /// say, or says why it cannot. A `due:` or `t:` value that is no date is refused once,
  /// the text kept to be fixed; Enter on the same text again adds it as typed. The new todo
  /// is selected (shown once the list has the focus) and so on screen: the next ↓ goes to
  /// it, and the list shows where the change happened. Pure.
  private mutating func addInput() {
    focus = .input
    let typed = trimmedInput
    let text: NewToDo.Text
    switch NewToDo.make(
      typed, today: today, preferences: preferences, keepingUnreadDates: unreadDatesRefused == typed)
    {
    case .success(let made): text = made
    case .failure(.dateOutOfRange(let problem)):
      status = StatusMessage("Not added: \(problem).", kind: .warning)
      return
    case .failure(.unreadDate(let problem)):
      unreadDatesRefused = typed
      status = StatusMessage(
        "Not added: \(problem). Fix it, or press Enter again to add it as typed.", kind: .warning)
      return
    case .failure(.empty):
      status = StatusMessage("Type a todo first, then press Enter to add it.", kind: .warning)
      return
    case .failure(.tooShort(let title)):
      status = StatusMessage(
        "Too short: a todo needs at least \(State.minimumTitleLength.counted("character")); "
          + "“\(title)” has \(title.count).", kind: .warning)
      return
    }
    unreadDatesRefused = nil
    let title = text.title
    let (place, change) = document.addNew(text.line, preferences: preferences)
    view.follow(change, in: document)
    input.clear()
    guard let row = view.rows.row(ofDocumentIndex: place) else {
      let hidden = hiddenHint(forDocumentIndex: place)?.text() ?? "hidden"
      status = StatusMessage("Added; \(hidden): “\(title)”", kind: .success)
      return
    }
    view.select(row: row, in: document, chosen: true)
    status = StatusMessage("Added “\(title)”.", kind: .success)
  }

  /// Removes the selected todo; the selection moves to the todo that took its place, which
  /// the user has not chosen: a press on its ✕ only selects it. The status says which todos
  /// it leaves waiting for a missing id, and that its note file, if any, is kept. Pure.
  private mutating func deleteSelected() {
    guard focus == .list, let row = selectedRow else { return }
    let index = view.rows.documentIndex(ofRow: row)
    let waiting = view.dependencies.dependents(ofAll: [todos.id(at: index)])
    let (removed, change) = document.delete(at: index)
    view.follow(change, in: document)
    status = StatusMessage(
      "Deleted (Ctrl-Z to undo): “\(removed.title)”" + view.dependencies.danglingNote(for: waiting)
        + KeptNotes.note(for: [removed.title]),
      kind: .success)
  }

  /// Adds a copy of the selected todo just below it, as an open todo (a done one's copy
  /// reopened, its priority back from `pri:`), and selects the copy, as one undoable step.
  /// Pure.
  private mutating func duplicateSelected() {
    guard let (index, todo) = selectedPlace else { return }
    let line = todo.line
    let title = line.isCompleted ? line.reopened().raw : line.raw
    view.follow(document.add(document.makeToDo(title: title), at: index + 1), in: document)
    guard let row = view.rows.row(ofDocumentIndex: index + 1) else {
      let hidden =
        hiddenHint(forDocumentIndex: index + 1)?.text(adding: "Ctrl-Z to undo") ?? "hidden (Ctrl-Z to undo)"
      status = StatusMessage("Duplicated; the copy is \(hidden): “\(title)”", kind: .success)
      return
    }
    view.select(row: row, in: document, chosen: true)
    status = StatusMessage("Duplicated (Ctrl-Z to undo): “\(title)”", kind: .success)
  }

  private mutating func moveSelection(to target: Int, leavingAtTop: Bool) {
    // While choosing the todo to link, the selection stays in the list.
    if leavingAtTop, target < 0, focus == .list, mode.kind != .linking {
      focus = .input
      return
    }
    guard !view.rows.isEmpty else { return }
    focus = .list
    view.select(row: target, in: document, chosen: true)
  }

  /// A press on the input row focuses it (one on its button is taken before); a press on a list row
  /// selects its todo; a press on the selected todo's `✕` deletes it, unless the todo is
  /// one the user has not chosen (it slid under the pointer). The second press of a double
  /// click does nothing: it was aimed at what the first press already handled, and the
  /// todo under it now may be one that slid there. Pure.
  mutating func click(at position: Position, time: Int?, layout: Layout) {
    guard !presses.press(at: position, time: time) else { return }
    // The detail area covers those list rows: a press there reads, it selects nothing.
    if let detail = DetailArea(self, layout), detail.rows.contains(position.row) { return }
    // So does the message shown whole over the last list rows.
    if let area = StatusArea(self, layout), area.rows.contains(position.row) { return }
    if position.row == layout.inputRow {
      focus = .input
    } else if let row = layout.listIndex(atRow: position.row, scrollOffset: view.scrollOffset),
      row < view.rows.count
    {
      let todo = view.todo(atRow: row, in: document)
      let onMarker =
        position.column.saturatingSubtracting(layout.deleteMarkerColumn(forTitle: todo.title)).magnitude <= 1
      let isChosen = focus == .list && selectedRow == row && view.unchosenSelection != todo.id
      if onMarker, isChosen {
        deleteSelected()
      } else {
        focus = .list
        view.select(row: row, in: document, chosen: true)
      }
    }
  }
}
