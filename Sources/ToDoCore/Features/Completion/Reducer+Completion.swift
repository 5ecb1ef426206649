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
      let (reopened, tookBackNext, changes) = document.reopen(at: index)
      follow(changes)
      status =
        tookBackNext
        ? StatusMessage(
          "Open again, its next occurrence taken back (Ctrl-Z to undo): “\(reopened)”", kind: .success)
        : StatusMessage("Open again (Ctrl-Z to undo): “\(reopened)”", kind: .success)
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
}
