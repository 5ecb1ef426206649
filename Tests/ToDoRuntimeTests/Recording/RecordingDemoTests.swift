import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A quit of the changed demo asks where a file's list would save, so a recording says
/// whether its list was the demo, and a replay asks as the session did.
@Suite("Recording and replay: the demo")
@MainActor
struct RecordingDemoTests {
  static let demo = DemoList(keepsIn: "~/.local/share/todo/todo.txt")
  static let session: [Action] = [
    .persistence(.toDosLoaded(["Buy the milk"])), .lineEdit(.insert("Rent a car")), .list(.addInput),
    .system(.quit),
  ]

  static func recording(demo: DemoList?) -> Recording {
    Recording(
      size: Size(columns: 80, rows: 24), demo: demo,
      entries: session.map { Recording.Entry(time: .zero, action: $0) })
  }

  @Test func theHeaderSaysTheDemoAndReadsItBack() throws {
    let text = Self.recording(demo: Self.demo).text
    #expect(text.split(separator: "\n")[0].contains(#""demo":true"#))
    #expect(try Recording.parse(text).demo == Self.demo)
    // A file's recording says nothing of it, as before.
    let file = Self.recording(demo: nil).text
    #expect(!file.split(separator: "\n")[0].contains("demo"))
    #expect(try Recording.parse(file).demo == nil)
  }

  @Test func aReplayOfTheDemoAsksAsTheSessionDid() {
    let screen = Replay.finalScreen(of: Self.recording(demo: Self.demo))
    #expect(screen.lines[22].hasPrefix("Keep your todo? y saves to ~/.local/share/todo/todo.txt"))
    #expect(!Replay.finalScreen(of: Self.recording(demo: nil)).lines[22].hasPrefix("Keep"))
  }
}
