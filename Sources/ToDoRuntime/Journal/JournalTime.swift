import Glibc
import ToDoCore

/// The journal's times: seconds since 1970 (UTC), written as ISO 8601 in UTC to the second
/// (`2026-11-26T19:05:00Z`), the format the journal has always had. Through Glibc's
/// `gmtime_r`, `timegm` and `localtime_r`; pure but for `now` and the local time zone.
public enum JournalTime {
  /// The time now, in seconds since 1970. Reads the clock.
  public static func now() -> Int { Int(time(nil)) }

  /// `seconds` as the journal writes it. Pure.
  public static func timestamp(_ seconds: Int) -> String {
    var time = time_t(seconds)
    var parts = tm()
    guard gmtime_r(&time, &parts) != nil else { return "1970-01-01T00:00:00Z" }
    return "\(padded(Int(parts.tm_year) + 1900, 4))-\(padded(Int(parts.tm_mon) + 1))-"
      + "\(padded(Int(parts.tm_mday)))T\(padded(Int(parts.tm_hour))):\(padded(Int(parts.tm_min))):"
      + "\(padded(Int(parts.tm_sec)))Z"
  }

  /// The seconds a journal time names, or nil when `text` is not one (`YYYY-MM-DDTHH:MM:SSZ`,
  /// as `timestamp` writes). Pure.
  public static func seconds(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 20, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54,
      bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var parts = tm()
    parts.tm_year = Int32(year - 1900)
    parts.tm_mon = Int32(month - 1)
    parts.tm_mday = Int32(day)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    return Int(timegm(&parts))
  }

  /// The local day and time, to the minute, of the journal time `text`; nil when it does
  /// not read. Pure but for the local time zone.
  static func localMoment(_ text: String) -> SeenMoment? {
    guard let seconds = seconds(text) else { return nil }
    var time = time_t(seconds)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil,
      let day = CalendarDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    else { return nil }
    return SeenMoment(day: day, hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
  }

  /// `value` in decimal, with leading zeros to `width` digits. Pure.
  static func padded(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
