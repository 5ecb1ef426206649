import Foundation
import Testing

/// The files the command line names are checked before the terminal is taken over: a
/// refusal says why and how to fix it, exits with 2, and leaves every file as it was.
@Suite("Files named on the command line")
struct LaunchFileTests {
  static let list = "Buy the milk\nTake my dog\n"

  /// Runs todo without a terminal: every check below happens before the app needs one.
  static func run(_ arguments: [String], environment: [String] = []) async throws -> ProcessResult {
    try await runProcess(["env"] + environment + [try ToDoBinary.path()] + arguments)
  }

  @Test(
    "--record never writes over the todo list, whatever path names it",
    arguments: ["list.txt", "./list.txt", "link.txt", "hard.txt", "sub/../list.txt"])
  func recordNeverOntoTheList(recordName: String) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("list.txt", Self.list)
    try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
    symlink("list.txt", folder.file("link.txt"))
    link(folder.file("list.txt"), folder.file("hard.txt"))
    let result = try await Self.run([folder.file("list.txt"), "--record", folder.file(recordName)])
    #expect(result.status == 2)
    // A link is refused before anything else: --record never writes through one (0305).
    let refusal = recordName == "link.txt" ? "is a symbolic link" : "is the todo list itself"
    #expect(
      result.stderr.hasPrefix("todo: '\(folder.file(recordName))' \(refusal)"), "\(result.stderr)")
    #expect(result.stderr.contains("\nTo fix: record to "))
    #expect(folder.read("list.txt") == Self.list)
  }

  @Test("--record never writes over the default todo list, nor over a list that does not exist yet")
  func recordNeverOntoTheDefaultOrNewList() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.file("todo"), withIntermediateDirectories: true)
    try folder.write("todo/todo.txt", Self.list)
    let byDefault = try await Self.run(
      ["--file", "--record", folder.file("todo/todo.txt")], environment: ["XDG_DATA_HOME=\(folder.path)"])
    #expect(byDefault.status == 2)
    #expect(byDefault.stderr.contains("is the todo list itself"), "\(byDefault.stderr)")
    #expect(folder.read("todo/todo.txt") == Self.list)

    let new = try await Self.run([folder.file("new.txt"), "--record", folder.path + "/./new.txt"])
    #expect(new.status == 2)
    #expect(new.stderr.contains("is the todo list itself"), "\(new.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.file("new.txt")), "the file made to check is gone")
  }

  @Test("--record never writes over a file that is not a recording; an earlier recording may be replaced")
  func recordOnlyOverRecordings() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("notes.txt", "my notes\n")
    let refused = try await Self.run(["--demo", "--record", folder.file("notes.txt")])
    #expect(refused.status == 2)
    #expect(refused.stderr.hasPrefix("todo: '\(folder.file("notes.txt"))' is not a todo recording"))
    #expect(folder.read("notes.txt") == "my notes\n")

    let earlier = #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"# + "\n"
    try folder.write("old.jsonl", earlier)
    // Accepted: the next check is the terminal's, and the recording is untouched until the app runs.
    let accepted = try await Self.run(["--demo", "--record", folder.file("old.jsonl")])
    #expect(accepted.stderr.hasPrefix("todo: standard input is not a terminal"), "\(accepted.stderr)")
    #expect(folder.read("old.jsonl") == earlier)
    let new = try await Self.run(["--demo", "--record", folder.file("new.jsonl")])
    #expect(new.stderr.hasPrefix("todo: standard input is not a terminal"), "\(new.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: folder.file("new.jsonl")), "no empty recording left behind")
  }

  @Test("--record to a path that cannot be written: refused before the terminal is touched")
  func unwritableRecordingIsRefusedFirst() async throws {
    let result = try await Self.run(["--demo", "--record", "/nonexistent-folder/session.jsonl"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix("todo: No such file or directory: cannot write the recording"),
      "\(result.stderr)")

    let app = try await TmuxSession(arguments: ["--demo", "--record", "/nonexistent-folder/session.jsonl"])
    defer { app.kill() }
    #expect(try await app.waitForExit() == 2)
    #expect(try await app.screen()[0].hasPrefix("todo: No such file or directory"))
    #expect(try await app.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}") == "0 1 0")
  }

  @Test("--record to /dev/full: says so, exits with 2 and gives the terminal back")
  func recordingToAFullDevice() async throws {
    let app = try await TmuxSession(arguments: ["--demo", "--record", "/dev/full"])
    defer { app.kill() }
    #expect(try await app.waitForExit() == 2)
    let screen = try await app.screen()
    #expect(
      screen.contains("todo: No space left on device: cannot write the recording to '/dev/full'"), "\(screen)"
    )
    #expect(
      try await app.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{keypad_cursor_flag}")
        == "0 1 0 0")
  }

  @Test("a recording whose writes fail mid-session: said at quit, exit status 1")
  func recordingThatStopsBeingWritten() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let shell = try await ShellSession()
    defer { shell.kill() }
    // A 1 KiB file size limit, its signal ignored: writes past it fail with EFBIG.
    try await shell.run(
      "cd \(shellQuoted(folder.path)); ulimit -f 1; trap '' XFSZ; TODO_SIMULATED_DELAY_MS=0 "
        + "\(shellQuoted(try ToDoBinary.path())) --demo --record rec.jsonl; echo EXIT=$?")
    try await shell.waitFor("the app") { $0.contains("Rent a car") }
    for _ in 0..<10 {
      try await shell.press("Down", "Down", "Up", "Up", "Down", "Up")
    }
    try await shell.waitFor("the keys handled") { $0.contains("› Buy the milk") || $0[1].hasPrefix("› Type") }
    try await shell.press("C-c")
    // The command line shows `EXIT=$?`: the status is the digits after `EXIT=` once it exited.
    let after = try await shell.waitFor("the app to exit") { $0.exitStatus != nil }
    #expect(after.exitStatus == 1, "\(after)")
    #expect(after.contains("todo: File too large: the recording 'rec.jsonl' is incomplete"), "\(after)")
  }

  @Test(
    "an empty path is a usage error",
    arguments: [[""], ["--file", ""], ["--record", ""], ["--replay", ""]])
  func emptyPaths(arguments: [String]) async throws {
    let result = try await Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("todo: the path for "), "\(result.stderr)")
    #expect(result.stderr.contains(" is empty.\nTo fix: "))
  }

  @Test("a folder as the todo file is refused before the terminal is touched")
  func folderAsTheFile() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = try await Self.run([folder.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "todo: '\(folder.path)' is a folder, not a todo file.\nTo fix: name a file in it, for example: todo \(folder.path)/todo.txt\n"
    )
  }

  @Test("'--' ends the options: a file whose name starts with a dash")
  func doubleDash() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("-list.txt", "Dash todo\n")
    let shell = try await ShellSession()
    defer { shell.kill() }
    try await shell.run(
      "cd \(shellQuoted(folder.path)); \(shellQuoted(try ToDoBinary.path())) -- -list.txt; echo EXIT=$?")
    try await shell.waitFor("the list from -list.txt") {
      $0[0].hasPrefix("TODO - (1)") && $0.contains("Dash todo")
    }
    try await shell.type("Second")
    try await shell.press("Enter")
    try await shell.waitFor("the add") { $0[0].hasPrefix("TODO - (2)") }
    try await shell.press("C-c")
    try await shell.waitFor("the app to exit") { $0.contains("EXIT=0") }
    #expect(Set(folder.read("-list.txt")?.split(separator: "\n") ?? []) == ["Dash todo", "Second"])
  }
}

