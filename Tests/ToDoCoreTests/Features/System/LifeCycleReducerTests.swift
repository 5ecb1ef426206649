import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Completing, reopening, recurring, editing, prioritising and the day, through the
/// reducer, every state change and command stated (`TestStore`).
@Suite("Reducer: a todo's life cycle")
struct LifeCycleReducerTests {
  @Test func completingKeepsThePriorityInATagAndReopeningBringsItBack() {
    let open = ToDo(id: 1, title: "(A) 2026-01-01 Call mom @phone")
    let done = ToDo(id: 1, title: "x 2026-01-02 2026-01-01 Call mom @phone pri:A")
    let dog = ToDo(id: 2, title: "Take my dog")
    var store = TestStore(State.started([open.title, dog.title]))
    store.send(.completion(.toggle), command: Command.saveAfterDelay) {
      $0.expectToDos(ToDoList([done, dog]))
      $0.document.completedCount = 1
      $0.expectChangeToSave(revision: 1)
      $0.document.history.record(.changed(open, to: done, at: 0), nextID: $0.document.nextID)
      $0.status = StatusMessage("Done (Ctrl-Z to undo): “\(done.title)”", kind: .success)
    }
    #expect(compose(store.state).lines[0].hasPrefix("TODO - (2) · 1 done"))
    store.send(.completion(.toggle)) {
      $0.expectToDos(ToDoList([open, dog]))
      $0.document.completedCount = 0
      $0.document.revision = 2
      $0.document.history.record(.changed(done, to: open, at: 0), nextID: $0.document.nextID)
      $0.status = StatusMessage("Open again (Ctrl-Z to undo): “\(open.title)”", kind: .success)
    }
    #expect(compose(store.state).lines[0] == "TODO - (2)")
  }

  @Test func completingARecurringToDoAddsTheNextAboveItAndOneUndoTakesBothBack() {
    let rent = ToDo(id: 1, title: "Pay rent due:2026-01-31 rec:1m")
    let done = ToDo(id: 1, title: "x 2026-01-31 Pay rent due:2026-01-31 rec:1m")
    let next = ToDo(id: 3, title: "Pay rent due:2026-02-28 rec:1m")
    let other = ToDo(id: 2, title: "Other")
    var store = TestStore(State.started([rent.title, other.title], today: CalendarDate(iso: "2026-01-31")))
    store.send(.completion(.toggle), command: Command.saveAfterDelay) {
      $0.expectToDos(ToDoList([next, done, other]))
      $0.expectSelection(row: 1)  // Still the completed todo.
      $0.document.nextID = 4
      $0.document.completedCount = 1
      $0.expectChangeToSave(revision: 2)
      $0.document.history.record(
        .grouped([.changed(rent, to: done, at: 0), .inserted(next, at: 0)]), nextID: $0.document.nextID)
      $0.status = StatusMessage("Done; next: “\(next.title)”", kind: .success)
    }
    store.send(.history(.undo)) {
      $0.expectToDos(ToDoList([rent, other]))
      $0.expectSelection(row: 0)
      $0.view.unchosenSelection = 1
      $0.document.completedCount = 0
      $0.document.revision = 4
      _ = $0.document.history.takeUndo(nextID: $0.document.nextID)
      $0.status = StatusMessage("Undid the change (Ctrl-Y to redo): “\(rent.title)”", kind: .info)
    }
    store.send(.history(.redo)) {
      $0.expectToDos(ToDoList([next, done, other]))
      $0.expectSelection(row: 0)
      $0.view.unchosenSelection = 3
      $0.document.completedCount = 1
      $0.document.revision = 6
      _ = $0.document.history.takeRedo(nextID: $0.document.nextID)
      $0.status = StatusMessage("Changed again: “\(done.title)”", kind: .info)
    }
  }

  @Test func completingBeforeTheDayIsKnownChangesNothingAndSaysWhy() {
    var store = TestStore(State.started(["Call mom"], today: nil))
    store.send(.completion(.toggle)) {
      $0.status = StatusMessage(
        "Not done yet: the date is not known yet; press the key again in a moment.", kind: .warning)
    }
  }

