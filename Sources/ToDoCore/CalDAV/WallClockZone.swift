/// How far the user's wall clock is from UTC at each moment: what turns a phone's UTC
/// alarm time (`TRIGGER;VALUE=DATE-TIME:20261224T080000Z`) into the local time a `rem:`
/// says, and back (decision 0347). The offset is a function so that daylight saving time
/// counts; the runtime gives the system's zone, tests a fixed one. Pure value.
public struct WallClockZone: Sendable {
  /// Seconds the wall clock is ahead of UTC at `utcSecond` seconds since the epoch.
  public let offset: @Sendable (_ utcSecond: Int) -> Int

  public init(offset: @escaping @Sendable (_ utcSecond: Int) -> Int) {
    self.offset = offset
  }

  /// A zone always `seconds` ahead of UTC.
  public static func fixed(_ seconds: Int) -> WallClockZone {
    WallClockZone { _ in seconds }
  }

  /// UTC itself.
  public static let utc = fixed(0)

  /// The wall-clock second (seconds since 1970-01-01 00:00 of the wall clock) of the UTC
  /// second `utcSecond`.
  public func wall(ofUTC utcSecond: Int) -> Int { utcSecond + offset(utcSecond) }

  /// The UTC second of the wall-clock second `wallSecond`: the offset there, found from the
  /// offset at the same reading of UTC (a time a spring change skips reads as the one after
  /// it, one it repeats as the first).
  public func utc(ofWall wallSecond: Int) -> Int {
    let guess = wallSecond - offset(wallSecond)
    return wallSecond - offset(guess)
  }
}
