import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Search, hiding done and hidden todos, and the sort, through the reducer.
@Suite("Reducer: filter, search, hide and sort")
struct FilterReducerTests {
  static let today = CalendarDate(iso: "2026-03-10")!
  static let titles = [
    "(B) Write the report +work due:2026-03-12", "x 2026-03-01 Paid the rent +home", "Call mum @phone",
    "(A) Fix the roof +home due:2026-03-09", "Plan the trip t:2026-04-01", "Secret plan h:1",
  ]

  /// The list focused on its first row, the day known.
  static func start(_ titles: [String] = titles) -> State {
    var state = State.loaded(titles).synced.selecting(0)
    state = reducer(state, .system(.dayBegan(today, nextDayIn: .seconds(60)))).0
    return state
  }

  static func type(_ text: String) -> [Action] { [.lineEdit(.insert(text))] }

  /// The last `projectRows` among `commands` (batches opened).
  static func projection(in commands: [Command]) -> Command? {
    commands.flatMap { command -> [Command] in
      if case .batch(let inner) = command { return inner }
      return [command]
    }.last { if case .view(.projectRows) = $0 { true } else { false } }
  }

  @Test func thresholdsAfterTodayAndHiddenToDosShowOnlyWhenAsked() {
    var state = Self.start()
    #expect(state.shownTitles == Array(Self.titles[0..<4]))
    // Issue 44: the todos their own tags hide are counted apart, each kind with the key
    // that shows them; the count is of the list's todos with and without a filter.
    #expect(
      compose(state).lines[0].hasPrefix("TODO - (4/6) · 1 done · 2 hidden: 1 later, 1 h:1 (H)"))
    state = reducer(state, .view(.toggleShowHidden)).0
    #expect(state.shownTitles == Self.titles)
    let title = compose(state).lines[0]
    #expect(title.hasPrefix("TODO - (6) · 1 done") && !title.contains("hidden"), "\(title)")
    // The day the threshold is reached, the todo shows.
    state = reducer(state, .view(.toggleShowHidden)).0
    state = reducer(state, .system(.dayBegan(CalendarDate(iso: "2026-04-01")!, nextDayIn: .seconds(60)))).0
    #expect(state.shownTitles == Array(Self.titles[0..<5]))
  }

  @Test func searchFiltersAsTypedOnceTheKeysPauseAndEnterKeepsIt() {
    var state = Self.start()
    state.input = InputLine("half a todo")
    state = reducer(state, .search(.start)).0
    #expect(state.mode == .searching(draft: InputLine("half a todo")))
    #expect(state.input.isEmpty && state.focus == .input)
    let (typed, command) = reducer(state, .lineEdit(.insert("+HO")))
    #expect(command == .schedule(id: .filterDue, after: State.searchDelay, send: .search(.due)))
    #expect(typed.shownTitles == state.shownTitles)  // Not before the debounce.
    state = reducer(typed, .search(.due)).0
    #expect(state.shownTitles == [Self.titles[1], Self.titles[3]])
    #expect(compose(state).lines[1].hasPrefix("/ +HO"))
    let (kept, keptCommand) = reducer(state, .search(.keep))
    #expect(keptCommand == .cancel(id: .filterDue))
    #expect(kept.mode == .browsing && kept.input == InputLine("half a todo"))
    #expect(kept.shownTitles == [Self.titles[1], Self.titles[3]])
    #expect(kept.view.settings.query == "+HO")
    #expect(compose(kept).lines[0].hasPrefix("TODO - (2/6) · 1 done"))
    // Issue 44: the kept search left the screen; only "(2/6)" told. The title names it,
    // with the key that changes it.
    #expect(compose(kept).lines[0].hasPrefix("TODO - (2/6) · 1 done · search: +HO (/ changes it)"))
    // `/` again edits the kept query; Esc clears it.
    state = reducer(kept, .search(.start)).0
    #expect(state.input == InputLine("+HO"))
    state = reducer(state, .search(.clear)).0
    #expect(state.view.settings.query.isEmpty && state.shownTitles == Array(Self.titles[0..<4]))
    #expect(state.input == InputLine("half a todo"))
  }

  @Test func aSearchThatMatchesNothingKeepsTheListWhoseKeysBringTheToDosBack() {
    let (state, _) = reduce(
      Self.start(),
      [.search(.start)] + Self.type("nothing like it") + [.search(.due), .search(.keep)])
    #expect(state.view.rows.isEmpty && state.view.selection == nil)
    // The list keeps the focus: `/` then Esc, as the list says, clears the search.
    #expect(state.focus == .list)
    let cleared = pressing(["/", .escape], from: state)
    #expect(cleared.shownTitles == Array(Self.titles[0..<4]) && cleared.focus == .list)
    #expect(cleared.selectedRow == 0)
    // Hidden done todos alone, the same: `h` shows them.
    let allHidden = pressing(["h"], from: Self.start(["x 2026-03-01 Paid the rent"]))
    #expect(allHidden.view.rows.isEmpty && allHidden.focus == .list)
    #expect(pressing(["h"], from: allHidden).shownTitles == ["x 2026-03-01 Paid the rent"])
    // Up, Tab or `a` go to the input line to add one.
    #expect(pressing([.up], from: state).focus == .input)
    #expect(pressing(["a"], from: state).focus == .input)
    #expect(
      compose(state).lines[3] == "  No todo shows: / then Esc clears the search; h and H show hidden ones.")
  }

  @Test func anAddedToDoThatTheFilterHidesIsAddedAndSaysSo() {
    var (state, _) = reduce(Self.start(), [.search(.start)] + Self.type("+work") + [.search(.keep)])
    state = reduce(state, Self.type("Buy milk") + [.list(.addInput)]).0
    #expect(state.todos.count == 7 && state.todos[0].title == "Buy milk")
    #expect(state.shownTitles == [Self.titles[0]])
    #expect(
      state.status?.text == "Added; hidden by the search (in the list, / then Esc clears it): “Buy milk”")
    state = reduce(state, Self.type("Ship it +work") + [.list(.addInput)]).0
    #expect(state.shownTitles == ["Ship it +work", Self.titles[0]])
    #expect(state.status?.text == "Added “Ship it +work”.")
  }

  @Test func completingWhileDoneToDosAreHiddenMovesTheSelectionToTheNextRowUnchosen() {
    var state = reducer(Self.start(), .view(.toggleHideDone)).0
    #expect(state.shownTitles == [Self.titles[0], Self.titles[2], Self.titles[3]])
    state = reducer(state, .completion(.toggle)).0
    #expect(state.shownTitles == [Self.titles[2], Self.titles[3]])
    #expect(state.view.selection == ShownList.Selection(id: 3, row: 0))
    #expect(state.view.unchosenSelection == 3)
    // Undo brings it back, selected, as an undo selects what it changed.
    state = reducer(state, .history(.undo)).0
    #expect(state.shownTitles == [Self.titles[0], Self.titles[2], Self.titles[3]])
    #expect(state.view.selection == ShownList.Selection(id: 1, row: 0))
  }

  @Test func completingARecurringToDoWhileDoneOnesAreHiddenShowsTheNextAndHidesTheDone() {
    var state = reducer(Self.start(["(C) Review +work rec:1w", "Call mum"]), .view(.toggleHideDone)).0
    state = reducer(state, .completion(.toggle)).0
    #expect(
      state.todos.titles == [
        "(C) Review +work rec:1w due:2026-03-17", "x 2026-03-10 Review +work rec:1w pri:C", "Call mum",
      ])
    #expect(state.shownTitles == ["(C) Review +work rec:1w due:2026-03-17", "Call mum"])
    #expect(compose(state).lines[0].hasPrefix("TODO - (2/3) · 1 done"))
    // Its undo brings the todo back alone.
    state = reducer(state, .history(.undo)).0
    #expect(state.shownTitles == ["(C) Review +work rec:1w", "Call mum"])
  }

  @Test func whileSearchingTheInputButtonKeepsTheFilterAsEnterDoes() {
    var state = Self.start()
    state.input = InputLine("half a todo")
    state = reduce(state, [.search(.start)] + Self.type("+HO") + [.search(.due)]).0
    let line = compose(state).lines[1]
    #expect(line.hasPrefix("/ +HO") && line.hasSuffix(" [ Keep ]"), "\(line)")
    let pressed = reducer(state, .list(.clicked(Position(row: 1, column: 75))))
    let entered = reducer(state, .search(.keep))
    #expect(pressed.0 == entered.0 && pressed.1 == entered.1)
    #expect(pressed.0.mode == .browsing && pressed.0.view.settings.query == "+HO")
    #expect(compose(pressed.0).lines[1].hasSuffix("     [ Add ]"))
  }

  @Test func aSortThatLeavesNoToDoOutKeepsTheTitleCountingEveryToDo() {
    let titles = ["(B) Write the report", "x 2026-03-01 Paid the rent", "(A) Fix the roof"]
    var state = reducer(Self.start(titles), .view(.cycleSort)).0
    #expect(state.shownTitles == [titles[2], titles[0], titles[1]])
    #expect(compose(state).lines[0].hasPrefix("TODO - (3) · 1 done · by priority"))
    // Hiding the done one leaves it out: the title counts the rows against every todo.
    state = reducer(state, .view(.toggleHideDone)).0
    #expect(compose(state).lines[0].hasPrefix("TODO - (2/3) · 1 done hidden (h) · by priority"))
  }

  @Test func sortCyclesAndNamesItselfTheFileKeepingItsOrder() {
    var state = reducer(Self.start(), .view(.cycleSort)).0
    #expect(state.view.settings.sort == .priority)
    #expect(state.shownTitles == [Self.titles[3], Self.titles[0], Self.titles[2], Self.titles[1]])
    #expect(state.todos.titles == Self.titles)
    #expect(
      compose(state).lines[0].hasPrefix(
        "TODO - (4/6) · 1 done · 2 hidden: 1 later, 1 h:1 (H) · by priority"))
    // The selection stays on its todo, now on another row.
    #expect(state.view.selection == ShownList.Selection(id: 1, row: 1))
    state = reducer(state, .view(.cycleSort)).0
    // The done todo after the open ones, in every sort.
    #expect(state.shownTitles == [Self.titles[3], Self.titles[0], Self.titles[2], Self.titles[1]])
    #expect(compose(state).lines[0].contains("· by due"))
    state = reduce(state, [.view(.cycleSort), .view(.cycleSort)]).0
    #expect(state.view.settings.sort == .fileOrder)
    #expect(state.shownTitles == Array(Self.titles[0..<4]))
  }

  @Test func anEditReevaluatesTheToDoInTheSort() {
    var state = reducer(Self.start(), .view(.cycleSort)).0.selecting(3)  // "x … Paid the rent", last
    state =
      reduce(
        state, [.editing(.start), .lineEdit(.clearInput)] + Self.type("(A) Pay it") + [.editing(.save)]
      ).0
    #expect(state.shownTitles == ["(A) Pay it", Self.titles[3], Self.titles[0], Self.titles[2]])
    #expect(state.view.selection == ShownList.Selection(id: 2, row: 0))
  }

  /// A list too long to filter on the main thread.
  static func long() -> State {
    let count = ShownList.largestProjectionOnTheMainThread + 10
    return start((0..<count).map { $0 % 2 == 0 ? "Even \($0) +even" : "Odd \($0)" })
  }

  @Test func aLongListIsFilteredOffTheMainThreadAndAStaleResultIsDropped() {
    var state = Self.long()
    var (searching, commands) = reduce(
      state, [.search(.start)] + Self.type("+even") + [.search(.due)])
    guard case .view(.projectRows(let list, let rule, nil, _, let first))? = Self.projection(in: commands)
    else {
      Issue.record("no projection asked for: \(commands)")
      return
    }
    #expect(list == state.todos && rule == ListRule(ListSettings(query: "+even"), today: Self.today))
    #expect(searching.view.rows.count == state.todos.count)  // The rows stay meanwhile.
    // Another key before the result: a new projection, among the rows shown (all of them).
    (searching, commands) = reduce(searching, Self.type("x") + [.search(.due)])
    guard case .view(.projectRows(_, _, _, _, let second))? = Self.projection(in: commands) else {
      Issue.record("no second projection: \(commands)")
      return
    }
    #expect(second == first + 1)
    let firstOrder = ListProjection.order(of: list, under: rule)
    state = reducer(searching, .view(.rowsProjected(number: first, order: firstOrder))).0
    #expect(state.view.rows.count == state.todos.count)  // Dropped: for an older query.
    state = reducer(state, .view(.rowsProjected(number: second, order: []))).0
    #expect(state.view.rows.isEmpty)
  }

  @Test func aResultForAListThatChangedMeanwhileIsDroppedAndAskedForAgain() {
    var (state, commands) = reduce(Self.long(), [.view(.toggleHideDone)])
    guard case .view(.projectRows(let list, let rule, _, _, let number))? = Self.projection(in: commands)
    else {
      Issue.record("no projection asked for: \(commands)")
      return
    }
    (state, commands) = reduce(state, [.completion(.toggle)])
    guard case .view(.projectRows(let changed, _, _, _, let again))? = Self.projection(in: commands) else {
      Issue.record("not asked again: \(commands)")
      return
    }
    #expect(again == number + 1 && changed == state.todos)
    state =
      reducer(
        state, .view(.rowsProjected(number: number, order: ListProjection.order(of: list, under: rule)))
      ).0
    #expect(state.view.rows.count == state.todos.count)
    state =
      reducer(
        state, .view(.rowsProjected(number: again, order: ListProjection.order(of: changed, under: rule)))
      ).0
    #expect(state.view.rows.count == state.todos.count - 1)
  }

  @Test func aGrowingQueryLooksOnlyAtTheRowsItShowed() {
    // 20,010 todos, 10,005 of them `+even`: narrowing them is done here, no command.
    var (state, commands) = reduce(
      Self.long(), [.search(.start)] + Self.type("+even") + [.search(.due)])
    guard case .view(.projectRows(let list, let rule, _, _, let number))? = Self.projection(in: commands)
    else {
      Issue.record("no projection asked for: \(commands)")
      return
    }
    state =
      reducer(
        state, .view(.rowsProjected(number: number, order: ListProjection.order(of: list, under: rule)))
      ).0
    #expect(state.view.rows.count == list.count / 2)
    let (narrowed, narrowing) = reduce(state, Self.type(" 1") + [.search(.due)])
    #expect(Self.projection(in: narrowing) == nil)
    #expect(narrowed.shownTitles.allSatisfy { $0.contains("+even") && $0.contains("1") })
    #expect(narrowed.view.rows.count == state.shownTitles.filter { $0.contains("1") }.count)
  }
}
