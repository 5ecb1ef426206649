/// Dates as a user types them in a `due:` or `t:` tag, read as topydo and pter read them:
/// `today` (`tod`), `tomorrow` (`tom`), `yesterday`, a weekday (`fri`, `friday`: the next
/// one, today when it is that day), or `[+|-]N` and a unit `d`, `w`, `m`, `y`, `b` (`+3d`,
/// `1w`, `-2d`) counted from today. Pure.
public enum RelativeDate {
  /// The day `text` names, counted from `today`; nil when it names none (an ISO date is
  /// left to the caller: it is not relative).
  public static func resolve<S: StringProtocol>(_ text: S, today: CalendarDate) -> CalendarDate? {
    let word = text.lowercased()
    switch word {
    case "today", "tod": return today
    case "tomorrow", "tom": return today.adding(days: 1)
    case "yesterday": return today.adding(days: -1)
    default: break
    }
    if let weekday = weekdays.firstIndex(where: { $0.contains(word) }) {
      return today.adding(days: ((weekday - today.weekday) % 7 + 7) % 7)
    }
    var amount = Substring(word)
    let isBackwards = amount.first == "-"
    if amount.first == "+" || isBackwards { amount = amount.dropFirst() }
    // A count is needed here (`d` alone is no date), unlike in `rec:`.
    guard let last = amount.last, amount.dropLast().first?.isNumber == true,
      let recurrence = Recurrence(amount), recurrence.unit.rawValue == last
    else { return nil }
    return recurrence.advance(today, times: isBackwards ? -1 : 1)
  }

  /// The names of each weekday, Monday first, as topydo accepts them.
  private static let weekdays: [Set<String>] = [
    ["mo", "mon", "monday"], ["tu", "tue", "tuesday"], ["we", "wed", "wednesday"],
    ["th", "thu", "thursday"], ["fr", "fri", "friday"], ["sa", "sat", "saturday"],
    ["su", "sun", "sunday"],
  ]
}
