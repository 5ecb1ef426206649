import Foundation
import Testing

@Suite("Sync conflict copies beside the list")
struct SyncConflictCopyTests {
  @Test("a Syncthing copy present at start is offered; m merges what the list lacks and moves the copy aside")
  func aCopyAtStartIsMergedAndMovedAside() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let copy = "todo.sync-conflict-20261123-101500-ABCDEF1.txt"
    try folder.write("todo.txt", "Buy the milk\nCall Mum\n")
    try folder.write(copy, "Buy the milk\nFrom the phone\nCall Mum\n(A) Pay rent\n")
    try Data([0x41, 0x00, 0x42]).write(
      to: URL(fileURLWithPath: folder.file("todo (conflicted copy 2026-11-23 101500).txt")))
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], columns: 120)
    defer { app.kill() }
    let waiting = try await app.waitFor("the copy said, waiting for the list", timeout: .seconds(20)) {
      $0.status.contains("2 todos not in the list")
    }
    #expect(waiting.status.contains("↓ to the list to answer"))
    // Typed text stays text: the question waits for the list.
    try await app.type("mi")
    try await app.waitFor("the text typed", timeout: .seconds(20)) { $0.rows[1].contains("mi") }
    try await app.press("C-u")
    try await app.press("Down")
    let asked = try await app.waitFor("the question about the copy", timeout: .seconds(20)) {
      $0.footer.contains("m merge the copy")
    }
    #expect(asked.status.hasPrefix("Sync conflict copy ‘\(copy)’"))
    #expect(asked.footer.contains("m merge the copy"))
    try await app.press("m")
    let merged = try await app.waitFor("the merge", timeout: .seconds(20)) {
      $0.status.hasPrefix("Merged 2 todos")
    }
    #expect(merged.items == ["From the phone", "(A) Pay rent", "Buy the milk", "Call Mum"])
    #expect(merged.status.hasPrefix("Merged 2 todos from ‘\(copy)’"))
    try await waitUntil("the merge saved", timeout: .seconds(20)) {
      folder.read("todo.txt") == "From the phone\n(A) Pay rent\nBuy the milk\nCall Mum\n"
    }
    try await waitUntil("the copy moved aside", timeout: .seconds(20)) { folder.read(copy) == nil }
    #expect(folder.read(".todo-merged/" + copy) == "Buy the milk\nFrom the phone\nCall Mum\n(A) Pay rent\n")
    #expect(folder.read("todo (conflicted copy 2026-11-23 101500).txt") == "A\u{0}B")
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
  }
}
