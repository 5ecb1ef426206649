import CNcurses
import Glibc

/// A descriptor that becomes readable when the wall clock reaches a time (a timerfd on
/// CLOCK_REALTIME): the event loop polls it, so that the day is read again at midnight even
/// when the machine was suspended through it (a timer on the monotonic clock, which stops
/// while suspended, would wait out the hours it slept) or the clock was set. Main-actor
/// only (the event loop reads it).
@MainActor
public final class WallClockAlarm {
  /// The descriptor to poll (-1 when the process had none left: then there is no alarm).
  public let descriptor: Int32

  public init() {
    descriptor = cn_wall_clock_alarm()
  }

  /// Rings at `seconds` since the epoch (the next one replaces any set before).
  public func ring(atWallClockSeconds seconds: Int64) {
    guard descriptor >= 0 else { return }
    _ = cn_set_wall_clock_alarm(descriptor, seconds)
  }

  /// Reads what rang (or the ECANCELED of a clock set), so that the descriptor is quiet
  /// until the next time set; never blocks.
  public func drain() {
    var expirations: UInt64 = 0
    _ = read(descriptor, &expirations, MemoryLayout<UInt64>.size)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }
}
