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

  /// The words for a period's start or end (`sow`, `eonm`, `sopww`), period by period:
  /// this one's, the previous one's, the next one's.
  public static var periodWords: [String] { PeriodWord.all.map(\.word) }

  /// The periods' letters in those words and what each names (`ww`: the work week).
  public static var periods: [(letters: String, name: String)] {
    PeriodWord.Period.allCases.map { ($0.rawValue, $0.name) }
  }

  /// The holidays' words and what each names.
  public static var holidays: [(words: [String], meaning: String)] {
    Holiday.allCases.map { ($0.words, $0.meaning) }
  }

  /// The words of the phrases (`next fri`, `in 3 days`, `2 business days`, `25th of dec`).
  public static let phraseWords = ["next", "last", "in", "a", "an", "one", "business", "working", "of"]

  /// Every word known by name, for the pages that must list them all: the named days,
  /// weekdays and months in full and short, the periods, `later`, the holidays, the units
  /// of a phrase and its small words.
  public static var vocabulary: [String] {
    namedDays.flatMap(\.words) + weekdays.flatMap { $0 } + months + months.map { String($0.prefix(3)) }
      + periodWords + laterWords + Holiday.allCases.flatMap(\.words) + unitWords.flatMap(\.words)
      + ["week", "month", "quarter", "qtr", "year"] + phraseWords
  }

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
    let digits = word.prefix(while: { $0.isASCIIDigit })
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
