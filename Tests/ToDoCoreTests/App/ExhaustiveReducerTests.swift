import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Whole sessions through the reducer, every state change and command stated.
@Suite("Reducer: exhaustive sessions")
struct ExhaustiveReducerTests {
  @Test func selectingAndDeletingTheSecondToDo() {
    var store = TestStore(State.loaded().synced)
    store.send(.list(.focusList)) {
      $0.focus = .list
      $0.expectSelection(row: 0)
    }
    store.send(.list(.moveSelection(by: 1))) { $0.expectSelection(row: 1) }
    store.send(.list(.deleteSelected), command: Command.saveAfterDelay) {
      var list = $0.todos
      let removed = list.remove(at: 1)
      $0.expectToDos(list)
      $0.expectSelection(row: 1)
      $0.expectChangeToSave(revision: 1)
      $0.document.history.record(.removed(removed, at: 1), nextID: $0.document.nextID)
      $0.view.unchosenSelection = 3
      $0.status = StatusMessage("Deleted (Ctrl-Z to undo): “Take my dog”", kind: .success)
    }
  }

  @Test func addingUndoingAndRedoingAToDo() {
    var store = TestStore(State.loaded().synced)
    store.send(.lineEdit(.insert("Water the plants"))) {
      $0.input = InputLine("Water the plants")
    }
    let added = ToDo(id: 4, title: "Water the plants")
    store.send(.list(.addInput), command: Command.saveAfterDelay) {
      $0.expectAddedOnTop(added, revision: 1)
    }
    store.send(.history(.undo)) {
      $0.expectToDos(State.loaded().todos)
      $0.expectSelection(row: 0)
      $0.view.unchosenSelection = 1
      $0.document.revision = 2
      _ = $0.document.history.takeUndo(nextID: $0.document.nextID)
      $0.status = StatusMessage("Undid adding (Ctrl-Y to redo): “Water the plants”", kind: .info)
    }
    store.send(.history(.redo)) {
      $0.expectToDos(ToDoList([added] + State.loaded().todos))
      $0.expectSelection(row: 0)
      $0.view.unchosenSelection = 4
      $0.document.revision = 3
      _ = $0.document.history.takeRedo(nextID: $0.document.nextID)
      $0.status = StatusMessage("Added again: “Water the plants”", kind: .info)
    }
    store.send(
      .persistence(.saveDue), command: .persistence(.save(store.state.todos, base: State.loaded().todos))
    ) {
      $0.saving.isSaveScheduled = false
      $0.saving.hasUnsavedChanges = false
      $0.saving.saveInFlight = $0.todos
    }
    store.send(.persistence(.saved)) {
      $0.saving.saveInFlight = nil
      $0.saving.syncedList = $0.todos
    }
    // Ctrl-S while a save waits for its debounce: it runs now, and its timer stops.
    store.send(.list(.deleteSelected))  // The focus is on the input: nothing to delete.
    store.send(.lineEdit(.insert("abc"))) {
      $0.input = InputLine("abc")
      $0.status = nil  // Typing clears the last message.
    }
    store.send(.list(.addInput), command: Command.saveAfterDelay) {
      $0.expectAddedOnTop(ToDo(id: 5, title: "abc"), revision: 4)
      $0.view.unchosenSelection = nil
    }
    let sent = store.state.todos
    store.send(
      .persistence(.saveNow),
      command: .batch([.cancel(id: .save), .persistence(.save(sent, base: store.state.saving.syncedList))])
    ) {
      $0.saving.isSaveScheduled = false
      $0.saving.hasUnsavedChanges = false
      $0.saving.saveInFlight = sent
    }
  }

  @Test func loadingWithTheSpinnerThenTheToDosArrive() {
    var store = TestStore(State())
    store.send(
      .system(.started),
      command: .batch([.system(.readToday), .batch([.persistence(.load), Command.spinnerTick])])
    ) {
      $0.loadStatus = .loading(spinnerFrame: 0)
    }
    store.send(.system(.tick), command: Command.spinnerTick) {
      $0.loadStatus = .loading(spinnerFrame: 1)
    }
    store.send(
      .persistence(.toDosLoaded(["Buy the milk", "Take my dog"])),
      command: .batch([.cancel(id: .spinner), .conflictCopies(.find)])
    ) {
      let loaded = ToDoList([ToDo(id: 1, title: "Buy the milk"), ToDo(id: 2, title: "Take my dog")])
      $0.expectToDos(loaded)
      $0.document.nextID = 3
      $0.loadStatus = .loaded
      $0.saving.syncedList = loaded
      $0.status = StatusMessage("Loaded 2 todos.", kind: .info)
    }
    // A tick that was already on its way when the timer stopped finds the load over and
    // asks for no more.
    store.send(.system(.tick))
  }
}
