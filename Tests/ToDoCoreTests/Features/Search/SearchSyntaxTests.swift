import Testing

@testable import ToDoCore

/// The search words the help and the manual show are the ones the search and the dates are
/// read by: each example reads as it says, and every comparison, named day, weekday and
/// unit the code knows is shown.
@Suite("Search words")
struct SearchSyntaxTests {
  private static let today = CalendarDate(iso: "2026-11-26")!  // A Thursday.

  private static var shown: String {
    SearchSyntax.helpLines.map { line in
      switch line {
      case .heading(let text): text
      case .entry(let keys, let summary, _): keys + " " + summary
      }
    }.joined(separator: "\n")
  }

  @Test func everyComparisonNamedDayWeekdayAndUnitIsShown() {
    let words = Set(Self.shown.split(whereSeparator: { " ,;()…\n".contains($0) }).map(String.init))
    for comparison in SearchQuery.Comparison.allCases {
      #expect(words.contains(comparison.rawValue), "\(comparison.rawValue)")
    }
    for day in RelativeDate.namedDays {
      #expect(day.words.allSatisfy(words.contains), "\(day.words)")
    }
    #expect(words.contains(RelativeDate.weekdays.first![1]) && words.contains(RelativeDate.weekdays.last![1]))
    for unit in Recurrence.Unit.allCases {
      let counts = words.map { $0.first == "+" || $0.first == "-" ? String($0.dropFirst()) : $0 }
      #expect(counts.contains { $0.last == unit.rawValue && $0.dropLast().allSatisfy(\.isNumber) }, "\(unit)")
    }
  }

  @Test func everyExampleReadsAsTheSearchReadsIt() {
    func terms(_ text: String) -> [SearchQuery.Term] { SearchQuery(text, today: Self.today).terms }
    let examples = Dictionary(uniqueKeysWithValues: SearchSyntax.examples.map { ($0.example, $0.meaning) })
    #expect(terms("milk bread").count == 2)
    #expect(
      terms("+wo @ph") == [
        .text(Array("+wo".utf8), atWordStart: true, excluded: false),
        .text(Array("@ph".utf8), atWordStart: true, excluded: false),
      ])
    #expect(terms("\"+home\"") == [.word(Array("+home".utf8), folds: false, excluded: false)])
    #expect(terms("-word") == [.text(Array("word".utf8), atWordStart: false, excluded: true)])
    #expect(
      terms("due:<=+7d") == [
        .date(key: Array("due:".utf8), comparison: .onOrBefore, day: Self.today.adding(days: 7))
      ])
    #expect(terms("t:>today") == [.date(key: Array("t:".utf8), comparison: .after, day: Self.today)])
    #expect(terms("due:today") == [.date(key: Array("due:".utf8), comparison: .on, day: Self.today)])
    #expect(terms("is:ready") == [.ready(today: Self.today, excluded: false)])
    #expect(terms("-IS:Blocked") == [.blocked(excluded: true)])
    #expect(
      Set(examples.keys) == [
        "milk bread", "+wo @ph", "\"+home\"", "-word", "due:<=+7d", "t:>today", "due:today", "is:ready",
      ])
    // Every date word shown names a day, and so does every phrase shown.
    for example in SearchSyntax.dateWords
    where RelativeDate.resolve(example.example, today: Self.today) == nil {
      for word in example.example.split(whereSeparator: { $0 == " " || $0 == "…" }) {
        #expect(RelativeDate.resolve(word, today: Self.today) != nil, "\(word)")
      }
    }
    let shown = SearchSyntax.dateWords.map { $0.example + " " + $0.meaning }.joined(separator: "\n")
    for phrase in ["next fri", "in 3 days", "dec 25", "+3b"] {
      #expect(shown.contains(phrase), "\(phrase)")
      #expect(RelativeDate.resolve(phrase, today: Self.today) != nil, "\(phrase)")
    }
  }
}
