/// A day of the proleptic Gregorian calendar, as todo.txt writes it (`2026-01-31`), with
/// the arithmetic recurrence and relative dates need: days, business days, months and
/// years (a month added to the 31st lands on the month's last day). No time, no time zone:
/// the runtime says which day it is, the core only counts. Pure value.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// The years a todo.txt date can hold: four digits, from 0001.
  public static let writableYears = 1...9_999

  /// The date, or nil when it is not a real day (`2026-02-30`) or its year has not four
  /// digits (before 0001 or after 9999: the format cannot hold it).
  public init?(year: Int, month: Int, day: Int) {
    guard Self.writableYears.contains(year), (1...12).contains(month), day >= 1,
      day <= Self.daysIn(month: month, year: year)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `YYYY-MM-DD`, exactly ten characters; nil for anything else or a day that does
  /// not exist. O(1).
  public init?<S: StringProtocol>(iso text: S) {
    let bytes = Array(text.utf8.prefix(11))
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    var values = [0, 0, 0]
    for (part, range) in [0..<4, 5..<7, 8..<10].enumerated() {
      for index in range {
        let byte = bytes[index]
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        values[part] = values[part] * 10 + Int(byte - UInt8(ascii: "0"))
      }
    }
    self.init(year: values[0], month: values[1], day: values[2])
  }

  /// The day `dayNumber` days after 1970-01-01 (negative: before it). O(1).
  public init(dayNumber: Int) {
    // Howard Hinnant's days_from_civil, inverted: eras of 400 years, March-based years.
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days since 1970-01-01. O(1).
  public var dayNumber: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Whether the date can be written as todo.txt writes dates (`YYYY-MM-DD`, years 0001
  /// to 9999). The arithmetic below counts on past those years; what it gives is checked
  /// with this before it is written.
  public var isWritable: Bool { Self.writableYears.contains(year) }

  /// Monday 0 … Sunday 6.
  public var weekday: Int {
    // 1970-01-01 was a Thursday (3).
    ((dayNumber + 3) % 7 + 7) % 7
  }

  public var isWeekend: Bool { weekday >= 5 }

  /// `YYYY-MM-DD`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(width - digits.count, 0)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  public func adding(days: Int) -> CalendarDate {
    CalendarDate(dayNumber: dayNumber + days)
  }

  /// `count` months later (earlier when negative), on the same day of the month, or on
  /// the month's last day when it is shorter (Jan 31 + 1 month = Feb 28, or 29).
  public func adding(months count: Int) -> CalendarDate {
    let index = year * 12 + (month - 1) + count
    let (newYear, newMonth) = (Self.floorDivide(index, 12), Self.floorModulo(index, 12) + 1)
    let newDay = min(day, Self.daysIn(month: newMonth, year: newYear))
    return CalendarDate(checkedYear: newYear, month: newMonth, day: newDay)
  }

  /// `count` business days later (earlier when negative): each step lands on a Monday to
  /// Friday, Saturday and Sunday are skipped, so five business days are one week. O(1).
  public func adding(businessDays count: Int) -> CalendarDate {
    guard count != 0 else { return self }
    let step = count < 0 ? -1 : 1
    // From a weekend day the first step lands where it would from the business day
    // behind it (forwards: the Friday before; backwards: the Monday after).
    var date = self
    while date.isWeekend { date = date.adding(days: -step) }
    // Whole weeks between business days, then the days left one by one.
    date = date.adding(days: 7 * (count / 5))
    var left = (count % 5).magnitude
    while left > 0 {
      date = date.adding(days: step)
      if !date.isWeekend { left -= 1 }
    }
    return date
  }

  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private init(checkedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : (value - divisor + 1) / divisor
  }

  private static func floorModulo(_ value: Int, _ divisor: Int) -> Int {
    value - floorDivide(value, divisor) * divisor
  }
}
