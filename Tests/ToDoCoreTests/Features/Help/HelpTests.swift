import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Key help")
struct HelpTests {
  private static let narrow = Size(columns: 40, rows: 12)

  private func showingHelp(at size: Size) -> State {
    reduce(.loaded(size: size), [.help(.toggle)]).0
  }

  /// Issue 44: what the title's count means, one thing with and without a filter, and the
  /// key that shows the todos counted apart, as the keymap binds it, on the search words'
  /// page, which still fits 80×24 whole.
  @Test func theSearchWordsPageSaysWhatTheTitlesCountsMeanWithTheKey() throws {
    let words = reduce(showingHelp(at: Size(columns: 80, rows: 24)), [.help(.turnPage)]).0
    #expect(words.helpPage == .searchWords && words.helpLayout?.isScrollable == false)
    let screen = compose(words).lines.joined(separator: "\n")
    #expect(screen.contains(Help.titleHeading))
    #expect(screen.contains("(3/7)") && screen.contains("3 of 7 show (search, h, t:, h:1)"))
    #expect(screen.contains("by t: after today or h:1: H shows them"))
    let rebound = try Keymap.standard.rebinding("showHidden", in: .browsing, to: ["z"])
    #expect(
      Help.titleLines(rebound).contains(
        .entry(keys: "2 hidden", summary: "by t: after today or h:1: z shows them")))
  }

  @Test func onAWideScreenEveryLineShowsInTwoColumnsAndAnyKeyCloses() {
    let state = showingHelp(at: Size(columns: 120, rows: 44))
    let layout = HelpLayout(state.size, lineCount: Keymap.standard.helpLines.count)!
    #expect(layout.columnCount == 2 && !layout.isScrollable)
    let text = compose(state).lines.joined(separator: "\n")
    for line in Keymap.standard.helpLines {
      switch line {
      case .heading(let heading): #expect(text.contains(heading))
      case .entry(let keys, let summary, _):
        #expect(text.contains(keys), "the help shows \(keys)")
        #expect(text.contains(summary), "the help shows \(summary)")
        if let command = line.shownCommand {
          #expect(text.contains(command), "the help names the command \(command)")
        }
      }
    }
    #expect(text.contains("Any key closes this help."))
    for key in [Key.down, .up, .pageDown, .character("x"), .enter, .escape] {
      #expect(after(.key(key), in: state) == State.loaded(size: state.size), "\(key.label) closes the help")
    }
    // The wheel has nothing to scroll, and leaves the help open.
    #expect(after(.mouse(MouseEvent(.wheelDown, at: Position(row: 5, column: 5))), in: state) == state)
  }

  @Test func onAnEightyColumnScreenTheHelpIsOneColumnWithTheCommandNames() {
    let state = showingHelp(at: Size(columns: 80, rows: 24))
    let layout = HelpLayout(state.size, lineCount: Keymap.standard.helpLines.count)!
    #expect(layout.columnCount == 1 && layout.isScrollable)
    let lines = compose(state).lines
    #expect(lines[1] == "›┌─ Keys · / search words ────────────────────────────────────────────────────┐]")
    #expect(lines[3] == " │  ^Z         undo                                                           │")
    #expect(lines[12] == " │  Tab        complete word          complete                                │")
    #expect(lines[13] == " │  ↓          to list                focusList                               │")
    #expect(lines[15] == " │  Bksp       delete before cursor   deleteBackward                          │")
    #expect(lines[22] == " └────────────────────────────────────────────────────────────────── 1–19/75 ─┘")
  }

  /// Issue 44: the help opened from the list began with a screen of the input line's keys,
  /// the list's own below them. It opens at the keys of the part it was opened from, after
  /// the keys both share; the same lines, in another order.
  @Test func theHelpOpenedFromTheListStartsAtTheListsKeys() {
    let fromList = reduce(.loaded(size: Size(columns: 80, rows: 24)), [.list(.focusList), .help(.toggle)]).0
    let screen = compose(fromList).lines
    #expect(screen.contains { $0.contains("In the list") }, "\(screen.joined(separator: "\n"))")
    #expect(!screen.contains { $0.contains("In the input line") })
    #expect(screen.contains { $0.contains("toggleDone") })
    let headings = fromList.helpPageLines.filter(\.isHeading)
    #expect(
      headings.prefix(3) == [.heading("Everywhere"), .heading("In the list"), .heading("In the input line")])
    let shown = fromList.helpPageLines
    let everyLineShown = Keymap.standard.helpLines.allSatisfy { shown.contains($0) }
    #expect(everyLineShown)
    #expect(fromList.helpPageLines.count == Keymap.standard.helpLines.count)
    // From the input line, the input line's keys come first, as before.
    #expect(showingHelp(at: Size(columns: 80, rows: 24)).helpPageLines == Keymap.standard.helpLines)
  }

  @Test func aCommandsNameShowsOnlyWhereItIsNotWhatTheKeysDo() {
    let lines = Keymap.standard.helpLines
    #expect(Help.Line.entry(keys: "^Z", summary: "undo", command: "undo").shownCommand == nil)
    #expect(
      Help.Line.entry(keys: "↓", summary: "to list", command: "focusList").shownCommand == "focusList")
    #expect(Help.Line.entry(keys: "wheel", summary: "scroll the list").shownCommand == nil)
    #expect(lines.contains(.entry(keys: "^C", summary: "quit", command: "quit")))
    // On the screen, no line says a summary twice in a row: "^Z  undo  undo", "F1  help  help".
    let summaries = Set(lines.compactMap { if case .entry(_, let summary, _) = $0 { summary } else { nil } })
    let screen = compose(showingHelp(at: Size(columns: 120, rows: 44))).lines
    for row in screen {
      let words = row.split(separator: " ").map(String.init)
      #expect(!zip(words, words.dropFirst()).contains { $0 == $1 && summaries.contains($0) }, "\(row)")
    }
    let wide = screen.joined(separator: "\n")
    #expect(wide.contains("focusList") && wide.contains("moveToFirst"))
  }

  @Test func slashTurnsToTheSearchWordsAndBackEachAtItsTopOtherKeysClose() {
    let keys = reduce(showingHelp(at: Size(columns: 80, rows: 24)), [.help(.scroll(by: 3))]).0
    let words = after(.key(.character("/")), in: keys)
    #expect(words.isShowingHelp && words.helpPage == .searchWords && words.helpScroll == 0)
    // The page fits 80×24 whole, under its title, which names the way back.
    #expect(words.helpLayout?.isScrollable == false)
    let screen = compose(words).lines
    #expect(
      screen.contains {
        $0.contains("┌─ Search words · / keys ────────────────────────────────────────────────────┐")
      })
    let text = screen.joined(separator: "\n")
    for line in SearchSyntax.helpLines {
      switch line {
      case .heading(let heading): #expect(text.contains(heading))
      case .entry(let example, let meaning, _):
        #expect(screen.contains { $0.contains("  " + example + " ") && $0.contains(meaning) }, "\(example)")
      }
    }
    let back = after(.key(.character("/")), in: words)
    #expect(back.isShowingHelp && back.helpPage == .keys && back.helpScroll == 0)
    let closed = after(.key(.character("x")), in: words)
    #expect(closed == State.loaded(size: words.size))
    #expect(reduce(closed, [.help(.toggle)]).0.helpPage == .keys, "the help opens at its keys")
  }

  /// The state after `event`, through the keymap and the reducer.
  private func after(_ event: InputEvent, in state: State) -> State {
    state.keymap.action(for: event, in: state).map { reducer(state, $0).0 } ?? state
  }

  @Test func onASmallScreenTheHelpScrollsAndSaysWhereItIs() {
    let top = showingHelp(at: Self.narrow)
    #expect(
      compose(top).lines[1...10] == [
        "›┌─ Keys · / search words ────────────┐]",
        "─│ Everywhere                         │─",
        " │  ^Z         undo                   │",
        " │  ^R         reload                 │",
        " │  ^S         save now               │",
        " │  F1         help                   │",
        " │  ^C         quit                   │",
        " │  ^Y         redo                   │",
        " │ ↑/↓/PgUp/PgDn scroll; others close │",
        " └─────────────────────────── 1–7/75 ─┘",
      ])
    let (end, _) = reduce(top, [.help(.scrollByPage(by: 20))])
    #expect(end.helpScroll == Keymap.standard.helpLines.count - 7)
    let bottom = compose(end).lines
    #expect(bottom[7] == " │  click      select; on ✕ delete; … │")
    #expect(bottom[8] == " │  wheel      scroll the list        │")
    #expect(bottom[10] == " └───────────────────────── 69–75/75 ─┘")
  }

  @Test func scrollingStaysWithinTheLinesAndReopeningStartsAtTheTop() {
    let state = showingHelp(at: Self.narrow)
    let pageRows = HelpLayout(Self.narrow, lineCount: Keymap.standard.helpLines.count)!.pageRows
    #expect(reduce(state, [.help(.scroll(by: -1))]).0.helpScroll == 0)
    #expect(reduce(state, [.help(.scroll(by: 2)), .help(.scroll(by: 1))]).0.helpScroll == 3)
    #expect(reduce(state, [.help(.scrollByPage(by: 1))]).0.helpScroll == pageRows)
    #expect(
      reduce(state, [.help(.scrollByPage(by: 2)), .help(.scrollByPage(by: -1))]).0.helpScroll
        == pageRows)
    #expect(
      reduce(state, [.help(.scroll(by: 1_000))]).0.helpScroll
        == HelpLayout(Self.narrow, lineCount: Keymap.standard.helpLines.count)!.maximumScroll)
    #expect(
      reduce(state, [.help(.scroll(by: 5)), .help(.toggle), .help(.toggle)]).0.helpScroll == 0)
    // A larger screen shows everything: nothing is left to scroll.
    #expect(
      reduce(state, [.help(.scroll(by: 5)), .system(.resized(Size(columns: 120, rows: 44)))]).0.helpScroll
        == 0)
  }

  @Test func arrowsPagesAndTheWheelScrollOtherKeysClose() {
    let state = reduce(showingHelp(at: Self.narrow), [.help(.scroll(by: 10))]).0
    let pageRows = state.helpLayout!.pageRows
    let closed = State.loaded(size: Self.narrow)
    let table: [(InputEvent, State)] = [
      (.key(.down), state.scrolledHelp(to: 11)),
      (.key(.up), state.scrolledHelp(to: 9)),
      (.key(.pageDown), state.scrolledHelp(to: 10 + pageRows)),
      (.key(.pageUp), state.scrolledHelp(to: 10 - pageRows)),
      (
        .mouse(MouseEvent(.wheelDown, at: Position(row: 5, column: 5))),
        state.scrolledHelp(to: 10 + Keymap.wheelStep)
      ),
      (
        .mouse(MouseEvent(.wheelUp, at: Position(row: 5, column: 5))),
        state.scrolledHelp(to: 10 - Keymap.wheelStep)
      ),
      (.mouse(MouseEvent(.press, at: Position(row: 5, column: 5))), closed),
      (.key(.character("q")), closed),
      (.key(.character("?")), closed),
      (.key(.escape), closed),
    ]
    for (event, expected) in table {
      #expect(after(event, in: state) == expected, "\(event)")
    }
    #expect(state.keymap.action(for: .key(.control("c")), in: state) == .system(.quit))
  }
}

extension State {
  /// `self` with the help scrolled to `line`.
  fileprivate func scrolledHelp(to line: Int) -> State {
    var copy = self
    copy.helpScroll = line
    return copy
  }
}
