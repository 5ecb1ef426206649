import Testing

@testable import ToDoCore

/// Relative dates agree with topydo's own relative-date tests (topydo's
/// test/test_relative_date.py, frozen on Friday 2015-11-06): zero counts are today, `yes`
/// is yesterday, and a weekday named on that weekday is the next one. Pure.
@Suite("Relative dates as topydo's tests read them")
struct RelativeDateTests {
  static let friday = CalendarDate(iso: "2015-11-06")!

  @Test(arguments: [
    ("0d", "2015-11-06"), ("1d", "2015-11-07"), ("0b", "2015-11-06"), ("1b", "2015-11-09"),
    ("5b", "2015-11-13"), ("1w", "2015-11-13"), ("0m", "2015-11-06"), ("0y", "2015-11-06"),
    ("1D", "2015-11-07"), ("today", "2015-11-06"), ("tod", "2015-11-06"),
    ("Tomorrow", "2015-11-07"), ("tom", "2015-11-07"), ("yesterday", "2015-11-05"),
    ("yes", "2015-11-05"), ("monday", "2015-11-09"), ("mo", "2015-11-09"), ("mon", "2015-11-09"),
    ("-1d", "2015-11-05"), ("-0d", "2015-11-06"), ("-1b", "2015-11-05"), ("-5b", "2015-10-30"),
    // Friday named on a Friday: the next one, not today.
    ("fri", "2015-11-13"), ("fr", "2015-11-13"), ("friday", "2015-11-13"),
  ])
  func onTopydosFriday(text: String, iso: String) {
    #expect(RelativeDate.resolve(text, today: Self.friday) == CalendarDate(iso: iso))
  }

  /// topydo reads no date in these; taskwarrior neither (`yest`, which topydo leaves as
  /// text, taskwarrior reads as yesterday, and so does todo: `NamedDatesTests`).
  @Test(arguments: ["0dd", "mondayy", "d"])
  func noDate(text: String) {
    #expect(RelativeDate.resolve(text, today: Self.friday) == nil)
    #expect(!RelativeDate.isOutOfRange(text, today: Self.friday))
  }

  /// topydo's month and year cases count from a date it passes; here that date is today.
  @Test(arguments: [
    ("1m", "2015-01-10", "2015-02-10"), ("1m", "2015-01-29", "2015-02-28"),
    ("1m", "2016-01-31", "2016-02-29"), ("1m", "2015-12-31", "2016-01-31"),
    ("1m", "2015-07-31", "2015-08-31"), ("1m", "2015-10-31", "2015-11-30"),
    ("1y", "2015-01-10", "2016-01-10"), ("1y", "2016-02-29", "2017-02-28"),
    ("4y", "2016-02-29", "2020-02-29"), ("1d", "2015-11-07", "2015-11-08"),
  ])
  func monthsAndYears(text: String, from: String, iso: String) {
    #expect(RelativeDate.resolve(text, today: CalendarDate(iso: from)!) == CalendarDate(iso: iso))
  }

  @Test func aZeroCountOnTheLastDayIsStillADay() {
    let last = CalendarDate(iso: "9999-12-31")!
    #expect(RelativeDate.resolve("0y", today: last) == last)
    #expect(RelativeDate.isOutOfRange("fri", today: last))
  }
}
