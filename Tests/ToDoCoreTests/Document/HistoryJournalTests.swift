import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("History: the journal's events and steps restored from it")
struct HistoryJournalTests {
  private static func adding(_ text: String) -> [Action] {
    [.list(.focusInput), .lineEdit(.insert(text)), .list(.addInput)]
  }

  @Test func eachStepUndoAndRedoIsAnEventNumberedInOrder() {
    let (state, _) = reduce(.loaded(), Self.adding("Buy bread") + [.history(.undo), .history(.redo)])
    let events = state.document.history.journalEvents(after: 0)
    #expect(events.map(\.kind) == [.did, .undid, .redid])
    #expect(events.map(\.number) == [1, 2, 3])
    #expect(events.first?.edit.todos.map(\.title) == ["Buy bread"])
    #expect(state.document.history.journalEvents(after: 2).map(\.kind) == [.redid])
    #expect(state.document.history.journalEvents(after: 3).isEmpty)
  }

  @Test func anUndoThatFoundItsToDoChangedIsADrop() {
    let (added, _) = reduce(State.loaded().synced, Self.adding("Buy bread"))
    // Another program changes the todo: the reload takes it with the same id.
    var titles = added.titles
    titles[0] = "Buy bread and jam"
    let changed = UndoAfterAnotherProgramTests.reloading(added, to: titles, ids: added.todos.map(\.id))
    #expect(changed.titles.contains("Buy bread and jam"))
    let (undone, _) = reducer(changed, .history(.undo))
    #expect(undone.titles.contains("Buy bread and jam"))
    #expect(undone.document.history.journalEvents(after: 0).last?.kind == .undoDropped)
  }

  @Test func restoredStepsAreUndoneAndRedoneOnTheToDosThatHoldTheirText() {
    let steps: [ListEdit] = [
      .inserted(ToDo(id: 0, title: "Buy bread"), at: 0),
      .changed(ToDo(id: 0, title: "Buy bread"), to: ToDo(id: 0, title: "x 2026-11-26 Buy bread"), at: 0),
    ]
    let start = State.loaded(["x 2026-11-26 Buy bread", "Take my dog"])
    let (restored, command) = reducer(start, .persistence(.historyRestored(undoable: steps, redoable: [])))
    #expect(command == nil)
    #expect(restored.document.history.undoable.count == 2)
    let (once, _) = reducer(restored, .history(.undo))
    #expect(once.titles == ["Buy bread", "Take my dog"])
    let (twice, _) = reducer(once, .history(.undo))
    #expect(twice.titles == ["Take my dog"])
    let (redone, _) = reduce(twice, [.history(.redo), .history(.redo)])
    #expect(redone.titles == start.titles)
  }

