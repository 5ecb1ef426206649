/// A `DATE` or `DATE-TIME` value (RFC 5545 §3.3.4, §3.3.5): a day, or a day and a time that
/// is floating, UTC (`Z`) or in the zone a `TZID` parameter names. Nothing here converts
/// between zones: the day is the one written. Pure value.
public struct ICalDateValue: Equatable, Sendable {
  public enum Zone: Equatable, Sendable {
    case floating
    case utc
    case named(String)
  }

  public var date: CalendarDate
  /// Hours, minutes and seconds, or nil for a `DATE`.
  public var time: (hour: Int, minute: Int, second: Int)? {
    get { clock.map { ($0[0], $0[1], $0[2]) } }
    set { clock = newValue.map { [$0.hour, $0.minute, $0.second] } }
  }
  public var zone: Zone
  private var clock: [Int]?

  /// A `DATE`.
  public init(date: CalendarDate) {
    self.date = date
    zone = .floating
  }

  /// Reads a property's value: `VALUE=DATE` or eight digits is a day; `YYYYMMDDTHHMMSS`
  /// with an optional `Z` a date-time; `TZID` names its zone. Nil for anything else.
  public init?(_ line: ICalContentLine) {
    let text = Array(line.value.utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= text.count else { return nil }
      var value = 0
      for byte in text[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
      let date = CalendarDate(year: year, month: month, day: day)
    else { return nil }
    self.date = date
    zone = .floating
    if text.count == 8 { return }
    guard line.parameter("VALUE")?.uppercased() != "DATE", text.count == 15 || text.count == 16,
      text[8] == UInt8(ascii: "T"), let hour = number(9..<11), let minute = number(11..<13),
      let second = number(13..<15), hour < 24, minute < 60, second <= 60
    else { return nil }
    clock = [hour, minute, second]
    if text.count == 16 {
      guard text[15] == UInt8(ascii: "Z") else { return nil }
      zone = .utc
    } else if let tzid = line.parameter("TZID") {
      zone = .named(tzid)
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.date == rhs.date && lhs.clock == rhs.clock && lhs.zone == rhs.zone
  }

  /// Whether it is a `DATE` (no time).
  public var isDate: Bool { clock == nil }

  /// The content line `name` holding this value: `DUE;VALUE=DATE:20261126`,
  /// `DTSTART;TZID=Europe/Paris:20261126T090000`, `COMPLETED:20261126T090000Z`. Pure.
  public func line(_ name: String, lineEnd: String = "\r\n") -> ICalContentLine {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    var value = padded(date.year, 4) + padded(date.month, 2) + padded(date.day, 2)
    var parameters: [ICalParameter] = []
    if let clock {
      value += "T" + clock.map { padded($0, 2) }.joined()
      switch zone {
      case .floating: break
      case .utc: value += "Z"
      case .named(let tzid): parameters.append(ICalParameter(name: "TZID", values: [tzid]))
      }
    } else {
      parameters.append(ICalParameter(name: "VALUE", values: ["DATE"]))
    }
    return ICalContentLine(name: name, parameters: parameters, value: value, lineEnd: lineEnd)
  }
}
