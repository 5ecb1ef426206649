import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Fixed cases of the rule the merge property test checks at random: undo and redo take back
/// only the user's own steps, never resurrect what another program deleted or changed, and
/// never put a text in the list a second time because another program wrote it meanwhile.
@Suite("Undo and redo after another program's change: fixed cases")
struct UndoAfterAnotherProgramTests {
  /// The reload of a file holding `lines`, each with the id of the todo it is (nil: a line
  /// from elsewhere, which gets a new id).
  static func reloading(_ state: State, to lines: [String], ids: [ToDo.ID?]) -> State {
    let (started, _) = reducer(state, .reload(.due))
    let merged = MergedList(titles: TitleList(lines), ids: ids)
    let summary = ReloadSummary(before: started.todos, merged: merged, comparingText: true)
    return reducer(started, .reload(.reloaded(.changed(merged, summary)))).0
  }

  private static let start = State.loaded(["One todo", "Two todo", "Three todo"]).synced

  @Test func undoingADeleteWhoseTextAnotherProgramAppendedKeepsOneCopy() {
    // Delete "Two todo"; `echo "Two todo" >> todo.txt`; Ctrl-Z.
    let deleted = pressing([.down, .down, "d"], from: Self.start)
    #expect(deleted.titles == ["One todo", "Three todo"])
    let appended = Self.reloading(
      deleted, to: ["One todo", "Three todo", "Two todo"], ids: [1, 3, nil])
    #expect(appended.titles == ["One todo", "Three todo", "Two todo"])
    let undone = pressing([.control("z")], from: appended)
    #expect(undone.titles == ["One todo", "Three todo", "Two todo"], "not twice")
    #expect(
      undone.status
        == StatusMessage(
          "Not undone: another program wrote “Two todo” since; kept once, not twice.",
          kind: .warning))
    #expect(!undone.document.history.canRedo, "nothing to redo either")
  }

  @Test func undoingADeleteOfOneOfTwoEqualToDosBringsItBack() {
    // The list had the text twice before the delete: both are the user's.
    let twice = State.loaded(["Call mom", "Pay rent", "Call mom"]).synced
    let deleted = pressing([.down, "d"], from: twice)
    let undone = pressing([.control("z")], from: deleted)
    #expect(undone.titles == ["Call mom", "Pay rent", "Call mom"])
  }

  @Test func undoingADeleteAfterAnotherProgramAddedOtherLinesBringsItBack() {
    let deleted = pressing([.down, .down, "d"], from: Self.start)
    let appended = Self.reloading(
      deleted, to: ["One todo", "Three todo", "Four todo"], ids: [1, 3, nil])
    let undone = pressing([.control("z")], from: appended)
    #expect(undone.titles == ["One todo", "Two todo", "Three todo", "Four todo"])
  }

  @Test func redoingAnAddWhoseTextAnotherProgramWroteKeepsOneCopy() {
    let added = pressing(["N", "e", "w", " ", "t", "o", "d", "o", .enter], from: Self.start)
    let undone = pressing([.control("z")], from: added)
    #expect(undone.titles == Self.start.titles)
    let written = Self.reloading(
      undone, to: ["One todo", "Two todo", "Three todo", "New todo"], ids: [1, 2, 3, nil])
    let redone = pressing([.control("y")], from: written)
    #expect(redone.titles == ["One todo", "Two todo", "Three todo", "New todo"])
    #expect(redone.status?.text.hasPrefix("Not redone: another program wrote “New todo” since") == true)
  }

  @Test func undoingAnEditWhoseOldTextAnotherProgramWroteKeepsOneCopy() {
    let edited = pressing([.down, "e", .end, "!", .enter], from: Self.start)
    #expect(edited.titles == ["One todo!", "Two todo", "Three todo"])
    let written = Self.reloading(
      edited, to: ["One todo!", "Two todo", "Three todo", "One todo"], ids: [1, 2, 3, nil])
    let undone = pressing([.control("z")], from: written)
    #expect(undone.titles.filter { $0 == "One todo" }.count == 1)
    #expect(undone.titles == ["One todo!", "Two todo", "Three todo", "One todo"])
  }

  @Test func redoingAnEditWhoseNewTextAnotherProgramWroteKeepsOneCopy() {
    let edited = pressing([.down, "e", .end, "!", .enter], from: Self.start)
    let undone = pressing([.control("z")], from: edited)
    #expect(undone.titles == Self.start.titles)
    let written = Self.reloading(
      undone, to: ["One todo", "Two todo", "Three todo", "One todo!"], ids: [1, 2, 3, nil])
    let redone = pressing([.control("y")], from: written)
    #expect(redone.titles == ["One todo", "Two todo", "Three todo", "One todo!"])
  }

  /// Another program deleted a todo completed here: the merge's removal is the step Ctrl-Z
  /// takes back first, as its message says, and the todo comes back once, as it was here.
  @Test func undoAfterAnotherProgramDeletedACompletedToDoBringsItBackOnce() {
    let done = pressing([.down, "x"], from: Self.start.with(today: "2026-11-26"))
    #expect(done.titles.first == "x 2026-11-26 One todo")
    let removed = Self.reloading(done, to: ["Two todo", "Three todo"], ids: [2, 3])
    #expect(removed.status?.text.hasSuffix("Ctrl-Z brings them back.") == true)
    let undone = pressing([.control("z")], from: removed)
    #expect(undone.titles == ["x 2026-11-26 One todo", "Two todo", "Three todo"])
  }

  @Test func undoingAnEditOfAToDoAnotherProgramChangedKeepsTheirVersion() {
    let edited = pressing([.down, "e", .end, "!", .enter], from: Self.start)
    // Their version of the same todo keeps its id: the undo must not overwrite it.
    let changed = Self.reloading(
      edited, to: ["(A) One todo!", "Two todo", "Three todo"], ids: [1, 2, 3])
    let undone = pressing([.control("z")], from: changed)
    #expect(undone.titles == ["(A) One todo!", "Two todo", "Three todo"])
    #expect(
      undone.status
        == StatusMessage(
          "Not undone: another program changed “One todo” since; the list stays as the file has it.",
          kind: .warning))
  }

  /// Issue 44: undoing `x` on marked todos said "Undid the change: “…”", one todo's text.
  /// It says how many came back and how many were skipped, with counts; and so does redo.
  @Test func undoingABulkCompletionCountsWhatCameBackAndWhatWasSkipped() {
    let marked = pressing([" ", " ", " "], from: Self.start.with(today: "2026-11-26").selecting(0))
    let done = pressing(["x"], from: marked)
    let allDone = done.todos.allSatisfy { $0.line.isCompleted }
    #expect(allDone)
    let undone = pressing([.control("z")], from: done)
    #expect(
      undone.status
        == StatusMessage("Undid the change to 3 todos: 3 open again (Ctrl-Y to redo).", kind: .info))
    let redone = pressing([.control("y")], from: undone)
    #expect(redone.status == StatusMessage("Redid the change to 3 todos: 3 done again.", kind: .info))
    // Another program reopened and changed one of them meanwhile: that one is skipped.
    let titles = done.titles
    let changed = Self.reloading(done, to: [titles[0], "Two todo, theirs", titles[2]], ids: [1, 2, 3])
    let partly = pressing([.control("z")], from: changed)
    #expect(partly.titles == ["One todo", "Two todo, theirs", "Three todo"])
    #expect(
      partly.status
        == StatusMessage(
          "Undid the change to 3 todos: 2 open again, 1 skipped (another program changed it since) "
            + "(Ctrl-Y to redo).", kind: .warning))
  }

  @Test func undoingADeleteOfAToDoAnotherProgramAlsoDeletedBringsItBackOnce() {
    // Both sides deleted it: the user's own step brings it back, once.
    let deleted = pressing([.down, .down, "d"], from: Self.start)
    let alsoDeleted = Self.reloading(deleted, to: ["One todo", "Three todo"], ids: [1, 3])
    let undone = pressing([.control("z")], from: alsoDeleted)
    #expect(undone.titles == ["One todo", "Two todo", "Three todo"])
  }

  @Test func aStaleUndoLeavesTheTodosOlderStepsAlone() {
    // p C then p A on "(A) Water plants"; another program writes "(C) Water plants"; Ctrl-Z
    // twice. The first is stale; the second must not put back "(A)" over that program's
    // "(C)", although the todo reads as the older step left it (found by seed 444168).
    let start = State.loaded(["(A) Water plants", "Book flights"]).synced
    let edited = pressing([.down, "p", "c", "p", "a"], from: start)
    #expect(edited.titles == ["(A) Water plants", "Book flights"])
    let changed = Self.reloading(edited, to: ["(C) Water plants", "Book flights"], ids: [1, 2])
    #expect(changed.titles == ["(C) Water plants", "Book flights"])
    let first = pressing([.control("z")], from: changed)
    #expect(first.titles == ["(C) Water plants", "Book flights"])
    let second = pressing([.control("z")], from: first)
    #expect(second.titles == ["(C) Water plants", "Book flights"], "the other program's text stays")
    #expect(second.status == StatusMessage("Nothing to undo.", kind: .info))
  }
}
