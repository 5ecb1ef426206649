import Foundation
import Testing

/// A message longer than the status line can be read whole: it wraps over the last list
/// rows under a rule until the next key, at 80×24 and at 40×12.
@Suite("A long message read whole", .serialized)
struct LongMessageTests {
  static let long =
    "Call the insurance about the claim for the car, and ask whether the windscreen is covered too"

  @Test(arguments: [(80, 24), (40, 12)])
  func aDeletedLongToDosMessageShowsWholeUntilTheNextKey(columns: Int, rows: Int) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", Self.long + "\nBuy milk\n")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], columns: columns, rows: rows,
      environment: ["XDG_CONFIG_HOME": folder.path])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.contains("Buy milk") }
    try await app.press("Down")
    try await app.press("d")
    // The status names the whole todo: its last words show, under the rule.
    let whole = try await app.waitFor("the whole message") {
      $0.contains("─ Message") && $0.contains("covered too”")
    }
    #expect(whole.contains("Deleted (Ctrl-Z to undo)"))
    #expect(whole.rows.contains { $0.contains("Buy milk") }, "the list keeps a row")
    // The next key folds it back into the status line.
    try await app.press("j")
    let folded = try await app.waitFor("the message folded") { !$0.contains("─ Message") }
    #expect(!folded.contains("covered too”"))
    #expect(folded.contains("Deleted (Ctrl-Z to undo)"))
  }
}
