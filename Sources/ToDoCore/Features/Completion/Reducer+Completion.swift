extension CompletionSlice {
  /// Completing todos. Pure.
  mutating func reduce(_ action: CompletionAction) -> Command? {
    switch action {
    case .toggle: toggleCompletion()
    }
    return nil
  }

  /// `x`/Space: marks the selected todo done today (its priority kept in `pri:`), with its
  /// next occurrence above it when it recurs, as one undoable step; a done todo opens
  /// again. The selection stays on the todo. Pure.
  mutating func toggleCompletion() {
    guard let place = selectedPlace else { return }
    toggleCompletion(at: place)
  }

  /// Completes the todo at `place` (its index and the todo there), or opens it again, as
  /// `toggleCompletion` does the selected one; the marked todos go through here one by one.
  /// Pure.
  mutating func toggleCompletion(at place: (index: Int, todo: ToDo)) {
    let (index, todo) = place
    let line = todo.line
    if line.isCompleted {
      let reopened = line.reopened()
      if let spawned = spawnedOccurrence(of: reopened, doneOn: line.completionDate, near: index) {
        follow(document.change(at: index, to: reopened.raw, removing: spawned))
        status = StatusMessage(
          "Open again, its next occurrence taken back (Ctrl-Z to undo): “\(reopened.raw)”", kind: .success)
        return
      }
      follow(document.change(at: index, to: reopened.raw).map { [$0] } ?? [])
      status = StatusMessage("Open again (Ctrl-Z to undo): “\(reopened.raw)”", kind: .success)
      return
    }
    guard let today else {
      status = StatusMessage(
        "Not done yet: the date is not known yet; press the key again in a moment.", kind: .warning)
      return
    }
    let (step, changes) = document.complete(at: index, today: today)
    follow(changes)
    switch step {
    case .doneWithoutNext(let done):
      status = StatusMessage(
        "Done, no next occurrence: its date would leave the years 0001–9999 (Ctrl-Z to undo): “\(done)”",
        kind: .warning)
    case .doneWithNext(_, let next):
      status = StatusMessage("Done; next: “\(next)”", kind: .success)
    case .done(let done):
      status = StatusMessage("Done (Ctrl-Z to undo): “\(done)”", kind: .success)
    }
  }

  /// The index of the next occurrence that completing `open` on `date` added, when the
  /// list still holds it untouched (its text exactly as the completion wrote it): the row
  /// just above the todo at `index`, where the completion put it, else anywhere in the list.
  /// Reopening the todo takes it back, so that completing it again does not add a second
  /// one. Nil when `open` does not recur, the date is not known, or the occurrence was
  /// changed, completed or deleted since (then it is the user's, and stays). Pure; O(n) at
  /// worst, comparing bytes: no string is made.
  private func spawnedOccurrence(of open: ToDoTxtLine, doneOn date: String?, near index: Int) -> Int? {
    guard let date = date.flatMap({ CalendarDate(iso: $0) }),
      let next = open.nextOccurrence(completedOn: date)?.raw
    else { return nil }
    let target = TextLine(next)
    if index > 0, todos.line(at: index - 1) == target { return index - 1 }
    var found: Int?
    var current = 0
    todos.forEachLine { _, line in
      if found == nil, current != index, line == target { found = current }
      current += 1
    }
    return found
  }
}
