extension State {
  /// The selected todo, and its index in the document, when the list has the focus. Pure.
  var selectedPlace: (index: Int, todo: ToDo)? {
    guard focus == .list, let row = selectedRow else { return nil }
    let index = view.rows.documentIndex(ofRow: row)
    return (index, document.todos[index])
  }

  /// `x`/Space: marks the selected todo done today (its priority kept in `pri:`), with its
  /// next occurrence above it when it recurs, as one undoable step; a done todo opens
  /// again. The selection stays on the todo. Pure.
  mutating func toggleCompletion() {
    guard let (index, todo) = selectedPlace else { return }
    let line = todo.line
    if line.isCompleted {
      let reopened = line.reopened().raw
      follow(document.change(at: index, to: reopened).map { [$0] } ?? [])
      status = StatusMessage("Open again (Ctrl-Z to undo): “\(reopened)”", kind: .success)
      return
    }
    guard let today else {
      status = StatusMessage(
        "Not done yet: the date is not known yet; press the key again in a moment.", kind: .warning)
      return
    }
    let done = line.completed(on: today).raw
    if let next = line.nextOccurrence(completedOn: today) {
      let added = document.makeToDo(title: next.raw)
      follow(document.change(at: index, to: done, adding: added))
      status = StatusMessage("Done; next: “\(next.raw)”", kind: .success)
    } else {
      follow(document.change(at: index, to: done).map { [$0] } ?? [])
      status = StatusMessage("Done (Ctrl-Z to undo): “\(done)”", kind: .success)
    }
  }

  /// The view follows changes of the document made by the user here. Pure.
  mutating func follow(_ changes: [DocumentChange]) {
    view.follow(changes, in: document)
  }

  /// `text` with its relative `due:` and `t:` dates written as ISO dates, once the day is
  /// known (before that, as typed). Pure.
  func writingDates(_ text: String) -> String {
    guard let today else { return text }
    return ToDoTxtLine(text).resolvingRelativeDates(today: today).raw
  }
}
