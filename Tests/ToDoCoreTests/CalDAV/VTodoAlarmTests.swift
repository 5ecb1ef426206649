import Foundation
import Testing

@testable import ToDoCore

/// A todo's `rem:` as a VALARM and back (decision 0347), with the phones' own objects of
/// `shared/corpus-ics` read in place: the alarm a reminder becomes, the one a phone's
/// alarm reads as, the alarms and lines nobody changed kept byte for byte, and the
/// three-way merge of a reminder.
@Suite("CalDAV reminders")
struct VTodoAlarmTests {
  static let stamp = "20261126T190000Z"
  /// America/Chicago in winter, where the corpus's Apple objects were made.
  static let chicago = WallClockZone.fixed(-6 * 3_600)

  private func corpusObject(_ name: String) throws -> ICalDocument {
    let folder = try #require(ICalCorpus.folder)
    return try ICalDocument(parsing: String(contentsOfFile: folder + "/" + name, encoding: .utf8))
  }

  private func todo(_ document: ICalDocument) throws -> ICalComponent {
    try #require(document.todos.first)
  }

  private func alarms(_ document: ICalDocument) throws -> [String] {
    try todo(document).components.filter { $0.name == "VALARM" }.map(\.text)
  }

  private func export(_ line: String, _ existing: ICalDocument? = nil, zone: WallClockZone = .utc)
    -> ICalDocument
  {
    VTodoExport.document(for: ToDoTxtLine(line), updating: existing, uid: "r1", stamp: Self.stamp, zone: zone)
  }

