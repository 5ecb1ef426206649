import Testing
import ToDoTestSupport

@testable import ToDoCore

/// What the file store hands back for the save running in `state` when another program
/// left the file as `theirs`: the real line merge, matched to the todos as the store
/// matches them. Pure.
func storeMerge(of state: State, theirs: [String]) -> MergedList {
  let sent = state.saving.saveInFlight ?? state.todos
  let base = state.saving.syncedList
  let outcome = LineMerge.mergeReporting(
    base: base.lines, ours: sent.lines, theirs: theirs.map { TextLine($0) },
    ourChanges: { sent.indicesByID(from: base) })
  return MergedList(
    lines: outcome.lines, matching: sent, base: base, counterparts: outcome.counterparts,
    conflicts: outcome.conflicts)
}

@Suite("Conflicts of a merge, named, and undo after merges")
struct MergeConflictReducerTests {
  @Test func aDeleteOfAToDoAnotherProgramChangedIsNamedAndItsUndoNeverDoublesIt() {
    let start = State.loaded(["(C) Fix the bike", "Call Mum"]).synced.selecting(0)
    let (saving, _) = reduce(start, [.list(.deleteSelected), .persistence(.saveNow)])
    let merged = storeMerge(of: saving, theirs: ["(A) Fix the bike", "Call Mum"])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["(A) Fix the bike", "Call Mum"])
    #expect(
      took.status
        == StatusMessage(
          "Not deleted: ‘(C) Fix the bike’ was changed by another program to ‘(A) Fix the bike’",
          kind: .warning))
    // Their version is the todo deleted here: undoing the delete finds it, never adds it twice.
    #expect(took.todos.first?.id == 1)
    let (undone, _) = reduce(took, [.history(.undo)])
    #expect(undone.titles == ["(A) Fix the bike", "Call Mum"])
    #expect(undone.status?.kind == .warning)
    let (redone, _) = reduce(undone, [.history(.redo)])
    #expect(redone.titles == ["(A) Fix the bike", "Call Mum"])
  }

  @Test func aCompletionOfAToDoAnotherProgramDeletedIsKeptAndNamed() {
    var start = State.loaded(["Fix the bike", "Call Mum"]).synced.selecting(0)
    start.today = CalendarDate(iso: "2026-11-23")
    let (saving, _) = reduce(start, [.completion(.toggle), .persistence(.saveNow)])
    let completed = saving.todos[0].title
    let merged = storeMerge(of: saving, theirs: ["Call Mum"])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == [completed, "Call Mum"])
    #expect(
      took.status
        == StatusMessage("Completed here, deleted there: ‘\(completed)’ (kept as completed)", kind: .warning))
  }

  @Test func severalConflictsNameTheFirstAndCountTheRest() {
    let start = State.loaded(["A", "B", "C"]).synced
    var state = start.selecting(0)
    for _ in 0..<3 { state = reducer(state, .list(.deleteSelected)).0 }
    let (sent, _) = reduce(state, [.persistence(.saveNow)])
    let merged = storeMerge(of: sent, theirs: ["(A) A", "(B) B", "(C) C"])
    let (took, _) = reducer(sent, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["(A) A", "(B) B", "(C) C"])
    #expect(took.status?.text.hasSuffix("(and 2 more)") == true)
  }

  @Test func anUndoOfAnEarlierStepAfterAMergeKeepsTheOtherProgramsChanges() {
    let start = State.loaded(["Call Mum", "Fix the bike"]).synced
    let (saving, _) = reduce(
      start, [.lineEdit(.insert("Walk the dog")), .list(.addInput), .persistence(.saveNow)])
    let merged = storeMerge(of: saving, theirs: ["Call Mum", "Fix the bike", "From the phone"])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["Walk the dog", "Call Mum", "Fix the bike", "From the phone"])
    let (undone, _) = reduce(took, [.history(.undo)])
    #expect(undone.titles == ["Call Mum", "Fix the bike", "From the phone"])
    let (redone, _) = reduce(undone, [.history(.redo)])
    #expect(redone.titles == ["Walk the dog", "Call Mum", "Fix the bike", "From the phone"])
  }

  @Test func anUndoOfAChangeToAToDoAnotherProgramChangedOrDeletedSinceDoesNothingAndSaysSo() {
    let start = State.loaded(["Call Mum", "Fix the bike"]).synced.selecting(1)
    let (changed, _) = reduce(start, [.priority(.set("B"))])
    #expect(changed.titles == ["Call Mum", "(B) Fix the bike"])
    let (saved, _) = reduce(changed, [.persistence(.saveNow), .persistence(.saved)])
    // Another program deletes the line and adds one (a merge that only removed todos
    // would be an undo step of its own); the next save merges that in.
    let (saving, _) = reduce(saved, [.lineEdit(.insert("New")), .list(.addInput), .persistence(.saveNow)])
    let merged = storeMerge(of: saving, theirs: ["Call Mum", "From the phone"])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["New", "Call Mum", "From the phone"])
    let (undone, _) = reduce(took, [.history(.undo), .history(.undo)])
    // The add is taken back; the priority's undo would resurrect the deleted line: it does nothing.
    #expect(undone.titles == ["Call Mum", "From the phone"])
    #expect(undone.status?.kind == .warning)
  }

  @Test func aMergeThatRemovedMostOfTheListIsOneStepThatBringsBackOnlyWhatItRemoved() {
    let start = State.loaded(["A", "B", "C", "D"]).synced
    let (saving, _) = reduce(start, [.persistence(.saveNow)])
    let merged = storeMerge(of: saving, theirs: ["D", "From them"])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["D", "From them"])
    let (undone, _) = reduce(took, [.history(.undo)])
    #expect(undone.titles == ["A", "B", "C", "D", "From them"])
    let (redone, _) = reduce(undone, [.history(.redo)])
    #expect(redone.titles == ["D", "From them"])
  }
}
