import Foundation
import Testing

/// Todos that wait for others, written by pter (`id:`/`after:`), tuxedo (`needs:`) and
/// topydo (`id:`/`p:`): the blocked ones marked, the detail saying what blocks them,
/// `is:ready` showing what can be done now, and a blocker done unblocking its waiter at
/// once, the lines not touched kept byte for byte and still read by todo.txt-cli.
@Suite("Dependencies: blocked, ready, unblocked")
struct DependenciesTests {
  static let lines = """
    Buy the paint id:paint
    Paint the walls id:walls after:paint
    Hang the pictures needs:walls
    Move house id:1
    Pack the books p:1
    Call mum

    """

  @Test("blocked todos are marked, the detail says what blocks them, is:ready filters, done unblocks")
  func blockedReadyAndUnblocked() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines, environment: { _ in [:] }, waitingFor: "the six todos"
    ) { $0.title == "TODO - (6)" && $0.items.count == 6 }
    defer {
      app.kill()
      folder.remove()
    }
    let start = try await app.screen()
    #expect(
      start.listRows.filter { $0.hasPrefix("⊘ ") }.map { String($0.dropFirst(2)) } == [
        "Paint the walls id:walls after:paint", "Hang the pictures needs:walls", "Move house id:1",
      ])
    try await app.press("Down", "Down")
    let detail = try await app.waitFor("the detail of the blocked todo") {
      $0.rows.contains { $0.hasPrefix("─ Waiting ─") }
    }
    #expect(detail.rows.contains("  ⊘ waits for: Buy the paint id:paint"))
    try await app.press("/")
    try await app.type("is:ready")
    try await app.press("Enter")
    try await app.waitFor("only the ready todos") {
      $0.items == ["Buy the paint id:paint", "Pack the books p:1", "Call mum"]
    }
    try await app.press("Home", "x")
    try await app.waitFor("the walls ready once the paint is bought") {
      $0.items == ["Paint the walls id:walls after:paint", "Pack the books p:1", "Call mum"]
    }
    try await app.press("/", "Escape")  // The search line, cleared.
    let all = try await app.waitFor("every todo, the walls unmarked") {
      $0.title == "TODO - (6) · 1 done" && $0.items.count == 6
    }
    #expect(all.selected == ["Paint the walls id:walls after:paint"])
    #expect(all.listRows.filter { $0.hasPrefix("⊘ ") }.count == 2)
    // The file: the line done changed, every other byte for byte; todo.txt-cli reads them.
    let saved = try await poll(
      timeout: .seconds(5), look: { folder.read("todo.txt") ?? "" },
      until: { $0.hasPrefix("x ") }, timedOut: { _ in SaveTimeout() })
    let savedLines = saved.split(separator: "\n", omittingEmptySubsequences: false)
    let original = Self.lines.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(savedLines.count == original.count)
    #expect(savedLines[0].hasSuffix(" Buy the paint id:paint"))
    #expect(Array(savedLines.dropFirst()) == Array(original.dropFirst()))
    _ = try InteropTests.ToDoCLI(folder: folder)  // Writes its config beside the list.
    let listed = try await runProcess(
      [try InteropTests.ToDoCLI.binary(), "-d", folder.file("todo.cfg"), "-p", "ls", "walls"])
    #expect(listed.stdout.contains("Paint the walls id:walls after:paint"))
    #expect(listed.stdout.contains("Hang the pictures needs:walls"))
  }

  struct SaveTimeout: Error {}
}