@Suite("Hostile recordings on screen")
struct HostileReplayTests {
  @Test("a live replay of a recording at a size beyond the terminal neither crashes nor wraps text over rows")
  func replayBeyondTheTerminal() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lines = [
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"#,
      #"{"action":{"system":{"_0":{"started":{}}}},"t":0}"#,
      #"{"action":{"persistence":{"_0":{"toDosLoaded":{"_0":["a","b","c"]}}}},"t":1}"#,
      #"{"action":{"system":{"_0":{"resized":{"_0":{"columns":100000,"rows":100000}}}}},"t":2}"#,
      #"{"action":{"list":{"_0":{"moveSelectionByPage":{"by":9223372036854775807}}}},"t":3}"#,
      #"{"action":{"system":{"_0":{"resized":{"_0":{"columns":40,"rows":8}}}}},"t":4}"#,
    ]
    try folder.write("hostile.jsonl", lines.joined(separator: "\n") + "\n")
    let app = try await TmuxSession(arguments: ["--replay", folder.file("hostile.jsonl")])
    defer { app.kill() }
    let screen = try await app.waitFor("the replayed list") { $0.contains("  a") && $0.contains("c") }
    #expect(screen[3] == "  a" && screen[4] == "  b", "no text wrapped over the rows:\n\(screen)")
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
  }
}
