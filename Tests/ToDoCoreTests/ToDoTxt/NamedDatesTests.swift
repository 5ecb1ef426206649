import Testing

@testable import ToDoCore

/// taskwarrior's named dates, as its own sources say they read: the examples of libshared's
/// `src/Datetime.cpp` (GothenburgBitFactory/libshared, the comment above `parse_named`,
/// "assuming now == 2017-03-05T12:34:56", a Sunday), the words of its `test/dates.t.cpp`
/// and the facts of its `test/datetime.t.cpp`, and the refusals of taskwarrior's
/// `test/datetime-negative.test.py`. A time of day is dropped: `eom` is the day, not
/// 23:59:59 on it. Pure.
@Suite("Named dates as taskwarrior's tests read them")
struct NamedDatesTests {
  static let sunday = CalendarDate(iso: "2017-03-05")!

  /// The rows of the comment's table. Five rows are older than the code beside them, which
  /// counts weeks from Monday (`Datetime::weekstart = 1`) and eastermonday as Easter plus
  /// one day; for those, the day the code gives, noted.
  @Test(arguments: [
    ("now", "2017-03-05"), ("yesterday", "2017-03-04"), ("today", "2017-03-05"),
    ("tomorrow", "2017-03-06"), ("12th", "2017-03-12"), ("monday", "2017-03-06"),
    ("april", "2017-04-01"), ("later", "9999-12-30"), ("someday", "9999-12-30"),
    ("sopd", "2017-03-04"), ("sod", "2017-03-05"), ("sond", "2017-03-06"), ("eopd", "2017-03-04"),
    ("eod", "2017-03-05"), ("eond", "2017-03-06"),
    ("sopw", "2017-02-20"),  // The table: 2017-02-26, a Sunday start of week.
    ("sow", "2017-02-27"),  // The table: 2017-03-05.
    ("sonw", "2017-03-06"),  // The table: 2017-03-12.
    ("eopw", "2017-02-26"), ("eow", "2017-03-05"), ("eonw", "2017-03-12"), ("sopww", "2017-02-27"),
    ("soww", "2017-03-06"),
    ("sonww", "2017-03-13"),  // The table: 2017-03-06, the same as soww; the code adds 8 days.
    ("eopww", "2017-03-03"), ("eoww", "2017-03-10"), ("eonww", "2017-03-17"), ("sopm", "2017-02-01"),
    ("som", "2017-03-01"), ("sonm", "2017-04-01"), ("eopm", "2017-02-28"), ("eom", "2017-03-31"),
    ("eonm", "2017-04-30"),
    ("sopq", "2016-10-01"),  // The table: 2017-10-01, a year off.
    ("soq", "2017-01-01"), ("sonq", "2017-04-01"), ("eopq", "2016-12-31"), ("eoq", "2017-03-31"),
    ("eonq", "2017-06-30"), ("sopy", "2016-01-01"), ("soy", "2017-01-01"), ("sony", "2018-01-01"),
    ("eopy", "2016-12-31"), ("eoy", "2017-12-31"), ("eony", "2018-12-31"), ("easter", "2017-04-16"),
    ("eastermonday", "2017-04-17"),  // The table: 2017-04-16, Easter itself.
    ("ascension", "2017-05-25"), ("pentecost", "2017-06-04"), ("goodfriday", "2017-04-14"),
    ("midsommar", "2017-06-24"), ("midsommarafton", "2017-06-23"), ("juhannus", "2017-06-23"),
  ])
  func theExamplesOfDatetimeCpp(word: String, iso: String) {
    #expect(RelativeDate.resolve(word, today: Self.sunday) == CalendarDate(iso: iso))
  }

