import Testing
import ToDoTestSupport

@testable import ToDoCore

/// todo.txt dates have four-digit years: every date the app writes is within 0001-01-01 …
/// 9999-12-31, or the input is refused with a message.
@Suite("Dates the format can hold")
struct DateRangeTests {
  private static let today = CalendarDate(iso: "2026-11-26")!

  @Test func aDateIsReadOnlyWithinTheYearsTheFormatHolds() {
    #expect(CalendarDate(iso: "0000-12-31") == nil)
    #expect(CalendarDate(iso: "0001-01-01") != nil)
    #expect(CalendarDate(iso: "9999-12-31") != nil)
    #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
    #expect(CalendarDate(year: -974, month: 11, day: 27) == nil)
    #expect(CalendarDate(iso: "9999-12-31")!.adding(days: 1).isWritable == false)
  }

  @Test(arguments: [
    ("Renew rec:99999y due:9999-12-31", "2026-11-26"),
    ("Renew rec:+100000b due:9999-12-31", "2026-11-26"),
    ("Renew rec:+100000y due:2026-11-27", "2026-11-26"),
    ("Renew rec:1d due:9999-12-31", "9999-12-31"),
    ("Renew rec:+1d due:9999-12-31", "2026-11-26"),
    ("Renew rec:+1m t:9999-12-15", "2026-11-26"),
    // The t: keeps its distance to due: — here it would land before 0001.
    ("Renew rec:1d t:0001-01-01 due:9999-12-31", "2026-11-26"),
  ])
  func noNextOccurrenceIsMadeWithADateTheFormatCannotHold(todo: String, completedOn: String) {
    let line = ToDoTxtLine(todo)
    #expect(line.recurrence != nil)
    #expect(line.nextOccurrence(completedOn: CalendarDate(iso: completedOn)!) == nil)
  }

  @Test func theLastDayTheFormatHoldsIsStillANextOccurrence() {
    let line = ToDoTxtLine("Renew rec:+1d due:9999-12-30")
    #expect(line.nextOccurrence(completedOn: Self.today)?.raw == "Renew rec:+1d due:9999-12-31")
  }

  @Test(arguments: ["-3000y", "+100000y", "+7975y", "-2026y", "+100000m", "-100000m"])
  func aRelativeDateOutsideTheFormatIsNoDateAndSaysSo(text: String) {
    #expect(RelativeDate.resolve(text, today: Self.today) == nil)
    #expect(RelativeDate.isOutOfRange(text, today: Self.today))
  }

  @Test func relativeDatesAtTheEdgesOfTheFormat() {
    #expect(RelativeDate.resolve("+7973y", today: Self.today) == CalendarDate(iso: "9999-11-26"))
    #expect(RelativeDate.resolve("-2025y", today: Self.today) == CalendarDate(iso: "0001-11-26"))
    let last = CalendarDate(iso: "9999-12-31")!
    #expect(RelativeDate.resolve("tomorrow", today: last) == nil)
    #expect(RelativeDate.isOutOfRange("tomorrow", today: last))
    #expect(RelativeDate.isOutOfRange("mon", today: last))
    #expect(RelativeDate.resolve("today", today: last) == last)
    #expect(!RelativeDate.isOutOfRange("often", today: Self.today), "no date at all is not out of range")
  }

  @Test(arguments: ["Pay the bill due:-3000y", "Pay the bill due:+100000y", "Pay the bill t:+100000m"])
  func aToDoTypedWithADateOutsideTheFormatIsRefusedAndKept(typed: String) {
    let start = State.loaded().with(today: "2026-11-26")
    var typing = start
    typing.input = InputLine(typed)
    let after = reducer(typing, .list(.addInput)).0
    #expect(after.todos == start.todos)
    #expect(after.input.text == typed, "nothing typed is lost")
    #expect(after.status?.kind == .warning)
    #expect(after.status?.text.hasPrefix("Not added: “") == true)
    #expect(after.status?.text.contains("falls outside the years 0001–9999 todo.txt dates hold") == true)
  }

  @Test func anEditWithADateOutsideTheFormatIsRefusedAndGoesOn() {
    let start = State.loaded().with(today: "2026-11-26").selecting(0)
    let editing = pressing(["e", .end] + " due:+100000y".map { Key.character($0) }, from: start)
    let after = pressing([.enter], from: editing)
    #expect(after.mode.kind == .editing)
    #expect(after.todos == start.todos)
    #expect(after.input.text == "Buy the milk due:+100000y")
    #expect(
      after.status?.text.hasPrefix("Not saved: “due:+100000y” falls outside the years 0001–9999") == true)
  }

  @Test func completingAToDoWhoseNextDateTheFormatCannotHoldSaysSo() {
    let start = State.loaded(["Renew rec:99999y due:9999-12-31"]).with(today: "2026-11-26").selecting(0)
    let done = pressing(["x"], from: start)
    #expect(done.titles == ["x 2026-11-26 Renew rec:99999y due:9999-12-31"])
    #expect(done.status?.kind == .warning)
    #expect(
      done.status?.text.hasPrefix("Done, no next occurrence: its date would leave the years 0001–9999")
        == true)
    #expect(pressing([.control("z")], from: done).titles == start.titles)
  }

  @Test func resolvedDatesAreWrittenWithFourDigitYears() {
    let line = ToDoTxtLine("Plan due:+7973y t:-2025y").resolvingRelativeDates(today: Self.today)
    #expect(line.raw == "Plan due:9999-11-26 t:0001-11-26")
  }
}
