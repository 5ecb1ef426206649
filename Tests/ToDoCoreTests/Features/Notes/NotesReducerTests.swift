import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `N` and the detail area's note: the selected todo's note opened or made in the editor,
/// its lines read through a command, and what comes back.
@Suite("Reducer: a todo's note")
struct NotesReducerTests {
  private func start(_ titles: [String] = ["Call mom", "Pay the taxes +home", "Taxes note:tax.txt"])
    -> State
  {
    State.loaded(titles).synced.selecting(1)
  }

  private func titles(_ state: State) -> [String] { state.todos.map(\.title) }

  @Test func nOnATodoWithoutANoteAsksForANewNoteNamedByItsWords() {
    let state = start()
    let id = state.todos[1].id
    let (next, command) = reducer(state, .note(.open))
    #expect(command == .note(.edit(id, name: "pay-the-taxes.txt", isNew: true)))
    // Nothing is added before the editor saved something.
    #expect(titles(next) == titles(state))
  }

  @Test func nOnATodoWithANoteOpensThatNote() {
    let state = reducer(start(), .list(.moveSelection(by: 1))).0
    let id = state.todos[2].id
    let (_, command) = reducer(state, .note(.open))
    #expect(command == .note(.edit(id, name: "tax.txt", isNew: false)))
  }