  @Test func aReminderFromTheDueDateIsAnAlarmRelatedToDue() throws {
    let document = export("Call mum due:2026-12-25 rem:due-1dT0900")
    let text = document.text
    #expect(text.contains("SUMMARY:Call mum\r\n"))
    #expect(
      text.contains(
        "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:Call mum\r\nTRIGGER;RELATED=END:-PT15H\r\nEND:VALARM\r\n"
      ))
    #expect(
      VTodoImport.line(for: try ICalDocument(parsing: text)) == "Call mum due:2026-12-25 rem:due-1dT0900")
    // Two weeks before at six in the evening: thirteen days and six hours before DUE.
    let weeks = export("Renew passport due:2026-12-25 rem:due-2wT1800").text
    #expect(weeks.contains("TRIGGER;RELATED=END:-P13DT6H\r\n"))
    #expect(VTodoImport.line(for: try ICalDocument(parsing: weeks))?.hasSuffix("rem:due-2wT1800") == true)
  }

  @Test func aReminderAtATimeIsAnAlarmAtThatTimeInUTC() throws {
    let berlin = WallClockZone.fixed(3_600)
    let text = export("Wrap presents rem:2026-12-24T0900", zone: berlin).text
    #expect(text.contains("TRIGGER;VALUE=DATE-TIME:20261224T080000Z\r\n"))
    let reread = try ICalDocument(parsing: text)
    #expect(VTodoImport.line(for: reread, zone: berlin) == "Wrap presents rem:2026-12-24T0900")
    #expect(VTodoImport.line(for: reread, zone: .utc) == "Wrap presents rem:2026-12-24T0800")
  }

  @Test func aReminderThePhoneCannotCarryStaysInTheText() throws {
    // Counted from a due date the todo does not have; a second `rem:` after the first.
    let text = export("Call mum rem:due-1dT0900").text
    #expect(text.contains("SUMMARY:Call mum rem:due-1dT0900\r\n") && !text.contains("VALARM"))
    let two = export("Call mum rem:2026-12-24T0900 rem:2026-12-25T0900").text
    #expect(two.contains("SUMMARY:Call mum rem:2026-12-25T0900\r\n"))
    #expect(two.contains("TRIGGER;VALUE=DATE-TIME:20261224T090000Z\r\n"))
    #expect(
      VTodoImport.line(for: try ICalDocument(parsing: two))
        == "rem:2026-12-24T0900 Call mum rem:2026-12-25T0900")
  }

  @Test func durations() {
    #expect(VTodoAlarm.duration("-P1DT15H") == -(86_400 + 15 * 3_600))
    #expect(VTodoAlarm.duration("PT0S") == 0)
    #expect(VTodoAlarm.duration("P2W") == 14 * 86_400)
    #expect(VTodoAlarm.duration("+PT1H30M") == 5_400)
    #expect(VTodoAlarm.duration("-PT") == nil)
    #expect(VTodoAlarm.duration("P1H") == nil)
    #expect(VTodoAlarm.duration("20261224T090000Z") == nil)
    #expect(VTodoAlarm.duration(seconds: -15 * 3_600) == "-PT15H")
    #expect(VTodoAlarm.duration(seconds: 86_400 + 8 * 3_600 + 30 * 60) == "P1DT8H30M")
    #expect(VTodoAlarm.duration(seconds: 0) == "PT0S")
    #expect(VTodoAlarm.duration(seconds: 86_400) == "P1D")
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func anIPhoneReminderShowsInTheLineAtItsLocalTime() throws {
    let document = try corpusObject("apple-ios-datetime-reminder.ics")
    // 05:00 UTC is 23:00 in Chicago, the task's due time.
    let line = try #require(VTodoImport.line(for: document, zone: Self.chicago))
    #expect(line == "2022-01-19 Test due:2022-01-18 t:2022-01-18 rem:2022-01-18T2300")
    // Unchanged, it leaves the object's bytes alone.
    #expect(export(line, document, zone: Self.chicago).text == document.text)
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func aChangedReminderRewritesOnlyTheTriggerOfTheIPhonesAlarm() throws {
    let document = try corpusObject("apple-ios-datetime-reminder.ics")
    let line = try #require(VTodoImport.line(for: document, zone: Self.chicago))
    let moved = line.replacingOccurrences(of: "rem:2022-01-18T2300", with: "rem:2022-01-18T2130")
    let back = export(moved, document, zone: Self.chicago)
    let before = try alarms(document)[0]
    let expected = before.replacingOccurrences(
      of: "TRIGGER;VALUE=DATE-TIME:20220119T050000Z", with: "TRIGGER;VALUE=DATE-TIME:20220119T033000Z")
    #expect(try alarms(back) == [expected])
    #expect(expected.contains("X-WR-ALARMUID:2CBB42D2-039E-4F6B-BFDF-761632A15305"))
    // Every line outside the alarm but the stamps keeps its bytes.
    func outside(_ document: ICalDocument) -> [String] {
      document.text.split(separator: "\n").filter {
        !$0.hasPrefix("TRIGGER") && !$0.hasPrefix("DTSTAMP") && !$0.hasPrefix("LAST-MODIFIED")
      }.map(String.init)
    }
    #expect(outside(back) == outside(document))
    #expect(VTodoImport.line(for: back, zone: Self.chicago) == moved)
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func theFirstAlarmAtATimeIsTheReminderAndTheOthersKeepTheirBytes() throws {
    // tasks.org: an alarm at the due time, then one at a time.
    let document = try corpusObject("tasksorg-alarms-vtimezone.ics")
    let line = try #require(VTodoImport.line(for: document))
    #expect(line.hasSuffix("due:2023-04-02 t:2023-04-01 rem:dueT1700"))
    let earlier = line.replacingOccurrences(of: "rem:dueT1700", with: "rem:due-1dT1800")
    let back = export(earlier, document)
    let (old, new) = (try alarms(document), try alarms(back))
    try #require(new.count == 2)
    #expect(new[1] == old[1])
    // From DUE at 17:00:01 to the day before at 18:00.
    #expect(
      new[0]
        == old[0].replacingOccurrences(of: "TRIGGER;RELATED=END:PT0S", with: "TRIGGER;RELATED=END:-PT23H1S"))
    #expect(VTodoImport.line(for: back) == earlier)
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func anAlarmBeforeTheStartReadsAsItsTimeAndStaysCountedFromTheStart() throws {
    // Thunderbird: an hour before DTSTART 13:00, its RELATED left to the default (START).
    let document = try corpusObject("thunderbird-alarm-before-start.ics")
    let line = try #require(VTodoImport.line(for: document))
    #expect(line.hasSuffix("rem:2022-01-21T1200"))
    let back = export(line.replacingOccurrences(of: "T1200", with: "T1000"), document)
    let (old, new) = (try alarms(document), try alarms(back))
    #expect(
      new == [
        old[0].replacingOccurrences(of: "TRIGGER;VALUE=DURATION:-PT1H", with: "TRIGGER;VALUE=DURATION:-PT3H")
      ])
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func aPlaceAlarmIsNoReminderAndStaysWhenOneIsAddedAndTakenAway() throws {
    let document = try corpusObject("apple-ios-geofence-arrival.ics")
    let line = try #require(VTodoImport.line(for: document))
    #expect(!line.contains("rem:"))
    let added = export(line + " rem:2026-12-24T0900", document)
    let (old, new) = (try alarms(document), try alarms(added))
    try #require(new.count == 2)
    #expect(new[0] == old[0])
    #expect(new[1].contains("TRIGGER;VALUE=DATE-TIME:20261224T090000Z"))
    let removed = export(line, try ICalDocument(parsing: added.text))
    #expect(try alarms(removed) == old)
    #expect(VTodoImport.line(for: removed) == line)
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func aReminderTakenAwayTakesAwayEveryAlarmAtATime() throws {
    let document = try corpusObject("tasksorg-alarms-vtimezone.ics")
    let line = try #require(VTodoImport.line(for: document))
    let without = line.replacingOccurrences(of: " rem:dueT1700", with: "")
    let back = export(without, document)
    #expect(try alarms(back).isEmpty)
    #expect(VTodoImport.line(for: back) == without)
  }

  @Test(.enabled(if: ICalCorpus.isPresent, "shared/corpus-ics is absent"))
  func everyCorpusAlarmEditedKeepsTheOtherAlarmsByteForByte() throws {
    var edited = 0
    for (name, text) in try ICalCorpus.objects() where text.contains("VALARM") {
      let document = try ICalDocument(parsing: text)
      let line = try #require(VTodoImport.line(for: document))
      let old = try alarms(document)
      let mapped = VTodoAlarm.mapped(in: try todo(document), zone: .utc)
      let changed = ToDoTxtLine(line).settingTag("rem", to: "2030-01-02T0304").raw
      let back = export(changed, document)
      #expect(VTodoImport.line(for: back) == changed, "\(name)")
      let new = try alarms(back)
      let mappedAlarm = mapped.flatMap { index -> String? in
        if case .component(let alarm) = try? todo(document).items[index.index] { alarm.text } else { nil }
      }
      // The alarm that was the reminder (if any) changed; every other one is as it was.
      #expect(new.filter { $0 != mappedAlarm }.count == new.count, "\(name)")
      #expect(Set(old.filter { $0 != mappedAlarm }).isSubset(of: Set(new)), "\(name)")
      edited += mapped == nil ? 0 : 1
    }
    #expect(edited >= 5)
  }

  @Test func aReminderChangedOnOneSideWinsAndOnBothIsAConflict() {
    let base = "Call mum due:2026-12-25 rem:due-1dT0900"
    let phone = "Call mum due:2026-12-25 rem:due-2dT0900"
    // Changed on the phone only; with the text changed in the list, both.
    #expect(CalDAVTodoMerge(base: base, ours: base, theirs: phone, uid: "u", today: nil).onTask == phone)
    let both = CalDAVTodoMerge(
      base: base, ours: "Call mum +family due:2026-12-25 rem:due-1dT0900", theirs: phone, uid: "u", today: nil
    )
    #expect(both.onTask == "Call mum +family due:2026-12-25 rem:due-2dT0900" && both.conflict == nil)
    // Changed on both sides to different times: both kept, the phone's on the task.
    let list = "Call mum due:2026-12-25 rem:2026-12-24T1800"
    let clash = CalDAVTodoMerge(base: base, ours: list, theirs: phone, uid: "u", today: nil)
    #expect(clash.onTask == phone && clash.apart == list && clash.conflict != nil)
  }
}
