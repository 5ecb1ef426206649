import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("Recording and replay of a todo's history")
@MainActor
struct ToDoHistoryRecordingTests {
  static let moment = SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 24)!, hour: 18, minute: 2)
  static let session: [Action] = [
    .system(.started),
    .system(.dayBegan(CalendarDate(year: 2026, month: 11, day: 26)!, nextDayIn: .seconds(3600))),
    .persistence(.toDosLoaded(["Call Mum +family", "Read a book"])),
    .list(.focusList), .toDoHistory(.open),
    .toDoHistory(
      .read([
        JournalRecord(
          step: 1, by: "todo", op: "do", kind: "added", before: nil, after: "Call Mum",
          moment: moment),
        JournalRecord(
          step: 2, by: "other", op: "outside", kind: "changed", before: "Call Mum",
          after: "Call Mum +family", moment: moment),
      ])),
    .picker(.move(by: 1)),
  ]

  @Test func theBoxSurvivesTheTextFormAndReplaysToTheSameScreen() throws {
    let size = Size(columns: 80, rows: 24)
    let recording = Recording(
      size: size,
      entries: Self.session.enumerated().map {
        Recording.Entry(time: .milliseconds(100 * $0.offset), action: $0.element)
      })
    let parsed = try Recording.parse(recording.text)
    #expect(parsed == recording)
    let (expected, _) = reduce(State(size: size), Self.session)
    #expect(expected.mode.kind == .pickingHistory && expected.picker?.selected == 1)
    let screen = Replay.finalScreen(of: parsed)
    #expect(screen == compose(expected))
    #expect(screen.lines.contains { $0.contains("Call Mum → Call Mum +family") && $0.contains("Tue 18:02") })
  }
}
