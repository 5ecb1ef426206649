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
  public mutating func complete(at index: Int, today: CalendarDate) -> (CompletionStep, [DocumentChange]) {
    let line = todos[index].line
    let done = line.completed(on: today).raw
    guard let next = line.nextOccurrence(completedOn: today) else {
      let changes = change(at: index, to: done).map { [$0] } ?? []
      return (line.recurrence != nil ? .doneWithoutNext(done) : .done(done), changes)
    }
    let added = makeToDo(title: next.raw)
    return (.doneWithNext(done, next: next.raw), change(at: index, to: done, adding: added))
  }
}
