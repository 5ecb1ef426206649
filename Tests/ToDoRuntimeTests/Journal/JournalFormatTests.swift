import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// Issue 41, item 3: the journal without Foundation still reads and writes the format it
/// always had (lines written by the JSONDecoder and ISO8601DateFormatter version).
@Suite("The journal's format, read and written without Foundation")
struct JournalFormatTests {
  /// Lines as the earlier version wrote them (its `jsonLine`, its times).
  static let earlier = [
    #"{"v":1,"step":7,"at":"2026-11-26T19:05:00Z","by":"todo","op":"do","kind":"changed","index":3,"before":"call mom","after":"x 2026-11-26 call mom"}"#,
    #"{"v":1,"step":8,"at":"2026-11-27T00:00:59Z","by":"other","op":"outside","kind":"added","index":-1,"after":"Say \"h\u00e9\"\t\\ 称号 🙂"}"#,
  ]

  @Test func linesOfTheEarlierFormatStillLoad() throws {
    let folder = NSTemporaryDirectory() + "journal-format-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append(Self.earlier)
    let entries = journal.entries()
    #expect(
      entries == [
        JournalEntry(
          step: 7, at: "2026-11-26T19:05:00Z", by: "todo", op: "do", kind: "changed", index: 3,
          before: "call mom", after: "x 2026-11-26 call mom"),
        JournalEntry(
          step: 8, at: "2026-11-27T00:00:59Z", by: "other", op: "outside", kind: "added", index: -1,
          before: nil, after: "Say \"hé\"\t\\ 称号 🙂"),
      ])
    #expect(
      entries.map(\.jsonLine) == [
        Self.earlier[0],
        #"{"v":1,"step":8,"at":"2026-11-27T00:00:59Z","by":"other","op":"outside","kind":"added","index":-1,"after":"Say \"hé\"\t\\ 称号 🙂"}"#,
      ])
  }

  @Test(arguments: [0, 1, 86_399, 1_795_892_700, 1_800_000_000, 4_102_444_800])
  func timesAreWrittenAndReadAsTheDateFormatterDid(seconds: Int) {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    let written = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
    #expect(JournalTime.timestamp(seconds) == written)
    #expect(JournalTime.seconds(written) == seconds)
    #expect(JournalTime.seconds("2026-11-26 19:05:00") == nil)
  }

  @Test func theLogAndTheRecordsShowTheLocalTimeTheFormatterShowed() {
    let at = "2026-11-26T19:05:00Z"
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    let date = ISO8601DateFormatter().date(from: at)!
    #expect(JournalLog.localTime(at) == formatter.string(from: date))
    let moment = JournalEntry(
      step: 1, at: at, by: "todo", op: "do", kind: "added", index: 0, before: nil, after: "A"
    )
    .record.moment
    #expect(moment.map { "\($0.day) \($0.hour):\($0.minute)" } != nil)
    #expect(JournalLog.padded("todo", 5) == "todo " && JournalLog.padded("称号", 3) == "称号 ")
  }

  @Test func logJsonGivesEachEntryItsTodoAsLsDoesDueNotATag() {
    let entry = JournalEntry(
      step: 3, at: "2026-11-26T10:00:00Z", by: "todo", op: "do", kind: "changed", index: 2,
      before: "Pay due:2026-11-27", after: "(A) Pay due:2026-11-27 id:x")
    #expect(
      JournalLog.jsonLine(of: entry)
        == #"{"v":1,"step":3,"at":"2026-11-26T10:00:00Z","by":"todo","op":"do","kind":"changed","index":2,"#
        + #""before":"Pay due:2026-11-27","after":"(A) Pay due:2026-11-27 id:x","todo":{"v":1,"line":null,"#
        + #""text":"(A) Pay due:2026-11-27 id:x","done":false,"priority":"A","created":null,"completed":null,"#
        + #""due":"2026-11-27","threshold":null,"recurrence":null,"note":null,"projects":[],"contexts":[],"#
        + #""tags":{"id":"x"},"hidden":false,"blocked":false,"ready":true}}"#)
  }
}
