import Foundation
import Testing

/// `w` in a real terminal: the selected todo linked to the one chosen from the list, the
/// file on disk gaining `after:` and a short `id:` on those two lines only, every other
/// line byte for byte, and the waiting todo marked blocked at once.
@Suite("Linking: w then Enter")
struct LinkingTests {
  static let lines = """
    Buy the paint
    Paint the walls
    Move house id:1
    Pack the books p:1

    """

  @Test("w, ↑, Enter: the walls wait for the paint, written to the file")
  func wLinksTheSelectedToDoToTheChosenOne() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines, environment: { _ in [:] }, waitingFor: "the four todos"
    ) { $0.title == "TODO - (4)" && $0.items.count == 4 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "Down", "w")
    try await app.waitFor("the question of what it waits for") {
      $0.rows.contains { $0.contains("waits for: Enter links") }
    }
    try await app.press("Up", "Enter")
    let linked = try await app.waitFor("the walls blocked by the paint") {
      $0.listRows.contains("⊘ Paint the walls after:2")
    }
    #expect(linked.items.contains("Buy the paint id:2"))
    let saved = try await poll(
      timeout: .seconds(5), look: { folder.read("todo.txt") ?? "" },
      until: { $0.contains("after:2") }, timedOut: { _ in DependenciesTests.SaveTimeout() })
    #expect(
      saved == """
        Buy the paint id:2
        Paint the walls after:2
        Move house id:1
        Pack the books p:1

        """)
  }

  @Test("w, ↑, Enter on a todo waiting after a tab: the link word goes, the tab with it")
  func wUnlinksAWordAfterATab() async throws {
    let lines = "Buy the paint id:2\nPaint the walls\tafter:2\nMove house id:1\nPack the books p:1\n"
    let (folder, app) = try await TmuxSession.launch(
      on: lines, environment: { _ in [:] }, waitingFor: "the four todos"
    ) { $0.title == "TODO - (4)" && $0.items.count == 4 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "Down", "w")
    try await app.waitFor("the question of what it waits for") {
      $0.rows.contains { $0.contains("waits for: Enter links") }
    }
    try await app.press("Up", "Enter")
    try await app.waitFor("the unlink said") { $0.rows.contains { $0.contains("Unlinked") } }
    let saved = try await poll(
      timeout: .seconds(5), look: { folder.read("todo.txt") ?? "" },
      until: { !$0.contains("after:2") }, timedOut: { _ in DependenciesTests.SaveTimeout() })
    #expect(saved == "Buy the paint id:2\nPaint the walls\nMove house id:1\nPack the books p:1\n")
  }
}
