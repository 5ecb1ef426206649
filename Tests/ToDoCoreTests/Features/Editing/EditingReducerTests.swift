import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Editing a todo in the input line, as a sequence of reductions: what is left when the
/// todo goes meanwhile, and what a press elsewhere does to the edit.
@Suite("Reducer: editing a todo")
struct EditingReducerTests {
  @Test func anEditWhoseToDoWasRemovedMeanwhileIsNotSaved() {
    var state = State.started(["Buy the milk", "Take my dog"], row: 1)
    state = reduce(state, [.editing(.start), .lineEdit(.insert("!"))]).0
    // The todo goes while the line is open (here by an undo of a merge, done directly).
    state.document = ToDoDocument([ToDo(id: 1, title: "Buy the milk")])
    let (after, _) = reducer(state, .editing(.save))
    #expect(after.titles == ["Buy the milk"])
    #expect(after.mode == .browsing && after.input.isEmpty)
    #expect(after.status?.text.hasPrefix("Not saved: the todo was removed meanwhile") == true)
  }

  @Test func aPressOutsideTheInputLeavesTheEditOnItsTextKeepsItAndOnSaveSavesIt() {
    var state = State.started(["Buy the milk", "Take my dog"], row: 1)
    state.input = InputLine("half typed")
    state = reduce(state, [.editing(.start), .lineEdit(.insert("!"))]).0
    // The button says what Enter does now, and is drawn where it is pressed.
    let line = compose(state).lines[1]
    #expect(line.hasSuffix(" [ Save ]") && line.count == 80, "\(line)")
    // On the input's text: the edit goes on, nothing is added.
    let (still, _) = reducer(state, .list(.clicked(Position(row: 1, column: 40))))
    #expect(still.mode == .editing(2, draft: InputLine("half typed")) && still.titles.count == 2)
    // On a list row: the edit is left (the todo as it was), then the press selects.
    let (left, _) = reducer(still, .list(.clicked(Position(row: 3, column: 5))))
    #expect(left.mode == .browsing && left.input == InputLine("half typed"))
    #expect(left.titles == ["Buy the milk", "Take my dog"] && left.selectedRow == 0)
    // On `[ Save ]`, its first column and its last: saved as Enter saves, nothing added.
    for column in [72, 79] {
      let (saved, _) = reducer(still, .list(.clicked(Position(row: 1, column: column))))
      #expect(saved.titles == ["Buy the milk", "Take my dog!"] && saved.mode == .browsing)
      #expect(saved.input == InputLine("half typed"))
    }
    // The blank before it is the text's: the edit goes on.
    let (beside, _) = reducer(still, .list(.clicked(Position(row: 1, column: 71))))
    #expect(beside.mode == still.mode && beside.titles == still.titles)
  }
}
