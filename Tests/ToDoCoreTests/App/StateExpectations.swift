@testable import ToDoCore

/// Ways to state an expected state in a test: each sets one fact directly, never through
/// the reducer's own steps, so the test compares against what it wrote.
extension State {
  /// The list is `list`, every todo a row (the selection as it was).
  mutating func expectToDos(_ list: ToDoList) {
    document.todos = list
    view.rows = ListProjection(showingAllOf: list.count)
  }

  /// The todo on `row` is selected (chosen or not as `view.unchosenSelection` says).
  mutating func expectSelection(row: Int) {
    view.selection = ShownList.Selection(id: document.todos[row].id, row: row)
  }

  /// `todo` was just added on top from the input line, as the user's change number
  /// `revision`: selected, recorded for undo, the input emptied, a save on its way, and
  /// the status line saying so.
  mutating func expectAddedOnTop(_ todo: ToDo, revision: Int) {
    expectToDos(ToDoList([todo] + todos))
    expectSelection(row: 0)
    document.nextID = todo.id + 1
    document.history.record(.inserted(todo, at: 0), nextID: document.nextID)
    input = InputLine()
    expectChangeToSave(revision: revision)
    status = StatusMessage("Added “\(todo.title)”.", kind: .success)
  }

  /// The user's change number `revision` is made and not yet saved: the save of it is on its
  /// way (the save bookkeeping every change to the list brings, stated once).
  mutating func expectChangeToSave(revision: Int) {
    document.revision = revision
    saving.hasUnsavedChanges = true
    saving.isSaveScheduled = true
  }
}

extension State {
  /// `titles` loaded and in step with the file, the day `today` (January 2nd, 2026 unless
  /// said), the list focused on `row`: where the reducer tests of a todo's life start.
  static func started(
    _ titles: [String], today: CalendarDate? = CalendarDate(iso: "2026-01-02"), row: Int = 0
  ) -> State {
    var state = State.loaded(titles).synced.selecting(row)
    state.today = today
    return state
  }
}
