import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `A`: the done todos go to the done file first, and leave the list only once it has them.
@Suite("Reducer: archiving done todos")
struct ArchiveReducerTests {
  private static let titles = ["(A) Call mom", "x 2026-01-02 Pay rent", "Buy milk", "x 2026-01-03 Old thing"]

  private func start(_ titles: [String] = Self.titles) -> State {
    State.loaded(titles).synced.selecting(0)
  }

  private func titles(_ state: State) -> [String] { state.todos.map(\.title) }

  @Test func archiveHandsTheDoneToDosToTheDoneFileAndRemovesNothingYet() {
    let (state, command) = reducer(start(), .archive(.start))
    #expect(
      command == .archive(.append(lines: ["x 2026-01-02 Pay rent", "x 2026-01-03 Old thing"], copies: [])))
    #expect(titles(state) == Self.titles, "nothing leaves the list before the done file has it")
    #expect(state.archiving?.map(\.index) == [1, 3])
  }

  @Test func archivedRemovesThemAsOneStepThatOneUndoBringsBack() {
    let (sent, _) = reducer(start(), .archive(.start))
    let (archived, command) = reducer(sent, .archive(.archived(doneFileName: "done.txt")))
    #expect(titles(archived) == ["(A) Call mom", "Buy milk"])
    #expect(archived.document.completedCount == 0)
    #expect(archived.archiving == nil)
    #expect(archived.status?.text == "Archived 2 done todos to done.txt (Ctrl-Z brings them back).")
    #expect(
      command == .persistence(.save(archived.todos, base: sent.saving.syncedList)),
      "the list is saved at once")
    let (saved, afterSave) = reducer(archived, .persistence(.saved))
    #expect(afterSave == .archive(.saved), "the archive's intent ends once the list is saved")
    #expect(reducer(saved, .persistence(.saved)).1 == nil, "once")
    let (undone, _) = reducer(archived, .history(.undo))
    #expect(titles(undone) == Self.titles)
    #expect(undone.document.completedCount == 2)
    #expect(undone.status?.text == "Back: 2 archived todos; done.txt keeps a copy (Ctrl-Y redoes).")
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(titles(redone) == ["(A) Call mom", "Buy milk"])
  }

  @Test func archiveFailedRemovesNothingAndSaysWhy() {
    let (sent, _) = reducer(start(), .archive(.start))
    let (failed, command) = reducer(
      sent, .archive(.failed("No space left on device: cannot write '/x/done.txt'")))
    #expect(titles(failed) == Self.titles)
    #expect(failed.archiving == nil)
    #expect(command == nil)
    #expect(
      failed.status
        == StatusMessage(
          "No space left on device: nothing archived: cannot write '/x/done.txt'.", kind: .error))
  }

  @Test func aToDoReopenedWhileTheArchiveRanStaysInTheList() {
    var (state, _) = reducer(start(), .archive(.start))
    (state, _) = reducer(state, .list(.moveSelection(by: 1)))
    (state, _) = reducer(state, .completion(.toggle))
    #expect(titles(state)[1] == "Pay rent")
    (state, _) = reducer(state, .archive(.archived(doneFileName: "done.txt")))
    #expect(titles(state) == ["(A) Call mom", "Pay rent", "Buy milk"])
    #expect(state.status?.text.hasPrefix("Archived 1 done todo to done.txt") == true)
  }

  @Test func nothingDoneOrNotLoadedOrAlreadyArchivingAsksForNothing() {
    let (none, noCommand) = reducer(start(["Call mom"]), .archive(.start))
    #expect(noCommand == nil)
    #expect(none.status?.text.hasPrefix("Nothing to archive") == true)
    var loading = start()
    loading.loadStatus = .loading(spinnerFrame: 0)
    let (notLoaded, notLoadedCommand) = reducer(loading, .archive(.start))
    #expect(notLoadedCommand == nil)
    #expect(notLoaded.status?.text == "Nothing is archived until the list has loaded.")
    let (sent, _) = reducer(start(), .archive(.start))
    let (again, againCommand) = reducer(sent, .archive(.start))
    #expect(againCommand == nil)
    #expect(again.archiving == sent.archiving)
  }

  @Test func aIsTheArchiveKeyInTheList() {
    #expect(Keymap.standard.action(for: .character("A"), in: start()) == .archive(.start))
    #expect(Keymap.standard.action(for: .character("E"), in: start()) == .externalEdit(.open))
  }

  @Test func archivedAgainAfterAnUndoTheDoneFilesCopiesAreNamedNotAppendedBlind() {
    let (sent, _) = reducer(start(), .archive(.start))
    let (archived, _) = reducer(sent, .archive(.archived(doneFileName: "done.txt")))
    let (undone, _) = reducer(archived, .history(.undo))
    #expect(undone.copiesInDoneFile.values.sorted() == ["x 2026-01-02 Pay rent", "x 2026-01-03 Old thing"])

    // One of them edited since: a different line, appended as new.
    let old = undone.todos.first { $0.title == "x 2026-01-03 Old thing" }!
    let (edited, _) = reducer(
      undone, .externalEdit(.edited(old.id, .edited("x 2026-01-03 Old thing, edited"))))
    let (again, command) = reducer(edited, .archive(.start))
    #expect(
      command
        == .archive(
          .append(
            lines: ["x 2026-01-02 Pay rent", "x 2026-01-03 Old thing, edited"],
            copies: ["x 2026-01-02 Pay rent"])))
    // A failed append leaves the copies known; a done one forgets them.
    let (failed, _) = reducer(again, .archive(.failed("disk full")))
    #expect(failed.copiesInDoneFile.count == 2)
    let (done, _) = reducer(again, .archive(.archived(doneFileName: "done.txt")))
    #expect(done.copiesInDoneFile.isEmpty)
  }

  @Test func redoneTheArchiveOwnsTheCopiesAgainAndANewToDoOfTheSameTextIsNoCopy() {
    let (sent, _) = reducer(start(), .archive(.start))
    let (archived, _) = reducer(sent, .archive(.archived(doneFileName: "done.txt")))
    let (undone, _) = reducer(archived, .history(.undo))
    let (redone, _) = reducer(undone, .history(.redo))
    #expect(redone.copiesInDoneFile.isEmpty)
    #expect(titles(redone) == ["(A) Call mom", "Buy milk"])

    // The same text made again (an edit that splits the todo in two) is a todo of its own:
    // appended, unlike the copy.
    let (undoneAgain, _) = reducer(redone, .history(.undo))
    let rent = undoneAgain.todos.first { $0.title == "x 2026-01-02 Pay rent" }!
    let (twins, _) = reducer(
      undoneAgain, .externalEdit(.edited(rent.id, .edited("x 2026-01-02 Pay rent\nx 2026-01-02 Pay rent"))))
    #expect(twins.todos.filter { $0.title == "x 2026-01-02 Pay rent" }.count == 2)
    let (_, command) = reducer(twins, .archive(.start))
    #expect(
      command
        == .archive(
          .append(
            lines: ["x 2026-01-02 Pay rent", "x 2026-01-02 Pay rent", "x 2026-01-03 Old thing"],
            copies: ["x 2026-01-02 Pay rent", "x 2026-01-03 Old thing"])))
  }
}
