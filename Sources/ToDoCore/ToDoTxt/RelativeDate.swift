/// Dates as people type them in a `due:` or `t:` tag and in the search, read counted from
/// `today`: the one reader of date words (decisions 0181, 0334). A word is read as topydo
/// reads it (its own relative-date tests): `today` (`tod`), `tomorrow` (`tom`), `yesterday`
/// (`yes`), a weekday (`fr`, `fri`, `friday`: the next one, a week on when today is that
/// day), `[+|-]N` and a unit `d`, `w`, `m`, `y`, `b` (`+3d`, `1w`, `-2d`; `0d` is today);
/// and as taskwarrior reads its named dates: month names (`dec`: the next December 1st),
/// ordinals (`15th`: the next 15th), the starts and ends of periods (`sow`, `eom`, `eoq`,
/// `soy`, with `p`/`n` for the previous and next: `eonw`), `later` and `someday`, Easter
/// and the days counted from it, Midsummer. Phrases of up to `longestPhraseWords` words
/// read too: `next fri`, `next week`, `in 3 days`, `3 weeks`, `dec 25`, `25 dec`, `dec25`,
/// `25th of december 2027`. An ISO date (`2026-12-24`) reads as itself. Case does not
/// matter. Pure.
public enum RelativeDate {
  /// What a date word names.
  public enum Reading: Equatable, Sendable {
    /// A day todo.txt can write.
    case day(CalendarDate)
    /// A day before 0001-01-01 or after 9999-12-31 (`-3000y`, `+100000y`): a date the
    /// format cannot hold, to refuse with a message rather than write or leave as if it
    /// were no date.
    case outOfRange
  }

  /// The most words a phrase may have (`in 3 business days`).
  public static let longestPhraseWords = 4

  /// The day `text` names, counted from `today`; nil when it names none, or a day outside
  /// the years a todo.txt date can hold (see `isOutOfRange`).
  public static func resolve<S: StringProtocol>(_ text: S, today: CalendarDate) -> CalendarDate? {
    guard case .day(let day) = read(text, today: today) else { return nil }
    return day
  }

  /// Whether `text` names a day counted from `today` that falls before 0001-01-01 or after
  /// 9999-12-31.
  public static func isOutOfRange<S: StringProtocol>(_ text: S, today: CalendarDate) -> Bool {
    read(text, today: today) == .outOfRange
  }

  /// What `text` (a word, or words separated by spaces) names counted from `today`; nil
  /// when it is no date this reader knows. O(length).
  public static func read<S: StringProtocol>(_ text: S, today: CalendarDate) -> Reading? {
    let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard !words.isEmpty, words.count <= longestPhraseWords else { return nil }
    if words.count == 1, let reading = readWord(words[0], today: today) { return reading }
    guard let tokens = tokens(of: words) else { return nil }
    return readPhrase(tokens, today: today)
  }

  /// How many of `words`, from the first, name a day, the most that do, and what they name;
  /// nil when not even the first word does. The words after a `due:` are read so, the
  /// longest date winning (`due:in 3 days`, `due:fri Call Bob`: `fri`). A run shaped as a
  /// month and a day that names none (`feb 30`, `dec 32`) is taken whole with no reading,
  /// not read as its month alone. Pure.
  public static func longestPhrase<S: StringProtocol>(_ words: [S], today: CalendarDate) -> (
    count: Int, reading: Reading?
  )? {
    var count = min(words.count, longestPhraseWords)
    while count > 0 {
      let phrase = words.prefix(count).map { $0.lowercased() }
      if let reading = read(phrase.joined(separator: " "), today: today) { return (count, reading) }
      if count > 1, let tokens = tokens(of: phrase), isMonthAndDayShaped(tokens) { return (count, nil) }
      count -= 1
    }
    return nil
  }

  /// One word, as it is: an ISO date, a count with its unit, or a named day.
  static func readWord(_ word: String, today: CalendarDate) -> Reading? {
    if let day = CalendarDate(iso: word) { return .day(day) }
    if let reading = readCount(word, today: today) { return reading }
    return readName(word, today: today)
  }

