extension RelativeDate {
  /// What `text`, a date that does not read, was most likely meant to be, for a message:
  /// a misspelt word put right (`nextwek`: `next week`, `tommorow`: `tomorrow`, `3dys`:
  /// `3 days`), a day of the month without its suffix (`25`: `25th`), an ISO date without
  /// its zeros (`2026-2-3`: `2026-02-03`). Nil when nothing near it reads, or two words
  /// are as near. Pure; O(length × words known).
  public static func suggestion<S: StringProtocol>(for text: S, today: CalendarDate) -> String? {
    let typed = text.lowercased()
    if let padded = paddedISODate(typed) { return padded }
    if typed.count <= 2, let day = Int(typed), (1...31).contains(day) { return "\(day)\(ordinalSuffix(day))" }
    let words = typed.split(separator: " ").map(String.init)
    // `nextwek` is nearer `nextweek` than its `wek` is to one word (`week`, `wed`).
    if words.count == 1, let nearest = nearest(to: typed, among: Set(joinedPhrases.keys)) {
      return joinedPhrases[nearest]
    }
    guard let tokens = tokens(of: words) else { return nil }
    var corrected: [String] = []
    for token in tokens {
      guard token.count >= 3, token.allSatisfy(\.isLetter), !knownTokens.contains(token) else {
        corrected.append(token)
        continue
      }
      guard let nearest = nearest(to: token, among: knownTokens) else { return nil }
      corrected.append(nearest)
    }
    guard corrected != tokens, readPhrase(corrected, today: today) != nil else { return nil }
    return corrected.joined(separator: " ")
  }

  /// `Y-M-D` with a one-digit month or day, written as todo.txt writes dates; nil for
  /// anything else or a day that does not exist.
  private static func paddedISODate(_ text: String) -> String? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, (1...2).contains(parts[1].count),
      (1...2).contains(parts[2].count),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCIIDigit } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      let date = CalendarDate(year: year, month: month, day: day), date.description != text
    else { return nil }
    return date.description
  }

  /// Every word a phrase may hold, three letters or more: the named days, weekdays and
  /// months in full and short, the periods, the holidays, the units and the small words.
  static let knownTokens: Set<String> = {
    var words =
      namedDays.flatMap(\.words) + weekdays.flatMap { $0 } + months + months.map { String($0.prefix(3)) }
    words += laterWords + PeriodWord.all.map(\.word) + Holiday.allCases.flatMap(\.words)
    words +=
      unitWords.flatMap(\.words) + [
        "next", "last", "business", "working", "week", "month", "quarter", "year",
      ]
    return Set(words.filter { $0.count >= 3 })
  }()

  /// `next` and `last` joined to what they may name (`nextweek`, `lastfriday`), and the
  /// phrase each stands for (`next week`).
  static let joinedPhrases: [String: String] = {
    var phrases: [String: String] = [:]
    for relative in ["next", "last"] {
      for what in ["week", "month", "quarter", "year"] + weekdays.map({ $0[2] }) {
        phrases[relative + what] = relative + " " + what
      }
    }
    return phrases
  }()

  /// The one word of `words` nearest `token` (at most one edit away for a word of up to
  /// four letters, two for a longer one: a letter added, left out, changed, or two
  /// swapped); nil when none is that near, or two are as near.
  private static func nearest(to token: String, among words: Set<String>) -> String? {
    guard !words.contains(token) else { return nil }
    let limit = token.count <= 4 ? 1 : 2
    var best: [String] = []
    var bestDistance = limit + 1
    for word in words.sorted() {
      let distance = editDistance(Array(token), Array(word), limit: limit)
      if distance < bestDistance {
        best = [word]
        bestDistance = distance
      } else if distance == bestDistance, distance <= limit {
        best.append(word)
      }
    }
    // A short form and its full name are the same choice (`wed`, `wednesday`).
    let choices = Set(best.map { canonical($0) })
    return choices.count == 1 ? best.max(by: { $0.count < $1.count }) : nil
  }

  /// The full name of a short form (`wed`: `wednesday`, `tom`: `tomorrow`), else `word`.
  private static func canonical(_ word: String) -> String {
    if let weekday = weekday(named: word) { return weekdays[weekday][2] }
    if let month = month(named: word) { return months[month - 1] }
    if let day = namedDays.first(where: { $0.names(word) }) { return day.words[0] }
    return unit(named: word).map { "unit \($0.rawValue)" } ?? word
  }

  /// The optimal string alignment distance of `a` and `b` (insertions, deletions,
  /// substitutions, adjacent swaps), or `limit + 1` when it is larger. O(|a| × |b|).
  static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    guard !a.isEmpty, !b.isEmpty, abs(a.count - b.count) <= limit else {
      return min(max(a.count, b.count), limit + 1)
    }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      previous2 = previous
      previous = current
    }
    return min(previous[b.count], limit + 1)
  }
}
