import Foundation
import Testing

@Suite("Details users notice")
struct FeelTests {
  @Test("CJK, emoji and combining marks align, and the cursor sits after the last cell")
  func unicodeLayout() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    for title in ["买牛奶", "👍🏽 done", "e\u{301}te\u{301}", "שלום עולם"] {
      try await app.type(title)
      try await app.press("Enter")
    }
    let screen = try await app.waitFor("the four todos") { $0.count == 7 }
    #expect(Array(screen.items.prefix(4)) == ["שלום עולם", "e\u{301}te\u{301}", "👍🏽 done", "买牛奶"])
    try await app.type("买牛")
    try await app.waitFor("the input") { $0.input.hasPrefix("› 买牛") }
    #expect(try await app.display("#{cursor_x},#{cursor_y}") == "6,1")
    try await app.press("BSpace")
    try await app.waitFor("one character deleted") { $0.input.hasPrefix("› 买 ") }
    #expect(try await app.display("#{cursor_x}") == "4")
  }

  @Test("shell editing keys work in the input line")
  func lineEditing() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.type("buy milk today")
    try await app.press("C-w")
    try await app.waitFor("a word deleted") {
      $0.input.hasPrefix("› buy milk ") && !$0.input.contains("today")
    }
    try await app.press("C-a")
    try await app.type("please ")
    try await app.press("End")
    try await app.type("now")
    let edited = try await app.waitFor("the edits") { $0.input.hasPrefix("› please buy milk now") }
    #expect(edited.input.hasPrefix("› please buy milk now"))
    try await app.press("M-b", "C-k")
    try await app.waitFor("the end deleted") {
      $0.input.hasPrefix("› please buy milk ") && !$0.input.contains("now")
    }
    try await app.press("C-u")
    try await app.waitFor("the input emptied") { $0.inputIsEmpty }
  }

  @Test("F1 shows every key from the keymap with its command's name; any key closes it")
  func helpOverlay() async throws {
    let app = try await TmuxSession(columns: 120, rows: 44)
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("F1")
    let help = try await app.waitFor("the help") {
      $0.contains("Keys") && $0.contains("Any key closes this help.")
    }
    for entry in [
      "undo", "redo", "to list", "delete word", "first todo", "quit", "moveToFirst", "deleteWord",
    ] {
      #expect(help.contains(entry), "the help lists \(entry)")
    }
    try await app.press("x")
    let closed = try await app.waitFor("the help to close") { !$0.contains("Any key closes") }
    #expect(closed.inputIsEmpty, "the key that closed the help typed nothing")
  }

  @Test("F1 names a command only where its name is not what the keys do: no \"^Z  undo  undo\"")
  func helpSaysEachThingOnce() async throws {
    for (columns, rows) in [(120, 36), (80, 24)] {
      let app = try await TmuxSession(columns: columns, rows: rows)
      defer { app.kill() }
      try await app.waitUntilLoaded()
      try await app.press("F1")
      let help = try await app.waitFor("the help") { $0.contains("Keys") && $0.contains("close") }
      // The commands whose name is their summary, said once each.
      let once: Set<Substring> = [
        "undo", "redo", "reload", "help", "quit", "add", "edit", "delete", "search",
      ]
      for row in help.rows {
        let words = row.split(separator: " ")
        let twice = zip(words, words.dropFirst()).first { $0 == $1 && once.contains($0) }
        #expect(twice == nil, "\(columns)×\(rows): \(row)")
      }
      // The name still shows where it says something the summary does not.
      #expect(help.contains("to list") && help.contains("focusList"), "\(help)")
    }
  }

  @Test("on a small terminal the help scrolls through every key")
  func helpScrollsOnASmallTerminal() async throws {
    let app = try await TmuxSession(columns: 40, rows: 12)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 3 }
    try await app.press("F1")
    let top = try await app.waitFor("the help") { $0.contains("others close") }
    #expect(top.contains("Everywhere") && top.contains(" 1–7/"))
    #expect(!top.contains("scroll the list"))
    for _ in 1...14 { try await app.press("NPage") }
    let bottom = try await app.waitFor("the end of the help") { $0.contains("scroll the list") }
    #expect(!bottom.contains("Everywhere"))
    try await app.press("Up")
    try await app.waitFor("one line up") { !$0.contains("scroll the list") && $0.contains("others close") }
    try await app.press("x")
    let closed = try await app.waitFor("the help to close") { !$0.contains("others close") }
    #expect(closed.inputIsEmpty && closed.count == 3)
  }

  @Test("a narrow terminal keeps the most important keys in the footer")
  func narrowFooter() async throws {
    let app = try await TmuxSession(columns: 40, rows: 12)
    defer { app.kill() }
    let screen = try await app.waitFor("the list") { $0.count == 3 }
    #expect(screen.footer.contains("F1 help"))
    #expect(screen.footer.contains("^C quit"))
    #expect(screen.footer.count <= 40)
  }

  @Test("undo brings back a deleted todo, redo deletes it again")
  func undoRedo() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down", "Down", "DC")
    let deleted = try await app.waitFor("the delete") { $0.count == 2 }
    #expect(deleted.status == "Deleted (Ctrl-Z to undo): “Take my dog”")
    #expect(deleted.footer.contains("^Z undo"))
    try await app.press("C-z")
    let restored = try await app.waitFor("the undo") { $0.count == 3 }
    #expect(restored.items == AppUnderTest.loadedTitles)
    #expect(restored.selected == ["Take my dog"])
    try await app.press("C-y")
    try await app.waitFor("the redo") { $0.count == 2 }
  }

  @Test("a click on the selected row's ✕ deletes it; the wheel scrolls")
  func mouseDeleteAndWheel() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    // Presses and releases, as a terminal sends them.
    try await app.type("\u{1B}[<0;5;5M\u{1B}[<0;5;5m")  // select "Take my dog"
    try await app.waitFor("the selection") { $0.selected == ["Take my dog"] }
    try await app.type("\u{1B}[<0;15;5M\u{1B}[<0;15;5m")  // its ✕, right after "› Take my dog"
    let deleted = try await app.waitFor("the delete") { $0.count == 2 }
    #expect(deleted.items == ["Buy the milk", "Rent a car"])
  }

  @Test("--no-mouse leaves clicks to the terminal")
  func noMouse() async throws {
    let app = try await TmuxSession(arguments: ["--demo", "--no-mouse"])
    defer { app.kill() }
    try await app.waitUntilLoaded()
    #expect(try await app.display("#{mouse_any_flag}") == "0")
    let withMouse = try await TmuxSession()
    defer { withMouse.kill() }
    try await withMouse.waitUntilLoaded()
    #expect(try await withMouse.display("#{mouse_any_flag}") == "1")
  }

  @Test("a monochrome terminal (vt100) and NO_COLOR stay usable")
  func monochrome() async throws {
    for (term, environment) in [("vt100", [String: String]()), ("xterm-256color", ["NO_COLOR": "1"])] {
      let app = try await TmuxSession(term: term, environment: environment)
      defer { app.kill() }
      try await app.waitUntilLoaded()
      try await app.press("Down")
      let screen = try await app.waitFor("the selection") { $0.selected == ["Buy the milk"] }
      #expect(screen.footer.hasPrefix("↑/↓ select"))
    }
  }

  @Test("Esc answers within a fraction of a second")
  func escapeIsQuick() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.type("clear me")
    try await app.waitFor("the text") { $0.input.hasPrefix("› clear me") }
    let pressed = ContinuousClock.now
    try await app.press("Escape")
    try await app.waitFor("the input to clear", stable: false) { $0.inputIsEmpty }
    // Well under ncurses' own 1-second wait for the rest of an escape sequence, with room
    // for a machine busy with other tests.
    #expect(ContinuousClock.now - pressed < .milliseconds(900))
  }

  @Test("a recording replays to the same screen, headless")
  func recordAndReplay() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let recording = folder.file("session.jsonl")
    let app = try await TmuxSession(arguments: ["--demo", "--record", recording])
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.type("买牛奶 today")
    try await app.press("Enter", "Down", "Down", "DC", "C-z", "Down")
    try await app.waitFor("the session's end") {
      $0.status.hasPrefix("Restored") && $0.selected == ["Take my dog"]
    }
    // The demo changed: the quit asks (the recording says it was the demo), n leaves.
    try await app.press("C-c")
    let live = try await app.waitFor("the question") { $0.status.hasPrefix("Keep your todo?") }
    try await app.press("n")
    #expect(try await app.waitForExit() == 0)
    let replayed = try await runProcess([try ToDoBinary.path(), "--replay", recording, "--print"])
    #expect(replayed.status == 0)
    #expect(
      replayed.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).prefix(24)
        == live.rows.prefix(24))
  }

  @Test("a corrupt recording is refused naming the line")
  func corruptRecording() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "bad.jsonl",
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"# + "\nnot json\n")
    let result = try await runProcess([
      try ToDoBinary.path(), "--replay", folder.file("bad.jsonl"), "--print",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("line 2: not an action this todo knows"))
  }
}

