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
      $0.selection = 0
    }
    store.send(.list(.moveSelection(by: 1))) { $0.selection = 1 }
    store.send(.list(.deleteSelected), command: Command.saveAfterDelay) {
      let removed = $0.todos.remove(at: 1)
      $0.saving.changeCount = 1
      $0.saving.hasUnsavedChanges = true
      $0.saving.isSaveScheduled = true
      $0.history.record(.removed(removed, at: 1))
      $0.unchosenSelection = 3
      $0.status = StatusMessage("Deleted (Ctrl-Z to undo): “Take my dog”", kind: .success)
    }
  }
}
