/// What marking an open todo done did: the one rule for `x` in the list
/// (`CompletionSlice.toggleCompletion`) and the command line's `todo done`. Pure value.
public enum CompletionStep: Equatable, Sendable {
  /// Done: its line now.
  case done(String)
  /// Done, and it recurs: its line now, and its next occurrence, added above it.
  case doneWithNext(String, next: String)
  /// Done, it recurs, but its next occurrence's date would leave the years 0001–9999: none
  /// was added.
  case doneWithoutNext(String)
}

extension ToDoDocument {
  /// Marks the open todo at `index` done on `today` (its priority kept in `pri:`), with its
  /// next occurrence above it when it recurs (`rec:`), as one undoable step; returns what
  /// it did and the changes to follow. Pure.
  /// `atEnd`: the next occurrence goes to the end of the list instead, where a script's
  /// line numbers stay its todos' (`todo done`).
  public mutating func complete(at index: Int, today: CalendarDate, nextAtEnd atEnd: Bool = false) -> (
    CompletionStep, [DocumentChange]
  ) {
    let line = todos[index].line
    let done = line.completed(on: today).raw
    guard let next = line.nextOccurrence(completedOn: today) else {
      let changes = change(at: index, to: done).map { [$0] } ?? []
      return (line.recurrence != nil ? .doneWithoutNext(done) : .done(done), changes)
    }
    let added = makeToDo(title: next.raw)
    let place = atEnd ? todos.count : index
    return (.doneWithNext(done, next: next.raw), change(at: index, to: done, adding: added, at: place))
  }
}

extension ToDoDocument {
  /// Opens the done todo at `index` again (its priority back from `pri:`), taking back the
  /// next occurrence its completion added when the list still holds it untouched, as one
  /// undoable step: the one rule for `x` on a done todo and the command line's `todo
  /// reopen`. Returns its line now, whether an occurrence was taken back, and the changes.
  /// Pure.
  public mutating func reopen(at index: Int) -> (line: String, tookBackNext: Bool, changes: [DocumentChange])
  {
    let line = todos[index].line
    let reopened = line.reopened()
    if let spawned = spawnedOccurrence(of: reopened, doneOn: line.completionDate, near: index) {
      return (reopened.raw, true, change(at: index, to: reopened.raw, removing: spawned))
    }
    return (reopened.raw, false, change(at: index, to: reopened.raw).map { [$0] } ?? [])
  }

  /// The index of the next occurrence that completing `open` on `date` added, when the
  /// list still holds it untouched (its text exactly as the completion wrote it): the row
  /// just above the todo at `index`, where the completion put it, else anywhere in the list.
  /// Reopening the todo takes it back, so that completing it again does not add a second
  /// one. Nil when `open` does not recur, the date is not known, or the occurrence was
  /// changed, completed or deleted since (then it is the user's, and stays). Pure; O(n) at
  /// worst, comparing bytes: no string is made.
  func spawnedOccurrence(of open: ToDoTxtLine, doneOn date: String?, near index: Int) -> Int? {
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