  @Test func editingInPlaceSavesWithDatesWrittenOutAndGivesTheLineBack() {
    let dog = ToDo(id: 2, title: "Take my dog")
    let edited = ToDo(id: 2, title: "Take my dog due:2026-01-03")
    var first = State.started(["Buy the milk", dog.title], row: 1)
    first.input = InputLine("half typed")
    var store = TestStore(first)
    store.send(.editing(.start)) {
      $0.mode = .editing(2, draft: InputLine("half typed"))
      $0.input = InputLine("Take my dog")
      $0.status = StatusMessage("Editing: Enter saves, Esc leaves the todo as it was.", kind: .info)
      $0.statusOwner = .editing
    }
    store.send(.lineEdit(.insert(" due:tomorrow"))) {
      $0.input = InputLine("Take my dog due:tomorrow")
      $0.status = nil
      $0.statusOwner = nil
    }
    store.send(.editing(.save), command: Command.saveAfterDelay) {
      $0.mode = .browsing
      $0.input = InputLine("half typed")
      $0.expectToDos(ToDoList([ToDo(id: 1, title: "Buy the milk"), edited]))
      $0.expectChangeToSave(revision: 1)
      $0.document.history.record(.changed(dog, to: edited, at: 1), nextID: $0.document.nextID)
      $0.status = StatusMessage("Saved (Ctrl-Z to undo): “\(edited.title)”", kind: .success)
    }
    // Esc: the todo stays, the line gets back what it held.
    store.send(.editing(.start)) {
      $0.mode = .editing(2, draft: InputLine("half typed"))
      $0.input = InputLine(edited.title)
      $0.status = StatusMessage("Editing: Enter saves, Esc leaves the todo as it was.", kind: .info)
      $0.statusOwner = .editing
    }
    store.send(.lineEdit(.deleteToLineStart)) {
      $0.input = InputLine("")
      $0.status = nil
      $0.statusOwner = nil
    }
    store.send(.editing(.save)) {
      $0.status = StatusMessage(
        "Too short: a todo needs at least 3 characters; Esc leaves it as it was, Del deletes it in the list.",
        kind: .warning)
      $0.statusOwner = .editing
      // Longer than the status line: it shows whole until the next key.
      $0.statusShownWhole = true
    }
    store.send(.editing(.cancel)) {
      $0.mode = .browsing
      $0.input = InputLine("half typed")
      $0.status = nil
      $0.statusOwner = nil
      $0.statusShownWhole = false
    }
    store.send(.history(.undo)) {
      $0.expectToDos(ToDoList([ToDo(id: 1, title: "Buy the milk"), dog]))
      $0.view.unchosenSelection = 2
      $0.document.revision = 2
      _ = $0.document.history.takeUndo(nextID: $0.document.nextID)
      $0.status = StatusMessage("Undid the change (Ctrl-Y to redo): “\(dog.title)”", kind: .info)
    }
  }

  @Test func pThenALetterSetsThePriority() {
    var store = TestStore(State.started(["Call mom", "Other"]))
    store.send(.priority(.choose)) { $0.mode = .choosingPriority(1) }
    let letter = store.state.keymap.action(for: .character("b"), in: store.state)
    #expect(letter == .priority(.set("B")))
    store.send(.priority(.set("B")), command: Command.saveAfterDelay) {
      $0.mode = .browsing
      $0.expectToDos(ToDoList([ToDo(id: 1, title: "(B) Call mom"), ToDo(id: 2, title: "Other")]))
      $0.expectChangeToSave(revision: 1)
      $0.document.history.record(
        .changed(ToDo(id: 1, title: "Call mom"), to: ToDo(id: 1, title: "(B) Call mom"), at: 0),
        nextID: $0.document.nextID)
      $0.status = StatusMessage("Priority B (Ctrl-Z to undo): “(B) Call mom”", kind: .success)
    }
  }

  @Test func theDayComesAsAnActionAndIsReadAgainAtTheNextMidnight() {
    let day = CalendarDate(iso: "2026-11-23")!
    var store = TestStore(State.loaded())
    store.send(
      .system(.dayBegan(day, nextDayIn: .seconds(3_600))),
      command: .schedule(id: .nextDay, after: .seconds(3_600), send: .system(.dayEnded))
    ) { $0.today = day }
    store.send(.system(.dayEnded), command: .system(.readToday))
    // A clock read a hair before midnight waits a second, not nothing.
    store.send(
      .system(.dayBegan(day.adding(days: 1), nextDayIn: .milliseconds(3))),
      command: .schedule(id: .nextDay, after: .seconds(1), send: .system(.dayEnded))
    ) { $0.today = day.adding(days: 1) }
  }

}
