import Foundation
import Testing

@Suite("Typing after an undo still types")
struct FocusAfterUndoTests {
  @Test("a delete undone from the input line, then A-657: the text is in the input line, nothing archived")
  func typingAfterAnUndoTypes() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let list = "x 2026-11-20 Paid the rent\nx 2026-11-21 Fed the cat\n(B) Call the bank\n"
    try folder.write("todo.txt", list)
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }

    try await app.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    // Delete "Call the bank" in the list, then back to the input line and Ctrl-Z there.
    try await app.press("Down")
    try await app.press("Down")
    try await app.press("Down")
    try await app.press("d")
    try await app.waitFor("the todo deleted", timeout: .seconds(20)) {
      $0.contains("Deleted (Ctrl-Z to undo)")
    }
    try await app.press("Escape")
    try await app.press("C-z")
    try await app.waitFor("the delete undone", timeout: .seconds(20)) { $0.contains("Restored") }
    try await app.type("A-657")
    let screen = try await app.waitFor("the text typed", timeout: .seconds(20)) { $0.contains("A-657") }
    #expect(screen.rows[1].contains("A-657"), "in the input line")
    #expect(!screen.contains("Archived"))
    #expect(!screen.contains("Editing"))
    try await app.press("Enter")
    try await app.waitFor("the typed todo added", timeout: .seconds(20)) { $0.contains("Added “A-657”") }
    try await app.press("C-c")
    try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == "A-657\n" + list)
    #expect(folder.read("done.txt") == nil, "nothing archived")
  }
}
