import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The projects and contexts picker (`t`) through the keymap, the reducer and the screen.
@Suite("Reducer: the projects and contexts picker")
struct PickerReducerTests {
  static let titles = [
    "(A) Call Mum +family @phone", "Water the plants +home", "(C) Fix the bike +home @garage +home",
    "x 2026-11-20 Plan the trip +travel", "Buy milk @shop", "Mail +Home", "Essay +homework",
  ]

  /// The list focused on its first row.
  static func start(_ titles: [String] = titles, size: Size = Size(columns: 80, rows: 24)) -> State {
    State.loaded(titles, size: size).synced.selecting(0)
  }

  @Test func everyProjectAndContextIsCountedOnceAToDoOpenAndDoneApartProjectsFirst() {
    let counts = TagCount.counts(in: Self.start().todos)
    #expect(
      counts == [
        TagCount(.project, "family", open: 1), TagCount(.project, "home", open: 3),
        TagCount(.project, "homework", open: 1), TagCount(.project, "travel", open: 0, done: 1),
        TagCount(.context, "garage", open: 1), TagCount(.context, "phone", open: 1),
        TagCount(.context, "shop", open: 1),
      ])
  }

  @Test(arguments: [
    ("Not a +! project nor @* context nor a+b", [String]()),
    ("Tabs\t+work\t@desk", ["+work", "@desk"]),
    ("+start and end@ and mail@example.com and @_under +9lives", ["+start", "+9lives", "@_under"]),
    ("Café +réunion @café", ["+réunion", "@café"]),
  ])
  func aTagIsASignThenANameAtAWordStartAsTheToDoTxtLineReadsIt(line: String, terms: [String]) {
    let counted = TagCount.counts(in: ToDoList([ToDo(id: 1, title: line)])).map(\.term)
    #expect(counted.sorted() == terms.sorted())
    let parsed = ToDoTxtLine(line)
    #expect(
      counted.sorted() == (parsed.projects.map { "+" + $0 } + parsed.contexts.map { "@" + $0 }).sorted())
  }

  @Test func tOpensThePickerWithCountsAndEnterShowsTheToDosOfTheOneSelected() {
    var state = pressing(["t"], from: Self.start())
    guard case .picking(let picker) = state.mode, case .tags(let counts?, _) = picker.content else {
      Issue.record("t opens the picker")
      return
    }
    #expect(counts.count == 7 && picker.selected == 0)
    let screen = compose(state).lines
    #expect(screen.contains { $0.contains("┌─ Projects and contexts ") })
    #expect(screen.contains { $0.contains("│ +home ") && $0.hasSuffix("3 open │") })
    #expect(screen.contains { $0.contains("│ +travel ") && $0.contains("0 open · 1 done │") })
    #expect(screen[23].hasPrefix("Enter show its todos  ↑/↓ select  Esc close"))
    state = pressing(["j", .enter], from: state)
    #expect(state.mode == .browsing && state.view.settings.query == "\"+home\"")
    // The whole word, any case: `+Home` too, not `+homework`.
    #expect(state.shownTitles == [Self.titles[1], Self.titles[2], Self.titles[5]])
    #expect(state.status?.text.hasPrefix("Showing +home: / edits the search") == true)
    #expect(compose(state).lines[0].hasPrefix("TODO - (3/7) · 1 done"))
    // Opened again, the picker starts on the one shown.
    let again = pressing(["t"], from: state)
    #expect(again.picker?.selected == 1)
  }

  @Test func escQAndTCloseThePickerTakingNothing() {
    for key: Key in [.escape, "q", "t"] {
      let state = pressing(["t", "j", key], from: Self.start())
      #expect(state.mode == .browsing, "\(key.label) closes")
      #expect(state.view.settings.query.isEmpty && state.shownTitles == Self.titles)
    }
  }

  @Test func theSelectionStaysAmongTheEntriesAndTheBoxScrollsToShowIt() {
    let titles = (1...30).map { "Todo +p\(String(format: "%02d", $0))" }
    var state = pressing(["t"], from: Self.start(titles, size: Size(columns: 40, rows: 12)))
    let layout = state.pickerLayout!
    #expect(layout.bodyRows == 8 && layout.height == 10)
    state = pressing([.up], from: state)
    #expect(state.picker?.selected == 0)
    state = pressing(Array(repeating: "j", count: 9), from: state)
    #expect(state.picker?.selected == 9 && state.picker?.scroll == 2)
    var lines = compose(state).lines
    #expect(lines[layout.top + 1].contains("+p03"))
    #expect(lines[layout.top + layout.height - 1].contains(" 3–10/30 "))
    state = pressing([.end], from: state)
    #expect(state.picker?.selected == 29 && state.picker?.scroll == 22)
    state = pressing([.pageUp], from: state)
    #expect(state.picker?.selected == 22)
    state = pressing(["g"], from: state)
    lines = compose(state).lines
    #expect(state.picker?.selected == 0 && lines[layout.top + 1].contains("+p01"))
  }

  @Test func aListWithoutProjectsOrContextsSaysHowToWriteOne() {
    let state = pressing(["t"], from: Self.start(["Buy milk", "Call the bank"]))
    #expect(state.mode == .browsing)
    #expect(state.status?.text.hasPrefix("No +project or @context in the list yet") == true)
  }

  @Test func aClickOnAnEntryTakesItAndAClickOutsideClosesThePicker() {
    let opened = pressing(["t"], from: Self.start())
    let layout = opened.pickerLayout!
    let onHome = Position(row: layout.top + 2, column: layout.left + 4)
    let picked = reducer(opened, .list(.clicked(onHome, atMilliseconds: 0))).0
    #expect(picked.mode == .browsing && picked.view.settings.query == "\"+home\"")
    let outside = reducer(opened, .list(.clicked(Position(row: 0, column: 0), atMilliseconds: 0))).0
    #expect(outside.mode == .browsing && outside.view.settings.query.isEmpty)
    let wheel = reducer(opened, .list(.scrolled(by: 3))).0
    #expect(wheel.picker?.selected == 3)
  }

  @Test func aLargeListIsCountedOffTheMainThreadAndOnlyTheLastCountIsTaken() {
    let count = TagCount.largestCountOnTheMainThread + 1
    let state = Self.start((0..<count).map { "Todo \($0) +big" })
    let (opened, command) = reducer(state, .picker(.openTags))
    guard case .picker(.countTags(let list, let number))? = command else {
      Issue.record("a count is asked for: \(String(describing: command))")
      return
    }
    #expect(list.count == count)
    #expect(compose(opened).lines.contains { $0.contains("Counting projects and contexts…") })
    // An older count (closed, opened again) is not taken.
    let stale = reducer(
      opened, .picker(.tagsCounted(number: number - 1, [TagCount(.project, "old", open: 1)]))
    )
    .0
    #expect(stale == opened)
    let counted = reducer(opened, .picker(.tagsCounted(number: number, TagCount.counts(in: list)))).0
    guard case .tags(let counts?, _)? = counted.picker?.content else {
      Issue.record("the counts show")
      return
    }
    #expect(counts == [TagCount(.project, "big", open: count)])
    // Closed meanwhile: the count changes nothing.
    let closed = reducer(opened, .picker(.close)).0
    #expect(reducer(closed, .picker(.tagsCounted(number: number, counts))).0 == closed)
  }
}
