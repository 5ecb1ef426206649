import Testing

/// At 80×12 the list has 7 rows (3 to 9), so 28 todos need scrolling.
@Suite("A list longer than the screen")
struct LongListTests {
  // TERM=tmux-256color here: that is the terminal tmux emulates, and its terminfo entry
  // describes the Home and End keys as tmux sends them (ESC [1~, ESC [4~); xterm-256color
  // describes xterm's (ESC OH, ESC OF). See `homeAndEndUnderXtermTerm` below.
  @Test("End, Home and PgDn keep the selection visible and show which rows show")
  func keysKeepTheSelectionVisible() async throws {
    let app = try await TmuxSession(columns: 80, rows: 12, term: "tmux-256color")
    defer { app.kill() }
    try await app.waitUntilLoaded()
    let all = try await add(25, to: app)

    let top = try await app.screen()
    #expect(top.items == Array(all.prefix(7)))
    #expect(top.separator.hasSuffix(" 1–7/28 ─"))

    try await app.press("Down")
    expectSelectionVisible(try await app.waitFor("a selection") { !$0.selected.isEmpty }, all, at: 1)

    try await app.press("End")
    let end = try await app.waitFor("the last todo selected") { $0.selected == [all[27]] }
    expectSelectionVisible(end, all, at: 28)
    #expect(end.items == Array(all.suffix(7)))
    #expect(end[9].hasPrefix("› Rent a car"))
    #expect(end.separator.hasSuffix(" 22–28/28 ─"))

    try await app.press("Home")
    let home = try await app.waitFor("the first todo selected") { $0.selected == [all[0]] }
    expectSelectionVisible(home, all, at: 1)
    #expect(home.items == Array(all.prefix(7)))

    // PgDn moves down by at most a page each time, until the last todo.
    var current = 1
    for _ in 0..<10 where current < 28 {
      try await app.press("NPage")
      let before = current
      let paged = try await app.waitFor("PgDn from \(before)") { screen in
        screen.selected.first.flatMap { all.firstIndex(of: $0) }.map { $0 + 1 > before } ?? false
      }
      current = (paged.selected.first.flatMap { all.firstIndex(of: $0) } ?? -1) + 1
      #expect(current - before <= 7, "PgDn from \(before) to \(current) skips more than a page")
      expectSelectionVisible(paged, all, at: current)
    }
    #expect(current == 28)
  }

  @Test("the mouse wheel scrolls the list")
  func wheelScrolls() async throws {
    let app = try await TmuxSession(columns: 80, rows: 12)
    defer { app.kill() }
    try await app.waitUntilLoaded()
    let all = try await add(6, to: app)

    try await app.type("\u{1b}[<65;10;6M")  // wheel down: 3 rows, but 2 is the most there is
    let down = try await app.waitFor("the list to scroll down") { $0.items.first != all.first }
    #expect(down.items == Array(all[2..<9]))
    #expect(down.separator.hasSuffix(" 3–9/9 ─"))

    try await app.type("\u{1b}[<64;10;6M")  // wheel up
    let up = try await app.waitFor("the list to scroll up") { $0.items.first == all.first }
    #expect(up.items == Array(all.prefix(7)))
    #expect(up.separator.hasSuffix(" 1–7/9 ─"))
  }

  @Test("Home and End as tmux sends them under TERM=xterm-256color select the ends of the list")
  func homeAndEndUnderXtermTerm() async throws {
    let app = try await TmuxSession(columns: 80, rows: 12)
    defer { app.kill() }
    try await app.waitUntilLoaded()
    let all = try await add(6, to: app)
    try await app.press("Down")
    try await app.waitFor("a selection") { !$0.selected.isEmpty }

    // Regression: `ESC [ 4 ~` is not in the xterm-256color entry, and the decoder used to
    // read `ESC [` as Alt-[ and type "4~" into the input.
    try await app.press("End")
    let end = try await app.waitFor("End to select the last todo", timeout: .seconds(2)) {
      !$0.inputIsEmpty || $0.selected == [all.last!]
    }
    #expect(end.inputIsEmpty, "End typed into the input: \(end.input)")
    #expect(end.selected == [all.last!])
  }
}

/// Adds "Task 1" … "Task n" one by one and returns the titles the list should show, top to
/// bottom (the newest first, the three loaded todos last).
private func add(_ n: Int, to app: TmuxSession) async throws -> [String] {
  let before = try await app.screen().count ?? 0
  for index in 1...n {
    try await app.type("Task \(index)")
    try await app.press("Enter")
    try await app.waitFor("“Task \(index)” to be added") { $0.count == before + index }
  }
  return (1...n).reversed().map { "Task \($0)" } + AppUnderTest.loadedTitles
}

/// Checks that exactly the todo at `position` is selected, that the visible rows are a
/// consecutive run of `all` containing it, and that the separator names that run.
private func expectSelectionVisible(
  _ screen: Screen, _ all: [String], at position: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(screen.selected == [all[position - 1]], "\(screen)", sourceLocation: sourceLocation)
  let first = all.firstIndex(of: screen.items.first ?? "") ?? -1
  let window = first >= 0 ? Array(all[first..<min(first + 7, all.count)]) : []
  #expect(screen.items == window && window.count == 7, "\(screen)", sourceLocation: sourceLocation)
  let shown = screen.position
  #expect(
    shown?.first == first + 1 && shown?.last == first + 7 && shown?.total == all.count,
    "separator: \(screen.separator)", sourceLocation: sourceLocation)
}
