import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A date typed as people say it is written as a date the moment the todo is added or
/// saved; a `due:` or `t:` value that is no date is never written silently: the input line
/// refuses it once, keeping the text, and a second Enter on the same text keeps it as
/// typed; the editor's text is saved with it and said (decision 0335). On Wednesday
/// 2026-12-09. Pure.
@Suite("Dates as typed, written or refused")
struct UnreadDatesTests {
  static let today = CalendarDate(iso: "2026-12-09")!

  private func typed(_ text: String, into state: State) -> State {
    var typing = state
    typing.input = InputLine(text)
    return typing
  }

  @Test func aNewToDoHasItsPhrasesWrittenAsDates() {
    let made = NewToDo.make("Pay rent due:eom t:next fri", today: Self.today, preferences: Preferences())
    #expect(
      made
        == .success(
          NewToDo.Text(
            title: "Pay rent due:2026-12-31 t:2026-12-18", line: "Pay rent due:2026-12-31 t:2026-12-18")))
  }

  @Test func aValueThatIsNoDateIsRefusedWithWhatWasMeantOrKeptWhenAsked() {
    let refused = NewToDo.make("Fix the sink due:nextwek", today: Self.today, preferences: Preferences())
    #expect(
      refused == .failure(.unreadDate("“due:nextwek” is not a date (did you mean due:next week?)")))
    let two = NewToDo.make("Fix due:nextwek t:soon", today: Self.today, preferences: Preferences())
    #expect(
      two == .failure(.unreadDate("“due:nextwek”, “t:soon” are not dates (did you mean due:next week?)")))
    let kept = NewToDo.make(
      "Fix the sink due:nextwek t:tom", today: Self.today, preferences: Preferences(),
      keepingUnreadDates: true)
    #expect(
      kept
        == .success(
          NewToDo.Text(
            title: "Fix the sink due:nextwek t:2026-12-10", line: "Fix the sink due:nextwek t:2026-12-10",
            unreadDates: ["due:nextwek"])))
  }

  @Test func theInputLineRefusesOnceKeepingTheTextAndASecondEnterAddsItAsTyped() {
    let start = State.loaded().with(today: "2026-12-09")
    let refused = reducer(typed("Fix the sink due:nextwek", into: start), .list(.addInput)).0
    #expect(refused.todos == start.todos)
    #expect(refused.input.text == "Fix the sink due:nextwek", "nothing typed is lost")
    #expect(refused.status?.kind == .warning)
    #expect(
      refused.status?.text
        == "Not added: “due:nextwek” is not a date (did you mean due:next week?). "
        + "Fix it, or press Enter again to add it as typed.")
    let kept = reducer(refused, .list(.addInput)).0
    #expect(kept.titles == ["Fix the sink due:nextwek"] + start.titles)
    #expect(kept.input.text.isEmpty)
    #expect(kept.unreadDatesRefused == nil)
  }

  @Test func aFixedTextIsAddedWithItsDateAndAChangedOneIsRefusedAgain() {
    let start = State.loaded().with(today: "2026-12-09")
    let refused = reducer(typed("Fix the sink due:nextwek", into: start), .list(.addInput)).0
    let fixed = reducer(typed("Fix the sink due:next week", into: refused), .list(.addInput)).0
    #expect(fixed.titles == ["Fix the sink due:2026-12-14"] + start.titles)
    let changed = reducer(typed("Fix the sink due:nextwekk", into: refused), .list(.addInput)).0
    #expect(changed.todos == start.todos)
    #expect(changed.status?.text.hasPrefix("Not added: “due:nextwekk” is not a date") == true)
  }

  @Test func anEditIsRefusedOnceAndSavedAsTypedOnTheSecondEnter() {
    let start = State.loaded().with(today: "2026-12-09").selecting(0)
    let editing = pressing(["e", .end] + " t:soonish".map { Key.character($0) }, from: start)
    let refused = pressing([.enter], from: editing)
    #expect(refused.mode.kind == .editing)
    #expect(refused.todos == start.todos)
    #expect(refused.input.text == "Buy the milk t:soonish")
    #expect(
      refused.status?.text
        == "Not saved: “t:soonish” is not a date. Fix it, press Enter again to save it as typed, "
        + "or Esc to leave the todo as it was.")
    let saved = pressing([.enter], from: refused)
    #expect(saved.mode.kind == .browsing)
    #expect(saved.titles[0] == "Buy the milk t:soonish")
    let dated = pressing(["e", .end] + " due:in 2 weeks".map { Key.character($0) } + [.enter], from: start)
    #expect(dated.titles[0] == "Buy the milk due:2026-12-23")
  }

  @Test func theEditorsTextIsSavedWithADateThatDoesNotReadAndSaysSo() {
    var state = State.loaded(["Call mom", "Buy milk"]).synced.selecting(1)
    state.today = Self.today
    let id = state.todos[1].id
    let edited = reducer(
      state, .externalEdit(.edited(id, .edited("Buy milk due:tomorow\nPay due:+100000y\nCall t:eow")))
    ).0
    #expect(edited.titles == ["Call mom", "Buy milk due:tomorow", "Pay due:+100000y", "Call t:2026-12-13"])
    #expect(edited.status?.kind == .warning)
    #expect(
      edited.status?.text
        == "Saved and 2 new todos below it (Ctrl-Z to undo), a date kept as typed: “due:tomorow” is not a "
        + "date (did you mean due:tomorrow?); e edits it.")
  }

  static let seeds = TestSeed.seeds([UInt64(Date().timeIntervalSince1970 * 1_000) % 1_000_000, 1, 2, 3])

  /// Typed lines of words, date words and phrases, their misspellings and days past 9999,
  /// added with one Enter each: whatever is added holds no `due:` or `t:` value that is
  /// not an ISO date.
  @Test(arguments: seeds)
  func theFileNeverHoldsADateWordThatDidNotRead(seed: UInt64) {
    print("UnreadDatesTests seed: \(seed) (\(TestSeed.variable)=\(seed) replays it)")
    var random = SplitMix64(seed: seed)
    let dates =
      DateWordsPropertyTests.singleWords.map(\.text)
      + [
        "next fri", "in 3 days", "3 weeks", "dec 25", "25 dec", "dec25", "feb 30", "in 100000 years",
        "+100000y",
      ]
    let words = ["Call", "mom", "+home", "@phone", "rent", "12:30", "due:", "t:", "fri", "dec", "25", "x"]
    var state = State.loaded([]).with(today: "2026-12-09")
    for _ in 0..<400 {
      var parts: [String] = []
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: parts.append(words.randomElement(using: &random)!)
        case 1:
          parts.append(["due:", "t:"].randomElement(using: &random)! + dates.randomElement(using: &random)!)
        case 2: parts.append(["due:", "t:"].randomElement(using: &random)! + Self.misspelt(dates, &random))
        default: parts.append(words.randomElement(using: &random)! + words.randomElement(using: &random)!)
        }
      }
      state.unreadDatesRefused = nil  // Each line is typed anew: its first Enter.
      state = reducer(typed(parts.joined(separator: " "), into: state), .list(.addInput)).0
      state.input = InputLine()
    }
    #expect(!state.todos.isEmpty)
    for title in state.titles {
      for word in title.split(separator: " ") {
        for key in ["due:", "t:"] where word.hasPrefix(key) {
          let value = word.dropFirst(key.count)
          guard ToDoTxtLine.isTagValue(value) else { continue }
          #expect(CalendarDate(iso: value) != nil, "“\(title)” holds \(word)")
        }
      }
    }
  }

  /// One of `dates` with a letter doubled, dropped or swapped.
  static func misspelt(_ dates: [String], _ random: inout SplitMix64) -> String {
    var letters = Array(dates.randomElement(using: &random)!)
    let at = Int.random(in: 0..<letters.count, using: &random)
    switch Int.random(in: 0..<3, using: &random) {
    case 0: letters.insert(letters[at], at: at)
    case 1: letters.remove(at: at)
    default: if at + 1 < letters.count { letters.swapAt(at, at + 1) }
    }
    return String(letters)
  }
}
