import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: undo and redo")
struct ReducerHistoryTests {
  @Test func undoTakesBackADeleteAndSelectsTheRestoredTodo() {
    let start = State.loaded().selecting(1)
    let (deleted, _) = reducer(start, .deleteSelected)
    let (undone, command) = reducer(deleted, .undo)
    #expect(undone.todos == start.todos)
    #expect(undone.selection == 1)
    #expect(undone.focus == .list)
    #expect(undone.status == StatusMessage("Restored “Take my dog”. Ctrl-Y to redo.", kind: .info))
    #expect(command == nil)
    let (redone, _) = reducer(undone, .redo)
    #expect(redone.todos == deleted.todos)
    #expect(redone.status == StatusMessage("Deleted “Take my dog” again.", kind: .info))
  }

  @Test func undoTakesBackAnAdd() {
    let (added, _) = reduce(.loaded(), [.insert("New todo"), .submit])
    let (undone, _) = reducer(added, .undo)
    #expect(undone.titles == ["Buy the milk", "Take my dog", "Rent a car"])
    #expect(undone.status == StatusMessage("Undid adding “New todo”. Ctrl-Y to redo.", kind: .info))
    let (redone, _) = reducer(undone, .redo)
    #expect(redone.todos == added.todos)
  }

  @Test func withNothingToUndoOrRedoTheStatusSaysSo() {
    let (undone, _) = reducer(.loaded(), .undo)
    #expect(undone.status == StatusMessage("Nothing to undo.", kind: .info))
    #expect(undone.todos == State.loaded().todos)
    let (redone, _) = reducer(.loaded(), .redo)
    #expect(redone.status == StatusMessage("Nothing to redo.", kind: .info))
  }

  @Test func aNewChangeClearsRedo() {
    let (state, _) = reduce(.loaded(), [.focusList, .deleteSelected, .undo, .insert("abc"), .submit])
    #expect(!state.history.canRedo)
    let (redone, _) = reducer(state, .redo)
    #expect(redone.todos == state.todos)
  }

  @Test func theHistoryKeepsTheLastThousandSteps() {
    var state = State.loaded([])
    for number in 1...(History.limit + 5) {
      state = reduce(state, [.insert("Todo \(number)"), .submit]).0
    }
    #expect(state.history.undoable.count == History.limit)
    for _ in 0..<(History.limit + 5) { state = reducer(state, .undo).0 }
    #expect(state.titles == ["Todo 5", "Todo 4", "Todo 3", "Todo 2", "Todo 1"])
  }

  @Test func undoingTheLoadedTodosIsNotPossibleButUndoingAroundThemIs() {
    let (state, _) = reduce(
      State(), [.started, .insert("Early"), .submit, .toDosLoaded(["A", "B"]), .undo])
    #expect(state.titles == ["A", "B"])
  }

  @Test func anEditWhoseTodoIsGoneDoesNothing() {
    var state = State.loaded()
    state.apply(.removed(ToDo(id: 99, title: "gone"), at: 0))
    #expect(state.todos == State.loaded().todos)
    state.apply(.removed(ToDo(id: 3, title: "Rent a car"), at: 0))  // found by id elsewhere
    #expect(state.titles == ["Buy the milk", "Take my dog"])
    state.apply(.inserted(ToDo(id: 7, title: "far"), at: 50))
    #expect(state.titles.last == "far")
  }
}
