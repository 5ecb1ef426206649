import Foundation
import Testing

/// The app open on a list, the shell changes it with `todo add` or `todo done`: the app
/// shows the change, names it, and Ctrl-Z undoes it, journaled as the app's undo; another
/// program's change is not undone that way (decision 0355).
@Suite("Ctrl-Z in the open app undoes the shell's change", .serialized)
struct ShellStepUndoTests {
  func todo(_ folder: TemporaryFolder, _ arguments: String...) async throws -> ProcessResult {
    try await runProcess(
      [
        "/usr/bin/env", "XDG_STATE_HOME=\(folder.file("state"))", try ToDoBinary.path(), "--file",
        folder.file("todo.txt"),
      ]
        + arguments)
  }

  func openApp(_ folder: TemporaryFolder) async throws -> TmuxSession {
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": folder.file("state")])
    try await app.waitFor("the list") { $0.count == 2 }
    return app
  }

  @Test("todo add, then Ctrl-Z in the app: the todo goes, and todo log says the app undid it")
  func ctrlZUndoesTheShellsAdd() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\nPay rent\n")
    let app = try await openApp(folder)
    defer { app.kill() }
    #expect(try await todo(folder, "add", "Buy milk").status == 0)
    try await app.waitFor("the shell's todo named", timeout: .seconds(10)) {
      $0.items.contains("Buy milk") && $0.status == "From the shell: added “Buy milk”. Ctrl-Z undoes it."
    }
    try await app.press("C-z")
    try await app.waitFor("the add undone") { $0.count == 2 && $0.status.hasPrefix("Undid adding") }
    try await waitUntil("the list saved", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Call Bob\nPay rent\n"
    }
    let log = try await todo(folder, "log")
    let lines = log.stdout.split(separator: "\n")
    #expect(lines.count == 2, "\(log.stdout)")
    #expect(lines.last?.contains("undo") == true && lines.last?.contains("Buy milk") == true, "\(log.stdout)")
    // The next Ctrl-Z has nothing of the shell's left: the app's history is its own.
    try await app.press("C-z")
    try await app.waitFor("nothing more") { $0.status == "Nothing to undo." }
  }

  @Test("todo done, then Ctrl-Z: reopened; another program's edit is not undone")
  func ctrlZUndoesTheShellsDoneButNotAnotherProgramsEdit() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\nPay rent\n")
    let app = try await openApp(folder)
    defer { app.kill() }
    #expect(try await todo(folder, "done", "2").status == 0)
    try await app.waitFor("the shell's completion named", timeout: .seconds(10)) {
      $0.status == "From the shell: done “Pay rent”. Ctrl-Z undoes it."
    }
    try await app.press("C-z")
    try await waitUntil("the completion undone and saved", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Call Bob\nPay rent\n"
    }
    // Another program (not todo) appends a line: no step, Ctrl-Z does not take it away.
    try folder.write("todo.txt", "Call Bob\nPay rent\nFrom an editor\n")
    try await app.waitFor("the editor's line", timeout: .seconds(10)) { $0.items.contains("From an editor") }
    try await app.press("C-z")
    try await app.waitFor("nothing to undo") { $0.status == "Nothing to undo." }
    #expect(folder.read("todo.txt") == "Call Bob\nPay rent\nFrom an editor\n")
  }
}
