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
    #expect(result.stdout == "2 Buy milk due:\(tomorrow)\n")
    #expect(result.stderr.isEmpty)
    #expect(folder.read("todo.txt") == "Already there\nBuy milk due:\(tomorrow)\n")
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
    #expect(folder.read("todo.txt") == "Typed in the app\nAlready there\nAdded from the shell\n")
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

  @Test("todo done 2 marks the todo on line 2 done, as x does; its next occurrence goes last")
  func doneByLineNumber() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\n(B) Water plants due:2026-11-20 rec:1w\n\nLast one\n")
    let result = try await todo(folder, "done", "2")
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "Done: 2 x \(today) Water plants due:2026-11-20 rec:1w pri:B\n"
        + "Next: 5 (B) Water plants due:\(nextWeek) rec:1w\n")
    #expect(
      folder.read("todo.txt")
        == "Call Bob\nx \(today) Water plants due:2026-11-20 rec:1w pri:B\n\nLast one\n"
        + "(B) Water plants due:\(nextWeek) rec:1w\n")
    let again = try await todo(folder, "done", "2")
    #expect(again.status == 3, "done already: said, not done again")
    #expect(again.stderr.hasPrefix("todo: line 2 is done already"))
    let blank = try await todo(folder, "done", "3")
    #expect(blank.status == 1)
    #expect(blank.stderr.hasPrefix("todo: there is no todo on line 3 of "))
  }

  @Test("todo done 3 4 completes lines 3 and 4, never a search for 3 and 4; +1 is a word")
  func doneOfSeveralLines() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Room 4 paint\nCall 3 people\nThird\nFourth\nFix +1 bug\n")
    let result = try await todo(folder, "do", "3", "4")
    #expect(result.status == 0)
    #expect(result.stdout == "Done: 3 x \(today) Third\nDone: 4 x \(today) Fourth\n")
    let project = try await todo(folder, "done", "+1")
    #expect(project.stdout == "Done: 5 x \(today) Fix +1 bug\n")
    #expect(
      folder.read("todo.txt")
        == "Room 4 paint\nCall 3 people\nx \(today) Third\nx \(today) Fourth\nx \(today) Fix +1 bug\n")
  }

  @Test("the shell's changes are the app's own: todo log shows them by todo, todo undo takes one back")
  func theShellsChangesAreJournaled() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\nPay rent\n")
    _ = try await todo(folder, "add", "Buy milk")
    _ = try await todo(folder, "rm", "1")
    _ = try await todo(folder, "pri", "2", "A")
    let log = try await todo(folder, "log")
    let lines = log.stdout.split(separator: "\n")
    #expect(lines.count == 3, "\(log.stdout)")
    #expect(lines.allSatisfy { $0.contains("  todo   ") })
    #expect(lines[1].contains("deleted") && lines[1].contains("Call Bob"))
    let undo = try await todo(folder, "undo")
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(folder.read("todo.txt") == "Pay rent\nBuy milk\n")
    _ = try await todo(folder, "undo")
    #expect(folder.read("todo.txt") == "Call Bob\nPay rent\nBuy milk\n")
  }

  @Test("after the shell's changes the app starts without counting them as another program's")
  func theAppDoesNotCountTheShellsChanges() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Bob\nPay rent\n")
    let environment = ["XDG_STATE_HOME": folder.file("state")]
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    try await app.waitFor("the list") { $0.count == 2 }
    try await app.press("C-c")
    try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    app.kill()
    _ = try await todo(folder, "add", "Buy milk")
    _ = try await todo(folder, "done", "1")
    let again = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
    defer { again.kill() }
    try await again.waitFor("the list") { $0.contains("Buy milk") }
    #expect(try await !again.screen().contains("by other programs"))
    try await again.press("Down")
    try await again.press("C-z")
    try await again.waitFor("the shell's completion undone", timeout: .seconds(10)) { $0.contains("Undid") }
    #expect(try await !again.screen().contains("by other programs"))
  }

  @Test("options after the command count, an unknown one is named with status 2")
  func optionsAfterTheCommand() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Buy paint t:2099-01-01\nCall Bob due:2026-01-02\n")
    let all = try await runProcess([
      try ToDoBinary.path(), "ls", "--all", "--porcelain", "--file", folder.file("todo.txt"),
    ])
    #expect(all.status == 0)
    #expect(all.stdout == "1\tBuy paint t:2099-01-01\n2\tCall Bob due:2026-01-02\n")
    let none = try await runProcess([try ToDoBinary.path(), "ls", "zebra", "--file", folder.file("todo.txt")])
    #expect(none.status == 1)
    let bad = try await runProcess([try ToDoBinary.path(), "ls", "--frob", "--file", folder.file("todo.txt")])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("todo: unknown option '--frob' for 'todo ls'."))
  }

  @Test("todo ls to a terminal writes a todo's ESC and BEL visibly; to a pipe, as they are")
  func nothingRawReachesATerminal() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let text = "Title \u{1B}]2;pwned\u{7} and \u{9B}31m red\n"
    try folder.write("todo.txt", text)
    let terminal = try PseudoTerminal()
    let binary = try ToDoBinary.path()
    async let finished = runProcess(
      ["env", "LANG=C.UTF-8", binary, "--file", folder.file("todo.txt"), "ls"], terminalPath: terminal.path)
    var shown: [UInt8] = []
    let deadline = ContinuousClock.now + .seconds(20)
    while !String(decoding: shown, as: UTF8.self).contains("red"), ContinuousClock.now < deadline {
      var ready = pollfd(fd: terminal.master, events: Int16(POLLIN), revents: 0)
      if poll(&ready, 1, 20) > 0 {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(terminal.master, &buffer, buffer.count)
        if count > 0 { shown += buffer.prefix(count) }
      }
    }
    let result = try await finished
    #expect(result.status == 0)
    let screen = String(decoding: shown, as: UTF8.self)
    #expect(screen.contains("1 Title ^[]2;pwned^G and <U+009B>31m red"), "\(screen)")
    #expect(!shown.contains(0x1B) && !shown.contains(0x07))
    let piped = try await runProcess([binary, "--file", folder.file("todo.txt"), "ls"])
    #expect(piped.stdout == "1 " + text)
  }

  /// Runs `todo --file <folder>/todo.txt ARGUMENTS…` with the folder's own state folder.
  private func todo(_ folder: TemporaryFolder, _ arguments: String...) async throws -> ProcessResult {
    try await runProcess(
      [
        "/usr/bin/env", "XDG_STATE_HOME=\(folder.file("state"))", try ToDoBinary.path(), "--file",
        folder.file("todo.txt"),
      ]
        + arguments)
  }

  /// A week after today, as `rec:1w` counts from the completion day.
  private var nextWeek: String { LocalDates.iso(daysFromToday: 7) }
}
