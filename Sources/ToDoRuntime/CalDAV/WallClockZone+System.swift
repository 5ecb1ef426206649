import Glibc
import ToDoCore

extension WallClockZone {
  /// The system's local time zone (`TZ`, else `/etc/localtime`), daylight saving time
  /// included, as `localtime_r` gives it. Callable from any thread.
  public static let system = WallClockZone { utcSecond in
    var time = time_t(utcSecond)
    var parts = tm()
    guard localtime_r(&time, &parts) != nil else { return 0 }
    return Int(parts.tm_gmtoff)
  }
}
