import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Compose: frames as text")
struct ComposeTests {
  @Test func theSmallestScreenShowsEveryPart() {
    let frame = compose(.loaded(size: Size(columns: 20, rows: 6)))
    #expect(
      frame.lines == [
        "TODO - (3)",
        "› Type a to… [ Add ]",
        "──────────── 1–1/3 ─",
        "  Buy the milk",
        "",
        "Enter add  ^C quit",
      ])
    #expect(frame.cursor == Position(row: 1, column: 2))
  }

  @Test func aFullScreenWhileLoading() {
    var state = State(size: Size(columns: 80, rows: 24))
    state.loadStatus = .loading(spinnerFrame: 2)
    let frame = compose(state)
    let lines = frame.lines
    #expect(lines[0] == "TODO - (0)" + String(repeating: " ", count: 60) + "⠹ Loading…")
    #expect(lines[1] == "› Type a todo and press Enter" + String(repeating: " ", count: 44) + "[ Add ]")
    #expect(lines[2] == String(repeating: "─", count: 80))
    #expect(lines[3] == "  ⠹ Loading your todos…")
    #expect(lines[4..<22].allSatisfy { $0.isEmpty })
    #expect(lines[23] == "Enter add  ↓ to list  Esc clear  ^Z undo  F1 help  ^C quit")
  }

  @Test func wideAndEmojiTitlesAlign() {
    let state = State.loaded(
      ["买牛奶", "👍🏽 done", "e\u{301}te\u{301}", "Rent a car"], size: Size(columns: 20, rows: 9)
    )
    .selecting(1)
    let frame = compose(state)
    #expect(
      Array(frame.lines[3..<7]) == [
        "  买牛奶",
        "› 👍🏽 done ✕",
        "  e\u{301}te\u{301}",
        "  Rent a car",
      ])
    // The selected row is highlighted across the whole width.
    // The mark, the title and the ✕ that deletes it are one highlighted run.
    #expect((0..<13).allSatisfy { frame[4, $0].style == .selectedItem })
    #expect(frame[4, 12] == Cell("✕", .selectedItem))
    #expect(frame[4, 13].style == .normal)
    #expect(frame[3, 2].style == .item)
    #expect(frame.cursor == nil)
  }

  @Test func longTitlesAreCutWithAnEllipsisWithoutSplittingAWideGlyph() {
    let frame = compose(
      .loaded(["买牛奶买牛奶买牛奶买牛奶", String(repeating: "x", count: 40)], size: Size(columns: 20, rows: 6)))
    #expect(frame.lines[3] == "  买牛奶买牛奶买牛 …")
    let tall = compose(
      .loaded(["买牛奶买牛奶买牛奶买牛奶", String(repeating: "x", count: 40)], size: Size(columns: 20, rows: 7)))
    #expect(tall.lines[4] == "  " + String(repeating: "x", count: 17) + "…")
  }

  @Test func theInputShowsTheAffordanceAndCursor() {
    var state = State.loaded(size: Size(columns: 30, rows: 8))
    state.input = InputLine("ab")
    var frame = compose(state)
    #expect(frame.lines[1] == "› ab                   [ Add ]")
    #expect(frame[1, 23].style == .addDisabled)
    #expect(frame.cursor == Position(row: 1, column: 4))
    state.input = InputLine("买牛奶", cursor: 1)
    frame = compose(state)
    #expect(frame[1, 23].style == .addEnabled)
    #expect(frame.cursor == Position(row: 1, column: 4))
  }

  @Test func longInputScrollsToKeepTheCursorVisible() {
    var state = State.loaded(size: Size(columns: 20, rows: 6))  // 10 columns of text
    state.input = InputLine("abcdefghijklmnop")
    var frame = compose(state)
    #expect(frame.lines[1] == "› hijklmnop  [ Add ]")
    #expect(frame.cursor == Position(row: 1, column: 11))
    state.input = InputLine("abcdefghijklmnop", cursor: 0)
    frame = compose(state)
    #expect(frame.lines[1] == "› abcdefghij [ Add ]")
    #expect(frame.cursor == Position(row: 1, column: 2))
  }

  @Test func statusMessagesShowByKind() {
    var state = State.loaded()
    state.status = StatusMessage("Deleted “Take my dog”.", kind: .success)
    let frame = compose(state)
    #expect(frame.lines[22] == "Deleted “Take my dog”.")
    #expect(frame[22, 0].style == .success)
  }

  @Test func completedToDoTxtLinesAreDimmed() {
    let frame = compose(
      .loaded(["x 2026-11-02 Done thing", "(A) Call mom +family", "X 2026 not done", "xylophone"]))
    #expect(frame.lines[3] == "  ✓ 2026-11-02 Done thing")
    #expect(frame[3, 2].style == .completedItem)
    #expect(frame[4, 2].style == .priorityA)
    #expect(frame[4, 6].style == .item)
    // The mark is a lowercase x and a space: these two are open.
    #expect(frame[5, 2].style == .item)
    #expect(frame[6, 2].style == .item)
  }

  @Test func anEmptyLoadedListInvitesTyping() {
    let frame = compose(State(loadStatus: .loaded))
    #expect(frame.lines[3] == "  Nothing to do. Type a todo and press Enter to add it.")
  }

  @Test func aLongListShowsWhereTheSelectionIs() {
    let state = State.loaded((1...250).map { "Todo \($0)" }).selecting(11)
    let frame = compose(state)
    #expect(frame.lines[2].hasSuffix(" 1–19/250 ─"))
    let (scrolled, _) = reducer(state, .list(.selectLast))
    #expect(compose(scrolled).lines[2].hasSuffix(" 232–250/250 ─"))
  }

  @Test(arguments: [
    Size(columns: 1, rows: 1), Size(columns: 2, rows: 2), Size(columns: 10, rows: 3),
    Size(columns: 19, rows: 24), Size(columns: 80, rows: 5),
  ])
  func belowTheMinimumSizeTheScreenSaysSo(size: Size) {
    let frame = compose(.loaded(size: size))
    #expect(
      frame.lines[0].hasPrefix(
        size.columns >= 18 ? "Terminal too small" : String("Terminal too small".prefix(size.columns - 1))))
    #expect(frame.cursor == nil)
  }

  @Test func theTooSmallScreenSaysKeysDoNothingUntilAResize() {
    #expect(
      compose(.loaded(size: Size(columns: 30, rows: 4))).lines == [
        "Terminal too small:", "resize to use it", "(at least 20×6). Ctrl-C quits.", "",
      ])
    #expect(
      compose(.loaded(size: Size(columns: 80, rows: 2))).lines == [
        "Terminal too small: resize to use it (at least 20×6). Ctrl-C quits.", "",
      ])
    #expect(compose(.loaded(size: Size(columns: 1, rows: 1))).lines == ["…"])
  }

  @Test func aHugeScreenIsFine() {
    let frame = compose(.loaded(size: Size(columns: 500, rows: 200)))
    #expect(frame.lines[199].hasPrefix("Enter add"))
    #expect(frame.lines[3] == "  Buy the milk")
  }
}
