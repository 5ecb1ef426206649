import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: undo and redo")
struct ReducerHistoryTests {
  @Test func undoTakesBackADeleteAndSelectsTheRestoredToDo() {
    let start = State.loaded().selecting(1)
    let (deleted, _) = reducer(start, .list(.deleteSelected))
    let (undone, command) = reducer(deleted, .history(.undo))
    #expect(undone.todos == start.todos)
    #expect(undone.selectedRow == 1)
    #expect(undone.focus == .list)
    #expect(undone.status == StatusMessage("Restored (Ctrl-Y to redo): “Take my dog”", kind: .info))
    #expect(command == nil)
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(redone.todos == deleted.todos)
    #expect(redone.status == StatusMessage("Deleted again: “Take my dog”", kind: .info))
  }

  @Test func undoTakesBackAnAdd() {
    let (added, _) = reduce(.loaded(), [.lineEdit(.insert("New todo")), .list(.addInput)])
    let (undone, _) = reducer(added, .history(.undo))
    #expect(undone.titles == ["Buy the milk", "Take my dog", "Rent a car"])
    #expect(undone.status == StatusMessage("Undid adding (Ctrl-Y to redo): “New todo”", kind: .info))
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(redone.todos == added.todos)
  }

  @Test func withNothingToUndoOrRedoTheStatusSaysSo() {
    let (undone, _) = reducer(.loaded(), .history(.undo))
    #expect(undone.status == StatusMessage("Nothing to undo.", kind: .info))
    #expect(undone.todos == State.loaded().todos)
    let (redone, _) = reducer(.loaded(), .history(.redo))
    #expect(redone.status == StatusMessage("Nothing to redo.", kind: .info))
  }

  @Test func aNewChangeClearsRedo() {
    let (state, _) = reduce(
      .loaded(),
      [
        .list(.focusList), .list(.deleteSelected), .history(.undo), .lineEdit(.insert("abc")),
        .list(.addInput),
      ])
    #expect(!state.document.history.canRedo)
    let (redone, _) = reducer(state, .history(.redo))
    #expect(redone.todos == state.todos)
  }

  @Test func theHistoryKeepsTheLastThousandSteps() {
    var state = State.loaded([])
    for number in 1...(History.limit + 5) {
      state = reduce(state, [.lineEdit(.insert("Todo \(number)")), .list(.addInput)]).0
    }
    #expect(state.document.history.undoable.count == History.limit)
    for _ in 0..<(History.limit + 5) { state = reducer(state, .history(.undo)).0 }
    #expect(state.titles == ["Todo 5", "Todo 4", "Todo 3", "Todo 2", "Todo 1"])
  }

  @Test func undoingTheLoadedToDosIsNotPossibleButUndoingAroundThemIs() {
    let (state, _) = reduce(
      State(),
      [
        .system(.started), .lineEdit(.insert("Early")), .list(.addInput),
        .persistence(.toDosLoaded(["A", "B"])), .history(.undo),
      ])
    #expect(state.titles == ["A", "B"])
  }

  @Test func anEditWhoseToDoIsGoneDoesNothing() {
    // Undoing an add whose todo is gone, or found elsewhere by id; redoing an add far past
    // the end of the list.
    var document = State.loaded().document
    document.history.record(.inserted(ToDo(id: 99, title: "gone"), at: 0), nextID: document.nextID)
    #expect(document.undo()?.1 == [])
    #expect(document.todos == State.loaded().todos)
    document.history.record(.inserted(ToDo(id: 3, title: "Rent a car"), at: 0), nextID: document.nextID)
    #expect(document.undo()?.1 == [.removed(ToDo(id: 3, title: "Rent a car"), at: 2)])
    #expect(document.todos.titles == ["Buy the milk", "Take my dog"])
    document.history.record(.removed(ToDo(id: 7, title: "far"), at: 50), nextID: document.nextID)
    #expect(document.undo()?.1 == [.inserted(2..<3)])
    #expect(document.todos.titles.last == "far")
  }

  // MARK: - An undo or redo far from the selection shows its change

  static let long = (1...200).map { "Todo \($0)" }

  /// Whether the todo at `index` is on screen (19 list rows at 80×24).
  static func shows(_ state: State, _ index: Int) -> Bool {
    (state.view.scrollOffset..<state.view.scrollOffset + 19).contains(index)
  }

  @Test func undoAndRedoOfAnAddWhileFarDownShowTheTopOfTheList() {
    let (added, _) = reduce(
      .loaded(Self.long),
      [.lineEdit(.insert("New todo")), .list(.addInput), .list(.focusList), .list(.selectLast)])
    #expect(!Self.shows(added, 0))
    let (undone, _) = reducer(added, .history(.undo))
    #expect(undone.titles == Self.long)
    #expect(undone.selectedRow == 0 && Self.shows(undone, 0))
    let (scrolledAway, _) = reducer(undone, .list(.selectLast))
    let (redone, _) = reducer(scrolledAway, .history(.redo))
    #expect(redone.selectedToDo?.title == "New todo" && Self.shows(redone, 0))
  }

  @Test func undoAndRedoOfADeleteFarDownShowWhereItHappened() {
    let (deleted, _) = reduce(
      State.loaded(Self.long).selecting(150), [.list(.deleteSelected), .list(.selectFirst)])
    let (undone, _) = reducer(deleted, .history(.undo))
    #expect(undone.selectedToDo?.title == "Todo 151" && Self.shows(undone, 150))
    let (scrolledAway, _) = reducer(undone, .list(.selectFirst))
    let (redone, _) = reducer(scrolledAway, .history(.redo))
    #expect(redone.titles == deleted.titles)
    #expect(redone.selectedToDo?.title == "Todo 152" && Self.shows(redone, 150))
    // The todo the selection landed on was not chosen: a press on its ✕ only selects it.
    #expect(redone.view.unchosenSelection == redone.selectedToDo?.id)
  }
}
