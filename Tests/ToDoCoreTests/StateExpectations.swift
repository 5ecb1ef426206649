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
    view.selection = ListView.Selection(id: document.todos[row].id, row: row)
  }
}
