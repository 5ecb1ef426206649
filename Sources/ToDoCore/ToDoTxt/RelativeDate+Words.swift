/// The words `RelativeDate` reads, in tables the manual, the help and the suggestions are
/// made from. A day, weekday or month name may be shortened to its first three letters or
/// more, as taskwarrior takes them (`yest`, `thurs`, `sept`); a weekday also to topydo's
/// two (`mo`, `fr`). Pure data.
extension RelativeDate {
  /// A day named by a word, and its distance from today: the words a page lists.
  public struct NamedDay: Sendable {
    /// The word and its short forms, as topydo and taskwarrior accept them (`tomorrow`,
    /// `tom`).
    public let words: [String]
    public let offset: Int

    /// Whether `word` (lowercased) names this day: one of its words, or the first one
    /// shortened to three letters or more (`yest`, `tomor`).
    func names(_ word: String) -> Bool {
      words.contains(word) || RelativeDate.abbreviates(word, words[0])
    }
  }

  /// The days named by words, each word with its short forms.
  public static let namedDays = [
    NamedDay(words: ["today", "tod", "now"], offset: 0), NamedDay(words: ["tomorrow", "tom"], offset: 1),
    NamedDay(words: ["yesterday", "yes"], offset: -1),
  ]

  /// The names of each weekday, Monday first, as topydo accepts them, the shortest first;
  /// the full name shortened to three letters or more reads too (`tues`, `thurs`).
  public static let weekdays: [[String]] = [
    ["mo", "mon", "monday"], ["tu", "tue", "tuesday"], ["we", "wed", "wednesday"],
    ["th", "thu", "thursday"], ["fr", "fri", "friday"], ["sa", "sat", "saturday"],
    ["su", "sun", "sunday"],
  ]

  /// The months' names, January first; each reads shortened to three letters or more
  /// (`dec`, `sept`).
  public static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
    "november", "december",
  ]

  /// The words for a day far off, as taskwarrior writes them: 9999-12-30.
  public static let laterWords = ["later", "someday"]

  /// The words of a count's unit in a phrase (`3 weeks`, `in 2 mo`), each unit's full
  /// name first.
  public static let unitWords: [(unit: Recurrence.Unit, words: [String])] = [
    (.day, ["days", "day", "d"]), (.week, ["weeks", "week", "wks", "wk", "w"]),
    (.month, ["months", "month", "mos", "mo", "m"]), (.year, ["years", "year", "yrs", "yr", "y"]),
    (.businessDay, ["bdays", "bday", "b"]),
  ]

  /// The weekday (Monday 0) `word` names, or nil.
  static func weekday(named word: String) -> Int? {
    weekdays.firstIndex { $0.contains(word) || abbreviates(word, $0[2]) }
  }

  /// The month (1…12) `word` names, or nil.
  static func month(named word: String) -> Int? {
    months.firstIndex { abbreviates(word, $0) }.map { $0 + 1 }
  }

  /// The unit `word` names in a phrase, or nil.
  static func unit(named word: String) -> Recurrence.Unit? {
    unitWords.first { $0.words.contains(word) }?.unit
  }

  /// The day of the month an ordinal names, 1…31 with its own suffix (`1st`, `2nd`, `3rd`,
  /// `11th`, `22nd`), as taskwarrior reads them; nil for anything else (`1th`, `32nd`).
  static func ordinal(_ word: String) -> Int? {
    let digits = word.prefix(while: { $0.isASCII && $0.isNumber })
    guard (1...2).contains(digits.count), let day = Int(digits), (1...31).contains(day),
      word.dropFirst(digits.count) == ordinalSuffix(day)
    else { return nil }
    return day
  }

  /// `st`, `nd`, `rd` or `th`, as English writes it after `number`.
  static func ordinalSuffix(_ number: Int) -> String {
    guard !(11...13).contains(number % 100) else { return "th" }
    switch number % 10 {
    case 1: return "st"
    case 2: return "nd"
    case 3: return "rd"
    default: return "th"
    }
  }

  /// Whether `word` is `name` shortened to three letters or more (`name` itself included).
  static func abbreviates(_ word: String, _ name: String) -> Bool {
    word.count >= 3 && name.hasPrefix(word)
  }
}
