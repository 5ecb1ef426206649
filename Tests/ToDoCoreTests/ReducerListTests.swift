import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: the list")
struct ReducerListTests {
  @Test func focusListSelectsTheFirstVisibleTodo() {
    let (state, command) = reducer(.loaded(), .focusList)
    #expect(state == State.loaded().selecting(0))
    #expect(command == nil)
  }

  @Test func focusListKeepsAnEarlierSelection() {
    var start = State.loaded().selecting(2)
    start.focus = .input
    let (state, _) = reducer(start, .focusList)
    #expect(state == State.loaded().selecting(2))
  }

  @Test func focusListOnAnEmptyListExplains() {
    let (state, _) = reducer(State(loadStatus: .loaded), .focusList)
    var expected = State(loadStatus: .loaded)
    expected.status = StatusMessage("The list is empty: type a todo and press Enter.", kind: .info)
    #expect(state == expected)
  }

  @Test func focusInputKeepsTheSelection() {
    let (state, _) = reducer(State.loaded().selecting(1), .focusInput)
    var expected = State.loaded().selecting(1)
    expected.focus = .input
    #expect(state == expected)
  }

  @Test func movingTheSelectionStopsAtTheEndsAndLeavesAtTheTop() {
    let start = State.loaded().selecting(0)
    #expect(reducer(start, .moveSelection(by: 1)).0 == State.loaded().selecting(1))
    #expect(reducer(State.loaded().selecting(2), .moveSelection(by: 1)).0 == State.loaded().selecting(2))
    var upAndOut = start
    upAndOut.focus = .input
    #expect(reducer(start, .moveSelection(by: -1)).0 == upAndOut)
    #expect(reducer(start, .selectLast).0 == State.loaded().selecting(2))
    #expect(reducer(State.loaded().selecting(2), .selectFirst).0 == start)
  }

