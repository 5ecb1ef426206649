import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Marks: Space marks the selected todo and moves on; `x`, `d`, `p`, `+`/`-`, `>` and `A`
/// act on every marked todo as one undoable step; Esc clears them; they follow their todos
/// by id across a reload, and leave with a todo another program deletes.
@Suite("Marks: acting on several todos at once")
struct MarksReducerTests {
  private static let titles = ["One todo", "Two todo", "Three todo", "Four todo"]
  private static let start = State.loaded(titles).synced.with(today: "2026-11-26").selecting(0)

  /// The start with the first three todos marked (Space three times).
  private static let threeMarked = pressing([" ", " ", " "], from: start)

  @Test func spaceMarksAndMovesOnAndUnmarks() {
    let one = pressing([" "], from: Self.start)
    #expect(one.marks.count == 1)
    #expect(one.marks.contains(one.todos[0].id))
    #expect(one.selectedRow == 1, "the next row selected")
    let unmarked = pressing([.up, " "], from: one)
    #expect(unmarked.marks.isEmpty)
    #expect(Self.threeMarked.marks.count == 3)
    #expect(titleText(Self.threeMarked).contains("3 marked"))
  }

  @Test func doneActsOnEveryMarkedToDoAsOneUndoableStep() {
    let done = pressing(["x"], from: Self.threeMarked)
    #expect(done.titles == Self.titles.prefix(3).map { "x 2026-11-26 " + $0 } + ["Four todo"])
    #expect(done.document.history.undoable.count == 1)
    let undone = pressing([.control("z")], from: done)
    #expect(undone.titles == Self.titles)
    let redone = pressing([.control("y")], from: undone)
    #expect(redone.titles == done.titles)
    let reopened = pressing(["x"], from: done)
    #expect(reopened.titles == Self.titles, "all done: x opens them all again")
  }

  @Test func doneOnAMixOfOpenAndDoneMarksCompletesTheOpenOnesAndReopensNone() {
    let mixed = State.loaded(["One todo", "x 2026-11-20 Two todo", "Three todo"]).synced
      .with(today: "2026-11-26").selecting(0)
    let done = pressing([" ", " ", " ", "x"], from: mixed)
    #expect(done.titles == ["x 2026-11-26 One todo", "x 2026-11-20 Two todo", "x 2026-11-26 Three todo"])
    #expect(done.status?.text.hasPrefix("2 todos done") == true)
  }

