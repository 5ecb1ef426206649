import Foundation
import Testing

/// Dates typed as people say them, on Wednesday 2026-12-09 (`TODO_TODAY`): written as ISO
/// dates the moment the todo is added, in the app and by `todo add`; a date that does not
/// read is refused on screen with the text kept, warned of by `todo add`, refused by
/// `todo add --strict` (decisions 0334, 0335).
@Suite("Dates as people say them", .serialized)
struct DatesAsPeopleSayThemTests {
  static let wednesday = "2026-12-09"

  @Test(
    "Pay rent due:eom is written with the month's last day; due:nextwek is refused, kept, then added on Enter"
  )
  func theInputLineWritesPhrasesAndRefusesATypo() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mum\n")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], columns: 132, rows: 12,
      environment: ["TODO_TODAY": Self.wednesday, "XDG_CONFIG_HOME": folder.path])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.items == ["Call mum"] }

    try await app.type("Pay rent due:eom")
    try await app.press("Enter")
    let added = try await app.waitFor("the date written") { $0.items.count == 2 }
    #expect(added.items.contains("Pay rent due:2026-12-31"), "\(added)")
    try await app.waitFor("the file saved", timeout: .seconds(5)) { _ in
      folder.read("todo.txt")?.contains("Pay rent due:2026-12-31\n") == true
    }

    try await app.type("Fix the sink due:nextwek")
    try await app.press("Enter")
    let refused = try await app.waitFor("the refusal") { $0.status.contains("is not a date") }
    #expect(
      refused.status.contains("Not added: “due:nextwek” is not a date (did you mean due:next week?)"),
      "\(refused)")
    #expect(refused.input.contains("Fix the sink due:nextwek"), "the text is kept: \(refused)")
    #expect(refused.items.count == 2)
    #expect(folder.read("todo.txt")?.contains("nextwek") == false)

    try await app.press("Enter")
    let kept = try await app.waitFor("the todo added as typed") { $0.items.count == 3 }
    #expect(kept.items.contains("Fix the sink due:nextwek"), "\(kept)")
  }

  @Test("todo add writes due:next fri, warns of due:nextwek on stderr, and --strict refuses it")
  func todoAddWritesWarnsAndRefuses() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Already there\n")
    func add(_ arguments: [String]) async throws -> ProcessResult {
      try await runProcess(
        [
          "/usr/bin/env", "TODO_TODAY=\(Self.wednesday)", try ToDoBinary.path(), "--file",
          folder.file("todo.txt"), "add",
        ]
          + arguments)
    }
    let dated = try await add(["Call", "Bob", "due:next", "fri", "t:in", "3", "days"])
    #expect(dated.status == 0)
    #expect(dated.stdout == "2 Call Bob due:2026-12-18 t:2026-12-12\n")
    #expect(dated.stderr.isEmpty)

    let warned = try await add(["Fix", "the", "sink", "due:nextwek"])
    #expect(warned.status == 0)
    #expect(warned.stdout == "3 Fix the sink due:nextwek\n")
    #expect(
      warned.stderr.hasPrefix("todo: warning: “due:nextwek” is not a date (did you mean due:next week?)"))

    let strict = try await add(["--strict", "Water", "the", "plants", "due:tomorow"])
    #expect(strict.status == 2)
    #expect(strict.stdout.isEmpty)
    #expect(
      strict.stderr.hasPrefix("todo: not added: “due:tomorow” is not a date (did you mean due:tomorrow?)"))
    #expect(
      folder.read("todo.txt")
        == "Already there\nCall Bob due:2026-12-18 t:2026-12-12\nFix the sink due:nextwek\n")
  }
}