  @Test func pagesMoveByAListHeightLessOne() {
    let titles = (1...100).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 12)).selecting(0)  // 7 rows
    let (down, _) = reducer(start, .moveSelectionByPage(by: 1))
    #expect(down.selection == 6)
    #expect(down.scrollOffset == 0)
    let (further, _) = reducer(down, .moveSelectionByPage(by: 1))
    #expect(further.selection == 12)
    #expect(further.scrollOffset == 6)
    let (back, _) = reducer(further, .moveSelectionByPage(by: -3))
    #expect(back.selection == 0)
    #expect(back.scrollOffset == 0)
    #expect(back.focus == .list)
  }

  @Test func theSelectionStaysVisibleAsItMoves() {
    let titles = (1...50).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).selecting(0)  // 5 rows
    let (end, _) = reducer(start, .selectLast)
    #expect(end.selection == 49)
    #expect(end.scrollOffset == 45)
    let (up, _) = reduce(end, Array(repeating: .moveSelection(by: -1), count: 5))
    #expect(up.selection == 44)
    #expect(up.scrollOffset == 44)
  }

  @Test func deletingRemovesTheSelectedTodoAndSelectsTheNext() {
    let (state, command) = reducer(State.loaded().selecting(1), .deleteSelected)
    var expected = State.loaded(["Buy the milk", "Rent a car"]).selecting(1)
    expected.todos = ToDoList([ToDo(id: 1, title: "Buy the milk"), ToDo(id: 3, title: "Rent a car")])
    expected.nextID = 4
    expected.status = StatusMessage("Deleted “Take my dog”. Ctrl-Z to undo.", kind: .success)
    expected.history.record(.removed(ToDo(id: 2, title: "Take my dog"), at: 1))
    expected.changeCount = 1
    expected.hasUnsavedChanges = true
    expected.isSaveScheduled = true
    #expect(state == expected)
    #expect(command == .scheduleSave(after: .milliseconds(300)))
  }

  @Test func deletingTheLastTodoSelectsTheOneBefore() {
    let (state, _) = reducer(State.loaded().selecting(2), .deleteSelected)
    #expect(state.selection == 1)
    #expect(state.titles == ["Buy the milk", "Take my dog"])
  }

  @Test func deletingTheOnlyTodoReturnsToTheInput() {
    let (state, _) = reducer(State.loaded(["Alone"]).selecting(0), .deleteSelected)
    #expect(state.todos.isEmpty)
    #expect(state.selection == nil)
    #expect(state.focus == .input)
  }

  @Test func deleteNeedsTheListFocused() {
    var start = State.loaded().selecting(1)
    start.focus = .input
    #expect(reducer(start, .deleteSelected).0 == start)
  }

  @Test func aClickOnARowSelectsIt() {
    let (state, _) = reducer(.loaded(), .clicked(Position(row: 5, column: 10)))
    #expect(state == State.loaded().selecting(2))
  }

  @Test func aClickBelowTheListOrOnTheTitleChangesNothing() {
    #expect(reducer(.loaded(), .clicked(Position(row: 6, column: 3))).0 == .loaded())
    #expect(reducer(.loaded(), .clicked(Position(row: 0, column: 3))).0 == .loaded())
  }

  @Test func aClickOnTheSelectedRowsMarkerDeletesIt() {
    // "› Take my dog ✕": the ✕ is in column 14.
    let (state, _) = reducer(State.loaded().selecting(1), .clicked(Position(row: 4, column: 14)))
    #expect(state.titles == ["Buy the milk", "Rent a car"])
    // On a row that is not selected, the same click only selects.
    let (selected, _) = reducer(State.loaded().selecting(1), .clicked(Position(row: 5, column: 13)))
    #expect(selected == State.loaded().selecting(2))
  }

  @Test(arguments: [
    "Short", "买牛奶", String(repeating: "long title ", count: 20),
    "e\u{301}" + String(repeating: "买", count: 60),
  ])
  func theMarkerIsClickableWhereverTheViewDrawsIt(title: String) {
    let state = State.loaded([title, "Other"]).selecting(0)
    let frame = compose(state)
    let column = try! #require((0..<80).first { frame[3, $0].glyph == "✕" })
    #expect(Layout(state.size).deleteMarkerColumn(forTitle: title) == column)
    #expect(reducer(state, .clicked(Position(row: 3, column: column))).0.titles == ["Other"])
  }

  @Test func aClickOnTheInputFocusesIt() {
    let (state, _) = reducer(State.loaded().selecting(1), .clicked(Position(row: 1, column: 5)))
    #expect(state.focus == .input)
  }

  @Test func aClickOnAddAddsTheInput() {
    var start = State.loaded()
    start.input = InputLine("Clicked")
    let (state, _) = reducer(start, .clicked(Position(row: 1, column: 76)))
    #expect(state.titles.first == "Clicked")
  }

  @Test func theWheelScrollsAndKeepsTheSelectionOnScreen() {
    let titles = (1...30).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).selecting(0)  // 5 rows
    let (down, _) = reducer(start, .scrolled(by: 3))
    #expect(down.scrollOffset == 3)
    #expect(down.selection == 3)
    let (bottom, _) = reducer(down, .scrolled(by: 100))
    #expect(bottom.scrollOffset == 25)
    let (top, _) = reducer(bottom, .scrolled(by: -100))
    #expect(top.scrollOffset == 0)
    #expect(top.selection == 4)
  }

  @Test func resizingKeepsTheSelectionVisible() {
    let titles = (1...30).map { "Todo \($0)" }
    let start = State.loaded(titles).selecting(18)
    let (small, _) = reducer(start, .resized(Size(columns: 30, rows: 8)))  // 3 rows
    #expect(small.size == Size(columns: 30, rows: 8))
    #expect(small.scrollOffset == 16)
    #expect(small.selection == 18)
  }

  @Test func aTinyTerminalHasNoListRowsAndNoCrash() {
    let (state, _) = reduce(
      State.loaded().selecting(1),
      [
        .resized(Size(columns: 1, rows: 1)), .moveSelection(by: 1), .scrolled(by: 3),
        .clicked(Position(row: 0, column: 0)),
      ])
    #expect(state.selection == 2)
    #expect(state.scrollOffset == 0)
  }
}