  /// `[+|-]N` and a unit letter: `3d`, `+2w`, `-1m`, `0b`.
  private static func readCount(_ word: String, today: CalendarDate) -> Reading? {
    var amount = Substring(word)
    let isBackwards = amount.first == "-"
    if amount.first == "+" || isBackwards { amount = amount.dropFirst() }
    // A count is needed here (`d` alone is no date), unlike in `rec:`.
    guard let last = amount.last, let unit = Recurrence.Unit(rawValue: last) else { return nil }
    let digits = amount.dropLast()
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCIIDigit }) else { return nil }
    return counted(digits, unit, from: today, backwards: isBackwards)
  }

  /// `count` (decimal digits) units from `today`, or back; `.outOfRange` past the years a
  /// date can hold, however many digits. A zero count (`0d`, `-0b`, `0m`) is today, as in
  /// topydo; `rec:` refuses it.
  static func counted<S: StringProtocol>(
    _ count: S, _ unit: Recurrence.Unit, from today: CalendarDate, backwards: Bool = false
  ) -> Reading {
    let significant = count.drop(while: { $0 == "0" })
    guard !significant.isEmpty else { return .day(today) }
    guard significant.count <= 6, let number = Int(significant), number <= Recurrence.maximumCount else {
      return .outOfRange
    }
    let interval = Recurrence(count: number, unit: unit)
    return interval.advance(today, times: backwards ? -1 : 1).map { .day($0) } ?? .outOfRange
  }

  /// A named day: `today`, a weekday, a month, an ordinal, a period's start or end,
  /// `later`, a holiday.
  private static func readName(_ word: String, today: CalendarDate) -> Reading? {
    if let offset = namedDays.first(where: { $0.names(word) })?.offset {
      return writable(today.adding(days: offset))
    }
    if let weekday = weekday(named: word) { return writable(nextWeekday(weekday, after: today)) }
    if let month = month(named: word) { return firstOfNextMonth(month, after: today) }
    if let day = ordinal(word) { return nextDayOfMonth(day, after: today) }
    if let period = PeriodWord(word) { return writable(period.day(from: today)) }
    if laterWords.contains(word) { return .day(later) }
    if let holiday = Holiday(rawValue: word) ?? (word == "juhannus" ? .midsommarafton : nil) {
      return holiday.next(after: today)
    }
    return nil
  }

  /// `day` when todo.txt can write it, else `.outOfRange`.
  static func writable(_ day: CalendarDate) -> Reading {
    day.isWritable ? .day(day) : .outOfRange
  }

  /// The next `weekday` (Monday 0) after `today`: on that weekday itself, a week on.
  static func nextWeekday(_ weekday: Int, after today: CalendarDate) -> CalendarDate {
    today.adding(days: 7 - (((today.weekday - weekday) % 7) + 7) % 7)
  }

  /// The first day of the next `month` (1…12) after this one: `dec` in December is next
  /// year's.
  private static func firstOfNextMonth(_ month: Int, after today: CalendarDate) -> Reading {
    let year = month > today.month ? today.year : today.year + 1
    return CalendarDate(year: year, month: month, day: 1).map { .day($0) } ?? .outOfRange
  }

  /// The next `day` of a month after today (`15th` on the 15th is next month's), in the
  /// first month that has it (`31st` in February is March 31st).
  private static func nextDayOfMonth(_ day: Int, after today: CalendarDate) -> Reading {
    var first = CalendarDate(dayNumber: today.dayNumber - today.day + 1)
    if day <= today.day { first = first.adding(months: 1) }
    for _ in 0..<3 {
      guard first.isWritable else { return .outOfRange }
      if let found = CalendarDate(year: first.year, month: first.month, day: day) { return .day(found) }
      first = first.adding(months: 1)
    }
    return .outOfRange
  }

  /// The day `later` and `someday` name, as taskwarrior writes them: 9999-12-30.
  static let later = CalendarDate(year: 9_999, month: 12, day: 30)!
}
