import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Key help")
struct HelpTests {
  private static let narrow = Size(columns: 40, rows: 12)

  private func showingHelp(at size: Size) -> State {
    reduce(.loaded(size: size), [.toggleHelp]).0
  }

  @Test func onAFullScreenEveryLineShowsInTwoColumnsAndAnyKeyCloses() {
    let state = showingHelp(at: Size(columns: 80, rows: 24))
    let layout = HelpLayout(state.size)!
    #expect(layout.columnCount == 2 && !layout.isScrollable)
    let text = compose(state).lines.joined(separator: "\n")
    for line in Help.lines {
      switch line {
      case .heading(let heading): #expect(text.contains(heading))
      case .entry(let keys, _): #expect(text.contains(keys), "the help shows \(keys)")
      }
    }
    #expect(text.contains("Any key closes this help."))
    for key in [Key.down, .up, .pageDown, .character("x"), .enter, .escape] {
      #expect(Keymap.action(for: key, in: state) == .toggleHelp)
    }
    #expect(
      Keymap.action(for: .mouse(MouseEvent(.wheelDown, at: Position(row: 5, column: 5))), in: state) == nil)
  }

  @Test func onASmallScreenTheHelpScrollsAndSaysWhereItIs() {
    let top = showingHelp(at: Self.narrow)
    #expect(
      compose(top).lines[1...10] == [
        "›┌─ Keys ─────────────────────────────┐]",
        "─│ Everywhere                         │─",
        " │  any text       type a todo        │",
        " │  ^Z             undo               │",
        " │  ^R             retry load         │",
        " │  ^S             save now           │",
        " │  F1             help               │",
        " │  ^C             quit               │",
        " │ ↑/↓/PgUp/PgDn scroll; others close │",
        " └─────────────────────────── 1–7/34 ─┘",
      ])
    let (end, _) = reduce(top, [.scrollHelpByPage(by: 10)])
    #expect(end.helpScroll == Help.lines.count - 7)
    let bottom = compose(end).lines
    #expect(bottom[7] == " │  click          select; on ✕ delet…│")
    #expect(bottom[8] == " │  wheel          scroll the list    │")
    #expect(bottom[10] == " └───────────────────────── 28–34/34 ─┘")
  }

  @Test func scrollingStaysWithinTheLinesAndReopeningStartsAtTheTop() {
    let state = showingHelp(at: Self.narrow)
    let pageRows = HelpLayout(Self.narrow)!.pageRows
    #expect(reduce(state, [.scrollHelp(by: -1)]).0.helpScroll == 0)
    #expect(reduce(state, [.scrollHelp(by: 2), .scrollHelp(by: 1)]).0.helpScroll == 3)
    #expect(reduce(state, [.scrollHelpByPage(by: 1)]).0.helpScroll == pageRows)
    #expect(reduce(state, [.scrollHelpByPage(by: 2), .scrollHelpByPage(by: -1)]).0.helpScroll == pageRows)
    #expect(reduce(state, [.scrollHelp(by: 1_000)]).0.helpScroll == HelpLayout(Self.narrow)!.maximumScroll)
    #expect(reduce(state, [.scrollHelp(by: 5), .toggleHelp, .toggleHelp]).0.helpScroll == 0)
    // A larger screen shows everything: nothing is left to scroll.
    #expect(reduce(state, [.scrollHelp(by: 5), .resized(Size(columns: 80, rows: 24))]).0.helpScroll == 0)
  }

  @Test func arrowsPagesAndTheWheelScrollOtherKeysClose() {
    let state = showingHelp(at: Self.narrow)
    let table: [(InputEvent, Action?)] = [
      (.key(.down), .scrollHelp(by: 1)),
      (.key(.up), .scrollHelp(by: -1)),
      (.key(.pageDown), .scrollHelpByPage(by: 1)),
      (.key(.pageUp), .scrollHelpByPage(by: -1)),
      (.mouse(MouseEvent(.wheelDown, at: Position(row: 5, column: 5))), .scrollHelp(by: Keymap.wheelStep)),
      (.mouse(MouseEvent(.wheelUp, at: Position(row: 5, column: 5))), .scrollHelp(by: -Keymap.wheelStep)),
      (.mouse(MouseEvent(.press, at: Position(row: 5, column: 5))), .toggleHelp),
      (.key(.character("q")), .toggleHelp),
      (.key(.escape), .toggleHelp),
      (.key(.control("c")), .quit),
    ]
    for (event, action) in table {
      #expect(Keymap.action(for: event, in: state) == action, "\(event)")
    }
  }
}
