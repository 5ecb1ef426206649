import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A `note:` name is a plain name inside the notes folder: one leading out of it is
/// refused, named, and never read nor handed to the editor (decision 0303).
@Suite("A note name outside the notes folder is refused")
struct NoteNameRefusalTests {
  @Test(arguments: ["/etc/passwd", "../secret.txt", "a/b.txt", "..", ".", "x\u{0}y", "sub/../a.txt", "a/"])
  func aNameLeadingOutIsRefused(name: String) {
    #expect(NoteName.refusal(of: name) == "note:\(name) is outside the notes folder: not opened")
  }

  /// A list in the home folder has it as its notes folder: a hidden name there is a
  /// dotfile (`.netrc`, `.ssh`), never a note.
  @Test(arguments: [".netrc", ".ssh", "..hidden.txt", ".plan.txt"])
  func aHiddenNameIsRefusedAndNamed(name: String) {
    #expect(
      NoteName.refusal(of: name)
        == "note:\(name) names a hidden file (its name starts with a dot): not opened")
  }

  @Test(arguments: ["plan.txt", "a..b.txt", "call-mom-2.txt", "日本.txt", "plan.txt."])
  func aPlainNameIsKept(name: String) {
    #expect(NoteName.refusal(of: name) == nil)
  }

  @Test func selectingATodoWithAnOutsideNoteReadsNothingAndSaysWhy() {
    let loaded = reduce(State(), [.persistence(.toDosLoaded(["Call mom", "Pay note:../secret.txt"]))]).0
    let (state, commands) = reduce(loaded.selecting(0), [.list(.moveSelection(by: 1))])
    #expect(!"\(commands)".contains("readNote"), "nothing read: \(commands)")
    #expect(state.status?.text == "note:../secret.txt is outside the notes folder: not opened")
    #expect(
      state.notePreview?.content == .refused("note:../secret.txt is outside the notes folder: not opened"))
    let (opened, openCommands) = reduce(state, [.note(.open)])
    #expect(openCommands.isEmpty, "no editor: \(openCommands)")
    #expect(opened.status?.text == "note:../secret.txt is outside the notes folder: not opened")
  }
}
