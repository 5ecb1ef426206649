import Testing

@testable import ToDoCore

/// A line's `due:` and `t:` tags as typed take the words after them while they still name a
/// day (decision 0335), and are written as ISO dates; a value that is no date is found, not
/// written over. On Wednesday 2026-12-09. Pure.
@Suite("Dates typed in a line")
struct TypedDatesTests {
  static let wednesday = CalendarDate(iso: "2026-12-09")!

  @Test(arguments: [
    ("Pay rent due:eom", "Pay rent due:2026-12-31"),
    ("Call Bob due:next fri please", "Call Bob due:2026-12-18 please"),
    ("Call due:in 3 days t:tomorrow", "Call due:2026-12-12 t:2026-12-10"),
    ("Party due:dec 25", "Party due:2026-12-25"),
    ("Party due:25 dec 2027 +home", "Party due:2027-12-25 +home"),
    ("Party due:dec25", "Party due:2026-12-25"),
    ("Water t:3 weeks due:someday", "Water t:2026-12-30 due:9999-12-30"),
    ("Note due: fri", "Note due:2026-12-11"),
    ("Pay\tdue:next\tfri", "Pay\tdue:2026-12-18"),
    ("(A) 2026-01-01 Pay due:TOMORROW", "(A) 2026-01-01 Pay due:2026-12-10"),
    ("Call fri due:fri 13 times", "Call fri due:2026-12-11 13 times"),
    // Left as they are: ISO dates, no tag, a lone `due:`, a value that is no tag value.
    ("Pay due:2026-12-24", "Pay due:2026-12-24"),
    ("Ask about due: dates", "Ask about due: dates"),
    ("Meet due:12:30", "Meet due:12:30"),
    ("Call tomorrow about dec 25", "Call tomorrow about dec 25"),
    ("Overdue:fri", "Overdue:fri"),
  ])
  func datesAreWrittenAsTheyAreRead(typed: String, written: String) {
    #expect(ToDoTxtLine(typed).resolvingRelativeDates(today: Self.wednesday).raw == written)
    #expect(ToDoTxtLine(typed).unreadDates(today: Self.wednesday).isEmpty)
  }

  @Test func aTagKnowsTheWordsItsDateTook() {
    let dates = ToDoTxtLine("Call due:next fri t:in 2 days now").typedDates(today: Self.wednesday)
    #expect(dates.map(\.text) == ["due:next fri", "t:in 2 days"])
    #expect(dates.map(\.value) == ["next fri", "in 2 days"])
    #expect(dates.map(\.key) == ["due", "t"])
    #expect(dates.map(\.written) == ["due:2026-12-18", "t:2026-12-11"])
  }

  @Test(arguments: [
    ("Fix due:nextwek", ["due:nextwek"]), ("Fix t:soon due:tomorrow", ["t:soon"]),
    ("Pay due:2026-02-30", ["due:2026-02-30"]), ("Pay due:feb 30", ["due:feb 30"]),
    ("Pay due:dec 32 now", ["due:dec 32"]), ("Pay due:31st of apr 2027", ["due:31st of apr 2027"]),
    ("Pay due:next and t:3", ["due:next", "t:3"]),
  ])
  func aValueThatIsNoDateIsFoundAndKept(typed: String, unread: [String]) {
    let line = ToDoTxtLine(typed)
    #expect(line.unreadDates(today: Self.wednesday).map { String($0.text) } == unread)
    #expect(line.resolvingRelativeDates(today: Self.wednesday).raw.contains(unread[0]))
  }

  @Test func aDayPastTheYearsIsFoundAndKept() {
    let line = ToDoTxtLine("Plan due:in 100000 years t:-3000y")
    #expect(line.relativeDatesOutOfRange(today: Self.wednesday) == ["due:in 100000 years", "t:-3000y"])
    #expect(line.resolvingRelativeDates(today: Self.wednesday) == line)
    #expect(line.unreadDates(today: Self.wednesday).isEmpty)
  }

  /// What a misspelt date was most likely meant to be, for the message that refuses it.
  @Test(arguments: [
    ("nextwek", "next week"), ("tommorow", "tomorrow"), ("tomorow", "tomorrow"), ("3dys", "3 days"),
    ("25", "25th"), ("3", "3rd"), ("2026-2-3", "2026-02-03"), ("fridya", "friday"), ("decmber", "december"),
    ("nxt fri", "next fri"), ("yesterdya", "yesterday"),
  ])
  func aSuggestion(typed: String, suggested: String) {
    #expect(RelativeDate.suggestion(for: typed, today: Self.wednesday) == suggested)
  }

  @Test(arguments: ["soon", "eon", "eomm", "2026-02-30", "asap", "32", "xyz"])
  func noSuggestionWhenNothingIsNearOrTwoAreAsNear(typed: String) {
    #expect(RelativeDate.suggestion(for: typed, today: Self.wednesday) == nil)
  }
}
