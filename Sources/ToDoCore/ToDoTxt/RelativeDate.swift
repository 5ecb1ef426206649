/// Dates as a user types them in a `due:` or `t:` tag, read as topydo reads them (its own
/// relative-date tests, decision 0181): `today` (`tod`), `tomorrow` (`tom`), `yesterday`
/// (`yes`), a weekday (`fr`, `fri`, `friday`: the next one, a week on when today is that
/// day), or `[+|-]N` and a unit `d`, `w`, `m`, `y`, `b` (`+3d`, `1w`, `-2d`; `0d`, `0b`,
/// `0m`, `0y` are today) counted from today. Pure.
public enum RelativeDate {
  /// The day `text` names, counted from `today`; nil when it names none, or a day outside
  /// the years a todo.txt date can hold (see `isOutOfRange`). An ISO date is left to the
  /// caller: it is not relative.
  public static func resolve<S: StringProtocol>(_ text: S, today: CalendarDate) -> CalendarDate? {
    guard case .day(let day) = read(text, today: today) else { return nil }
    return day
  }

  /// Whether `text` names a day counted from `today` that falls before 0001-01-01 or after
  /// 9999-12-31 (`-3000y`, `+100000y`): a date the format cannot hold, to refuse with a
  /// message rather than write or leave as if it were no date.
  public static func isOutOfRange<S: StringProtocol>(_ text: S, today: CalendarDate) -> Bool {
    read(text, today: today) == .outOfRange
  }

  /// What `text` names counted from `today`.
  private enum Reading: Equatable {
    case day(CalendarDate)
    case outOfRange
  }

  private static func read<S: StringProtocol>(_ text: S, today: CalendarDate) -> Reading? {
    let word = text.lowercased()
    // A named day, else the next such weekday: on that weekday itself, a week on.
    let offset =
      namedDays.first(where: { $0.words.contains(word) })?.offset
      ?? weekdays.firstIndex(where: { $0.contains(word) }).map { 7 - (((today.weekday - $0) % 7) + 7) % 7 }
    if let offset {
      let day = today.adding(days: offset)
      return day.isWritable ? .day(day) : .outOfRange
    }
    var amount = Substring(word)
    let isBackwards = amount.first == "-"
    if amount.first == "+" || isBackwards { amount = amount.dropFirst() }
    // A count is needed here (`d` alone is no date), unlike in `rec:`.
    guard let last = amount.last, amount.dropLast().first?.isNumber == true else { return nil }
    // A zero count (`0d`, `-0b`, `0m`, `0y`) is today, as in topydo; `rec:` refuses it.
    if amount.dropLast().allSatisfy({ $0 == "0" }), Recurrence.Unit(rawValue: last) != nil {
      return .day(today)
    }
    guard let recurrence = Recurrence(amount), recurrence.unit.rawValue == last else { return nil }
    return recurrence.advance(today, times: isBackwards ? -1 : 1).map { .day($0) } ?? .outOfRange
  }

  /// A day named by a word, and its distance from today: the words a page lists.
  public struct NamedDay: Sendable {
    /// The word and its short form, as topydo accepts them (`tomorrow`, `tom`).
    public let words: [String]
    public let offset: Int
  }

  /// The days named by words, each word with its short form.
  public static let namedDays = [
    NamedDay(words: ["today", "tod"], offset: 0), NamedDay(words: ["tomorrow", "tom"], offset: 1),
    NamedDay(words: ["yesterday", "yes"], offset: -1),
  ]

  /// The names of each weekday, Monday first, as topydo accepts them, the shortest first.
  public static let weekdays: [[String]] = [
    ["mo", "mon", "monday"], ["tu", "tue", "tuesday"], ["we", "wed", "wednesday"],
    ["th", "thu", "thursday"], ["fr", "fri", "friday"], ["sa", "sat", "saturday"],
    ["su", "sun", "sunday"],
  ]
}
