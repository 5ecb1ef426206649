/// When a todo's reminder rings, as its `rem:` tag says (decision 0340): at a time
/// (`rem:2026-12-24T0900`), or a number of days before or after the todo's `due:` date at a
/// time of that day (`rem:due-1dT0900`, the day before at nine; `rem:dueT0800`, the due
/// day at eight; `w` counts weeks). The value holds neither a space nor a colon, so other
/// todo.txt clients keep the tag as one word and read the `due:` beside it as before. Pure
/// value.
public enum Reminder: Hashable, Sendable, Codable {
  case at(LocalTime)
  /// `days` after the due date (negative: before it), at `minute` of that day.
  case fromDue(days: Int, minute: Int)

  /// The reminder a `rem:` value spells, or nil when it spells none.
  public init?<S: StringProtocol>(spelled value: S) {
    if let time = LocalTime(spelled: value) {
      self = .at(time)
      return
    }
    guard value.hasPrefix("due"), let tee = value.lastIndex(of: "T"),
      let minute = LocalTime.minute(ofBasicTime: value[value.index(after: tee)...])
    else { return nil }
    let offset = value[value.index(value.startIndex, offsetBy: 3)..<tee]
    guard let days = Self.days(offset) else { return nil }
    self = .fromDue(days: days, minute: minute)
  }

  /// The `rem:` value: `2026-12-24T0900`, `due-1dT0900`, `dueT0800`, `due-2wT1800`.
  public var spelled: String {
    switch self {
    case .at(let time): return time.description
    case .fromDue(let days, let minute):
      let offset: String
      if days == 0 {
        offset = ""
      } else if days % 7 == 0 {
        offset = (days < 0 ? "-" : "+") + "\(abs(days) / 7)w"
      } else {
        offset = (days < 0 ? "-" : "+") + "\(abs(days))d"
      }
      return "due\(offset)T\(LocalTime.basic(minute))"
    }
  }

  /// When it rings for a todo due on `due`: nil for one counted from a due date the todo
  /// does not have (or that todo.txt cannot write).
  public func time(due: CalendarDate?) -> LocalTime? {
    switch self {
    case .at(let time): return time
    case .fromDue(let days, let minute):
      guard let day = due?.adding(days: days), day.isWritable else { return nil }
      return LocalTime(day: day, minute: minute)
    }
  }

  /// `""`, `-1d`, `+2d`, `-1w` as days; nil for anything else (up to 99999 of them). Pure.
  static func days<S: StringProtocol>(_ text: S) -> Int? {
    guard !text.isEmpty else { return 0 }
    guard let sign = text.first, sign == "-" || sign == "+", let unit = text.last, unit == "d" || unit == "w"
    else { return nil }
    let digits = text.dropFirst().dropLast()
    guard (1...5).contains(digits.count), digits.allSatisfy(\.isASCII), let count = Int(digits) else {
      return nil
    }
    return (sign == "-" ? -1 : 1) * count * (unit == "w" ? 7 : 1)
  }
}
