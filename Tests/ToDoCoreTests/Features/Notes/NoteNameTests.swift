import Testing

@testable import ToDoCore

/// The `note:` tag's value as the step after every action finds it in a line's bytes.
@Suite("The note: tag in a line's bytes")
struct NoteNameTests {
  private func value(_ line: String) -> String? {
    NoteName.withValue(in: TextLine(line)) { String(decoding: $0, as: UTF8.self) }
  }

  @Test func theFirstNoteWordWithAValueIsFound() {
    #expect(value("note:call.txt") == "call.txt")
    #expect(value("Call the bank note:bank.txt +admin") == "bank.txt")
    #expect(value("Call note: note:x due:2026-01-01") == "x")
    #expect(value("a note:one note:two") == "one")
  }

  @Test func aNoteWithoutAValueOrInsideAWordIsNone() {
    #expect(value("") == nil)
    #expect(value("note:") == nil)
    #expect(value("Call note:") == nil)
    #expect(value("Call note: me") == nil)
    #expect(value("Call keynote:x footnote:y") == nil)
    #expect(value("due:2026-01-01 t:2026-01-01 Note:x") == nil)
  }
}
