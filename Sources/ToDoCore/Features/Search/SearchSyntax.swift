/// What the search line (`/`) understands, as examples and what they find, made from the
/// tables the search and the date words are read by (`SearchQuery.Comparison`,
/// `RelativeDate`, `Recurrence.Unit`), so that the help's page and the manual say what
/// `SearchQuery` does. Pure.
public enum SearchSyntax {
  /// The help's page on the search: the query's forms, then the date words, one line an
  /// example, each short enough for a column of the help (14 columns of example, 39 of
  /// meaning).
  public static var helpLines: [Help.Line] {
    [.heading("After / in the list: every word must match")]
      + examples.map { .entry(keys: $0.example, summary: $0.meaning) }
      + [.heading("Days, in due: and t: too (written as dates)")]
      + dateWords.map { .entry(keys: $0.example, summary: $0.meaning) }
  }

  /// An example and what it finds.
  public struct Example: Equatable, Sendable {
    public let example: String
    public let meaning: String
  }

  /// The query's forms, one example each.
  public static let examples: [Example] = [
    Example(example: "milk bread", meaning: "todos holding both, in any case"),
    Example(example: "+wo @ph", meaning: "a project, a context starting so"),
    Example(example: "\"+home\"", meaning: "in quotes: whole words only"),
    Example(example: "-word", meaning: "todos without it"),
    Example(example: "due:today", meaning: "due that day (and t: for starts)"),
    Example(example: "due:<=+7d", meaning: comparisons + " compare days"),
    Example(example: "t:>today", meaning: "starting after today (once H shows)"),
    Example(example: "is:ready", meaning: "can be done now (is:blocked: waiting)"),
  ]

  /// The comparisons a `due:` or `t:` word may start with, as typed: `<`, `<=`, ...
  public static var comparisons: String {
    SearchQuery.Comparison.allCases.map(\.rawValue).joined(separator: " ")
  }

  /// The date words, in `due:`, `t:` and the search: named days, weekdays, counts.
  public static var dateWords: [Example] {
    let named = RelativeDate.namedDays.map { $0.words[1] }.joined(separator: " ")
    let days = RelativeDate.namedDays.map { $0.words[0] }.joined(separator: ", ")
    let weekdays = RelativeDate.weekdays.map { $0[1] }
    let units = Recurrence.Unit.allCases.filter { $0 != .businessDay }
    return [
      Example(example: named, meaning: days + "; or whole"),
      Example(
        example: weekdays[0] + "…" + weekdays[weekdays.count - 1],
        meaning: "the next such weekday (fri, friday)"),
      Example(
        example: units.map { "1\($0.rawValue)" }.joined(separator: " "),
        meaning: units.map(\.counted).joined(separator: ", ") + " from today"),
      Example(example: "+3b -2d", meaning: "3 business days on, 2 days back"),
      Example(example: "2026-12-24", meaning: "a date, as the file writes it"),
    ]
  }
}