  /// dates.t.cpp: a weekday or month in full, in three letters or capitalized names the
  /// same day; `yesterday` shortened to `yes` and more.
  @Test func fullShortAndCapitalizedNamesAreTheSameDay() {
    func day(_ word: String) -> CalendarDate? { RelativeDate.resolve(word, today: Self.sunday) }
    let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    for name in weekdays {
      #expect(day(name) != nil && day(name) == day(String(name.prefix(3))), "\(name)")
      #expect(day(name.prefix(1).uppercased() + name.dropFirst()) == day(name), "\(name)")
    }
    for name in RelativeDate.months {
      #expect(day(name) != nil && day(name) == day(String(name.prefix(3))), "\(name)")
      #expect(day(name.prefix(1).uppercased() + name.dropFirst()) == day(name), "\(name)")
    }
    for short in ["yesterday", "yesterda", "yesterd", "yester", "yeste", "yest", "yes"] {
      #expect(day(short) == CalendarDate(iso: "2017-03-04"), "\(short)")
    }
    for word in ["1st", "2nd", "3rd", "4th"] { #expect(day(word) != nil, "\(word)") }
  }

  /// dates.t.cpp's comparisons, which hold on any day: here on every day of 2016 to 2028.
  @Test func theComparisonsOfDatesTCppHoldEveryDay() {
    var today = CalendarDate(iso: "2016-01-01")!
    while today.year < 2018 {
      func day(_ word: String) -> CalendarDate { RelativeDate.resolve(word, today: today)! }
      let sameDay = "on \(today)"
      #expect(day("eod") < day("tomorrow") && day("eond") >= day("tomorrow"), "\(sameDay)")
      #expect(day("eom") < day("sonm") && day("eonm") > day("sonm"), "\(sameDay)")
      #expect(
        day("eonq") > day("sonq") && day("eonw") > day("sonw") && day("eonww") > day("sonww"), "\(sameDay)")
      #expect(day("eony") > day("sony") && day("eopd") < day("today"), "\(sameDay)")
      #expect(day("eopm") < day("som") && day("eopq") < day("soq") && day("eopw") < day("sow"), "\(sameDay)")
      #expect(day("eopww") < day("soww") && day("eopy") < day("soy"), "\(sameDay)")
      #expect(
        day("eoq") < day("sonq") && day("eow") < day("sonw") && day("eoww") >= day("eopww"), "\(sameDay)")
      #expect(day("eoy") < day("sony") && day("later") == day("someday"), "\(sameDay)")
      #expect(
        day("now") < day("later") && day("sod") == day("today") && day("som") < day("eom"), "\(sameDay)")
      #expect(
        day("sond") == day("tomorrow") && day("sonq") > day("eoq") && day("sonq") > day("soq"), "\(sameDay)")
      #expect(day("sonw") > day("eow") && day("sony") > day("eoy") && day("sony") > day("soy"), "\(sameDay)")
      #expect(
        day("sopd") == day("yesterday") && day("sopm") < day("som") && day("sopq") < day("soq"), "\(sameDay)")
      #expect(
        day("sopw") < day("sow") && day("sopww") < day("soww") && day("sopy") < day("soy"), "\(sameDay)")
      #expect(
        day("sow") < day("sonw") && day("soww") < day("sonww") && day("yesterday") < day("today"),
        "\(sameDay)")
      #expect(day("goodfriday") < day("easter") || day("easter") <= today.adding(days: 2), "\(sameDay)")
      #expect(
        day("easter") < day("eastermonday") || day("eastermonday") == today.adding(days: 1), "\(sameDay)")
      #expect(day("midsommarafton") == day("juhannus"), "\(sameDay)")
      today = today.adding(days: 1)
    }
  }

  /// datetime.t.cpp's facts, which hold on any day: weeks within 7 days, the months,
  /// quarters and years, the ordinals (`timeRelative`, the default: never this month's
  /// when the day has come), `later`.
  @Test func theFactsOfDatetimeTCppHoldEveryDay() {
    var today = CalendarDate(iso: "2024-01-01")!
    while today.year < 2027 {
      func day(_ word: String) -> CalendarDate { RelativeDate.resolve(word, today: today)! }
      let on = "on \(today)"
      #expect(
        abs(day("eow").dayNumber - today.dayNumber) < 8 && day("sonw").dayNumber - today.dayNumber < 8,
        "\(on)")
      #expect(today.dayNumber - day("sow").dayNumber < 8, "\(on)")
      #expect(day("sonm").month != today.month && day("som").month == today.month, "\(on)")
      #expect((day("som").month - 1) / 3 == (today.month - 1) / 3, "\(on)")
      #expect(day("sony").year != today.year && day("soy").year == today.year && day("soy") <= today, "\(on)")
      #expect(day("eoy") >= today && day("soq").year == today.year && day("soq") <= today, "\(on)")
      #expect(day("eoq") >= today && day("soq").day == 1 && day("soq").month % 3 == 1, "\(on)")
      #expect(day("eoq").day / 10 == 3 && day("eoq").month % 3 == 0, "\(on)")
      for (word, number) in [("1st", 1), ("2nd", 2), ("3rd", 3), ("4th", 4)] {
        #expect(day(word).day == number, "\(word) \(on)")
        #expect((day(word).month == today.month) == (today.day < number), "\(word) \(on)")
      }
      #expect(day("later") == CalendarDate(iso: "9999-12-30"))
      today = today.adding(days: 1)
    }
  }

  /// taskwarrior's documentation: a weekday is the next one (a week on when today is that
  /// day), a month the first day of the next month of that name.
  @Test(arguments: [
    ("sun", "2017-03-12"), ("sat", "2017-03-11"), ("march", "2018-03-01"), ("feb", "2018-02-01"),
    ("dec", "2017-12-01"), ("5th", "2017-04-05"), ("6th", "2017-03-06"), ("31st", "2017-03-31"),
  ])
  func nextOnesAfterToday(word: String, iso: String) {
    #expect(RelativeDate.resolve(word, today: Self.sunday) == CalendarDate(iso: iso))
  }

  /// datetime-negative.test.py: what taskwarrior refuses as a date is no date here either;
  /// and ordinals with another's suffix, as its ordinal reader refuses them.
  @Test(arguments: [
    "random", "-2014-07-07", "2014-07-", "2014-0-12", "abcd-ab-ab", "2014-000", "2014-366", "2014-999",
    "2014-999999999", "2014-W00", "2014-W54", "2014-W240", "2014-W248", "2014-W24200", "2014-13", "2014-99",
    "1th", "2st", "11st", "12nd", "13rd", "32nd", "0th",
  ])
  func whatTaskwarriorRefusesIsNoDate(text: String) {
    #expect(RelativeDate.read(text, today: Self.sunday) == nil)
  }
}
