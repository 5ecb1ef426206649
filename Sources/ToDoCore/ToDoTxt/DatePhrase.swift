/// A date as a list reads best counted from today, as topydo shows its dates (its
/// humanized `due in 2 weeks`, `starts in a day`, with the same steps from days to weeks,
/// months and years), worded for a row: `due today`, `due tomorrow`, `due Fri` (within the
/// week ahead), `due in 3 weeks`, `3 days late`; `starts Fri`, `started 2 days ago` for a
/// `t:` date. The file keeps its ISO dates; only the screen says these. Pure.
public enum DatePhrase {
  /// How a `due:` date reads on `today`.
  public static func due(_ date: CalendarDate, today: CalendarDate) -> String {
    let days = date.dayNumber - today.dayNumber
    switch days {
    case 0: return "due today"
    case 1: return "due tomorrow"
    case 2...6: return "due " + weekdayNames[date.weekday]
    case 7...: return "due in " + distance(days: days, from: today, to: date)
    default: return distance(days: -days, from: date, to: today) + " late"
    }
  }

  /// How a `t:` (threshold, start) date reads on `today`.
  public static func start(_ date: CalendarDate, today: CalendarDate) -> String {
    let days = date.dayNumber - today.dayNumber
    switch days {
    case 0: return "starts today"
    case 1: return "starts tomorrow"
    case 2...6: return "starts " + weekdayNames[date.weekday]
    case 7...: return "starts in " + distance(days: days, from: today, to: date)
    case -1: return "started yesterday"
    default: return "started " + distance(days: -days, from: date, to: today) + " ago"
    }
  }

  /// Whether a todo due on `date` is upcoming on `today`: due after today and within the
  /// week ahead, the days `due` names by their weekday.
  public static func isUpcoming(_ date: CalendarDate, today: CalendarDate) -> Bool {
    (1...6).contains(date.dayNumber - today.dayNumber)
  }

  /// `days` (at least 1) from `earlier` to `later` in topydo's steps: `a day`, `N days`
  /// below a week, `a week` below two, `N weeks` up to 30 days, `a month` up to 60, `N
  /// months` (calendar months, at least 2) up to 365 days, `a year` up to 730, then `N
  /// years` of 365.25 days.
  static func distance(days: Int, from earlier: CalendarDate, to later: CalendarDate) -> String {
    switch days {
    case ...1: return "a day"
    case ...6: return "\(days) days"
    case ...13: return "a week"
    case ...30: return "\(days / 7) weeks"
    case ...60: return "a month"
    case ...365:
      let months = (later.year * 12 + later.month) - (earlier.year * 12 + earlier.month)
      return "\(max(months, 2)) months"
    case ...730: return "a year"
    default: return "\(days * 4 / 1461) years"
    }
  }

  /// Monday first, as `CalendarDate.weekday` counts.
  static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
