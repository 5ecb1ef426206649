import Foundation
import Testing

@Suite("A todo's history: J lists its changes from the journal, by this app and others")
struct ToDoHistoryEndToEndTests {
  /// Starts the app on the folder's list with `state` as its state folder and waits for
  /// the list to show `line`.
  private func start(_ folder: TemporaryFolder, state: String, showing line: String) async throws
    -> TmuxSession
  {
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": state, "TZ": "UTC"])
    try await app.waitFor("the list", timeout: .seconds(20)) {
      $0.items.contains { $0.contains(line) }
    }
    return app
  }

  private func quit(_ app: TmuxSession) async throws {
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    app.kill()
  }

  private func shell(_ line: String) async throws {
    let result = try await runProcess(["/bin/sh", "-c", line])
    #expect(result.status == 0, "\(line): \(result.stderr)")
  }

  @Test("added, edited, completed here, changed by sed -i while closed: J lists each step")
  func eachStepIsListedWithBeforeAfterAndWho() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let state = folder.file("state")
    let file = folder.file("todo.txt")
    try folder.write("todo.txt", "Pay rent\n")
    let first = try await start(folder, state: state, showing: "Pay rent")
    try await first.type("Call mom")
    try await first.press("Enter")
    try await waitUntil("the todo saved", timeout: .seconds(20)) {
      folder.read("todo.txt") == "Call mom\nPay rent\n"
    }
    try await first.press("Down", "e")
    try await first.type(" +family")
    try await first.press("Enter")
    try await waitUntil("the edit saved", timeout: .seconds(20)) {
      folder.read("todo.txt") == "Call mom +family\nPay rent\n"
    }
    try await first.press("x")
    try await waitUntil("the completion saved", timeout: .seconds(20)) {
      folder.read("todo.txt")?.hasPrefix("x ") == true
    }
    try await quit(first)
    try await shell("sed -i 's/+family$/+family @phone/' '\(file)'")

    let app = try await start(folder, state: state, showing: "@phone")
    defer { app.kill() }
    try await app.press("Down", "J")
    let box = try await app.waitFor("the history", timeout: .seconds(20)) {
      $0.contains("History of the todo") && $0.contains("created")
    }
    let rows = box.rows
    // Newest first: sed's change while the app was closed, journaled at the start.
    #expect(rows.count >= 4)
    let events = rows.filter { $0.contains(" · today ") }
    #expect(events.count == 4)
    #expect(events.first?.contains("x 2026-") == true && events.first?.contains("changed · other") == true)
    #expect(rows.contains { $0.contains("Call mom +family → x ") && $0.contains("completed · this app") })
    #expect(rows.contains { $0.contains("Call mom → Call mom +family") && $0.contains("changed · this app") })
    #expect(rows.contains { $0.contains("Call mom") && $0.contains("created · this app · today") })
    #expect(!box.contains("Pay rent  "), "another todo's history is not listed")
    try await app.press("Escape")
    try await app.waitFor("the box closed", timeout: .seconds(20)) { !$0.contains("History of the todo") }
    try await quit(app)

    // The change while closed is journaled once: another start adds nothing.
    let journal = try #require(
      FileManager.default.enumerator(atPath: state + "/todo/journal")?.allObjects.first as? String)
    let before = folder.read("state/todo/journal/" + journal)
    let again = try await start(folder, state: state, showing: "@phone")
    try await quit(again)
    #expect(folder.read("state/todo/journal/" + journal) == before)
    #expect(before?.components(separatedBy: "\"by\":\"other\"").count == 2)
  }

  @Test("a recurring todo's earlier occurrence is part of its history")
  func aRecurringTodosEarlierOccurrenceIsListed() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let state = folder.file("state")
    try folder.write("todo.txt", "Pay rent\n")
    let app = try await start(folder, state: state, showing: "Pay rent")
    defer { app.kill() }
    try await app.type("Water plants rec:1d")
    try await app.press("Enter")
    try await waitUntil("the todo saved", timeout: .seconds(20)) {
      folder.read("todo.txt")?.contains("Water plants rec:1d") == true
    }
    try await app.press("Down", "x")
    try await waitUntil("the next occurrence saved", timeout: .seconds(20)) {
      (folder.read("todo.txt") ?? "").components(separatedBy: "Water plants").count == 3
    }
    // The next occurrence is added at the top.
    try await app.press("g", "J")
    let box = try await app.waitFor("the history", timeout: .seconds(20)) {
      $0.contains("History of the todo") && $0.contains("created")
    }
    #expect(box.rows.contains { $0.contains("Water plants") && $0.contains("recurred") })
    #expect(box.rows.contains { $0.contains("→ x ") && $0.contains("completed · this app") })
    #expect(box.rows.contains { $0.contains("Water plants rec:1d") && $0.contains("created") })
    try await quit(app)
  }
}
