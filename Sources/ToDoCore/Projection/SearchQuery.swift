/// The search line's words, read for filtering the list: each word must match (words are
/// ANDed), case-insensitively (ASCII letters by their bytes; a word with other letters by
/// Unicode's lowercasing of it and of the lines holding such letters); `+name`
/// and `@name` match at the start of a word (`+wo` finds `+work`); a word in double quotes
/// matches whole words only (`"+home"` finds `+home`, not `+homework`); `-word` excludes the todos
/// that have it; `due:` and `t:` with a day (`due:today`, `due:<today`, `due:<=+7d`,
/// `t:>=2026-01-01`, every date word or phrase a todo accepts: `due:<in 3 days`) compare that tag's date. A date word
/// whose day does not read yet (`due:<to`, half typed) is matched as text. `is:blocked` finds
/// the todos waiting for an open one, `is:ready` those that can be done now (open, waiting
/// for none, not hidden by `h:1` or a `t:` after today): the only words that read other
/// todos, through the `DependencyIndex` the caller asks when `readsDependencies`. Pure value.
public struct SearchQuery: Hashable, Sendable {
  /// One word of the query.
  public enum Term: Hashable, Sendable {
    /// The line holds `bytes` (lowercased ASCII); at the start of a word when `atWordStart`;
    /// or, when `excluded`, does not hold it.
    case text([UInt8], atWordStart: Bool, excluded: Bool)
    /// The line holds `bytes` (lowercased as `text` or `foldedText` says, by `folds`) as a
    /// whole word: `"+home"`, written in double quotes, finds `+home` but not `+homework`;
    /// or, when `excluded`, does not.
    case word([UInt8], folds: Bool, excluded: Bool)
    /// As `text`, for a word with a character beyond ASCII: `bytes` are the word lowercased
    /// as Unicode does it, and so is a line holding such characters before it is looked in
    /// (`CAFÉ` finds `café`, `ÜBER` finds `über`).
    case foldedText([UInt8], atWordStart: Bool, excluded: Bool)
    /// The line has the tag `key` (`due:`, `t:`, as bytes) with a date that compares to
    /// `day` as `comparison` says.
    case date(key: [UInt8], comparison: Comparison, day: CalendarDate)
    /// `is:blocked`: the todo waits for an open todo; or, when `excluded`, does not.
    case blocked(excluded: Bool)
    /// `is:ready`: the todo is open, waits for no open todo and is not hidden by `h:1` or a
    /// `t:` after `today`; or, when `excluded`, is not.
    case ready(today: CalendarDate?, excluded: Bool)
  }

  public enum Comparison: String, Hashable, Sendable, CaseIterable {
    case before = "<"
    case onOrBefore = "<="
    case after = ">"
    case onOrAfter = ">="
    case on = "="

    func holds(_ date: CalendarDate, _ day: CalendarDate) -> Bool {
      switch self {
      case .before: date < day
      case .onOrBefore: date <= day
      case .after: date > day
      case .onOrAfter: date >= day
      case .on: date == day
      }
    }
  }

  public let terms: [Term]

  /// Reads `text`, its relative days counted from `today` (without a day, date words are
  /// text). Pure.
  public init(_ text: String, today: CalendarDate?) {
    var terms: [Term] = []
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
    var index = 0
    while index < words.count {
      var term: Term?
      var taken = 1
      if let today, let (date, count) = Self.dateTerm(words[index...], today: today) {
        (term, taken) = (date, count)
      } else {
        term = Self.term(words[index], today: today)
      }
      if let term, !terms.contains(term) { terms.append(term) }
      index += taken
    }
    self.terms = terms
    readsDependencies = terms.contains {
      switch $0 {
      case .blocked, .ready: true
      default: false
      }
    }
  }

  public var isEmpty: Bool { terms.isEmpty }

  /// Whether a term asks whether a todo is blocked (`is:blocked`, `is:ready`): only then is
  /// the dependency index asked, row by row.
  public let readsDependencies: Bool

  private static func term(_ word: Substring, today: CalendarDate?) -> Term? {
    var word = word
    let excluded = word.first == "-"
    if excluded { word = word.dropFirst() }
    guard !word.isEmpty else { return nil }  // A lone `-`, half typed.
    switch word.lowercased() {
    case "is:blocked": return .blocked(excluded: excluded)
    case "is:ready": return .ready(today: today, excluded: excluded)
    default: break
    }
    let folds = word.utf8.contains(where: { $0 >= 0x80 })
    if word == "\"\"" { return nil }  // Quotes around nothing, half typed.
    if word.count > 2, word.first == "\"", word.last == "\"" {
      let inner = word.dropFirst().dropLast()
      let bytes = folds ? Array(inner.lowercased().utf8) : Array(inner.utf8).map(LineBytes.lowercased)
      return .word(bytes, folds: folds, excluded: excluded)
    }
    let atWordStart = word.first == "+" || word.first == "@"
    if folds {
      return .foldedText(Array(word.lowercased().utf8), atWordStart: atWordStart, excluded: excluded)
    }
    return .text(Array(word.utf8).map(LineBytes.lowercased), atWordStart: atWordStart, excluded: excluded)
  }