  @Test func doneOnMarkedRecurringToDosAddsEachNextOccurrence() {
    let start = State.loaded(["Water rec:1d due:2026-11-26", "Other todo", "Feed rec:1w due:2026-11-26"])
      .synced.with(today: "2026-11-26").selecting(0)
    let done = pressing([" ", .down, " ", "x"], from: start)
    #expect(
      done.titles == [
        "Water rec:1d due:2026-11-27", "x 2026-11-26 Water rec:1d due:2026-11-26", "Other todo",
        "Feed rec:1w due:2026-12-03", "x 2026-11-26 Feed rec:1w due:2026-11-26",
      ])
    #expect(pressing([.control("z")], from: done).titles == start.titles)
  }

  @Test func deleteActsOnEveryMarkedToDoAsOneUndoableStep() {
    let deleted = pressing(["d"], from: Self.threeMarked)
    #expect(deleted.titles == ["Four todo"])
    #expect(deleted.marks.isEmpty, "the marks left with their todos")
    let undone = pressing([.control("z")], from: deleted)
    #expect(undone.titles == Self.titles)
    #expect(pressing([.control("y")], from: undone).titles == ["Four todo"])
  }

  @Test func priorityActsOnEveryMarkedToDoAsOneUndoableStep() {
    let set = pressing(["p", "b"], from: Self.threeMarked)
    #expect(set.titles == Self.titles.prefix(3).map { "(B) " + $0 } + ["Four todo"])
    #expect(set.mode == .browsing)
    let raised = pressing(["+"], from: set)
    #expect(raised.titles == Self.titles.prefix(3).map { "(A) " + $0 } + ["Four todo"])
    let undone = pressing([.control("z")], from: raised)
    #expect(undone.titles == set.titles, "one step for the three")
    #expect(pressing([.control("z")], from: undone).titles == Self.titles)
  }

  @Test func postponeActsOnEveryMarkedToDoAsOneUndoableStep() {
    let start = State.loaded(["A due:2026-11-26", "x 2026-11-20 B", "C t:2026-11-20 due:2026-11-28"])
      .synced.with(today: "2026-11-26").selecting(0)
    let postponed = pressing([" ", " ", " ", ">"], from: start)
    #expect(
      postponed.titles == ["A due:2026-11-27", "x 2026-11-20 B", "C t:2026-11-21 due:2026-11-29"])
    #expect(postponed.status?.text.hasPrefix("Postponed 2 todos; 1 not") == true)
    let undone = pressing([.control("z")], from: postponed)
    #expect(undone.titles == start.titles)
    #expect(pressing([.control("y")], from: undone).titles == postponed.titles)
  }

  @Test func archiveHandsOverOnlyTheMarkedDoneToDos() {
    let start = State.loaded(["x 2026-11-20 A", "x 2026-11-20 B", "C"]).synced.selecting(0)
    let (started, commands) = pressingReporting([.down, " ", " ", "A"], from: start)
    #expect(started.archiving?.map(\.todo.title) == ["x 2026-11-20 B"])
    #expect(commands.contains(.archive(.append(lines: ["x 2026-11-20 B"], copies: []))))
    let archived = reducer(started, .archive(.archived(doneFileName: "done.txt"))).0
    #expect(archived.titles == ["x 2026-11-20 A", "C"])
    #expect(pressing([.control("z")], from: archived).titles == start.titles)
  }

  @Test func escClearsTheMarksThenMovesToTheInput() {
    let cleared = pressing([.escape], from: Self.threeMarked)
    #expect(cleared.marks.isEmpty)
    #expect(cleared.focus == .list)
    #expect(!titleText(cleared).contains("marked"))
    #expect(pressing([.escape], from: cleared).focus == .input)
    let done = pressing(["x"], from: cleared)
    #expect(done.titles.filter { $0.hasPrefix("x ") }.count == 1, "x on the selected todo only")
  }

  @Test func marksFollowTheirToDosByIDAcrossAReload() {
    let marked = pressing([.down, " "], from: Self.start)  // "Two todo"
    let id = marked.todos[1].id
    // Another program adds a line on top: "Two todo" is now the third.
    let reloaded = UndoAfterAnotherProgramTests.reloading(
      marked, to: ["New on top"] + Self.titles,
      ids: [nil] + Self.titles.indices.map { Self.start.todos[$0].id })
    #expect(reloaded.marks.contains(id))
    #expect(reloaded.marks.places[id] == 2, "its place brought up to date")
    let done = pressing(["x"], from: reloaded)
    #expect(done.titles[2] == "x 2026-11-26 Two todo")
    #expect(done.titles.filter { $0.hasPrefix("x ") }.count == 1)
  }

  @Test func aMarkedToDoAnotherProgramDeletesIsUnmarked() {
    let ids = Self.start.todos.map(\.id)
    let deleted = UndoAfterAnotherProgramTests.reloading(
      Self.threeMarked, to: ["One todo", "Three todo", "Four todo"], ids: [ids[0], ids[2], ids[3]])
    #expect(deleted.marks.count == 2)
    #expect(!deleted.marks.contains(ids[1]))
    #expect(titleText(deleted).contains("2 marked"))
  }

  @Test func aPressWithCtrlOrAltMarksTheToDoUnderIt() {
    let layout = Layout(Self.start.size)
    let third = Position(row: layout.listTop + 2, column: 5)
    let press = InputEvent.mouse(MouseEvent(.markingPress, at: third))
    #expect(Keymap.standard.action(for: press, in: Self.start) == .marks(.clicked(third)))
    let marked = reducer(State.loaded(Self.titles).synced, .marks(.clicked(third))).0
    #expect(marked.focus == .list && marked.selectedRow == 2, "selected, from the input line too")
    #expect(marked.marks.contains(marked.todos[2].id) && marked.marks.count == 1)
    let unmarked = reducer(marked, .marks(.clicked(third))).0
    #expect(unmarked.marks.isEmpty)
    // Below the list's todos: a press like any other, nothing marked.
    let below = reducer(marked, .marks(.clicked(Position(row: layout.listTop + 9, column: 5)))).0
    #expect(below.marks.count == 1)
  }
}
