import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// The reducer reads the preferences (where new todos go, their creation date), so a
/// recording carries them and a replay uses them: else it would show another list.
@Suite("Recording and replay: the preferences")
@MainActor
struct RecordingPreferencesTests {
  static let preferences = Preferences(newToDos: .bottom, addsCreationDates: true)
  static let session: [Action] = [
    .system(.dayBegan(CalendarDate(iso: "2026-11-23")!, nextDayIn: .seconds(3_600))),
    .persistence(.toDosLoaded(["Buy the milk", "Take my dog"])), .lineEdit(.insert("Rent a car")),
    .list(.addInput),
  ]

  static var recording: Recording {
    Recording(
      size: Size(columns: 80, rows: 24), preferences: preferences,
      entries: session.map { Recording.Entry(time: .zero, action: $0) })
  }

  @Test func theHeaderCarriesThePreferencesAndReadsThemBack() throws {
    let header = Self.recording.text.split(separator: "\n")[0]
    #expect(header.contains(#""newTodos":"bottom""#))
    #expect(header.contains(#""creationDates":true"#))
    #expect(try Recording.parse(Self.recording.text).preferences == Self.preferences)
  }

  @Test func aReplayAddsWhereAndHowTheSessionDid() {
    let screen = Replay.finalScreen(of: Self.recording)
    #expect(screen.lines[3...5] == ["  Buy the milk", "  Take my dog", "  2026-11-23 Rent a car"])
  }

  @Test func aRecordingWithoutThemReplaysWithTheDefaults() throws {
    let text = #"{"format":"todo-recording","size":{"columns":80,"rows":24},"version":3}"# + "\n"
    #expect(try Recording.parse(text).preferences == Preferences())
  }

  @Test func aHeaderWithAnUnknownPlacementIsRefused() {
    let text = #"{"format":"todo-recording","newTodos":"middle","size":{"columns":80,"rows":24},"version":3}"#
    #expect(throws: RecordingError.self) { try Recording.parse(text + "\n") }
  }
}
