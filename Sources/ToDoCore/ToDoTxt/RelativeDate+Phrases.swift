extension RelativeDate {
  /// The words of a phrase as tokens: split where letters meet digits (`dec25` is `dec`
  /// `25`, `3weeks` is `3` `weeks`, `in3days`), an ordinal's suffix kept with its digits
  /// (`25th`), `next` and `last` split from the word they start (`nextweek`, `nextfri`).
  /// Nil when a word holds anything but ASCII letters and digits. Pure.
  static func tokens(of words: [String]) -> [String]? {
    var tokens: [String] = []
    for word in words {
      guard word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
      var runs: [String] = []
      for character in word {
        if let last = runs.last?.last, last.isNumber == character.isNumber {
          runs[runs.count - 1].append(character)
        } else {
          runs.append(String(character))
        }
      }
      var index = 0
      while index < runs.count {
        let run = runs[index]
        if run.first?.isNumber == true, index + 1 < runs.count,
          ["st", "nd", "rd", "th"].contains(runs[index + 1])
        {
          tokens.append(run + runs[index + 1])
          index += 2
          continue
        }
        if let relative = ["next", "last"].first(where: { run.hasPrefix($0) && run.count > $0.count }) {
          tokens += [relative, String(run.dropFirst(relative.count))]
        } else {
          tokens.append(run)
        }
        index += 1
      }
    }
    return tokens
  }

  /// A phrase, as tokens: `next fri`, `last week`, `in 3 days`, `3 weeks`, `a month`,
  /// `dec 25`, `25 dec`, `25th of december`, `dec 25 2027`, `dec 2027`; or a single word.
  static func readPhrase(_ tokens: [String], today: CalendarDate) -> Reading? {
    if tokens.count == 1 { return readWord(tokens[0], today: today) }
    if let reading = readRelative(tokens, today: today) { return reading }
    if let reading = readCountPhrase(tokens, today: today) { return reading }
    return readMonthAndDay(tokens, today: today)
  }

  /// `next` or `last` and a weekday, `week`, `month`, `quarter` or `year`: that weekday
  /// of next (or last) week, Monday to Sunday, or the first day of that period.
  private static func readRelative(_ tokens: [String], today: CalendarDate) -> Reading? {
    guard tokens.count == 2, let step = ["last": -1, "next": 1][tokens[0]] else { return nil }
    let what = tokens[1]
    if let weekday = weekday(named: what) {
      let monday = PeriodWord(isStart: true, step: step, period: .week).day(from: today)
      return writable(monday.adding(days: weekday))
    }
    let periods: [String: PeriodWord.Period] = [
      "week": .week, "wk": .week, "month": .month, "quarter": .quarter, "qtr": .quarter, "year": .year,
      "yr": .year,
    ]
    guard let period = periods[what] else { return nil }
    return writable(PeriodWord(isStart: true, step: step, period: period).day(from: today))
  }

  /// A count and its unit, after `in` or not: `in 3 days`, `3 weeks`, `in a month`,
  /// `2 business days`.
  private static func readCountPhrase(_ tokens: [String], today: CalendarDate) -> Reading? {
    var rest = tokens[...]
    if rest.first == "in" { rest = rest.dropFirst() }
    guard let count = rest.popFirst() else { return nil }
    let digits: String
    if ["a", "an", "one"].contains(count) {
      digits = "1"
    } else if count.allSatisfy(\.isNumber) {
      digits = count
    } else {
      return nil
    }
    let unit: Recurrence.Unit?
    switch Array(rest) {
    case let words where words.count == 1: unit = Self.unit(named: words[0])
    case ["business", "day"], ["business", "days"], ["working", "day"], ["working", "days"]:
      unit = .businessDay
    default: unit = nil
    }
    return unit.map { counted(digits, $0, from: today) }
  }

  /// A month and a day in either order, maybe with `of` between and a year after: the
  /// next such day after today without a year (`dec 25` on December 25th is next
  /// year's), that day with one (a day the month has not is no date); a month and a
  /// year: its first day.
  private static func readMonthAndDay(_ tokens: [String], today: CalendarDate) -> Reading? {
    var rest = tokens[...]
    var month: Int?
    var day: Int?
    if let first = rest.first, let named = Self.month(named: first) {
      month = named
      rest = rest.dropFirst()
      if let next = rest.first, let number = dayOfMonth(next) {
        day = number
        rest = rest.dropFirst()
      }
    } else if let first = rest.first, let number = dayOfMonth(first) {
      day = number
      rest = rest.dropFirst()
      if rest.first == "of" { rest = rest.dropFirst() }
      guard let next = rest.first, let named = Self.month(named: next) else { return nil }
      month = named
      rest = rest.dropFirst()
    }
    guard let month else { return nil }
    var year: Int?
    if let last = rest.popFirst() {
      guard rest.isEmpty, last.count == 4, last.allSatisfy(\.isNumber), let number = Int(last) else {
        return nil
      }
      year = number
    }
    switch (day, year) {
    case (nil, nil):
      return nil
    case (nil, let year?):
      return CalendarDate(year: year, month: month, day: 1).map { .day($0) }
    case (let day?, let year?):
      return CalendarDate(year: year, month: month, day: day).map { .day($0) }
    case (let day?, nil):
      // February 29th comes back within eight years.
      for year in today.year...(today.year + 8) {
        guard year <= CalendarDate.writableYears.upperBound else { return .outOfRange }
        if let date = CalendarDate(year: year, month: month, day: day), date > today { return .day(date) }
      }
      return nil
    }
  }

  /// Whether `tokens` are a month and a number of one or two digits, in either order,
  /// maybe with `of` between and four digits after (`feb 30`, `31 apr 2027`): a date
  /// however its numbers read.
  static func isMonthAndDayShaped(_ tokens: [String]) -> Bool {
    func isNumber(_ token: String) -> Bool {
      let digits = token.prefix(while: \.isNumber)
      let suffix = token.dropFirst(digits.count)
      return (1...2).contains(digits.count) && (suffix.isEmpty || ["st", "nd", "rd", "th"].contains(suffix))
    }
    var rest = tokens[...]
    if let last = rest.last, rest.count > 2, last.count == 4, last.allSatisfy(\.isNumber) {
      rest = rest.dropLast()
    }
    let words = Array(rest)
    switch words.count {
    case 2:
      return (month(named: words[0]) != nil && isNumber(words[1]))
        || (isNumber(words[0]) && month(named: words[1]) != nil)
    case 3:
      return isNumber(words[0]) && words[1] == "of" && month(named: words[2]) != nil
    default:
      return false
    }
  }

  /// A day of the month as a phrase writes it: `25` or `25th` (1…31).
  private static func dayOfMonth(_ token: String) -> Int? {
    if let day = ordinal(token) { return day }
    guard (1...2).contains(token.count), token.allSatisfy(\.isNumber), let day = Int(token),
      (1...31).contains(day)
    else { return nil }
    return day
  }
}
