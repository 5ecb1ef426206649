import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: the list")
struct ReducerListTests {
  @Test func focusListSelectsTheFirstVisibleToDo() {
    let (state, command) = reducer(.loaded(), .list(.focusList))
    #expect(state == State.loaded().selecting(0))
    #expect(command == nil)
  }

  @Test func focusListKeepsAnEarlierSelection() {
    var start = State.loaded().selecting(2)
    start.focus = .input
    let (state, _) = reducer(start, .list(.focusList))
    #expect(state == State.loaded().selecting(2))
  }

  @Test func focusListOnAnEmptyListExplains() {
    let (state, _) = reducer(State(loadStatus: .loaded), .list(.focusList))
    var expected = State(loadStatus: .loaded)
    expected.status = StatusMessage("The list is empty: type a todo and press Enter.", kind: .info)
    #expect(state == expected)
  }

  @Test func focusInputKeepsTheSelection() {
    let (state, _) = reducer(State.loaded().selecting(1), .list(.focusInput))
    var expected = State.loaded().selecting(1)
    expected.focus = .input
    #expect(state == expected)
  }

  @Test func movingTheSelectionStopsAtTheEndsAndLeavesAtTheTop() {
    let start = State.loaded().selecting(0)
    #expect(reducer(start, .list(.moveSelection(by: 1))).0 == State.loaded().selecting(1))
    #expect(
      reducer(State.loaded().selecting(2), .list(.moveSelection(by: 1))).0 == State.loaded().selecting(2))
    var upAndOut = start
    upAndOut.focus = .input
    #expect(reducer(start, .list(.moveSelection(by: -1))).0 == upAndOut)
    #expect(reducer(start, .list(.selectLast)).0 == State.loaded().selecting(2))
    #expect(reducer(State.loaded().selecting(2), .list(.selectFirst)).0 == start)
  }

  @Test func pagesMoveByAListHeightLessOne() {
    let titles = (1...100).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 12)).selecting(0)  // 7 rows
    let (down, _) = reducer(start, .list(.moveSelectionByPage(by: 1)))
    #expect(down.selectedRow == 6)
    #expect(down.view.scrollOffset == 0)
    let (further, _) = reducer(down, .list(.moveSelectionByPage(by: 1)))
    #expect(further.selectedRow == 12)
    #expect(further.view.scrollOffset == 6)
    let (back, _) = reducer(further, .list(.moveSelectionByPage(by: -3)))
    #expect(back.selectedRow == 0)
    #expect(back.view.scrollOffset == 0)
    #expect(back.focus == .list)
  }

  @Test func theSelectionStaysVisibleAsItMoves() {
    let titles = (1...50).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).selecting(0)  // 5 rows
    let (end, _) = reducer(start, .list(.selectLast))
    #expect(end.selectedRow == 49)
    #expect(end.view.scrollOffset == 45)
    let (up, _) = reduce(end, Array(repeating: .list(.moveSelection(by: -1)), count: 5))
    #expect(up.selectedRow == 44)
    #expect(up.view.scrollOffset == 44)
  }

  @Test func deletingRemovesTheSelectedToDoAndSelectsTheNext() {
    let (state, command) = reducer(State.loaded().selecting(1), .list(.deleteSelected))
    var expected = State.loaded(["Buy the milk", "Rent a car"]).selecting(1)
    expected.expectToDos(ToDoList([ToDo(id: 1, title: "Buy the milk"), ToDo(id: 3, title: "Rent a car")]))
    expected.expectSelection(row: 1)
    expected.document.nextID = 4
    expected.status = StatusMessage("Deleted (Ctrl-Z to undo): “Take my dog”", kind: .success)
    expected.document.history.record(
      .removed(ToDo(id: 2, title: "Take my dog"), at: 1), nextID: expected.document.nextID)
    expected.view.unchosenSelection = 3
    expected.expectChangeToSave(revision: 1)
    #expect(state == expected)
    #expect(command == .schedule(id: .save, after: .milliseconds(300), send: .persistence(.saveDue)))
  }

  @Test func deletingTheLastToDoSelectsTheOneBefore() {
    let (state, _) = reducer(State.loaded().selecting(2), .list(.deleteSelected))
    #expect(state.selectedRow == 1)
    #expect(state.titles == ["Buy the milk", "Take my dog"])
  }

  @Test func deletingTheOnlyToDoReturnsToTheInput() {
    let (state, _) = reducer(State.loaded(["Alone"]).selecting(0), .list(.deleteSelected))
    #expect(state.todos.isEmpty)
    #expect(state.selectedRow == nil)
    #expect(state.focus == .input)
  }

  @Test func deleteNeedsTheListFocused() {
    var start = State.loaded().selecting(1)
    start.focus = .input
    #expect(reducer(start, .list(.deleteSelected)).0 == start)
  }

  @Test func aClickOnARowSelectsIt() {
    let (state, _) = reducer(.loaded(), .list(.clicked(Position(row: 5, column: 10))))
    #expect(state == State.loaded().selecting(2))
  }

  @Test func aClickBelowTheListOrOnTheTitleChangesNothing() {
    #expect(reducer(.loaded(), .list(.clicked(Position(row: 6, column: 3)))).0 == .loaded())
    #expect(reducer(.loaded(), .list(.clicked(Position(row: 0, column: 3)))).0 == .loaded())
  }

  @Test func aClickOnTheSelectedRowsMarkerDeletesIt() {
    // "› Take my dog ✕": the ✕ is in column 14.
    let (state, _) = reducer(State.loaded().selecting(1), .list(.clicked(Position(row: 4, column: 14))))
    #expect(state.titles == ["Buy the milk", "Rent a car"])
    // On a row that is not selected, the same click only selects.
    let (selected, _) = reducer(State.loaded().selecting(1), .list(.clicked(Position(row: 5, column: 13))))
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
    #expect(reducer(state, .list(.clicked(Position(row: 3, column: column)))).0.titles == ["Other"])
  }

  @Test func aClickOnTheInputFocusesIt() {
    let (state, _) = reducer(State.loaded().selecting(1), .list(.clicked(Position(row: 1, column: 5))))
    #expect(state.focus == .input)
  }

  @Test func aClickOnAddAddsTheInput() {
    var start = State.loaded()
    start.input = InputLine("Clicked")
    let (state, _) = reducer(start, .list(.clicked(Position(row: 1, column: 76))))
    #expect(state.titles.first == "Clicked")
  }

  @Test func theWheelScrollsAndKeepsTheSelectionOnScreen() {
    let titles = (1...30).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).selecting(0)  // 5 rows
    let (down, _) = reducer(start, .list(.scrolled(by: 3)))
    #expect(down.view.scrollOffset == 3)
    #expect(down.selectedRow == 3)
    let (bottom, _) = reducer(down, .list(.scrolled(by: 100)))
    #expect(bottom.view.scrollOffset == 25)
    let (top, _) = reducer(bottom, .list(.scrolled(by: -100)))
    #expect(top.view.scrollOffset == 0)
    #expect(top.selectedRow == 4)
  }

  @Test func resizingKeepsTheSelectionVisible() {
    let titles = (1...30).map { "Todo \($0)" }
    let start = State.loaded(titles).selecting(18)
    let (small, _) = reducer(start, .system(.resized(Size(columns: 30, rows: 8))))  // 3 rows
    #expect(small.size == Size(columns: 30, rows: 8))
    #expect(small.view.scrollOffset == 16)
    #expect(small.selectedRow == 18)
  }

  @Test func aTinyTerminalHasNoListRowsAndNoCrash() {
    let (state, _) = reduce(
      State.loaded().selecting(1),
      [
        .system(.resized(Size(columns: 1, rows: 1))), .list(.moveSelection(by: 1)), .list(.scrolled(by: 3)),
        .list(.clicked(Position(row: 0, column: 0))),
      ])
    #expect(state.selectedRow == 2)
    #expect(state.view.scrollOffset == 0)
  }

  // MARK: - A press on ✕ deletes only the todo the user aimed at

  /// "› Take my dog ✕" on row 4: the ✕ is in column 14; "› Rent a car ✕", which slides
  /// up into that row, has its ✕ in column 13, so the same press lands on it too.
  static let markerOfTakeMyDog = Position(row: 4, column: 14)

  @Test func aDoubleClickOnTheMarkerDeletesOneToDoNotTwo() {
    let (state, _) = reduce(
      State.loaded().selecting(1),
      [
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 1_000)),
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 1_150)),
      ])
    #expect(state.titles == ["Buy the milk", "Rent a car"])
    #expect(state.selectedToDo?.title == "Rent a car")
    // The second press chose nothing: a later press on the ✕ only selects "Rent a car".
    let (later, _) = reducer(state, .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 5_000)))
    #expect(later.titles == ["Buy the milk", "Rent a car"])
  }

  @Test func theSecondPressOfADoubleClickOnTheAddButtonDoesNothing() {
    var start = State.loaded()
    start.input = InputLine("Twice")
    let add = Position(row: 1, column: 76)
    let (state, _) = reduce(
      start, [.list(.clicked(add, atMilliseconds: 100)), .list(.clicked(add, atMilliseconds: 250))])
    #expect(state.titles.first == "Twice")
    #expect(state.status == StatusMessage("Added “Twice”.", kind: .success))
  }

  @Test func aPressOnAddWhileAPriorityIsBeingChosenLeavesThatAndAdds() {
    var start = reducer(State.loaded().selecting(1), .priority(.choose)).0
    #expect(start.mode == .choosingPriority(2))
    start.input = InputLine("Buy bread")
    let (state, _) = reducer(start, .list(.clicked(Position(row: 1, column: 76))))
    #expect(state.mode.kind != .choosingPriority && state.titles.first == "Buy bread")
    #expect(state.status == StatusMessage("Added “Buy bread”.", kind: .success))
  }

  @Test func aSlowSecondPressOnAToDoThatSlidUnderThePointerOnlySelectsIt() {
    let (second, _) = reduce(
      State.loaded().selecting(1),
      [
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 1_000)),
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 9_000)),
      ])
    #expect(second.titles == ["Buy the milk", "Rent a car"])
    // Now chosen, its ✕ deletes it.
    let (third, _) = reducer(second, .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 20_000)))
    #expect(third.titles == ["Buy the milk"])
  }

  @Test func untimedPressesOnAToDoThatSlidUnderThePointerDeleteOnlyOne() {
    // As in a recording made before presses carried their time.
    let (state, _) = reduce(
      State.loaded().selecting(1),
      [.list(.clicked(Self.markerOfTakeMyDog)), .list(.clicked(Self.markerOfTakeMyDog))])
    #expect(state.titles == ["Buy the milk", "Rent a car"])
  }

  @Test func aDoubleClickOnAnUnselectedRowsMarkerOnlySelectsItAndDelDeletesThatOne() {
    let (clicked, _) = reduce(
      .loaded(),
      [
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 500)),
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 700)),
      ])
    #expect(clicked.titles == State.loaded().titles)
    #expect(clicked.selectedToDo?.title == "Take my dog")
    let (deleted, _) = reducer(clicked, .list(.deleteSelected))
    #expect(deleted.titles == ["Buy the milk", "Rent a car"])
  }

  @Test func aQuickPressOnTheMarkerOfARowJustSelectedDeletesIt() {
    // Not a double click: the presses are far apart, on the title and then on the ✕.
    let (state, _) = reduce(
      .loaded(),
      [
        .list(.clicked(Position(row: 4, column: 4), atMilliseconds: 1_000)),
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 1_100)),
      ])
    #expect(state.titles == ["Buy the milk", "Rent a car"])
  }

  @Test func aDoubleClickWhoseSecondPressMovedACellStillCountsAsOne() {
    // The first press on the title's end selects; the second, a cell on, is on the ✕.
    let (state, _) = reduce(
      .loaded(),
      [
        .list(.clicked(Position(row: 4, column: 12), atMilliseconds: 1_000)),
        .list(.clicked(Position(row: 4, column: 13), atMilliseconds: 1_100)),
      ])
    #expect(state.titles == State.loaded().titles)
    #expect(state.selectedToDo?.title == "Take my dog")
  }

  @Test func aToDoSelectedWithTheKeysIsDeletedByOnePressOnItsMarker() {
    let (state, _) = reduce(
      State.loaded().selecting(0),
      [.list(.moveSelection(by: 1)), .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 100))])
    #expect(state.titles == ["Buy the milk", "Rent a car"])
  }

  @Test func theWheelMovingTheSelectionToAnotherToDoDisarmsItsMarker() {
    let titles = (1...30).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).selecting(0)  // 5 rows
    let (scrolled, _) = reducer(start, .list(.scrolled(by: 3)))
    #expect(scrolled.selectedToDo?.title == "Todo 4")
    // "› Todo 4 ✕" on row 3: the ✕ in column 9.
    let marker = Position(row: 3, column: 9)
    let (pressed, _) = reducer(scrolled, .list(.clicked(marker, atMilliseconds: 1_000)))
    #expect(pressed.titles == titles)
    let (deleted, _) = reducer(pressed, .list(.clicked(marker, atMilliseconds: 5_000)))
    #expect(deleted.titles == titles.filter { $0 != "Todo 4" })
  }

  @Test func theWheelKeepingTheSelectedToDoOnScreenKeepsItsMarkerArmed() {
    let titles = (1...30).map { "Todo \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).selecting(4)
    let (scrolled, _) = reducer(start, .list(.scrolled(by: 2)))
    // "Todo 5" moved from row 7 to row 5, its ✕ with it: a press there deletes it.
    let (deleted, _) = reducer(scrolled, .list(.clicked(Position(row: 5, column: 9), atMilliseconds: 1_000)))
    #expect(deleted.titles == titles.filter { $0 != "Todo 5" })
  }

  @Test func aPressOnAMarkerThatTheListMovedAwaySelectsTheToDoNowThere() {
    // An add above moves every row down: the ✕ the pointer aimed at is a row lower.
    var start = State.loaded().selecting(1)
    start.input = InputLine("New one")
    let (moved, _) = reduce(start, [.list(.addInput), .list(.focusList), .list(.moveSelection(by: 2))])
    #expect(moved.selectedToDo?.title == "Take my dog")
    let (pressed, _) = reducer(moved, .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 1_000)))
    #expect(pressed.titles.count == 4)
    #expect(pressed.selectedToDo?.title == "Buy the milk")
  }

  @Test(arguments: [(Int.min, Int.max), (Int.max, Int.min), (0, Int.max), (-5, -5)])
  func hostilePressTimesNeitherTrapNorDeleteTwice(first: Int, second: Int) {
    let (state, _) = reduce(
      State.loaded().selecting(1),
      [
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: first)),
        .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: second)),
      ])
    #expect(state.titles == ["Buy the milk", "Rent a car"])
  }

  @Test func aPressFromARecordingWithoutTimesStillReads() throws {
    let old = #"{"list":{"_0":{"clicked":{"_0":{"column":14,"row":4}}}}}"#
    let decoded = try JSONDecoder().decode(Action.self, from: Data(old.utf8))
    #expect(decoded == .list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: nil)))
    let timed = Action.list(.clicked(Self.markerOfTakeMyDog, atMilliseconds: 1_234))
    #expect(try JSONDecoder().decode(Action.self, from: JSONEncoder().encode(timed)) == timed)
  }

  @Test(arguments: [Int.max, Int.min])
  func hugeMovesSaturateInsteadOfTrapping(amount: Int) {
    let start = State.loaded().selecting(1)
    let expected = amount > 0 ? 2 : 0
    #expect(reducer(start, .list(.moveSelectionByPage(by: amount))).0.selectedRow == expected)
    let moved = reducer(start, .list(.moveSelection(by: amount))).0
    #expect(amount > 0 ? moved.selectedRow == 2 : moved.focus == .input)
    #expect(reducer(start, .list(.scrolled(by: amount))).0.view.scrollOffset == 0)
  }

  // MARK: - After a change, the list shows it

  @Test func deletingTheLastOfALongListKeepsTheListFull() {
    let titles = (1...200).map { "Todo \($0)" }
    let (state, _) = reduce(State.loaded(titles).selecting(199), [.list(.deleteSelected)])
    #expect(state.selectedToDo?.title == "Todo 199")
    #expect(state.view.scrollOffset == 199 - 19)
    #expect(compose(state).lines[21].hasPrefix("› Todo 199"))
  }

  @Test func aResizeAfterScrollingKeepsTheSelectionShownAndTheListFull() {
    let titles = (1...200).map { "Todo \($0)" }
    let (small, _) = reduce(
      State.loaded(titles).selecting(150), [.system(.resized(Size(columns: 80, rows: 10)))])
    #expect((small.view.scrollOffset..<small.view.scrollOffset + 5).contains(150))
    let (tiny, _) = reducer(small, .system(.resized(Size(columns: 10, rows: 3))))
    let (back, _) = reducer(tiny, .system(.resized(Size(columns: 80, rows: 24))))
    #expect((back.view.scrollOffset..<back.view.scrollOffset + 19).contains(150))
    #expect(back.view.scrollOffset <= 200 - 19)
  }
}
