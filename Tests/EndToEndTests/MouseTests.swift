import Testing

@Suite("Mouse")
struct MouseTests {
  @Test("a click in the X10 encoding selects the clicked row")
  func x10ClickSelectsTheRow() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    // ESC [ M, then 32 + button, 33 + column, 33 + row (0-based): a press at column 4, row 5.
    try await app.type("\u{1b}[M %&")
    let clicked = try await app.waitFor("the third todo to be selected") { !$0.selected.isEmpty }
    #expect(clicked.selected == ["Rent a car"])
    #expect(clicked.listRows.prefix(2) == ["  Buy the milk", "  Take my dog"])
    #expect(clicked.listRows[2].hasPrefix("› Rent a car"))
    #expect(clicked.footer.hasPrefix(AppUnderTest.listFooter))
    #expect(clicked.count == 3)
  }

  @Test("a click in the SGR encoding selects the clicked row")
  func sgrClickSelectsTheRow() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    // ESC [ < button ; column ; row M, 1-based: a press at column 4, row 4 (0-based).
    try await app.type("\u{1b}[<0;5;5M")
    let clicked = try await app.waitFor("the second todo to be selected") { !$0.selected.isEmpty }
    #expect(clicked.selected == ["Take my dog"])
    #expect(clicked.listRows[1].hasPrefix("› Take my dog"))
    #expect(clicked.footer.hasPrefix(AppUnderTest.listFooter))

    // The button goes up; then a click (press and release) on row 3 selects the first todo.
    try await app.type("\u{1b}[<0;5;5m")
    try await app.type("\u{1b}[<0;10;4M\u{1b}[<0;10;4m")
    let moved = try await app.waitFor("the first todo to be selected") { $0.selected == ["Buy the milk"] }
    #expect(moved.items == AppUnderTest.loadedTitles)
  }

  @Test("a double click on ✕ deletes the todo under it, not the one that slides up after it")
  func doubleClickOnTheMarkerDeletesOneToDo() async throws {
    // Under tmux-256color the app decodes the mouse reports itself (ncurses does not know
    // them there) and sees every press; under xterm-256color ncurses drops the second.
    let app = try await TmuxSession(term: "tmux-256color")
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down", "Down")
    try await app.waitFor("the second todo selected") { $0.selected == ["Take my dog"] }
    // "› Take my dog ✕" on row 4: the ✕ at column 14 (0-based); "› Rent a car ✕", which
    // slides up into that row, has its ✕ at column 13, under the same pointer.
    let click = "\u{1b}[<0;15;5M\u{1b}[<0;15;5m"
    // Keys after the clicks (a: to the input, z): once z shows, the app has handled both
    // presses.
    try await app.type(click + click + "az")
    let clicked = try await app.waitFor("the key after the clicks") { $0.input.hasPrefix("› z") }
    #expect(clicked.items == ["Buy the milk", "Rent a car"])
  }

  @Test("while a todo is edited the input's button says [ Save ], and a click on it saves")
  func theInputButtonSavesAnEdit() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down", "e")
    try await app.waitFor("the edit with its button") {
      $0.input.hasPrefix("› Buy the milk") && $0.input.hasSuffix(" [ Save ]")
    }
    try await app.type("!")
    try await app.waitFor("the typed character") { $0.input.hasPrefix("› Buy the milk!") }
    // A press and release on the button's first column (73 of 80, 1-based 74), row 2.
    try await app.type("\u{1b}[<0;74;2M\u{1b}[<0;74;2m")
    let saved = try await app.waitFor("the edit saved") { $0.items.first == "Buy the milk!" }
    #expect(saved.input.hasSuffix(" [ Add ]"))
    #expect(saved.items == ["Buy the milk!"] + AppUnderTest.loadedTitles.dropFirst())
  }
}
