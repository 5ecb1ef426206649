import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `E`: the selected todo in the user's editor, and what comes back from it.
@Suite("Reducer: editing a todo in the editor")
struct ExternalEditReducerTests {
  private func start() -> State {
    var state = State.loaded(["Call mom", "Buy milk", "Taxes"]).synced.selecting(1)
    state.today = CalendarDate(iso: "2026-01-31")
    return state
  }

  private func titles(_ state: State) -> [String] { state.todos.map(\.title) }

  @Test func eAsksForTheSelectedToDoInTheEditor() {
    let state = start()
    let id = state.todos[1].id
    let (next, command) = reducer(state, .externalEdit(.open))
    #expect(command == .externalEdit(.edit(id, text: "Buy milk")))
    #expect(titles(next) == titles(state))
  }

  @Test func theEditedLineReplacesTheToDoWithItsDatesWrittenOutAsOneUndoableStep() {
    let state = start()
    let id = state.todos[1].id
    let (edited, command) = reducer(
      state, .externalEdit(.edited(id, .edited("  Buy oat milk due:tomorrow \n"))))
    #expect(titles(edited) == ["Call mom", "Buy oat milk due:2026-02-01", "Taxes"])
    #expect(edited.selectedToDo?.id == id)
    #expect(command == Command.saveAfterDelay)
    #expect(edited.status?.text == "Saved: “Buy oat milk due:2026-02-01” (Ctrl-Z to undo).")
    let (undone, _) = reducer(edited, .history(.undo))
    #expect(titles(undone) == titles(state))
  }

  @Test func anEditThatHidesItsToDoAndAddsLinesBelowLeavesRowsOnlyOnToDosThatExist() {
    // A group of changes (the edit, then the lines added) is followed by the rows with the
    // document's count after each change: the rows once pointed past the list's end.
    let start = start()
    var state = reducer(start, .system(.dayBegan(start.today!, nextDayIn: .seconds(60)))).0
    let id = state.todos[1].id
    state = reducer(state, .externalEdit(.edited(id, .edited("Buy milk t:tomorrow\nMore here")))).0
    #expect(titles(state) == ["Call mom", "Buy milk t:2026-02-01", "More here", "Taxes"])
    let shown = state.shownTitles
    #expect(shown == ["Call mom", "More here", "Taxes"])
    #expect(state.selectedRow.map { $0 < state.view.rows.count } == true)
  }

  @Test func furtherLinesBecomeNewToDosBelowItAndOneUndoTakesAllBack() {
    let state = start()
    let id = state.todos[1].id
    let (edited, _) = reducer(
      state, .externalEdit(.edited(id, .edited("Buy milk\n\nBuy bread\r\nBuy eggs t:+1d\n"))))
    #expect(titles(edited) == ["Call mom", "Buy milk", "Buy bread", "Buy eggs t:2026-02-01", "Taxes"])
    #expect(edited.status?.text == "Saved: “Buy milk” and 2 new todos below it (Ctrl-Z to undo).")
    let (undone, _) = reducer(edited, .history(.undo))
    #expect(titles(undone) == titles(state))
  }

  @Test(arguments: [
    (ExternalEditOutcome.edited(" \n\n"), "Not changed: the file was left empty (d deletes a todo)."),
    (.edited("ok\n"), "Not changed: “ok” is too short; a todo needs at least 3 characters."),
    (.editorFailed(editor: "vi", status: 1), "Not changed: the editor “vi” exited with status 1."),
    (
      .editorFailed(editor: "nano", status: 127),
      "Not changed: the editor “nano” was not found; set VISUAL or EDITOR to the editor you use."
    ),
    (.edited("Buy milk\n"), "Unchanged."),
  ])
  func anEditorThatFailedOrLeftNothingChangesNothingAndSaysSo(outcome: ExternalEditOutcome, message: String) {
    let state = start()
    let (next, command) = reducer(state, .externalEdit(.edited(state.todos[1].id, outcome)))
    #expect(titles(next) == titles(state))
    #expect(next.document.revision == state.document.revision)
    #expect(command == nil)
    #expect(next.status?.text == message)
  }

  @Test func aToDoGoneMeanwhileIsNotBroughtBack() {
    let state = start()
    let (next, _) = reducer(state, .externalEdit(.edited(999, .edited("Something new\n"))))
    #expect(titles(next) == titles(state))
    #expect(next.status?.text.hasPrefix("Not saved: the todo was removed meanwhile") == true)
  }
}
