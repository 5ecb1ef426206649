import Foundation
import Testing

@Suite("The journal: undo across restarts, todo log")
struct JournalTests {
  @Test("add, complete, quit; start again; Ctrl-Z twice brings the list back, and todo log prints both")
  func undoAcrossARestart() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let list = "Call the bank\nPay the rent\n"
    try folder.write("todo.txt", list)
    let state = folder.file("state")
    let environment = ["XDG_STATE_HOME": state]

    let first = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { first.kill() }
    try await first.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    try await first.type("Buy milk")
    try await first.press("Enter")
    try await first.waitFor("the todo added", timeout: .seconds(20)) { $0.contains("Added “Buy milk”") }
    try await first.press("Down")
    try await first.press("x")
    try await first.waitFor("the todo completed", timeout: .seconds(20)) { $0.contains("x 20") }
    try await first.press("C-c")
    try await first.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    let afterFirst = folder.read("todo.txt") ?? ""
    #expect(afterFirst.hasPrefix("x "), "the added todo completed: \(afterFirst)")
    #expect(afterFirst.hasSuffix("Buy milk\n" + list))

    let second = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { second.kill() }
    try await second.waitFor("the list", timeout: .seconds(20)) { $0.contains("Buy milk") }
    try await second.press("C-z")
    try await second.waitFor("the completion undone", timeout: .seconds(20)) {
      $0.contains("Undid the change")
    }
    try await second.press("C-z")
    try await second.waitFor("the add undone", timeout: .seconds(20)) { $0.contains("Undid adding") }
    try await second.press("C-c")
    try await second.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == list, "the file is as it was before both")

    let log = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"), "log",
    ])
    #expect(log.status == 0, "\(log.stderr)")
    let lines = log.stdout.split(separator: "\n")
    #expect(lines.count == 4, "added, completed, and their two undos: \(log.stdout)")
    #expect(lines.first?.contains("added") == true && lines.first?.contains("Buy milk") == true)
    #expect(lines.contains { $0.contains("completed") && $0.contains("Buy milk") })
    let json = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"), "log",
      "--json",
    ])
    #expect(json.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"v\":1,") })
  }
}
