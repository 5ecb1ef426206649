/// A minute of a day where the user is (local wall-clock time, no time zone): when a
/// reminder rings. Spelled in todo.txt as `2026-12-24T0900` (ISO 8601's basic time, so that
/// the value of a `key:value` tag holds no colon, decision 0340). Comparable by the day,
/// then the minute. Pure value.
public struct LocalTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let day: CalendarDate
  /// Minutes since the day's midnight, 0 to 1439.
  public let minute: Int

  /// The minute `minute` of `day` (wrapped into the days before or after it when it is
  /// outside 0..<1440).
  public init(day: CalendarDate, minute: Int) {
    let (days, rest) = minute.quotientAndRemainder(dividingBy: 1_440)
    let carry = rest < 0 ? -1 : 0
    self.day = days + carry == 0 ? day : day.adding(days: days + carry)
    self.minute = rest < 0 ? rest + 1_440 : rest
  }

  /// Reads `YYYY-MM-DDTHHMM` exactly; nil for anything else or a day or time that does not
  /// exist. O(1).
  public init?<S: StringProtocol>(spelled text: S) {
    let bytes = Array(text.utf8.prefix(16))
    guard bytes.count == 15, bytes[10] == UInt8(ascii: "T"),
      let day = CalendarDate(iso: text.prefix(10)),
      let minute = Self.minute(ofBasicTime: text.suffix(4))
    else { return nil }
    self.init(day: day, minute: minute)
  }

  /// `YYYY-MM-DDTHHMM`, as todo.txt keeps it.
  public var description: String { "\(day)T\(Self.basic(minute))" }

  /// `HH:MM`, as the screen shows it.
  public var clock: String {
    let (hours, minutes) = minute.quotientAndRemainder(dividingBy: 60)
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// The time `minutes` later (earlier when negative).
  public func adding(minutes: Int) -> LocalTime {
    LocalTime(day: day, minute: minute + minutes)
  }

  /// Minutes since 1970-01-01 00:00 of the same wall clock: the distance between two times.
  public var minutesSinceEpoch: Int { day.dayNumber * 1_440 + minute }

  public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
    (lhs.day, lhs.minute) < (rhs.day, rhs.minute)
  }

  /// `HHMM` of `minute`. Pure.
  static func basic(_ minute: Int) -> String {
    let (hours, minutes) = minute.quotientAndRemainder(dividingBy: 60)
    return (hours < 10 ? "0" : "") + "\(hours)" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// The minute of the day `HHMM` names (four digits, 0000 to 2359), or nil. Pure.
  static func minute<S: StringProtocol>(ofBasicTime text: S) -> Int? {
    let digits = text.utf8.map { Int($0) - 48 }
    guard digits.count == 4, digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
    let (hours, minutes) = (digits[0] * 10 + digits[1], digits[2] * 10 + digits[3])
    guard hours < 24, minutes < 60 else { return nil }
    return hours * 60 + minutes
  }
}
