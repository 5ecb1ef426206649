import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Blocked todos through the reducer: the query's `is:blocked` and `is:ready`, the mark and
/// the detail area, and a blocker done here or by another program.
@Suite("Reducer: dependencies, blocked and ready")
struct DependenciesReducerTests {
  static let today = CalendarDate(iso: "2026-03-10")!
  static let titles = [
    "Buy the paint id:paint", "Paint the walls id:walls after:paint", "Hang the pictures needs:walls",
    "Call mum", "Later t:2026-04-01", "Move house id:1", "Pack the books p:1",
  ]

  static func start(_ titles: [String] = titles) -> State {
    var state = State.loaded(titles).synced.selecting(0)
    state = reducer(state, .system(.dayBegan(today, nextDayIn: .seconds(60)))).0
    return state
  }

  static func searching(_ text: String, from state: State) -> State {
    reduce(state, [.search(.start), .lineEdit(.insert(text)), .search(.due), .search(.keep)]).0
  }

  @Test func isBlockedAndIsReadyFilterTheList() {
    let state = Self.start()
    #expect(
      Self.searching("is:blocked", from: state).shownTitles == [
        Self.titles[1], Self.titles[2], Self.titles[5],
      ])
    #expect(
      Self.searching("is:ready", from: state).shownTitles == [
        Self.titles[0], Self.titles[3], Self.titles[6],
      ])
    #expect(Self.searching("-is:blocked call", from: state).shownTitles == [Self.titles[3]])
  }

  @Test func completingTheLastBlockerShowsTheWaiterAtOnce() {
    var state = Self.searching("is:ready", from: Self.start()).selecting(0)
    state = reducer(state, .completion(.toggle)).0
    #expect(state.todos[0].line.isCompleted)
    // Done: no longer ready; the walls now are.
    #expect(state.shownTitles == [Self.titles[1], Self.titles[3], Self.titles[6]])
    // Undone: blocked again.
    state = reducer(state, .history(.undo)).0
    #expect(state.shownTitles == [Self.titles[0], Self.titles[3], Self.titles[6]])
  }

  @Test func aBlockerAnotherProgramCompletesUnblocksOnTheReload() {
    let state = Self.searching("is:ready", from: Self.start())
    let (reloading, _) = reducer(state, .reload(.due))
    var file = Self.titles
    file[0] = "x 2026-03-10 Buy the paint id:paint"
    let (reloaded, _) = reducer(
      reloading, .reload(.reloaded(ReducerReloadTests.changed(file, matching: reloading))))
    #expect(reloaded.shownTitles == [Self.titles[1], Self.titles[3], Self.titles[6]])
    #expect(!reloaded.view.dependencies.isBlocked(reloaded.todos[1].id))
  }

  @Test func aBlockedRowIsMarkedAndItsDetailSaysWhatBlocksIt() {
    let state = Self.start().selecting(1)
    let lines = compose(state).lines
    // The list's rows start under the title, the input and the rule.
    #expect(lines.contains { $0.hasPrefix("⊘ Hang the pictures needs:walls") })
    #expect(lines.contains { $0.hasPrefix("  Buy the paint id:paint") })
    #expect(lines.contains { $0.hasPrefix("› Paint the walls") })
    #expect(lines.contains { $0.hasPrefix("─ Waiting ─") })
    #expect(lines.contains { $0.hasPrefix("  ⊘ waits for: Buy the paint id:paint") })
  }

  @Test func aReadyToDoHasNoMarkNorDetail() {
    let lines = compose(Self.start().selecting(3)).lines
    #expect(!lines.contains { $0.contains("Waiting") || $0.contains("waits for") })
  }

  @Test func deletingABlockerSaysWhatItLeavesDangling() {
    let deleted = reducer(Self.start().selecting(0), .list(.deleteSelected)).0
    #expect(
      deleted.status?.text
        == "Deleted (Ctrl-Z to undo): “Buy the paint id:paint”; 1 todo waits for a missing id:paint")
    let plain = reducer(Self.start().selecting(3), .list(.deleteSelected)).0
    #expect(plain.status?.text == "Deleted (Ctrl-Z to undo): “Call mum”")
  }

  @Test func archivingADoneBlockerSaysWhatItLeavesDangling() {
    var titles = Self.titles
    titles[0] = "x 2026-03-10 Buy the paint id:paint"
    let state = reduce(
      Self.start(titles), [.archive(.start), .archive(.archived(doneFileName: "done.txt"))]
    ).0
    #expect(
      state.status?.text
        == "Archived 1 done todo to done.txt (Ctrl-Z brings them back); 1 todo waits for a missing id:paint.")
  }

  @Test func untouchedLinesOfEveryClientStayByteForByte() {
    // pter's id:/after:, topydo's id:/p:, tuxedo's needs:, the proposal's dep:, with tabs
    // and doubled spaces: only the todo completed changes.
    let titles = [
      "Buy the paint id:paint", "(A) Paint  the walls\tid:walls after:paint", "Hang needs:walls dep:paint",
      "Move house id:1", "Pack the books p:1 +move",
    ]
    let state = reducer(Self.start(titles).selecting(0), .completion(.toggle)).0
    #expect(state.titles[0] == "x 2026-03-10 Buy the paint id:paint")
    #expect(Array(state.titles.dropFirst()) == Array(titles.dropFirst()))
  }

  @Test func manyWaitersOfOneBlockerAreShownByTheRowsMadeAgain() {
    let waiters = (1...40).map { "Step \($0) after:start" }
    var state = Self.searching("is:ready", from: Self.start(["Start id:start"] + waiters)).selecting(0)
    #expect(state.shownTitles == ["Start id:start"])
    state = reducer(state, .completion(.toggle)).0
    #expect(state.shownTitles == waiters)
  }
}
