import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("Recording and replay")
@MainActor
struct RecordingTests {
  static let session: [Action] = [
    .system(.started), .system(.tick), .lineEdit(.insert("买牛奶 today")), .list(.addInput),
    .persistence(.toDosLoaded(["Buy the milk", "Take my dog", "Rent a car"])),
    .list(.focusList), .list(.moveSelection(by: 1)), .list(.deleteSelected), .history(.undo),
    .list(.moveSelection(by: 1)), .lineEdit(.insert("ab")), .list(.addInput),
    .system(.resized(Size(columns: 60, rows: 12))), .list(.clicked(Position(row: 4, column: 3))),
    .list(.scrolled(by: 1)),
    // The archive and the editor, and their results, as recordings carry them.
    .archive(.start), .archive(.failed("No space left on device: cannot write 'done.txt'")),
    .archive(.archived(doneFileName: "done.txt")), .externalEdit(.open),
    .externalEdit(.edited(2, .edited("Walk the dog\nx\n"))),
    .externalEdit(.edited(2, .editorFailed(editor: "code -w", status: 1))),
    .externalEdit(.edited(2, .failed("No such file or directory: cannot read '/tmp/todo-1.txt'"))),
    .help(.toggle),
    .help(.toggle), .lineEdit(.moveCursor(.wordLeft)), .system(.quit),
  ]

  static func recording(size: Size = Size(columns: 80, rows: 24)) -> Recording {
    Recording(
      size: size,
      entries: session.enumerated().map {
        Recording.Entry(time: .milliseconds(100 * $0.offset), action: $0.element)
      })
  }

  @Test func aRecordingSurvivesItsTextForm() throws {
    let recording = Self.recording()
    #expect(try Recording.parse(recording.text) == recording)
  }

  @Test func theLinesAreJSONWithTheTimeInMilliseconds() {
    let lines = Self.recording().text.split(separator: "\n")
    #expect(lines[0] == #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":4}"#)
    #expect(lines[3] == #"{"action":{"lineEdit":{"_0":{"insert":{"_0":"买牛奶 today"}}}},"t":200}"#)
  }

  @Test func replayingGivesTheSameStateAndScreenAsTheSession() {
    let recording = Self.recording()
    let (expected, _) = reduce(State(size: recording.size), Self.session)
    #expect(Replay.finalScreen(of: recording) == compose(expected))
  }

  @Test func theFinalScreenCanBePrintedAtAnotherSize() {
    let size = Size(columns: 30, rows: 8)
    let screen = Replay.finalScreen(of: Self.recording(), size: size)
    let (expected, _) = reduce(State(size: Self.recording().size), Self.session + [.system(.resized(size))])
    #expect(screen == compose(expected))
    #expect(
      Array(screen.lines.prefix(4)) == [
        "TODO - (4)", "› ab                   [ Add ]", "────────────────────── 1–3/4 ─", "  买牛奶 today",
      ])
  }

  @Test(arguments: [
    ("", "line 1: the file is empty, not a todo recording"),
    ("hello\n", #"line 1: this is not a todo recording (no "todo-recording" header)"#),
    (
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":9}"#,
      "line 1: the recording has version 9; this todo reads versions 3 to 4 only"
    ),
    (
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":1}"# + "\n"
        + #"{"action":{"insert":{"_0":"flat"}},"t":0}"#,
      "line 1: the recording has version 1; this todo reads versions 3 to 4 only (its actions were recorded in an "
        + "older form). To fix: replay it with the todo that made it, or record it again"
    ),
    (
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"# + "\n"
        + #"{"action":{"system":{"_0":{"started":{}}}},"t":0}"# + "\n"
        + #"{"action":{"explode":{}},"t":5}"#,
      #"line 3: not an action this todo knows: {"action":{"explode":{}},"t":5}"#
    ),
    (
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"# + "\n"
        + #"{"action":{"system":{"_0":{"tick":{}}}},"t":9}"# + "\n"
        + #"{"action":{"system":{"_0":{"tick":{}}}},"t":5}"#, "line 3: the time 5 goes backwards"
    ),
    (
      #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"# + "\n{{{",
      "line 2: not an action this todo knows: {{{"
    ),
  ])
  func aBrokenRecordingNamesTheLine(text: String, message: String) {
    #expect(throws: RecordingError.self) { try Recording.parse(text) }
    do {
      _ = try Recording.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func blankLinesAndWindowsLineEndingsAreFine() throws {
    let text = Self.recording().text.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n\r\n"
    #expect(try Recording.parse(text) == Self.recording())
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