  @Test func aNewNoteSavedAddsItsTagAsOneUndoableStep() {
    let state = start()
    let id = state.todos[1].id
    let (saved, _) = reducer(
      state, .note(.edited(id, .saved(name: "pay-the-taxes-2.txt", isNew: true, .lines(["Ask Ann"])))))
    #expect(titles(saved)[1] == "Pay the taxes +home note:pay-the-taxes-2.txt")
    #expect(
      saved.notePreview == NotePreview(id: id, name: "pay-the-taxes-2.txt", content: .lines(["Ask Ann"])))
    #expect(saved.status?.text == "Note pay-the-taxes-2.txt made (Ctrl-Z to undo).")
    let (undone, _) = reducer(saved, .history(.undo))
    #expect(titles(undone) == titles(state))
    #expect(undone.notePreview == nil)
  }

  @Test func aMissingNoteTheEditorSavedNothingInIsSaidStillMissing() {
    let state = reducer(start(), .list(.moveSelection(by: 1))).0
    let id = state.todos[2].id
    let (next, _) = reducer(state, .note(.edited(id, .saved(name: "tax.txt", isNew: false, .missing))))
    #expect(next.status?.text == "Note tax.txt not made: the editor saved nothing.")
    #expect(next.notePreview?.content == .missing)
    let (saved, _) = reducer(state, .note(.edited(id, .saved(name: "tax.txt", isNew: false, .lines(["a"])))))
    #expect(saved.status?.text == "Note tax.txt saved.")
    #expect(titles(saved) == titles(state))
  }

  @Test func aNewNoteLeftEmptyChangesNothing() {
    let state = start()
    let (next, _) = reducer(state, .note(.edited(state.todos[1].id, .nothingSaved)))
    #expect(titles(next) == titles(state))
    #expect(next.status?.text == "No note made: the editor saved nothing.")
  }

  @Test func selectingATodoWithANoteReadsItOnceAndItsLinesArriveForTheDetailArea() {
    let state = start()
    let id = state.todos[2].id
    let (moved, command) = reducer(state, .list(.moveSelection(by: 1)))
    #expect(command == .note(.read(id, name: "tax.txt")))
    #expect(moved.notePreview == NotePreview(id: id, name: "tax.txt"))
    let (read, _) = reducer(moved, .note(.read(id, name: "tax.txt", .lines(["Receipts in the box"]))))
    #expect(read.notePreview?.content == .lines(["Receipts in the box"]))
    let area = DetailArea(read, Layout(read.size))
    #expect(area?.lines == ["Receipts in the box"])
    #expect(area?.heading == "note tax.txt")
    // A key that keeps the selection reads nothing again.
    let (again, command2) = reducer(read, .list(.moveSelection(by: 1)))
    #expect(command2 == nil)
    #expect(again.notePreview == read.notePreview)
    // Moving away drops it; a late read for it is dropped too.
    let (away, _) = reducer(read, .list(.moveSelection(by: -1)))
    #expect(away.notePreview == nil)
    let (late, _) = reducer(away, .note(.read(id, name: "tax.txt", .lines(["Old"]))))
    #expect(late.notePreview == nil)
  }

  @Test func theNoteShownIsReadAgainWhenItsFileChangesOutside() {
    let state = reducer(start(), .list(.moveSelection(by: 1))).0
    let id = state.todos[2].id
    let read = reducer(state, .note(.read(id, name: "tax.txt", .lines(["Old"])))).0
    #expect(reducer(read, .note(.changedOutside(names: ["other.txt"]))).1 == nil)
    let (changed, command) = reducer(read, .note(.changedOutside(names: ["x.md", "tax.txt"])))
    #expect(command == .note(.read(id, name: "tax.txt")))
    #expect(changed.notePreview?.content == .lines(["Old"]), "kept until the new lines come")
    #expect(reducer(read, .note(.changedOutside(names: nil))).1 == .note(.read(id, name: "tax.txt")))
    let now = reducer(changed, .note(.read(id, name: "tax.txt", .lines(["New"])))).0
    #expect(DetailArea(now, Layout(now.size))?.lines == ["New"])
    #expect(reducer(start(), .note(.changedOutside(names: nil))).1 == nil, "no note shown")
  }

  @Test func deletingOrArchivingATodoWithANoteSaysItsFileIsKept() {
    let state = reducer(start(), .list(.moveSelection(by: 1))).0
    let deleted = reducer(state, .list(.deleteSelected)).0
    #expect(
      deleted.status?.text.hasSuffix(" · note file tax.txt kept") == true, "\(deleted.status?.text ?? "")")
    let plain = reducer(start(), .list(.deleteSelected)).0
    #expect(plain.status?.text.contains("note") == false)
    let done = State.loaded(["x 2026-11-20 A note:a.txt", "x 2026-11-20 B note:b.md", "C"]).synced
    let archived = reduce(done, [.archive(.start), .archive(.archived(doneFileName: "done.txt"))]).0
    #expect(
      archived.status?.text
        == "Archived 2 done todos to done.txt (Ctrl-Z brings them back) · 2 note files kept (a.txt, b.md).")
    let marked = pressing([" ", " ", "d"], from: done.selecting(0))
    #expect(
      marked.status?.text.hasSuffix("· 2 note files kept (a.txt, b.md).") == true,
      "\(marked.status?.text ?? "")")
  }

  @Test func aMissingNoteIsSaidInTheDetailArea() {
    let state = reducer(start(), .list(.moveSelection(by: 1))).0
    let id = state.todos[2].id
    let (read, _) = reducer(state, .note(.read(id, name: "tax.txt", .missing)))
    #expect(DetailArea(read, Layout(read.size))?.lines == ["note file tax.txt is missing"])
  }

  @Test func newNamesKeepTheWordsOnly() {
    #expect(
      NoteName.newName(for: "(A) 2026-01-02 Call Mom about Über +family @phone due:2026-02-01")
        == "call-mom-about-über.txt")
    #expect(NoteName.newName(for: "x 2026-01-03 2026-01-02 Done it") == "done-it.txt")
    #expect(NoteName.newName(for: "+only @tags") == "note.txt")
    #expect(NoteName.name(in: "Call note: mom note:a/b.md") == "a/b.md")
    #expect(NoteName.name(in: "Call mom") == nil)
    func value(_ line: TextLine) -> String? {
      NoteName.withValue(in: line) { String(decoding: $0, as: UTF8.self) }
    }
    #expect(value("note:a.txt Call") == "a.txt")
    #expect(value("Call keynote:x note: note:b.md") == "b.md")
    #expect(value("Call mom note:") == nil)
    #expect(value("Call mom") == nil)
  }

  @Test func aNewNamesStemIsAtMostFortyCharacters() {
    #expect(
      NoteName.newName(for: "Write the chapter about the harbour and the lighthouse keepers")
        == "write-the-chapter-about-the-harbour-and.txt", "cut at 40, the dash before the cut dropped")
    #expect(
      NoteName.newName(for: String(repeating: "a", count: 50)) == String(repeating: "a", count: 40) + ".txt")
  }
}
