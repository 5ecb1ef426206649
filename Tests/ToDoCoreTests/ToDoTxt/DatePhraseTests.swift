import Testing

@testable import ToDoCore

/// Dates read counted from a fixed today, Friday 2026-01-30, in topydo's steps (days, a
/// week, weeks up to 30 days, a month up to 60, calendar months up to a year, a year up to
/// 730 days, then years of 365.25 days) and the row's words. Pure.
@Suite("Dates said counted from today")
struct DatePhraseTests {
  static let friday = CalendarDate(iso: "2026-01-30")!

  @Test(arguments: [
    ("2026-01-30", "due today"), ("2026-01-31", "due tomorrow"), ("2026-02-01", "due Sun"),
    ("2026-02-05", "due Thu"), ("2026-02-06", "due in a week"), ("2026-02-12", "due in a week"),
    ("2026-02-13", "due in 2 weeks"), ("2026-02-20", "due in 3 weeks"),
    ("2026-03-01", "due in 4 weeks"), ("2026-03-02", "due in a month"),
    ("2026-03-31", "due in a month"), ("2026-04-01", "due in 3 months"),
    ("2027-01-30", "due in 12 months"), ("2027-01-31", "due in a year"),
    ("2028-01-30", "due in a year"), ("2028-02-01", "due in 2 years"),
    ("2031-02-01", "due in 5 years"),
    // Past: late by as much.
    ("2026-01-29", "a day late"), ("2026-01-27", "3 days late"), ("2026-01-23", "a week late"),
    ("2026-01-09", "3 weeks late"), ("2025-12-01", "a month late"),
    ("2025-10-30", "3 months late"), ("2025-01-30", "12 months late"),
    ("2024-01-30", "2 years late"),
  ])
  func due(iso: String, phrase: String) {
    #expect(DatePhrase.due(CalendarDate(iso: iso)!, today: Self.friday) == phrase)
  }

  @Test(arguments: [
    ("2026-01-30", "starts today"), ("2026-01-31", "starts tomorrow"), ("2026-02-03", "starts Tue"),
    ("2026-02-20", "starts in 3 weeks"), ("2027-03-01", "starts in a year"),
    ("2026-01-29", "started yesterday"), ("2026-01-27", "started 3 days ago"),
    ("2025-11-30", "started 2 months ago"),
  ])
  func start(iso: String, phrase: String) {
    #expect(DatePhrase.start(CalendarDate(iso: iso)!, today: Self.friday) == phrase)
  }

  @Test("upcoming: tomorrow to six days on, the days named by their weekday")
  func upcoming() {
    let upcoming = (-1...8).filter { DatePhrase.isUpcoming(Self.friday.adding(days: $0), today: Self.friday) }
    #expect(upcoming == Array(1...6))
  }
}
