import Testing

@testable import ToDoCore

/// Dates said in words beyond topydo's and taskwarrior's single words (decision 0334):
/// `next fri`, `in 3 days`, `3 weeks`, `dec 25`, read on Wednesday 2026-12-09. Pure.
@Suite("Date phrases")
struct DatePhrasesReadTests {
  static let wednesday = CalendarDate(iso: "2026-12-09")!

  @Test(arguments: [
    // `next` and `last`: in the week after (or before) this one, Monday to Sunday.
    ("fri", "2026-12-11"), ("next fri", "2026-12-18"), ("next friday", "2026-12-18"),
    ("nextfri", "2026-12-18"),
    ("Next Fri", "2026-12-18"), ("next mon", "2026-12-14"), ("next wed", "2026-12-16"),
    ("last fri", "2026-12-04"),
    ("next week", "2026-12-14"), ("nextweek", "2026-12-14"), ("last week", "2026-11-30"),
    ("next month", "2027-01-01"), ("last month", "2026-11-01"), ("next quarter", "2027-01-01"),
    ("last quarter", "2026-07-01"), ("next year", "2027-01-01"), ("last year", "2025-01-01"),
    // Counts, with `in` or without.
    ("in 3 days", "2026-12-12"), ("3 days", "2026-12-12"), ("in3days", "2026-12-12"), ("3days", "2026-12-12"),
    ("1 day", "2026-12-10"), ("3 weeks", "2026-12-30"), ("in 2 weeks", "2026-12-23"),
    ("in 2 wks", "2026-12-23"),
    ("a week", "2026-12-16"), ("in a month", "2027-01-09"), ("6 mo", "2027-06-09"), ("1 year", "2027-12-09"),
    ("2 business days", "2026-12-11"), ("in 3 business days", "2026-12-14"), ("3 bdays", "2026-12-14"),
    ("in 0 days", "2026-12-09"),
    // A month and a day: the next one after today.
    ("dec 25", "2026-12-25"), ("25 dec", "2026-12-25"), ("dec25", "2026-12-25"), ("25dec", "2026-12-25"),
    ("Dec 25", "2026-12-25"), ("december 25th", "2026-12-25"), ("25th of december", "2026-12-25"),
    ("25th dec", "2026-12-25"), ("dec 9", "2027-12-09"), ("dec 8", "2027-12-08"), ("jan 5", "2027-01-05"),
    ("sept 3", "2027-09-03"), ("feb 29", "2028-02-29"),
    // With a year, that day; a month and a year, its first day.
    ("dec 25 2027", "2027-12-25"), ("25 dec 2027", "2027-12-25"), ("25th of dec 2025", "2025-12-25"),
    ("dec 2027", "2027-12-01"),
  ])
  func phrases(text: String, iso: String) {
    #expect(RelativeDate.resolve(text, today: Self.wednesday) == CalendarDate(iso: iso))
  }

  @Test(arguments: [
    "feb 30", "feb 30 2027", "feb 29 2027", "dec 32", "next", "in", "in 3", "3", "next dec", "dec 25 27",
    "this fri",
    "25 decx", "in 3 apples", "next wek", "soon", "fri 13", "due", "3 weeks ago", "25,", "",
  ])
  func noDate(text: String) {
    #expect(RelativeDate.read(text, today: Self.wednesday) == nil)
  }

  @Test(arguments: [
    "in 100000 years", "in 1000000 days", "99999999999999999999 days", "+99999999999999999999d",
  ])
  func aCountPastTheYearsADateHoldsIsOutOfRange(text: String) {
    #expect(RelativeDate.read(text, today: Self.wednesday) == .outOfRange)
  }

  @Test func theLongestRunOfWordsThatNamesADayWins() {
    func longest(_ text: String) -> Int? {
      RelativeDate.longestPhrase(text.split(separator: " "), today: Self.wednesday)?.count
    }
    #expect(longest("fri Call Bob") == 1)
    #expect(longest("in 3 days Call Bob") == 3)
    #expect(longest("dec 25 2027 party") == 3)
    #expect(longest("3 weeks") == 2)
    #expect(longest("in 3 business days") == 4)
    #expect(longest("next fri 13") == 2)
    #expect(longest("next") == nil)
    #expect(longest("soon and later") == nil)
  }
}