  /// `due:<=+7d`, `due:<in 3 days` and the like, from the first of `words`, and how many
  /// words its day took (the longest run that names one, as in a todo); nil when the
  /// first word is no date comparison, or its day does not read (yet).
  private static func dateTerm(_ words: ArraySlice<Substring>, today: CalendarDate) -> (Term, Int)? {
    guard let word = words.first else { return nil }
    for key in ToDoTxtLine.dateKeys.map({ $0 + ":" }) where word.lowercased().hasPrefix(key) {
      var rest = word.dropFirst(key.count)
      var comparison = Comparison.on
      for candidate in [Comparison.onOrBefore, .onOrAfter, .before, .after, .on]
      where rest.hasPrefix(candidate.rawValue) {
        comparison = candidate
        rest = rest.dropFirst(candidate.rawValue.count)
        break
      }
      guard !rest.isEmpty,
        let (count, reading) = RelativeDate.longestPhrase([rest] + words.dropFirst(), today: today),
        case .day(let day) = reading
      else { return nil }
      return (.date(key: Array(key.utf8), comparison: comparison, day: day), count)
    }
    return nil
  }

  /// Whether every todo this query matches is matched by `older` too, so that the new
  /// matches can be looked for among the old ones (the query grew: `fo` → `foo`,
  /// `+wo` → `+work`, a word added). Pure.
  public func narrows(_ older: SearchQuery) -> Bool {
    older.terms.allSatisfy { old in terms.contains { implies($0, old) } }
  }

  /// Whether a line matching `new` always matches `old`.
  private func implies(_ new: Term, _ old: Term) -> Bool {
    switch (new, old) {
    case (.text(let newBytes, let newAtStart, false), .text(let oldBytes, let oldAtStart, false)):
      if oldAtStart { return newAtStart && newBytes.starts(with: oldBytes) }
      return LineBytes.contains(newBytes[...], oldBytes, atWordStart: false)
    default:
      return new == old
    }
  }

  /// Whether `line` (its bytes) matches every term, the todo blocked as `isBlocked` says
  /// (asked only for `is:blocked` and `is:ready`). Pure; reads the bytes only.
  func matches(_ bytes: UnsafeBufferPointer<UInt8>, isBlocked: Bool = false) -> Bool {
    for term in terms {
      switch term {
      case .text(let word, let atWordStart, let excluded):
        if LineBytes.contains(bytes[...], word, atWordStart: atWordStart) == excluded { return false }
      case .foldedText(let word, let atWordStart, let excluded):
        if Self.folding(bytes, contains: word, atWordStart: atWordStart, wholeWord: false) == excluded {
          return false
        }
      case .word(let word, let folds, let excluded):
        let found =
          folds
          ? Self.folding(bytes, contains: word, atWordStart: true, wholeWord: true)
          : LineBytes.contains(bytes[...], word, atWordStart: true, wholeWord: true)
        if found == excluded { return false }
      case .date(let key, let comparison, let day):
        guard let date = LineBytes.tagDate(key, in: bytes), comparison.holds(date, day) else { return false }
      case .blocked(let excluded):
        if isBlocked == excluded { return false }
      case .ready(let today, let excluded):
        if Self.isReady(bytes, today: today, isBlocked: isBlocked) == excluded { return false }
      }
    }
    return true
  }

  /// Whether the line can be done now: open, not blocked, not hidden by `h:1` nor by a `t:`
  /// after `today`.
  private static func isReady(_ bytes: UnsafeBufferPointer<UInt8>, today: CalendarDate?, isBlocked: Bool)
    -> Bool
  {
    if isBlocked || LineBytes.isCompleted(bytes) || LineBytes.hasWord(ListRule.hiddenTag, in: bytes) {
      return false
    }
    if let today, let start = LineBytes.tagDate(ListRule.thresholdKey, in: bytes), start > today {
      return false
    }
    return true
  }

  /// Whether `bytes` hold `word` (lowercased as Unicode does it), a line with characters
  /// beyond ASCII lowercased the same way first (only such a line needs it).
  private static func folding(
    _ bytes: UnsafeBufferPointer<UInt8>, contains word: [UInt8], atWordStart: Bool, wholeWord: Bool
  ) -> Bool {
    guard bytes.contains(where: { $0 >= 0x80 }) else {
      return LineBytes.contains(bytes[...], word, atWordStart: atWordStart, wholeWord: wholeWord)
    }
    let folded = Array(String(decoding: bytes, as: UTF8.self).lowercased().utf8)
    return LineBytes.contains(folded, word, atWordStart: atWordStart, wholeWord: wholeWord)
  }
}
