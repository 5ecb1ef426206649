import Glibc
import ToDoCore

/// Which day it is where the user is, and how long until the next one begins: the one
/// clock the app reads for dates (the core gets the day as an action). Callable from any
/// thread.
public protocol DayClock: Sendable {
  func today() -> (day: CalendarDate, nextDayIn: Duration)
  /// The wall clock, in seconds since the epoch: unlike the timers' clock (monotonic), it
  /// goes on while the machine is suspended, so that a day that began meanwhile is seen on
  /// the first wake-up after it (see `CommandInterpreter.noticeDayChange`).
  func wallClockSeconds() -> Int64
}

extension DayClock {
  /// The system's wall clock (`time`): a vDSO call, cheap enough for every action.
  public func wallClockSeconds() -> Int64 {
    Int64(time(nil))
  }
}

/// The system's clock in the local time zone (`TZ`), daylight saving time included.
public struct SystemDayClock: DayClock {
  public init() {}

  public func today() -> (day: CalendarDate, nextDayIn: Duration) {
    var now = time(nil)
    var local = tm()
    localtime_r(&now, &local)
    let day =
      CalendarDate(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
      ?? CalendarDate(dayNumber: now / 86_400)
    // The next local midnight: mktime normalises the 32nd and finds the offset that day.
    var midnight = local
    midnight.tm_mday += 1
    midnight.tm_hour = 0
    midnight.tm_min = 0
    midnight.tm_sec = 0
    midnight.tm_isdst = -1
    let next = mktime(&midnight)
    return (day, .seconds(max(Int64(next - now), 1)))
  }

  /// The system clock, or a fixed day when `TODO_TODAY` holds one (`2026-01-31`): tests
  /// that read dates on the screen or in the file need to know the day.
  public static func configured(by environment: [String: String]) -> any DayClock {
    if let text = environment["TODO_TODAY"], let day = CalendarDate(iso: text) {
      return FixedDayClock(day: day)
    }
    return SystemDayClock()
  }
}

/// Always the same day, the next one a day away. For tests.
public struct FixedDayClock: DayClock {
  public var day: CalendarDate

  public init(day: CalendarDate) {
    self.day = day
  }

  public func today() -> (day: CalendarDate, nextDayIn: Duration) {
    (day, .seconds(86_400))
  }
}
