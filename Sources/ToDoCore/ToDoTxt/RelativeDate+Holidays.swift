extension RelativeDate {
  /// The holidays taskwarrior names, each the next one after today: Easter (Western, the
  /// Gregorian computus) and the days counted from it, and Midsummer as Sweden and Finland
  /// keep it (`juhannus` is Midsummer Eve). Pure.
  enum Holiday: String, CaseIterable, Sendable {
    case goodfriday
    case easter
    case eastermonday
    case ascension
    case pentecost
    /// The Saturday from June 20 to 26.
    case midsommar
    /// The Friday before it, from June 19 to 25; also `juhannus`.
    case midsommarafton

    /// The words that name it.
    var words: [String] {
      self == .midsommarafton ? [rawValue, "juhannus"] : [rawValue]
    }

    /// What it is, for the manual.
    var meaning: String {
      switch self {
      case .goodfriday: "Good Friday, two days before Easter"
      case .easter: "Easter Sunday"
      case .eastermonday: "the Monday after Easter"
      case .ascension: "Ascension Day, 39 days after Easter"
      case .pentecost: "Pentecost, 49 days after Easter"
      case .midsommar: "Midsummer Day in Sweden, the Saturday from June 20 to 26"
      case .midsommarafton: "Midsummer Eve, the Friday from June 19 to 25"
      }
    }

    /// Its day in `year`. O(1).
    func day(in year: Int) -> CalendarDate {
      switch self {
      case .goodfriday: Self.easterSunday(year).adding(days: -2)
      case .easter: Self.easterSunday(year)
      case .eastermonday: Self.easterSunday(year).adding(days: 1)
      case .ascension: Self.easterSunday(year).adding(days: 39)
      case .pentecost: Self.easterSunday(year).adding(days: 49)
      case .midsommar: Self.midsummer(year)
      case .midsommarafton: Self.midsummer(year).adding(days: -1)
      }
    }

    /// The next one after `today` (on the day itself, next year's).
    func next(after today: CalendarDate) -> Reading {
      let thisYear = day(in: today.year)
      return RelativeDate.writable(thisYear > today ? thisYear : day(in: today.year + 1))
    }

    /// Easter Sunday of `year` by the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
    static func easterSunday(_ year: Int) -> CalendarDate {
      let a = year % 19
      let (b, c) = (year / 100, year % 100)
      let (d, e) = (b / 4, b % 4)
      let f = (b + 8) / 25
      let g = (b - f + 1) / 3
      let h = (19 * a + b - d - g + 15) % 30
      let (i, k) = (c / 4, c % 4)
      let l = (32 + 2 * e + 2 * i - h - k) % 7
      let m = (a + 11 * h + 22 * l) / 451
      let month = (h + l - 7 * m + 114) / 31
      let day = (h + l - 7 * m + 114) % 31 + 1
      return date(year, month, day)
    }

    /// `year`-`month`-`day` (a real day of that month), past 9999 too, to be checked with
    /// `isWritable`. O(1).
    private static func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
      let january = CalendarDate(year: 2_000, month: 1, day: 1)!.adding(months: (year - 2_000) * 12)
      return january.adding(months: month - 1).adding(days: day - 1)
    }

    /// The Saturday from June 20 to 26 of `year`.
    static func midsummer(_ year: Int) -> CalendarDate {
      let twentieth = date(year, 6, 20)
      return twentieth.adding(days: (5 - twentieth.weekday + 7) % 7)
    }
  }
}
