import Foundation
import Testing

/// Marks: Space marks todos, `x` completes every marked one, the title counts them, and
/// Ctrl-Z takes the whole step back at once; Esc clears them. The day is fixed.
@Suite("Marks act on several todos at once", .serialized)
struct MarksTests {
  @Test("Space marks three, x completes the three, the title says 3 marked, ^Z undoes all three")
  func markThreeCompleteAndUndo() async throws {
    let lines = "Call mom\nPay rent\nBuy milk\nWater plants\n"
    let (folder, app) = try await TmuxSession.launch(
      on: lines, environment: { _ in ["TODO_TODAY": "2026-01-31"] }, waitingFor: "the file's 4 todos"
    ) { $0.count == 4 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "Space", "Space", "Space")
    let marked = try await app.waitFor("three marked") { $0.title == "TODO - (4) · 3 marked" }
    #expect(marked.contains(" •Call mom"), "a marked row shows its mark")
    try await app.press("x")
    let done = try await app.waitFor("three done") { $0.title == "TODO - (4) · 3 done · 3 marked" }
    #expect(done.items.filter { $0.hasPrefix("✓ 2026-01-31 ") }.count == 3)
    try await waitUntil("the three saved done", timeout: .seconds(10)) {
      folder.read("todo.txt")
        == "x 2026-01-31 Call mom\nx 2026-01-31 Pay rent\nx 2026-01-31 Buy milk\nWater plants\n"
    }
    try await app.press("C-z")
    try await app.waitFor("all three open again") { $0.title == "TODO - (4) · 3 marked" }
    try await waitUntil("one undo for the three", timeout: .seconds(10)) { folder.read("todo.txt") == lines }
    try await app.press("Escape")
    let cleared = try await app.waitFor("the marks cleared") { $0.title == "TODO - (4)" }
    #expect(!cleared.contains("•"))
  }

  @Test("a press with Ctrl marks the todo under it; d deletes the marked ones, ^Z brings both back")
  func ctrlClickMarksThenDeleteBoth() async throws {
    let lines = "Call mom\nPay rent\nBuy milk\n"
    let (folder, app) = try await TmuxSession.launch(
      on: lines, environment: { _ in [:] }, waitingFor: "the file's 3 todos"
    ) { $0.count == 3 }
    defer {
      app.kill()
      folder.remove()
    }
    // SGR reports, 1-based: Ctrl (16) pressed on screen rows 4 and 6 (the first and third todos).
    try await app.type("\u{1B}[<16;5;4M\u{1B}[<16;5;4m\u{1B}[<16;5;6M\u{1B}[<16;5;6m")
    let marked = try await app.waitFor("two marked") { $0.title == "TODO - (3) · 2 marked" }
    #expect(marked.contains(" •Call mom"))
    try await app.press("d")
    try await waitUntil("the two deleted", timeout: .seconds(10)) { folder.read("todo.txt") == "Pay rent\n" }
    try await app.press("C-z")
    try await waitUntil("both back at once", timeout: .seconds(10)) { folder.read("todo.txt") == lines }
  }
}
