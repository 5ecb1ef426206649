import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("Recording and replay of the changes' box")
@MainActor
struct SinceLastLookedRecordingTests {
  static let session: [Action] = [
    .system(.started),
    .system(.dayBegan(CalendarDate(year: 2026, month: 11, day: 26)!, nextDayIn: .seconds(3600))),
    .persistence(.toDosLoaded(["x 2026-11-26 Call Mum", "Read a book"])),
    .sinceLastLooked(
      .found(
        OutsideChanges(
          since: SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 24)!, hour: 18, minute: 2),
          changes: [
            OutsideChange(.completed, before: "Call Mum", after: "x 2026-11-26 Call Mum"),
            OutsideChange(.added, after: "Read a book"), OutsideChange(.deleted, before: "Pay rent"),
          ]))),
    .list(.focusList), .sinceLastLooked(.open), .picker(.move(by: 2)), .sinceLastLooked(.bringBack),
  ]

  @Test func theBoxAndABringBackSurviveTheTextFormAndReplayToTheSameScreen() throws {
    let size = Size(columns: 80, rows: 24)
    let recording = Recording(
      size: size,
      entries: Self.session.enumerated().map {
        Recording.Entry(time: .milliseconds(100 * $0.offset), action: $0.element)
      })
    let parsed = try Recording.parse(recording.text)
    #expect(parsed == recording)
    let (expected, _) = reduce(State(size: size), Self.session)
    #expect(expected.mode.kind == .pickingChange && expected.titles.last == "Pay rent")
    let screen = Replay.finalScreen(of: parsed)
    #expect(screen == compose(expected))
    #expect(screen.lines.contains { $0.contains("Since Tue 18:02, by other programs") })
  }
}