@Suite("Replaying on screen")
struct ReplayOnScreenTests {
  /// A recording of a list named "replayed list" at 80×24 holding these action lines.
  private static func recording(of lines: [String]) -> String {
    let header =
      #"{"format":"todo-recording","list":"replayed list","size":{"columns":80,"rows":24},"version":3}"#
    return ([header] + lines).joined(separator: "\n") + "\n"
  }

  @Test("--replay plays a recording on screen, then the app goes on live")
  func replayThenLive() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "session.jsonl",
      Self.recording(of: [
        #"{"action":{"system":{"_0":{"started":{}}}},"t":0}"#,
        #"{"action":{"persistence":{"_0":{"toDosLoaded":{"_0":["From the recording","Second"]}}}},"t":2000}"#,
        #"{"action":{"lineEdit":{"_0":{"insert":{"_0":"Typed then"}}}},"t":2500}"#,
        #"{"action":{"list":{"_0":{"addInput":{}}}},"t":2600}"#,
      ]))
    let app = try await TmuxSession(arguments: ["--replay", folder.file("session.jsonl")])
    defer { app.kill() }
    let replayed = try await app.waitFor("the replayed session") { $0.count == 3 }
    #expect(replayed.items == ["Typed then", "From the recording", "Second"])
    #expect(replayed.titleNote == "replayed list")
    try await app.type("Now live")
    try await app.press("Enter")
    let live = try await app.waitFor("a live todo") { $0.count == 4 }
    #expect(live.items.first == "Now live")
  }

  @Test("keys typed while a recording plays act once it has ended: a quit is not lost")
  func keysDuringTheReplayActAfterIt() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "session.jsonl",
      Self.recording(of: [
        #"{"action":{"system":{"_0":{"started":{}}}},"t":0}"#,
        #"{"action":{"persistence":{"_0":{"toDosLoaded":{"_0":["From the recording"]}}}},"t":100}"#,
        #"{"action":{"lineEdit":{"_0":{"insert":{"_0":"Last recorded"}}}},"t":4000}"#,
        #"{"action":{"list":{"_0":{"addInput":{}}}},"t":4100}"#,
      ]))
    let app = try await TmuxSession(arguments: ["--replay", folder.file("session.jsonl"), "--realtime"])
    defer { app.kill() }
    try await app.waitFor("the replay under way") { $0.count == 1 }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(app.launchedAt.duration(to: .now) >= .milliseconds(4100), "the quit waited for the replay")
  }
}
