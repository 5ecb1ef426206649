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

  /// The date words, in `due:`, `t:` and the search: named days, weekdays, months,
  /// counts, periods, phrases; `man todo` (DATES) has them all.
  public static var dateWords: [Example] {
    let named = RelativeDate.namedDays.map { $0.words[1] }.joined(separator: " ")
    // `today (now), tomorrow, yesterday`
    let days = RelativeDate.namedDays.map { day in
      day.words[0] + (day.words.count > 2 ? " (" + day.words.dropFirst(2).joined(separator: ", ") + ")" : "")
    }.joined(separator: ", ")
    let weekdays = RelativeDate.weekdays.map { $0[1] }
    let units = Recurrence.Unit.allCases.filter { $0 != .businessDay }
    // The units a count takes (`1d`), the phrases (`in 3 days`, `dec 25`), the periods:
    // five lines, so that the page fits 80×24 whole.
    return [
      Example(example: named, meaning: "whole: " + days),
      Example(
        example: weekdays[0] + "…" + weekdays[weekdays.count - 1] + " dec",
        meaning: "the next such weekday, Dec 1st (15th)"),
      Example(
        example: units.map { "1\($0.rawValue)" }.joined(separator: " "),
        meaning: "days…years on (+3b, in 3 days, 3 weeks)"),
      Example(example: "eom sow soy", meaning: "end/start of month, week, year (…)"),
      Example(example: "next fri", meaning: "Friday of next week; dec 25, 25 dec too"),
    ]
  }
}
