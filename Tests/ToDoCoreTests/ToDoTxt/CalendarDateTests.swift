import Testing

@testable import ToDoCore

/// The calendar arithmetic under recurrence and relative dates.
@Suite("Calendar dates")
struct CalendarDateTests {
  private func date(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

  @Test func dayNumbersFollowTheCalendarDayByDayFrom1899To2401() {
    var expected = date("1899-12-25")
    var number = expected.dayNumber
    #expect(date("1970-01-01").dayNumber == 0)
    while expected < date("2401-01-03") {
      // The next day, by the calendar's rules, against the day number plus one.
      let next =
        CalendarDate(year: expected.year, month: expected.month, day: expected.day + 1)
        ?? CalendarDate(year: expected.year, month: expected.month + 1, day: 1)
        ?? CalendarDate(year: expected.year + 1, month: 1, day: 1)!
      number += 1
      #expect(next.dayNumber == number, "\(next)")
      #expect(CalendarDate(dayNumber: number) == next, "\(number)")
      expected = next
    }
  }

  @Test(arguments: [
    ("2026-11-23", 0), ("2026-11-28", 5), ("2026-11-29", 6), ("2024-02-29", 3), ("1969-12-31", 2),
    ("2000-01-01", 5),
  ])
  func weekdays(day: String, weekday: Int) {
    #expect(date(day).weekday == weekday)
  }

  @Test func onlyRealDaysInExactlyTenCharactersRead() {
    #expect(CalendarDate(iso: "2026-02-29") == nil)
    #expect(CalendarDate(iso: "2024-02-29") == CalendarDate(year: 2024, month: 2, day: 29))
    #expect(CalendarDate(iso: "1900-02-29") == nil)
    #expect(CalendarDate(iso: "2000-02-29") != nil)
    #expect(CalendarDate(iso: "2026-1-01") == nil)
    #expect(CalendarDate(iso: "2026-01-011") == nil)
    #expect(CalendarDate(iso: "today") == nil)
    #expect(date("0987-03-04").description == "0987-03-04")
  }

  /// Month arithmetic clamps to the month's last day, as topydo's and sleek's do.
  @Test(arguments: [
    ("2026-01-31", 1, "2026-02-28"), ("2024-01-31", 1, "2024-02-29"), ("2026-03-31", 1, "2026-04-30"),
    ("2026-12-15", 1, "2027-01-15"), ("2026-01-31", 13, "2027-02-28"), ("2026-03-31", -1, "2026-02-28"),
    ("2026-01-15", -13, "2024-12-15"), ("2024-02-29", 12, "2025-02-28"), ("2024-02-29", 48, "2028-02-29"),
  ])
  func monthsClampToTheLastDay(start: String, months: Int, result: String) {
    #expect(date(start).adding(months: months) == date(result))
  }

  /// Business days skip Saturday and Sunday, one step at a time (sleek's rule), here in
  /// O(1): checked against stepping day by day for every start in four weeks.
  @Test func businessDaysSkipWeekends() {
    #expect(date("2026-01-09").adding(businessDays: 1) == date("2026-01-12"))  // Fri → Mon
    #expect(date("2026-01-10").adding(businessDays: 1) == date("2026-01-12"))  // Sat → Mon
    #expect(date("2026-01-11").adding(businessDays: 5) == date("2026-01-16"))  // Sun → Fri
    #expect(date("2026-01-07").adding(businessDays: 5) == date("2026-01-14"))  // Wed → Wed
    #expect(date("2026-01-12").adding(businessDays: -1) == date("2026-01-09"))  // Mon → Fri
    for offset in 0..<28 {
      let start = date("2026-01-01").adding(days: offset)
      for count in -12...12 {
        var stepped = start
        var left = count.magnitude
        while left > 0 {
          stepped = stepped.adding(days: count < 0 ? -1 : 1)
          if !stepped.isWeekend { left -= 1 }
        }
        #expect(start.adding(businessDays: count) == stepped, "\(start) + \(count)b")
      }
    }
  }
}
