import Foundation
import Testing

/// Issue 41, item 1: a journal that is a symbolic link is named, not followed, and not
/// used for undo; the list works as ever.
@Suite("The journal behind a symbolic link")
struct JournalLinkTests {
  @Test(
    "a journal replaced by a link: the status line names it, Ctrl-Z undoes nothing, the target is untouched")
  func aLinkedJournalIsNamedAndNotFollowed() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    let state = folder.file("state")
    let environment = ["XDG_STATE_HOME": state]

    let first = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { first.kill() }
    try await first.waitFor("the list", timeout: .seconds(20)) { $0.contains("Call mom") }
    try await first.type("Buy milk")
    try await first.press("Enter")
    try await first.waitFor("the todo added", timeout: .seconds(20)) { $0.contains("Added “Buy milk”") }
    try await first.press("C-c")
    try await first.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }

    // Another user's file in the journal's place, through a link.
    let name = try #require(
      FileManager.default.enumerator(atPath: state + "/todo/journal")?.allObjects.first as? String)
    let journal = state + "/todo/journal/" + name
    let target = folder.file("elsewhere.jsonl")
    let planted = try #require(folder.read("state/todo/journal/" + name))
    try planted.write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.removeItem(atPath: journal)
    try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: target)

    let second = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { second.kill() }
    try await second.waitFor("the link named", timeout: .seconds(20)) {
      $0.contains("Buy milk") && $0.contains("symbolic link")
    }
    try await second.type("Pay rent")
    try await second.press("Enter")
    try await second.waitFor("the todo added", timeout: .seconds(20)) { $0.contains("Added “Pay rent”") }
    try await second.press("C-z")
    try await second.waitFor("the add undone", timeout: .seconds(20)) { $0.contains("Undid adding") }
    try await second.press("C-z")
    try await second.waitFor("nothing more to undo", timeout: .seconds(20)) { $0.contains("Nothing to undo") }
    try await second.press("C-c")
    try await second.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt")?.contains("Buy milk") == true, "the earlier session's add is not undone")
    #expect(folder.read("elsewhere.jsonl") == planted, "nothing written through the link")

    let log = try await runProcess([
      "/usr/bin/env", "XDG_STATE_HOME=\(state)", try ToDoBinary.path(), "--file", folder.file("todo.txt"),
      "log",
    ])
    #expect(log.status == 2 && log.stderr.contains("symbolic link: not followed"), "\(log.stderr)")
    #expect(log.stdout.isEmpty, "the planted lines are not printed")
  }
}
