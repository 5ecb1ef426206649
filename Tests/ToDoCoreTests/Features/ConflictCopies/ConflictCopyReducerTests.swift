import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Sync conflict copies: the question, the merge, undo")
struct ConflictCopyReducerTests {
  static let copy = ConflictCopy(
    name: "todo.sync-conflict-20261123-101500-ABCDEF1.txt",
    titles: ["Buy the milk", "From the phone", "Call Mum"])

  @Test func theLoadLooksForCopies() {
    let (_, command) = reducer(
      State(loadStatus: .loading(spinnerFrame: 0)), .persistence(.toDosLoaded(["A"])))
    #expect(command == Command.batch([.cancel(id: .spinner), .conflictCopies(.find)]))
  }

  @Test func aCopyArrivingWhileTheAppRunsIsLookedForOnceLoadedAndNotWhileLeaving() {
    #expect(reducer(State.loaded().synced, .conflictCopies(.arrived)).1 == .conflictCopies(.find))
    #expect(
      reducer(State(loadStatus: .loading(spinnerFrame: 0)), .conflictCopies(.arrived)).1 == nil)
    let (leaving, _) = reducer(State.loaded().synced, .system(.quit))
    #expect(reducer(leaving, .conflictCopies(.arrived)).1 == nil)
  }

  @Test func mergedToDosShowInAFilteredAndSortedListWithoutLeavingIt() {
    // The lines added are one group of changes, followed by the rows as one.
    var state = reduce(State.loaded(["Buy the milk", "Call Mum"]).synced.selecting(0), [.view(.cycleSort)]).0
    state = reducer(state, .conflictCopies(.found([Self.copy]))).0
    state = reducer(state, .conflictCopies(.merge)).0
    let shown = state.shownTitles
    #expect(Set(shown) == ["Buy the milk", "Call Mum", "From the phone"])
  }

  @Test func aCopyFoundIsAskedAboutWithHowManyToDosTheListLacks() {
    let (asked, _) = reducer(
      State.loaded().synced.selecting(0), .conflictCopies(.found([Self.copy])))
    #expect(asked.mode == .mergingConflictCopy)
    #expect(
      asked.status
        == StatusMessage(
          "Sync conflict copy ‘\(Self.copy.name)’: 2 todos not in the list. m merges · i leaves it",
          kind: .warning))
    // Typing runs nothing while it asks: the status line says the key has no command.
    #expect(Keymap.standard.action(for: "x", in: asked) == .help(.noCommand(key: "x")))
    #expect(Keymap.standard.action(for: "m", in: asked) == .conflictCopies(.merge))
  }

  @Test func mergingAddsWhatTheListLacksAsOneUndoableStepAndMovesTheCopyAside() {
    let (asked, _) = reducer(
      State.loaded().synced.selecting(0), .conflictCopies(.found([Self.copy])))
    let (merged, command) = reducer(asked, .conflictCopies(.merge))
    #expect(command == .persistence(.save(merged.todos, base: asked.saving.syncedList)), "saved at once")
    #expect(reducer(merged, .persistence(.saved)).1 == .conflictCopies(.moveAside(Self.copy.name)))
    #expect(merged.titles == ["From the phone", "Call Mum", "Buy the milk", "Take my dog", "Rent a car"])
    #expect(merged.mode == .browsing)
    #expect(merged.selectedRow == 0)
    #expect(
      merged.status?.text.hasPrefix(
        "Merged 2 todos from ‘\(Self.copy.name)’ (Ctrl-Z undoes): ‘From the phone’, ‘Call Mum’") == true)
    let (moved, _) = reducer(merged, .conflictCopies(.movedAside(Self.copy.name)))
    #expect(moved.status?.text.hasSuffix("the copy is in .todo-merged/") == true)
    let (undone, _) = reducer(moved, .history(.undo))
    #expect(undone.titles == ["Buy the milk", "Take my dog", "Rent a car"])
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(redone.titles == merged.titles)
  }

  /// A kill between the merge and the save must not leave the copy's todos in neither
  /// file: the copy stays beside the list until a save has left it on disk with them, and
  /// is offered again at the next start if none did (decision 0310).
  @Test func theCopyGoesAsideOnlyOnceTheListIsOnDiskWithItsTodos() {
    let other = ConflictCopy(name: "todo (conflicted copy 2026-11-23 101500).txt", titles: ["Other"])
    let (asked, _) = reducer(
      State.loaded().synced.selecting(0), .conflictCopies(.found([Self.copy, other])))
    let (first, saving) = reducer(asked, .conflictCopies(.merge))
    #expect(saving == .persistence(.save(first.todos, base: asked.saving.syncedList)))
    // The second copy merged while the first one's save runs: saved after it, both then aside.
    let (both, none) = reducer(first, .conflictCopies(.merge))
    #expect(none == nil, "one save at a time, nothing moved: \(String(describing: none))")
    #expect(both.conflictCopies.mergedUnsaved == [Self.copy.name, other.name])
    let (failed, retry) = reducer(both, .persistence(.saveFailed("No space left on device")))
    #expect(!"\(String(describing: retry))".contains("moveConflictCopyAside"), "a failed save moves nothing")
    let (retried, next) = reducer(failed, .persistence(.saveNow))
    #expect(
      next == .batch([.cancel(id: .save), .persistence(.save(both.todos, base: asked.saving.syncedList))]))
    let (saved, moves) = reducer(retried, .persistence(.saved))
    #expect(
      moves == .batch([.conflictCopies(.moveAside(Self.copy.name)), .conflictCopies(.moveAside(other.name))]))
    #expect(saved.conflictCopies.mergedUnsaved.isEmpty)
    #expect(reducer(saved, .persistence(.saved)).1 == nil, "once")
  }

  @Test func aCopyThatAddsNothingToASavedListGoesAsideAtOnce() {
    let copy = ConflictCopy(name: Self.copy.name, titles: ["Buy the milk"])
    let (asked, _) = reducer(State.loaded().synced.selecting(0), .conflictCopies(.found([copy])))
    let (merged, command) = reducer(asked, .conflictCopies(.merge))
    #expect(command == .conflictCopies(.moveAside(copy.name)))
    #expect(merged.titles == asked.titles)
    // With changes not yet saved, it waits for them: the list on disk may lack its lines.
    let edited = reduce(State.loaded().synced.selecting(1), [.list(.deleteSelected)]).0
    let (waiting, _) = reducer(edited, .conflictCopies(.found([copy])))
    let (held, none) = reducer(waiting, .conflictCopies(.merge))
    #expect(none == nil)
    #expect(held.conflictCopies.mergedUnsaved == [copy.name])
  }

  @Test func leavingACopyAsksAboutTheNextAndAScanDoesNotOfferItAgain() {
    let other = ConflictCopy(name: "todo (conflicted copy 2026-11-23 101500).txt", titles: ["Other"])
    let (asked, _) = reducer(
      State.loaded().synced.selecting(0), .conflictCopies(.found([Self.copy, other])))
    let (next, command) = reducer(asked, .conflictCopies(.ignore))
    #expect(command == nil)
    #expect(next.mode == .mergingConflictCopy)
    #expect(next.status?.text.contains(other.name) == true)
    let (left, _) = reducer(next, .conflictCopies(.ignore))
    #expect(left.mode == .browsing)
    let (rescanned, _) = reducer(left, .conflictCopies(.found([Self.copy, other])))
    #expect(rescanned.mode == .browsing)
    #expect(rescanned.titles == State.loaded().titles)
  }

  @Test func aCopyThatCannotBeReadIsSaidAndNeverMergedNorMoved() {
    let broken = ConflictCopy(
      name: "todo (conflicted copy 2026-11-23 101500).txt", problem: "the file is not UTF-8 text")
    let (said, command) = reducer(
      State.loaded().synced.selecting(0), .conflictCopies(.found([broken])))
    #expect(command == nil)
    #expect(said.mode != .mergingConflictCopy)
    #expect(
      said.status
        == StatusMessage(
          "Sync conflict copy not merged: the file is not UTF-8 text; ‘\(broken.name)’ is left as it is.",
          kind: .warning))
    #expect(reducer(said, .conflictCopies(.merge)).1 == nil)
    // With a copy to ask about, the question comes first, then the copy not merged.
    let (both, _) = reducer(
      State.loaded().synced.selecting(0), .conflictCopies(.found([broken, Self.copy])))
    #expect(both.mode == .mergingConflictCopy)
    #expect(both.status?.text.hasPrefix("Sync conflict copy ‘\(Self.copy.name)’: 2 todos") == true)
    #expect(both.status?.text.hasSuffix("‘\(broken.name)’ is left as it is.") == true)
  }

  @Test func inTheInputLineTheQuestionWaitsForTheListAndTypedTextStaysText() {
    let (found, _) = reducer(State.loaded().synced, .conflictCopies(.found([Self.copy])))
    #expect(found.mode == .adding)
    #expect(
      found.status
        == StatusMessage(
          "Sync conflict copy ‘\(Self.copy.name)’: 2 todos not in the list. "
            + "↓ to the list to answer (m merges · i leaves it)", kind: .warning))
    let typed = pressing(["m", "i", "l", "k"], from: found)
    #expect(typed.input.text == "milk")
    #expect(typed.titles == State.loaded().titles, "nothing merged")
    #expect(typed.conflictCopies.waiting == [Self.copy])
    let asked = pressing([.down], from: typed)
    #expect(asked.mode == .mergingConflictCopy)
    #expect(asked.status?.text.hasSuffix("m merges · i leaves it") == true)
    let merged = pressing(["m"], from: asked)
    #expect(merged.titles.first == "From the phone")
    #expect(merged.input.text == "milk", "the typed text waits in the input line")
  }

  @Test func aQuestionHeldByTheHelpIsAskedWhenTheHelpCloses() {
    let helping = pressing(["?"], from: State.loaded().synced.selecting(0))
    let (found, _) = reducer(helping, .conflictCopies(.found([Self.copy])))
    #expect(found.isShowingHelp)
    let closed = pressing(["z"], from: found)
    #expect(closed.mode == .mergingConflictCopy)
  }
}