  @Test func ofIdenticalTodosARestoredStepIsBoundToTheOneAtItsPlace() {
    // The first of two identical todos was completed in the last run.
    let steps: [ListEdit] = [
      .changed(ToDo(id: 0, title: "Dup"), to: ToDo(id: 0, title: "x 2026-11-26 Dup"), at: 0)
    ]
    let start = State.loaded(["x 2026-11-26 Dup", "Take my dog", "x 2026-11-26 Dup"])
    let (restored, _) = reducer(start, .persistence(.historyRestored(undoable: steps, redoable: [])))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == ["Dup", "Take my dog", "x 2026-11-26 Dup"])
  }

  @Test func aRestoredStepOverAToDoAnotherProgramChangedIsNotUndone() {
    let steps: [ListEdit] = [
      .changed(ToDo(id: 0, title: "Buy bread"), to: ToDo(id: 0, title: "x 2026-11-26 Buy bread"), at: 0)
    ]
    // Since the journal's last save, another program reopened and edited it.
    let start = State.loaded(["Buy bread and jam", "Take my dog"])
    let (restored, _) = reducer(start, .persistence(.historyRestored(undoable: steps, redoable: [])))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == start.titles)
    #expect(undone.status?.text.hasPrefix("Not undone") == true)
    #expect(!undone.document.history.canUndo, "the step is dropped")
  }

  @Test func aRemovalIsNotUndoneOverTheTextTheListHoldsAlready() {
    // The journal lost the undo of this delete in a crash: the file holds the todo again.
    let steps: [ListEdit] = [.removed(ToDo(id: 0, title: "Take my dog"), at: 1)]
    let start = State.loaded(["Buy bread", "Take my dog"])
    let (restored, _) = reducer(start, .persistence(.historyRestored(undoable: steps, redoable: [])))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == start.titles, "kept once, not twice")
  }

  @Test func ofIdenticalTodosADeleteIsUndoneWhenTheListIsTheOneTheStepsLeft() {
    // Two identical todos, one deleted, and the app quit: the list as the app saved it.
    let steps: [ListEdit] = [.removed(ToDo(id: 0, title: "Water the plants"), at: 1)]
    let start = State.loaded(["Buy bread", "Water the plants", "Call mom"])
    let (restored, _) = reducer(
      start, .persistence(.historyRestored(undoable: steps, redoable: [], lastSeen: TitleList(start.titles))))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == ["Buy bread", "Water the plants", "Water the plants", "Call mom"])
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(redone.titles == start.titles)
  }

  @Test func ofIdenticalTodosEachStepIsBoundToTheOneAtItsPlace() {
    // The first of three identical todos was completed, then the last: undone in turn.
    let steps: [ListEdit] = [
      .changed(ToDo(id: 0, title: "Dup"), to: ToDo(id: 0, title: "x 2026-12-01 Dup"), at: 0),
      .changed(ToDo(id: 0, title: "Dup"), to: ToDo(id: 0, title: "x 2026-12-01 Dup"), at: 2),
    ]
    let start = State.loaded(["x 2026-12-01 Dup", "Dup", "x 2026-12-01 Dup"])
    let (restored, _) = reducer(
      start, .persistence(.historyRestored(undoable: steps, redoable: [], lastSeen: TitleList(start.titles))))
    let (once, _) = reducer(restored, .history(.undo))
    #expect(once.titles == ["x 2026-12-01 Dup", "Dup", "Dup"])
    let (twice, _) = reducer(once, .history(.undo))
    #expect(twice.titles == ["Dup", "Dup", "Dup"])
  }

  @Test func anotherProgramsChangeSinceIsAlignedAndTheIdenticalCopyStillComesBack() {
    // Of two identical todos one was deleted; another program added a todo while the app
    // was closed: the list loaded is not the one the steps left, the alignment carries it.
    let steps: [ListEdit] = [.removed(ToDo(id: 0, title: "Dup"), at: 1)]
    let start = State.loaded(["Dup", "Call mom", "Pay rent"])
    let (restored, _) = reducer(
      start,
      .persistence(.historyRestored(undoable: steps, redoable: [], lastSeen: TitleList(["Dup", "Call mom"]))))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == ["Dup", "Dup", "Call mom", "Pay rent"])
  }

  @Test func aStepOnATodoAnotherProgramChangedSinceChangesNothing() {
    let steps: [ListEdit] = [
      .changed(ToDo(id: 0, title: "Dup"), to: ToDo(id: 0, title: "x 2026-12-01 Dup"), at: 1)
    ]
    // The app left ["Dup", "x 2026-12-01 Dup"]; another program reopened and edited it.
    let start = State.loaded(["Dup", "Dup tonight"])
    let (restored, _) = reducer(
      start,
      .persistence(
        .historyRestored(undoable: steps, redoable: [], lastSeen: TitleList(["Dup", "x 2026-12-01 Dup"]))))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == ["Dup", "Dup tonight"], "neither copy overwritten")
  }

  @Test func aListThatDoesNotReadAsTheStepsLeftItFallsBackToTheirTexts() {
    // Said to be as left, but the step's place holds another text: bound by text instead.
    let steps: [ListEdit] = [.inserted(ToDo(id: 0, title: "Call mom"), at: 0)]
    let start = State.loaded(["Buy bread", "Call mom"])
    let (restored, _) = reducer(
      start, .persistence(.historyRestored(undoable: steps, redoable: [], lastSeen: TitleList(start.titles))))
    let (undone, _) = reducer(restored, .history(.undo))
    #expect(undone.titles == ["Buy bread"])
  }

  @Test func stepsAreRestoredOnlyOnAHistoryWithoutSteps() {
    let (added, _) = reduce(.loaded(), Self.adding("Buy bread"))
    let steps: [ListEdit] = [.inserted(ToDo(id: 0, title: "Take my dog"), at: 1)]
    let (restored, _) = reducer(added, .persistence(.historyRestored(undoable: steps, redoable: [])))
    #expect(restored.document.history == added.document.history)
  }
}
