import Foundation
import Testing

@Suite("Since you last looked: what other programs changed while the app was closed")
struct SinceLastLookedTests {
  private static let list = "Call Mum +family\nBuy milk @shop\nPay rent\nWater plants\n"

  /// Starts the app on the folder's list with `state` as its state folder, waits for the
  /// list, and returns it with the screen.
  private func start(_ folder: TemporaryFolder, state: String) async throws -> (TmuxSession, Screen) {
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": state])
    let screen = try await app.waitFor("the list", timeout: .seconds(20)) {
      $0.items.contains { $0.contains("Water plants") }
    }
    return (app, screen)
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

  @Test(
    "echo and sed -i change the closed list; the next start counts the changes, W lists them, b brings one back"
  )
  func changesWhileClosedAreSummedUpListedAndADeletedOneComesBack() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let state = folder.file("state")
    try folder.write("todo.txt", Self.list)
    // The first start has nothing to tell.
    let (first, screen) = try await start(folder, state: state)
    #expect(!screen.status.contains("Since"))
    try await quit(first)

    let file = folder.file("todo.txt")
    try await shell("echo 'Read a book +fun' >> '\(file)'")
    try await shell("sed -i -e 's/^Call Mum/x 2026-11-26 Call Mum/' -e '/^Pay rent$/d' '\(file)'")

    let (app, _) = try await start(folder, state: state)
    defer { app.kill() }
    let summed = try await app.waitFor("the summary", timeout: .seconds(20)) { $0.status.contains("Since") }
    #expect(summed.status.hasPrefix("Since today "))
    #expect(summed.status.contains(": 1 added, 1 completed, 1 deleted by other programs"))

    try await app.press("Down")
    try await app.press("W")
    let box = try await app.waitFor("the changes' box", timeout: .seconds(20)) {
      $0.contains("by other programs ─")
    }
    #expect(box.contains("Call Mum +family → x 2026-11-26 Call Mum +family"))
    #expect(box.rows.contains { $0.contains("Call Mum +family") && $0.contains("completed") })
    #expect(box.rows.contains { $0.contains("Read a book +fun") && $0.contains("added") })
    #expect(box.rows.contains { $0.contains("Pay rent") && $0.contains("deleted") })

    try await app.press("G")
    try await app.press("b")
    let back = try await app.waitFor("the todo brought back", timeout: .seconds(20)) {
      $0.status.contains("Brought back")
    }
    #expect(back.status.hasPrefix("Brought back ‘Pay rent’"))
    try await waitUntil("the list saved with it", timeout: .seconds(20)) {
      folder.read("todo.txt")
        == "x 2026-11-26 Call Mum +family\nBuy milk @shop\nWater plants\nRead a book +fun\nPay rent\n"
    }
    try await app.press("Escape")
    try await app.waitFor("the box closed", timeout: .seconds(20)) { !$0.contains("by other programs ─") }
    try await quit(app)

    // What the app saved is what it saw: the next start has nothing to tell.
    let (again, quiet) = try await start(folder, state: state)
    #expect(!quiet.status.contains("Since"))
    try await quit(again)
  }

  @Test(
    "todo.txt-cli adds and completes while the app is closed; the next start names both",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/todo-txt")))
  func todoTxtCliChangesAreNamed() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let state = folder.file("state")
    try folder.write("todo.txt", Self.list)
    try folder.write(
      "todo.cfg",
      "export TODO_DIR='\(folder.path)'\nexport TODO_FILE=\"$TODO_DIR/todo.txt\"\n"
        + "export DONE_FILE=\"$TODO_DIR/done.txt\"\nexport REPORT_FILE=\"$TODO_DIR/report.txt\"\n")
    let (first, _) = try await start(folder, state: state)
    try await quit(first)

    let cli = "/usr/bin/todo-txt -d '\(folder.file("todo.cfg"))'"
    try await shell("\(cli) add 'Bake bread +home' && \(cli) -a do 2")

    let (app, _) = try await start(folder, state: state)
    defer { app.kill() }
    let summed = try await app.waitFor("the summary", timeout: .seconds(20)) { $0.status.contains("Since") }
    #expect(summed.status.contains(": 1 added, 1 completed by other programs"))
    try await app.press("Down")
    try await app.press("W")
    let box = try await app.waitFor("the changes' box", timeout: .seconds(20)) {
      $0.contains("by other programs ─")
    }
    #expect(box.rows.contains { $0.contains("Bake bread +home") && $0.contains("added") })
    #expect(box.rows.contains { $0.contains("Buy milk @shop → x ") && $0.contains("completed") })
    try await quit(app)
  }

  @Test("A list shown by L keeps its record too: its next start counts what changed meanwhile")
  func aListSwitchedToIsRememberedLikeTheFirst() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let state = folder.file("state")
    try folder.write("todo.txt", "Write the report\n")
    try folder.write("home.txt", Self.list)
    let first = try await TmuxSession(
      arguments: [folder.file("todo.txt"), folder.file("home.txt")], environment: ["XDG_STATE_HOME": state])
    try await first.waitFor("the first list", timeout: .seconds(20)) {
      $0.items.contains { $0.contains("Write the report") }
    }
    try await first.press("Down")
    try await first.press("L")
    try await first.waitFor("the lists' box", timeout: .seconds(20)) { $0.contains("home.txt") }
    try await first.press("Down")
    try await first.press("Enter")
    try await first.waitFor("the second list", timeout: .seconds(20)) {
      $0.items.contains { $0.contains("Water plants") }
    }
    try await quit(first)

    try await shell("echo 'Read a book +fun' >> '\(folder.file("home.txt"))'")
    let app = try await TmuxSession(
      arguments: [folder.file("home.txt")], environment: ["XDG_STATE_HOME": state])
    defer { app.kill() }
    let summed = try await app.waitFor("the summary", timeout: .seconds(20)) { $0.status.contains("Since") }
    #expect(summed.status.contains(": 1 added by other programs"))
    try await quit(app)
  }
}
