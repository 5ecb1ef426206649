import Foundation
import Testing

/// `todo add`, `todo ls` and `todo done` from a shell: what they print and exit with, the
/// file after them, an app open on the same list showing the change, and the numbers
/// todo.sh gives the same todos.
@Suite("Commands for scripts")
struct ScriptCommandsTests {
  /// The five-line file of the issue: a blank line among the todos, a done one.
  static let fiveLines =
    "(A) Call mom +family\nx 2026-11-20 Pay rent\n\nBuy milk due:2026-11-27\nWrite report @work\n"

  /// Tomorrow and today in the local time zone, as todo.txt writes a date.
  private var tomorrow: String { LocalDates.iso(daysFromToday: 1) }
  private var today: String { LocalDates.iso(daysFromToday: 0) }

  @Test("todo add prints the line with the relative date written, and the file has it")
  func addWritesTheDate() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Already there\n")
    let result = try await runProcess([
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "add", "Buy milk due:tomorrow",
    ])
    #expect(result.status == 0)
    #expect(result.stdout == "Buy milk due:\(tomorrow)\n")
    #expect(result.stderr.isEmpty)
    #expect(folder.read("todo.txt") == "Buy milk due:\(tomorrow)\nAlready there\n")
  }

  @Test("todo add from a shell while the app is open on the list: the app shows it")
  func addWhileTheAppIsOpen() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Already there\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 1 }

    let result = try await runProcess([
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "add", "Added", "from", "the", "shell",
    ])
    #expect(result.status == 0)
    // The watch reloads within a second or two.
    try await app.waitFor("the shell's todo shown", timeout: .seconds(5)) {
      $0.items.contains("Added from the shell")
    }
    try await app.type("Typed in the app")
    try await app.press("Enter")
    try await app.waitFor("both todos") { $0.count == 3 }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Typed in the app\nAdded from the shell\nAlready there\n")
  }

  @Test("todo ls numbers the same todos as todo.sh ls on the same file")
  func lsNumbersAsTodoShDoes() async throws {
    // todo.txt-cli's own script: never the link `make install` makes to todo itself.
    let todoSh = ["/usr/bin/todo-txt", "/usr/bin/todo.sh", "/usr/local/bin/todo.sh"].first {
      FileManager.default.isExecutableFile(atPath: $0)
        && URL(fileURLWithPath: $0).resolvingSymlinksInPath().lastPathComponent != "todo"
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Eleven lines: two-digit numbers, blank lines, a done todo.
    let text =
      Self.fiveLines + "\nCall Bob @phone\nFix the bike +home\n\nPlan the trip +home\nx 2026-11-21 Old\n"
    try folder.write("todo.txt", text)
    try folder.write("done.txt", "")
    try folder.write("config", "")
    let ours = try await runProcess([try ToDoBinary.path(), "--file", folder.file("todo.txt"), "ls"])
    #expect(ours.status == 0)
    let expected = [
      "01 (A) Call mom +family", "02 x 2026-11-20 Pay rent", "04 Buy milk due:2026-11-27",
      "05 Write report @work", "07 Call Bob @phone", "08 Fix the bike +home", "10 Plan the trip +home",
      "11 x 2026-11-21 Old",
    ]
    #expect(ours.stdout.split(separator: "\n").map(String.init) == expected)
    guard let todoSh else {
      Issue.record("todo.txt-cli (todo-txt or todo.sh) is not installed: make deps installs it")
      return
    }
    let theirs = try await runProcess([
      "/usr/bin/env", "TODO_DIR=\(folder.path)", "TODO_FILE=\(folder.file("todo.txt"))",
      "DONE_FILE=\(folder.file("done.txt"))", "REPORT_FILE=\(folder.file("report.txt"))", todoSh, "-d",
      folder.file("config"), "-p", "ls",
    ])
    #expect(theirs.status == 0)
    // todo.sh sorts by text and ends with a count; the numbers of each todo must agree.
    func numbers(_ output: String) -> [String: String] {
      var result: [String: String] = [:]
      for line in output.split(separator: "\n") {
        guard let space = line.firstIndex(of: " "), line.first?.isNumber == true else { continue }
        result[String(line[line.index(after: space)...])] = String(line[..<space])
      }
      return result
    }
    #expect(numbers(ours.stdout) == numbers(theirs.stdout))
    #expect(numbers(ours.stdout).count == 8)

    let filtered = try await runProcess([
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "ls", "+home",
    ])
    #expect(filtered.stdout == "08 Fix the bike +home\n10 Plan the trip +home\n")
  }

  @Test("todo ls is:ready and is:blocked number the todos as todo.sh ls does")
  func lsIsReadyAndIsBlocked() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text =
      "Buy the paint id:paint\n\nPaint the walls after:paint\nx 2026-11-20 Sand id:sand\n"
      + "Oil the floor needs:sand\nMove house id:1\nPack the books p:1\n"
    try folder.write("todo.txt", text)
    let ready = try await runProcess([
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "ls", "is:ready",
    ])
    #expect(ready.status == 0)
    #expect(ready.stdout == "1 Buy the paint id:paint\n5 Oil the floor needs:sand\n7 Pack the books p:1\n")
    let blocked = try await runProcess([
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "ls", "is:blocked",
    ])
    #expect(blocked.stdout == "3 Paint the walls after:paint\n6 Move house id:1\n")
    #expect(folder.read("todo.txt") == text, "ls writes nothing")
    // todo.sh gives each of them the same number.
    _ = try InteropTests.ToDoCLI(folder: folder)
    let theirs = try await runProcess([
      try InteropTests.ToDoCLI.binary(), "-d", folder.file("todo.cfg"), "-p", "ls",
    ])
    for line in (ready.stdout + blocked.stdout).split(separator: "\n") {
      #expect(theirs.stdout.contains(line), "todo.sh numbers \(line) the same")
    }
  }

  @Test("todo \"Buy milk\": no such list, both ways out, status 2, no file made")
  func aTodoTypedWithoutAdd() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = try await runProcess([
      "/bin/sh", "-c", "cd '\(folder.path)' && exec '\(try ToDoBinary.path())' 'Buy milk'",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "todo: no such list 'Buy milk'.\n"
        + "To fix: to add it as a todo: todo add \"Buy milk\"; to start a list there: todo --file \"Buy milk\".\n"
    )
    #expect(result.stdout.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("todo done 2 marks the todo on line 2 done, as x does")
  func doneByLineNumber() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\n(B) Water plants due:2026-11-20 rec:1w\n\nLast one\n")
    let result = try await runProcess([try ToDoBinary.path(), "--file", folder.file("todo.txt"), "done", "2"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "Done: x \(today) Water plants due:2026-11-20 rec:1w pri:B\n"
        + "Next: (B) Water plants due:\(nextWeek) rec:1w\n")
    #expect(
      folder.read("todo.txt")
        == "Call Bob\n(B) Water plants due:\(nextWeek) rec:1w\nx \(today) Water plants due:2026-11-20 rec:1w pri:B\n"
        + "\nLast one\n"
    )
    let again = try await runProcess([try ToDoBinary.path(), "--file", folder.file("todo.txt"), "done", "4"])
    #expect(again.status == 1)
    #expect(again.stderr.hasPrefix("todo: there is no todo on line 4 of "))
  }

  @Test("todo done below a blank line leaves the blank line where it was")
  func doneBelowABlankLine() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\n\nWater plants rec:1w\nLast one\n")
    let result = try await runProcess([try ToDoBinary.path(), "--file", folder.file("todo.txt"), "done", "3"])
    #expect(result.status == 0)
    #expect(
      folder.read("todo.txt")
        == "Call Bob\n\nWater plants rec:1w due:\(nextWeek)\nx \(today) Water plants rec:1w\nLast one\n")
  }

  /// A week after today, as `rec:1w` counts from the completion day.
  private var nextWeek: String { LocalDates.iso(daysFromToday: 7) }
}
