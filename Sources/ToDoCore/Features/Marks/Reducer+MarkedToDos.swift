/// The root's routing of the list's keys while todos are marked: `x`, `d`, `p` then a
/// letter, `+`/`-`, `>`/`}` and `A` act on every marked todo, each through its own
/// feature's step, and the changes are one undoable step (`ToDoDocument.beginStep`). The
/// root's, because it hands the todos to several features. Pure; O(marks) to find the
/// marked todos while the list has not moved under them (`Marks.locate`), plus each step.
extension State {
  /// Whether the list's keys act on the marked todos now: some are marked and the list
  /// has the keys.
  var actsOnMarks: Bool { !marks.isEmpty && mode.kind == .browsing }

  /// The one place where an action of another feature acts on the marked todos instead of
  /// the selected one, before the root routes it: `x`, `d`, `+`/`-`, `>`/`}` and `A` while
  /// the list has the keys, and the priority letter chosen for marked todos. Returns
  /// whether it took the action (its command in `command`); false at once when nothing is
  /// marked. Pure.
  mutating func reduceOnMarks(_ action: Action, command: inout Command?) -> Bool {
    guard !marks.isEmpty else { return false }
    if case .priority(.set(let letter)) = action, mode.kind == .choosingPriority {
      prioritizeMarked(.set(letter))
      return true
    }
    guard mode.kind == .browsing else { return false }
    if case .completion(.toggle) = action {
      toggleMarkedCompletion()
    } else if case .list(.deleteSelected) = action {
      deleteMarked()
    } else if case .priority(.change(let steps)) = action {
      prioritizeMarked(.change(by: steps))
    } else if case .postpone(.by(let days)) = action {
      postponeMarked(by: days)
    } else if case .archive(.start) = action {
      command = archiveMarked()
    } else {
      return false
    }
    return true
  }

  /// Space, Esc and a Ctrl- or Alt-click; Esc with nothing marked moves to the input line,
  /// as it did before. Pure.
  mutating func routeMarks(_ action: MarksAction) -> Command? {
    if action == .clear, marks.isEmpty { return reduce(ListAction.focusInput) }
    if case .clicked(let position) = action { return markClicked(at: position) }
    reduce(action)
    return nil
  }

  /// A press with Ctrl or Alt on a todo's row, while the list or the input line has the
  /// keys: the todo selected and marked (or unmarked). Anywhere else, or over the help, a
  /// box or a pending mode, it is a press like any other. Pure; O(1).
  private mutating func markClicked(at position: Position) -> Command? {
    let layout = Layout(size)
    guard mode.kind == .browsing || mode.kind == .adding,
      let row = layout.listIndex(atRow: position.row, scrollOffset: view.scrollOffset),
      row < view.rows.count
    else { return routeClick(at: position, time: nil) }
    focus = .list
    view.select(row: row, in: document, chosen: true)
    toggleMark(movingOn: false)
    return nil
  }

  /// `x` on the marked todos: the open ones done (each recurring one with its next
  /// occurrence), or, when all are done, all open again. Pure.
  mutating func toggleMarkedCompletion() {
    let places = marks.locate(in: todos)
    let completing = places.contains { !$0.todo.line.isCompleted }
    if completing, today == nil {
      status = StatusMessage(
        "Not done yet: the date is not known yet; press the key again in a moment.", kind: .warning)
      return
    }
    let count = actOnMarked(places.filter { $0.todo.line.isCompleted != completing }) { state, place in
      state.toggleCompletion(at: place)
      return true
    }
    let what = completing ? "done" : "open again"
    status = StatusMessage("\(count.counted("todo")) \(what) (Ctrl-Z undoes all of them).", kind: .success)
  }

  /// `d` on the marked todos: all deleted. Their marks go with them; the status names the
  /// note files they leave (kept). Pure.
  mutating func deleteMarked() {
    var titles: [String] = []
    let count = actOnMarked(marks.locate(in: todos)) { state, place in
      let (removed, change) = state.document.delete(at: place.index)
      titles.append(removed.title)
      state.view.follow(change, in: state.document)
      return true
    }
    status = StatusMessage(
      "Deleted \(count.counted("todo")) (Ctrl-Z brings them back)" + KeptNotes.note(for: titles) + ".",
      kind: .success)
  }

  /// `p` then a letter (or `0`), or `+`/`-`, on the marked todos. Pure.
  mutating func prioritizeMarked(_ action: PriorityAction) {
    let places = marks.locate(in: todos)
    let count: Int
    switch action {
    case .set(let letter):
      mode = .browsing
      let letter = letter.flatMap(\.first)
      count = actOnMarked(places) { $0.setPriority(letter, at: $1) }
    case .change(let steps):
      count = actOnMarked(places) { $0.changePriority(by: steps, at: $1) }
    case .choose, .cancel:
      return
    }
    status = StatusMessage(
      "Priority changed on \(count.counted("todo")) of \(places.count) (Ctrl-Z undoes all of them).",
      kind: count > 0 ? .success : .info)
  }

  /// `>`/`}` on the marked todos: each one that can be postponed is; the others (done, or
  /// a date that is not one) stay. Pure.
  mutating func postponeMarked(by days: Int) {
    let places = marks.locate(in: todos)
    let count = actOnMarked(places) { $0.postpone(by: days, at: $1) }
    let left = places.count - count
    status = StatusMessage(
      "Postponed \(count.counted("todo"))"
        + (left > 0 ? "; \(left) not (done, or a date that is no date)" : "")
        + " (Ctrl-Z undoes all of them).", kind: count > 0 ? .success : .info)
  }

  /// `A` with marks: the marked done todos go to the done file, the others stay. Pure.
  mutating func archiveMarked() -> Command? {
    let done = marks.locate(in: todos).filter { $0.todo.line.isCompleted }
    return archiveDone(only: done.map { ArchivedToDo(todo: $0.todo, index: $0.index) })
  }

  /// Runs `step` on each of `places` (found in file order), from the last to the first so
  /// that a todo added above one (a next occurrence) or one removed leaves the indices of
  /// those before it alone, each found again by its id, as one undoable step. Returns how
  /// many `step` changed. Pure; O(places) but for a todo moved meanwhile.
  private mutating func actOnMarked(
    _ places: [(index: Int, todo: ToDo)], _ step: (inout State, (index: Int, todo: ToDo)) -> Bool
  ) -> Int {
    document.beginStep()
    defer { document.endStep() }
    var count = 0
    for (index, todo) in places.reversed() {
      guard let now = document.place(of: todo.id, near: index) else { continue }
      let place = (index: now, todo: todos[now])
      if step(&self, place) { count += 1 }
    }
    return count
  }

  /// The step after every action while todos are marked: when the list changed (an edit,
  /// a reload, a merge), the marks of todos no longer there are dropped and the others'
  /// places brought up to date. Pure; nothing when the list is the same storage.
  mutating func followMarks(from before: ToDoList) {
    guard !todos.isIdentical(to: before) else { return }
    _ = marks.locate(in: todos)
  }
}

extension ActionHook {
  /// While todos are marked, the marks follow the list when it changed.
  static func marksFollowList(_ state: inout State, _ step: inout ActionStep) -> Command? {
    if let before = step.todosBefore { state.followMarks(from: before) }
    return nil
  }
}
