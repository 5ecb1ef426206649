/// A reminder as the user types it in a `rem:` tag, read into the reminder its spelling
/// writes (decision 0340): a day and a time joined by `@`. The day is any date word the app
/// reads in `due:` (`tomorrow`, `fri`, `+3d`, `2026-12-24`: a time), or `due` with a count
/// of days or weeks (`due`, `due-1d`, `due+2d`, `due-1w`: counted from the todo's due
/// date); the time is `9`, `9am`, `9pm`, `9:30`, `14:30`, `0930` or `9h30` (no time: nine in
/// the morning). `rem:fri@14:30`, `rem:due-1d@9`, `rem:tom`. Pure.
public enum ReminderWords {
  /// The time of day a reminder typed without one rings at: nine in the morning.
  public static let defaultMinute = 9 * 60

  /// The reminder `value` names, counted from `today`; nil when it names none. A value
  /// already spelled as the file keeps it is read as it is.
  public static func read<S: StringProtocol>(_ value: S, today: CalendarDate) -> Reminder? {
    if let spelled = Reminder(spelled: value) { return spelled }
    let text = value.lowercased()
    let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let minute: Int
    if parts.count == 2 {
      guard let read = Self.minute(of: parts[1]) else { return nil }
      minute = read
    } else {
      minute = defaultMinute
    }
    let day = parts[0]
    if day.hasPrefix("due") {
      guard let days = Reminder.days(day.dropFirst(3)) else { return nil }
      return .fromDue(days: days, minute: minute)
    }
    guard let date = CalendarDate(iso: day) ?? RelativeDate.resolve(day, today: today) else { return nil }
    return .at(LocalTime(day: date, minute: minute))
  }

  /// The minute of the day a typed time names: `9`, `09`, `9am`, `12am` (midnight), `9pm`,
  /// `9:30`, `9.30`, `9h30`, `21h`, `0930`; nil for anything else or a time that does not
  /// exist. Pure.
  public static func minute<S: StringProtocol>(of typed: S) -> Int? {
    var text = Substring(typed.lowercased())
    var meridiem: Int?
    if text.hasSuffix("am") || text.hasSuffix("pm") {
      meridiem = text.hasSuffix("pm") ? 12 : 0
      text = text.dropLast(2)
    }
    if text.hasSuffix("h") { text = text.dropLast() }
    let hoursText: Substring
    let minutesText: Substring
    if let separator = text.firstIndex(where: { $0 == ":" || $0 == "." || $0 == "h" }) {
      hoursText = text[..<separator]
      minutesText = text[text.index(after: separator)...]
      guard minutesText.count == 2 else { return nil }
    } else if text.count == 4 {
      hoursText = text.prefix(2)
      minutesText = text.suffix(2)
    } else {
      hoursText = text
      minutesText = "00"
    }
    guard (1...2).contains(hoursText.count), hoursText.allSatisfy(\.isASCII),
      minutesText.allSatisfy(\.isASCII),
      var hours = Int(hoursText), let minutes = Int(minutesText), minutes < 60
    else { return nil }
    if let meridiem {
      guard (1...12).contains(hours) else { return nil }
      hours = hours % 12 + meridiem
    }
    guard hours < 24 else { return nil }
    return hours * 60 + minutes
  }
}
