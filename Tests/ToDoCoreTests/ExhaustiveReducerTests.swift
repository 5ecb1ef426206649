import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Whole sessions through the reducer, every state change and command stated.
@Suite("Reducer: exhaustive sessions")
struct ExhaustiveReducerTests {
  @Test func selectingAndDeletingTheSecondTodo() {
    var store = TestStore(State.loaded().synced)
    store.send(.mode(.focusList)) {
      $0.focus = .list
      $0.expectSelection(row: 0)
    }
    store.send(.list(.moveSelection(by: 1))) { $0.expectSelection(row: 1) }
    store.send(.list(.deleteSelected), command: Command.saveAfterDelay) {
      var list = $0.todos
      let removed = list.remove(at: 1)
      $0.expectToDos(list)
      $0.expectSelection(row: 1)
      $0.document.revision = 1
      $0.saving.hasUnsavedChanges = true
      $0.saving.isSaveScheduled = true
      $0.document.history.record(.removed(removed, at: 1))
      $0.view.unchosenSelection = 3
      $0.status = StatusMessage("Deleted (Ctrl-Z to undo): “Take my dog”", kind: .success)
    }
  }
}
