import Foundation

/// Days counted from today on this machine's clock, written as todo.txt writes a date, in
/// the local time zone as the app reads it: what a test expects a relative date to become.
enum LocalDates {
  /// The ISO date `days` days after today (before it when negative).
  static func iso(daysFromToday days: Int) -> String {
    let day = Calendar.current.date(byAdding: .day, value: days, to: Date())!
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: day)
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }
}
