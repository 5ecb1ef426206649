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
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"),
      "log",
    ])
    #expect(log.status == 0, "\(log.stderr)")
    let lines = log.stdout.split(separator: "\n")
    #expect(lines.count == 4, "added, completed, and their two undos: \(log.stdout)")
    #expect(lines.first?.contains("added") == true && lines.first?.contains("Buy milk") == true)
    #expect(lines.contains { $0.contains("completed") && $0.contains("Buy milk") })
    let json = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"),
      "log",
      "--json",
    ])
    #expect(json.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{\"v\":1,") })
  }

  @Test("of two identical todos one deleted, quit; start again; Ctrl-Z brings the second copy back")
  func identicalToDosStayTwoAcrossARestart() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let list = "Water the plants\nWater the plants\nCall mom\n"
    try folder.write("todo.txt", list)
    let environment = ["XDG_STATE_HOME": folder.file("state")]

    let first = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { first.kill() }
    try await first.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call mom") }
    try await first.press("Down")
    try await first.press("Down")
    try await first.press("d")
    try await first.waitFor("the todo deleted", timeout: .seconds(20)) { $0.contains("Deleted (Ctrl-Z") }
    try await first.press("C-c")
    try await first.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == "Water the plants\nCall mom\n")

    let second = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { second.kill() }
    try await second.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call mom") }
    try await second.press("C-z")
    try await second.waitFor("the delete undone", timeout: .seconds(20)) { $0.contains("Restored") }
    try await second.press("C-c")
    try await second.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == list, "both copies, in their places")
  }

  @Test("a journal that cannot be written is said once, and the list is saved as ever")
  func anUnwritableJournalIsSaidOnce() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call the bank\n")
    // The state folder is a file: no journal can be made in it.
    try folder.write("state", "not a folder\n")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": folder.file("state")])
    defer { app.kill() }
    try await app.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    try await app.type("Buy milk")
    try await app.press("Enter")
    try await app.waitFor("the journal said unwritable", timeout: .seconds(20)) { $0.contains("No journal:") }
    try await app.waitFor("the save", timeout: .seconds(20)) { _ in
      folder.read("todo.txt") == "Buy milk\nCall the bank\n"
    }
    try await app.type("Pay the rent")
    try await app.press("Enter")
    let screen = try await app.waitFor("the second todo added", timeout: .seconds(20)) {
      $0.contains("Added “Pay the rent”")
    }
    #expect(!screen.contains("No journal:"), "said once, not at every save")
    try await app.press("C-c")
    try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == "Pay the rent\nBuy milk\nCall the bank\n")
  }

  @Test("a journal cut inside its last line and holding a stray line still starts the app and undoes")
  func aCutJournalStillReads() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Buy milk\nCall the bank\n")
    let state = folder.file("state")
    let first = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": state])
    defer { first.kill() }
    try await first.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    // This run only makes the list's journal, which the test then writes over.
    try await first.type("Temporary")
    try await first.press("Enter")
    try await first.waitFor("the todo added", timeout: .seconds(20)) { $0.contains("Added “Temporary”") }
    try await first.press("C-c")
    try await first.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    let journalFolder = state + "/todo/journal"
    let names = try FileManager.default.contentsOfDirectory(atPath: journalFolder)
    #expect(names.count == 1)
    let name = try #require(names.first)
    try folder.write("todo.txt", "Buy milk\nCall the bank\n")
    let whole =
      #"{"v":1,"step":1,"at":"2026-11-26T10:00:00Z","by":"todo","op":"do","kind":"added","index":0,"after":"Buy milk"}"#
    let cut = #"{"v":1,"step":2,"at":"2026-11-26T10:00:01Z","by":"todo","op":"do","kind":"del"#
    try ("garbage that is no entry\n" + whole + "\n" + cut).write(
      toFile: journalFolder + "/" + name, atomically: true, encoding: .utf8)

    let second = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": state])
    defer { second.kill() }
    try await second.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    try await second.press("C-z")
    try await second.waitFor("the add undone", timeout: .seconds(20)) { $0.contains("Undid adding") }
    try await second.press("C-c")
    try await second.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == "Call the bank\n")
    let log = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"),
      "log",
      "--json",
    ])
    let lines = log.stdout.split(separator: "\n")
    // The whole entry, the file's change while the app was closed (journaled at the start
    // as another program's) and the undo, after the cut.
    #expect(lines.count == 3, "\(log.stdout)")
    #expect(lines.filter { $0.contains(#""by":"other""#) }.count == 1, "\(log.stdout)")
    #expect(lines.last?.contains(#""op":"undo""#) == true, "\(log.stdout)")
  }

  @Test("another program's change, as the app reads it again, is journaled as other's")
  func anotherProgramsChangeIsJournaled() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call the bank\n")
    let state = folder.file("state")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_STATE_HOME": state])
    defer { app.kill() }
    try await app.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    let appended = try await runProcess([
      "/bin/sh", "-c", "echo 'Sent from the phone' >> \(folder.file("todo.txt"))",
    ])
    #expect(appended.status == 0)
    try await app.waitFor("the change read", timeout: .seconds(20)) { $0.contains("Sent from the phone") }
    try await app.press("C-c")
    try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    let log = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"),
      "log",
    ])
    let lines = log.stdout.split(separator: "\n")
    #expect(lines.count == 1, "\(log.stdout)")
    #expect(lines.first?.contains("other") == true && lines.first?.contains("added") == true)
    #expect(lines.first?.hasSuffix("Sent from the phone") == true)
  }

  @Test("two instances on one list append to one journal, each line whole")
  func twoInstancesShareTheJournal() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call the bank\n")
    let state = folder.file("state")
    let environment = ["XDG_STATE_HOME": state]
    let first = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { first.kill() }
    let second = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { second.kill() }
    try await first.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    try await second.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call the bank") }
    try await first.type("Added in the first")
    try await first.press("Enter")
    try await second.waitFor("the first's todo", timeout: .seconds(20)) { $0.contains("Added in the first") }
    try await second.type("Added in the second")
    try await second.press("Enter")
    try await first.waitFor("the second's todo", timeout: .seconds(20)) { $0.contains("Added in the second") }
    for app in [first, second] {
      try await app.press("C-c")
      try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    }
    let log = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"),
      "log",
      "--json",
    ])
    let lines = log.stdout.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("{\"v\":1,") && $0.hasSuffix("}") }, "\(log.stdout)")
    let ours = lines.filter { $0.contains(#""by":"todo","op":"do","kind":"added""#) }
    #expect(ours.count == 2, "each instance's add: \(log.stdout)")
    // Each add recorded once: the other instance saw it by a reload and found it journaled.
    for title in ["Added in the first", "Added in the second"] {
      let recording = lines.filter { $0.contains(#""after":"\#(title)""#) }
      #expect(recording.count == 1, "‘\(title)’ recorded once: \(log.stdout)")
    }
    let others = lines.filter { $0.contains(#""by":"other""#) }
    #expect(others.isEmpty, "no change journaled again as another program's: \(others)")
    let steps = lines.compactMap { line in
      line.split(separator: ",").first { $0.hasPrefix(#""step":"#) }.flatMap { Int($0.dropFirst(7)) }
    }
    #expect(steps == steps.sorted(), "steps numbered in turn: \(steps)")
  }
}
