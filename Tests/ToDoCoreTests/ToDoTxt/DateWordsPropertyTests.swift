import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Every date word and phrase the reader knows, on random days from 0001 to 9999: each
/// names a real day of the calendar (written and read back the same), the words for a day
/// to come name one after today, and only a day near the ends of the years a date holds
/// reads as out of range. Seeded; `TODO_TEST_SEED` replays one seed. Pure.
@Suite("Date words, on any day")
struct DateWordsPropertyTests {
  static let seeds = TestSeed.seeds([UInt64(Date().timeIntervalSince1970 * 1_000) % 1_000_000, 1, 2, 3])

  /// A word or phrase, and whether the day it names is always after today.
  struct Spoken {
    var text: String
    var isAhead: Bool
  }

  /// The words known, single: every form of the named days, weekdays, months, periods,
  /// holidays, ordinals and counts.
  static let singleWords: [Spoken] = {
    var words: [Spoken] = []
    words += RelativeDate.namedDays.flatMap(\.words).map { Spoken(text: $0, isAhead: false) }
    words += ["yest", "tomor", "toda"].map { Spoken(text: $0, isAhead: false) }
    words += RelativeDate.weekdays.flatMap { $0 + [String($0[2].prefix(4))] }.map {
      Spoken(text: $0, isAhead: true)
    }
    words += RelativeDate.months.flatMap { [$0, String($0.prefix(3)), String($0.prefix(4))] }.map {
      Spoken(text: $0, isAhead: true)
    }
    words += RelativeDate.laterWords.map { Spoken(text: $0, isAhead: false) }
    words += RelativeDate.PeriodWord.all.map { Spoken(text: $0.word, isAhead: false) }
    words += RelativeDate.Holiday.allCases.flatMap(\.words).map { Spoken(text: $0, isAhead: true) }
    words += (1...31).map { Spoken(text: "\($0)\(RelativeDate.ordinalSuffix($0))", isAhead: true) }
    words += ["0d", "1d", "+3b", "-2w", "12m", "-1y", "0b"].map { Spoken(text: $0, isAhead: false) }
    return words
  }()

  /// A random phrase: `next`/`last` and what they name, a count and a unit, a month and a
  /// day in either order, with a year or not.
  static func phrase(_ random: inout SplitMix64) -> Spoken {
    let weekdays = RelativeDate.weekdays.flatMap { $0 }
    let month = RelativeDate.months.randomElement(using: &random)!
    let monthNumber = RelativeDate.months.firstIndex(of: month)! + 1
    let shortMonth = Bool.random(using: &random) ? month : String(month.prefix(3))
    let longest = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][monthNumber - 1]
    let day = Int.random(in: 1...longest, using: &random)
    let dayWord = Bool.random(using: &random) ? "\(day)" : "\(day)\(RelativeDate.ordinalSuffix(day))"
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let what = (weekdays + ["week", "month", "quarter", "year"]).randomElement(using: &random)!
      let next = Bool.random(using: &random)
      return Spoken(text: (next ? "next " : "last ") + what, isAhead: next)
    case 1:
      let unit = RelativeDate.unitWords.randomElement(using: &random)!
      let count = Int.random(in: 1...(unit.unit == .year ? 50 : 500), using: &random)
      let words =
        (Bool.random(using: &random) ? "in " : "") + "\(count) " + unit.words.randomElement(using: &random)!
      return Spoken(text: words, isAhead: true)
    case 2:
      return Spoken(text: "\(shortMonth) \(dayWord)", isAhead: true)
    case 3:
      return Spoken(
        text: "\(dayWord) \(Bool.random(using: &random) ? "of " : "")\(shortMonth)", isAhead: true)
    case 4:
      // A day the month has in every year (no February 29th), in a year it names.
      let year = Int.random(in: 1_000...9_999, using: &random)
      return Spoken(text: "\(shortMonth) \(min(day, monthNumber == 2 ? 28 : day)) \(year)", isAhead: false)
    default:
      return Spoken(text: "\(shortMonth)\(dayWord)", isAhead: true)
    }
  }

  /// A random day: most in the centuries people plan in, some near 0001 and 9999.
  static func randomDay(_ random: inout SplitMix64) -> CalendarDate {
    let first = CalendarDate(iso: "0001-01-01")!.dayNumber
    let last = CalendarDate(iso: "9999-12-31")!.dayNumber
    let now = CalendarDate(iso: "2026-01-01")!.dayNumber
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return CalendarDate(dayNumber: Int.random(in: first...(first + 800), using: &random))
    case 1: return CalendarDate(dayNumber: Int.random(in: (last - 800)...last, using: &random))
    case 2: return CalendarDate(dayNumber: Int.random(in: first...last, using: &random))
    default: return CalendarDate(dayNumber: now + Int.random(in: -40_000...40_000, using: &random))
    }
  }

  @Test(arguments: seeds)
  func everyWordKnownNamesARealDay(seed: UInt64) {
    print("DateWordsPropertyTests seed: \(seed) (\(TestSeed.variable)=\(seed) replays it)")
    var random = SplitMix64(seed: seed)
    for _ in 0..<3_000 {
      let today = Self.randomDay(&random)
      let spoken =
        Bool.random(using: &random) ? Self.singleWords.randomElement(using: &random)! : Self.phrase(&random)
      let text = Bool.random(using: &random) ? spoken.text.uppercased() : spoken.text
      guard let reading = RelativeDate.read(text, today: today) else {
        Issue.record("“\(text)” on \(today) is no date")
        continue
      }
      switch reading {
      case .day(let day):
        #expect(day.isWritable && CalendarDate(iso: day.description) == day, "“\(text)” on \(today): \(day)")
        if spoken.isAhead { #expect(day > today, "“\(text)” on \(today): \(day) is not ahead") }
      case .outOfRange:
        #expect(today.year <= 2 || today.year >= 9_940, "“\(text)” on \(today) is out of range")
      }
    }
  }
}
