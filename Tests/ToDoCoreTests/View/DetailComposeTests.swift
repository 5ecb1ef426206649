import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The selected todo's whole text, when its row cuts it: frames at 80×24 and 40×12.
@Suite("The detail area")
struct DetailComposeTests {
  private static let long =
    "(A) Call the insurance about the claim for the car, and ask whether the windscreen is covered too "
    + "+admin @phone due:2026-02-03"
  private static let titles = [long, "x 2026-01-02 Pay rent", "Buy milk"]

  private func state(_ size: Size, selecting row: Int, titles: [String] = Self.titles) -> State {
    State.loaded(titles, size: size).synced.selecting(row)
  }

  @Test func at80x24TheLongSelectedToDoShowsWrappedOverTheLastListRows() {
    let lines = compose(state(Size(columns: 80, rows: 24), selecting: 0)).lines
    #expect(lines[3] == "› (A) Call the insurance about the claim for the car, and ask whether the win… ✕")
    #expect(
      Array(lines[19...22]) == [
        "─ Full text ────────────────────────────────────────────────────────────────────",
        "  (A) Call the insurance about the claim for the car, and ask whether the",
        "  windscreen is covered too +admin @phone due:2026-02-03",
        "",
      ])
  }

  @Test("its rule says the dates counted from today, which the cut row has no room for")
  func theRuleSaysTheDates() {
    var state = state(Size(columns: 80, rows: 24), selecting: 0)
    state.today = CalendarDate(iso: "2026-01-30")
    let lines = compose(state).lines
    #expect(lines[3] == "› (A) Call the insurance about the claim for the car, and ask whether the win… ✕")
    #expect(lines[19].hasPrefix("─ Full text · due Tue ───"))
  }

  /// A blocked todo with a note and a long text: what it waits for first, then its text,
  /// then its note, under one rule.
  @Test func whatItWaitsForItsTextAndItsNoteShareTheArea() {
    let waiting = Self.long + " after:paint note:claim.txt"
    var state = state(Size(columns: 80, rows: 24), selecting: 0, titles: [waiting, "Buy the paint id:paint"])
    state.notePreview = NotePreview(id: state.todos[0].id, name: "claim.txt", content: .lines(["Claim 4711"]))
    let lines = compose(state).lines
    #expect(lines[16].hasPrefix("─ Full text · note claim.txt ───"))
    #expect(
      Array(lines[17...21]) == [
        "  ⊘ waits for: Buy the paint id:paint",
        "  (A) Call the insurance about the claim for the car, and ask whether the",
        "  windscreen is covered too +admin @phone due:2026-02-03 after:paint",
        "  note:claim.txt",
        "  Claim 4711",
      ])
    // Once the blocker is done, only the text and the note are left.
    state = State.loaded([waiting, "x 2026-01-02 Buy the paint id:paint"], size: Size(columns: 80, rows: 24))
      .synced.selecting(0)
    state.notePreview = NotePreview(id: state.todos[0].id, name: "claim.txt", content: .lines(["Claim 4711"]))
    #expect(!compose(state).lines.contains { $0.contains("waits for") })
  }

  @Test func at40x12ItTakesAtMostHalfTheListAndSaysWhenTextIsLeftOver() {
    let lines = compose(state(Size(columns: 40, rows: 12), selecting: 0)).lines
    #expect(
      Array(lines[3...9]) == [
        "› (A) Call the insurance about the cl… ✕",
        "  ✓ 2026-01-02 Pay rent",
        "  Buy milk",
        "",
        "─ Full text ────────────────────────────",
        "  (A) Call the insurance about the claim",
        "  for the car, and ask whether the…",
      ])
  }

  @Test func whenTheSelectedRowIsAmongTheLastTheAreaGoesOverTheFirstRows() {
    let titles = (1...6).map { "Todo \($0)" } + [Self.long]
    let lines = compose(state(Size(columns: 40, rows: 12), selecting: 6, titles: titles)).lines
    #expect(lines[3] == "─ Full text ────────────────────────────")
    #expect(lines[4] == "  (A) Call the insurance about the claim")
    #expect(lines[9].hasPrefix("› (A) Call the insurance"))
  }

  @Test func aToDoThatFitsItsRowOrNoFocusOnTheListTakesNoRoom() {
    let fits = state(Size(columns: 80, rows: 24), selecting: 1)
    #expect(DetailArea(fits, Layout(fits.size)) == nil)
    #expect(!compose(fits).lines.contains { $0.hasPrefix("─ Full text") })
    var unfocused = state(Size(columns: 80, rows: 24), selecting: 0)
    unfocused.focus = .input
    #expect(DetailArea(unfocused, Layout(unfocused.size)) == nil)
  }

  @Test func movingOntoAndOffTheLongToDoRedrawsExactlyWhatComposingWholeGives() {
    var renderer = Renderer()
    var state = state(Size(columns: 40, rows: 12), selecting: 1)
    var screen = Frame(size: state.size).applying(renderer.render(state))
    for action in [
      Action.list(.moveSelection(by: -1)), .list(.moveSelection(by: 1)), .list(.moveSelection(by: -1)),
    ] {
      state = reducer(state, action).0
      screen = screen.applying(renderer.render(state))
      #expect(screen == compose(state), "\(action)")
    }
  }

  @Test func aPressOnTheAreaSelectsNoToDoHiddenUnderIt() {
    let shown = state(
      Size(columns: 40, rows: 12), selecting: 0, titles: Self.titles + ["Four", "Five", "Six"])
    let (pressed, _) = reducer(shown, .list(.clicked(Position(row: 8, column: 5))))
    #expect(pressed.selectedRow == 0)
  }

  @Test(arguments: [
    ("one two three four", 9, 5, ["one two ", "three ", "four"]),
    ("abcdefghij", 4, 5, ["abcd", "efgh", "ij"]),
    ("one two three", 7, 5, ["one two", "three"]),
    ("one two three four", 9, 2, ["one two ", "three…"]),
  ])
  func wrappingBreaksAfterSpacesAndCutsWithAnEllipsis(
    text: String, width: Int, lines: Int, expected: [String]
  ) {
    #expect(DetailArea.wrap(text, width: width, maximumLines: lines) == expected)
  }
}
