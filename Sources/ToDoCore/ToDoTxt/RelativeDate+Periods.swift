extension RelativeDate {
  /// A period's first or last day, as taskwarrior names them: `s` (start) or `e` (end),
  /// `o` (of), `p` (the previous), nothing (this one) or `n` (the next), and the period:
  /// `d` day, `w` week (Monday to Sunday, ISO 8601), `ww` work week (Monday to Friday; on
  /// a Sunday, the one ahead), `m` month, `q` quarter (from January, April, July,
  /// October), `y` year. `eom` is this month's last day, `sonw` next Monday, `eopq` the
  /// last day of the quarter before this one. Pure value.
  struct PeriodWord: Equatable, Sendable {
    enum Period: String, CaseIterable, Sendable {
      case day = "d"
      case week = "w"
      case workWeek = "ww"
      case month = "m"
      case quarter = "q"
      case year = "y"

      /// What the letters name, for the manual.
      var name: String {
        switch self {
        case .day: "day"
        case .week: "week (Monday to Sunday)"
        case .workWeek: "work week (Monday to Friday; on a Sunday, the one ahead)"
        case .month: "month"
        case .quarter: "quarter"
        case .year: "year"
        }
      }
    }

    /// The start (`s`) or the end (`e`).
    var isStart: Bool
    /// -1 the previous period (`p`), 0 this one, 1 the next (`n`).
    var step: Int
    var period: Period

    /// Reads `sow`, `eonm`, `sopww`…; nil for any other word.
    init?(_ word: String) {
      var rest = Substring(word)
      guard let edge = rest.popFirst(), edge == "s" || edge == "e", rest.popFirst() == "o" else { return nil }
      var step = 0
      if rest.first == "p" || rest.first == "n", rest.count > 1 {
        step = rest.first == "p" ? -1 : 1
        rest = rest.dropFirst()
      }
      guard let period = Period(rawValue: String(rest)) else { return nil }
      self.isStart = edge == "s"
      self.step = step
      self.period = period
    }

    init(isStart: Bool, step: Int, period: Period) {
      self.isStart = isStart
      self.step = step
      self.period = period
    }

    /// The word: `sow`, `eonm`.
    var word: String {
      (isStart ? "so" : "eo") + (step < 0 ? "p" : step > 0 ? "n" : "") + period.rawValue
    }

    /// Every such word, period by period: `sod`, `eod`, `sopd`, `eopd`, `sond`, `eond`, …
    static var all: [PeriodWord] {
      Period.allCases.flatMap { period in
        [0, -1, 1].flatMap { step in
          [true, false].map { PeriodWord(isStart: $0, step: step, period: period) }
        }
      }
    }

    /// The day it names from `today` (maybe outside the writable years). O(1).
    func day(from today: CalendarDate) -> CalendarDate {
      switch period {
      case .day:
        return today.adding(days: step)
      case .week:
        let monday = today.adding(days: -today.weekday + 7 * step)
        return isStart ? monday : monday.adding(days: 6)
      case .workWeek:
        // taskwarrior counts the work week from Sunday: on a Sunday, `soww` is tomorrow.
        let sunday = today.adding(days: -((today.weekday + 1) % 7) + 7 * step)
        return sunday.adding(days: isStart ? 1 : 5)
      case .month, .quarter, .year:
        let length = period == .month ? 1 : period == .quarter ? 3 : 12
        let firstOfMonth = today.adding(days: 1 - today.day)
        let first = firstOfMonth.adding(months: -((today.month - 1) % length) + step * length)
        return isStart ? first : first.adding(months: length).adding(days: -1)
      }
    }
  }
}
