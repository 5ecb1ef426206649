import Glibc
import ToDoCore

/// The wall clock reminders are read by, in the local time zone (`TZ`): its minute now,
/// and the second since the epoch a local minute begins (for the wall-clock alarm). Set
/// ahead or back by `TODO_NOW` (`2026-12-24T08:59:50`: the clock starts there and runs on),
/// as `TODO_TODAY` fixes the day, so that tests can stand just before a reminder. Callable
/// from any thread.
public struct ReminderClock: Sendable {
  /// Seconds added to the system's clock.
  public let offset: Int64

  public init(offset: Int64 = 0) {
    self.offset = offset
  }

  /// The clock `TODO_NOW` sets (`YYYY-MM-DDTHH:MM[:SS]`, local time), else the system's.
  public static func configured(by environment: [String: String]) -> ReminderClock {
    guard let text = environment["TODO_NOW"], let start = secondsSinceEpoch(ofLocal: text) else {
      return ReminderClock()
    }
    return ReminderClock(offset: start - ReminderClock().seconds())
  }

  /// Seconds since the epoch, as this clock counts them.
  /// `CLOCK_REALTIME` itself, not `time`, whose coarse clock may still say the second
  /// before the one a wall-clock alarm rang at.
  public func seconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Int64(now.tv_sec) + offset
  }

  /// The local minute now.
  public func now() -> LocalTime { Self.localTime(at: seconds()) }

  /// The system clock's second (what a wall-clock alarm is set to) at which the local
  /// minute `time` begins on this clock.
  public func systemSeconds(at time: LocalTime) -> Int64 {
    Self.secondsSinceEpoch(of: time, second: 0) - offset
  }

  /// The local minute of `seconds` since the epoch.
  static func localTime(at seconds: Int64) -> LocalTime {
    var now = time_t(seconds)
    var local = tm()
    localtime_r(&now, &local)
    let day =
      CalendarDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
      ?? CalendarDate(dayNumber: Int(seconds / 86_400))
    return LocalTime(day: day, minute: Int(local.tm_hour) * 60 + Int(local.tm_min))
  }

  /// Seconds since the epoch of `second` of the local minute `time` (`mktime`: the zone's
  /// offset that day, daylight saving time included; a minute a spring change skips is the
  /// one after it).
  static func secondsSinceEpoch(of time: LocalTime, second: Int) -> Int64 {
    var parts = tm()
    parts.tm_year = Int32(time.day.year - 1900)
    parts.tm_mon = Int32(time.day.month - 1)
    parts.tm_mday = Int32(time.day.day)
    parts.tm_hour = Int32(time.minute / 60)
    parts.tm_min = Int32(time.minute % 60)
    parts.tm_sec = Int32(second)
    parts.tm_isdst = -1
    return Int64(mktime(&parts))
  }

  /// Reads `YYYY-MM-DDTHH:MM[:SS]` (or `THHMM`) as local time; nil for anything else.
  static func secondsSinceEpoch(ofLocal text: String) -> Int64? {
    let parts = text.split(separator: "T", maxSplits: 1)
    guard parts.count == 2, let day = CalendarDate(iso: parts[0]) else { return nil }
    let clock = parts[1].split(separator: ":").map(String.init)
    let numbers: [Int]
    if clock.count == 1, clock[0].count == 4 {
      numbers = [Int(clock[0].prefix(2)), Int(clock[0].suffix(2))].compactMap { $0 }
    } else {
      numbers = clock.compactMap { Int($0) }
    }
    guard numbers.count == clock.count || (clock.count == 1 && numbers.count == 2),
      (2...3).contains(numbers.count),
      numbers[0] < 24, numbers[1] < 60, numbers.count == 2 || numbers[2] < 60
    else { return nil }
    return secondsSinceEpoch(
      of: LocalTime(day: day, minute: numbers[0] * 60 + numbers[1]),
      second: numbers.count == 3 ? numbers[2] : 0)
  }
}
