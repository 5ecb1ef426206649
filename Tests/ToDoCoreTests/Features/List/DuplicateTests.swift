import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `y` adds a copy of the selected todo below it, open, selected, as one undoable step.
@Suite("Duplicating a todo")
struct DuplicateTests {
  @Test func theCopyGoesBelowTheTodoAndIsSelected() {
    let (state, _) = reducer(State.loaded().selecting(1), .list(.duplicateSelected))
    #expect(state.titles == ["Buy the milk", "Take my dog", "Take my dog", "Rent a car"])
    #expect(state.selectedRow == 2)
    #expect(state.selectedToDo?.id == 4, "the copy is a new todo")
    #expect(state.status == StatusMessage("Duplicated (Ctrl-Z to undo): “Take my dog”", kind: .success))
    #expect(state.saving.hasUnsavedChanges)
  }

  @Test func aDoneTodosCopyIsOpenWithItsPriorityBack() {
    let done = "x 2026-01-02 2026-01-01 Pay rent pri:A"
    let (state, _) = reducer(State.loaded([done]).selecting(0), .list(.duplicateSelected))
    #expect(state.titles == [done, "(A) 2026-01-01 Pay rent"])
  }

  @Test func anUndoTakesTheCopyBackAndARedoBringsItAgain() {
    let (copied, _) = reducer(State.loaded().selecting(0), .list(.duplicateSelected))
    let (undone, _) = reducer(copied, .history(.undo))
    #expect(undone.titles == State.loaded().titles)
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(redone.titles == copied.titles)
  }

  @Test func nothingIsCopiedWithoutTheListFocused() {
    var start = State.loaded().selecting(1)
    start.focus = .input
    #expect(reducer(start, .list(.duplicateSelected)).0 == start)
  }

  @Test func aCopyTheSearchHidesIsSaidToBeHidden() {
    // The search finds the done todo by its completion date, which its open copy lacks.
    var start = State.loaded(["x 2026-01-02 Old thing", "Other"])
    start.view.settings.query = "2026-01-02"
    (start, _) = reducer(start, .list(.focusList))
    #expect(start.selectedToDo?.title == "x 2026-01-02 Old thing")
    let (state, _) = reducer(start, .list(.duplicateSelected))
    #expect(state.titles == ["x 2026-01-02 Old thing", "Old thing", "Other"])
    #expect(state.selectedToDo?.title == "x 2026-01-02 Old thing", "the selection stays")
    #expect(
      state.status
        == StatusMessage(
          "Duplicated; the copy is hidden by the search (/ then Esc clears it; Ctrl-Z to undo): “Old thing”",
          kind: .success))
  }

  @Test func yInTheListDuplicates() {
    let state = State.loaded().selecting(0)
    #expect(Keymap.standard.action(for: Key.character("y"), in: state) == .list(.duplicateSelected))
    #expect(Keymap.standard.helpLines.contains(.entry(keys: "y", summary: "duplicate", command: "duplicate")))
  }
}
