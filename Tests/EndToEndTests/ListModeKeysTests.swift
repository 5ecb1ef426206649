import Testing

/// In the list, printable keys are commands; in the input line they are text.
@Suite("The list's own keys", .serialized)
struct ListModeKeysTests {
  @Test("j and k move the selection, g and G go to the first and the last todo")
  func vimKeysMoveTheSelection() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down")
    try await app.waitFor("the first todo selected") { $0.selected == ["Buy the milk"] }
    try await app.press("j")
    try await app.waitFor("j to select the second") { $0.selected == ["Take my dog"] }
    try await app.press("G")
    try await app.waitFor("G to select the last") { $0.selected == ["Rent a car"] }
    try await app.press("k")
    try await app.waitFor("k to select the second") { $0.selected == ["Take my dog"] }
    try await app.press("g")
    let first = try await app.waitFor("g to select the first") { $0.selected == ["Buy the milk"] }
    #expect(first.inputIsEmpty, "no key typed into the input")
    #expect(first.items == AppUnderTest.loadedTitles)
    // k at the top goes back to the input, as ↑ does.
    try await app.press("k")
    let input = try await app.waitFor("k at the top to leave the list") { $0.selected.isEmpty }
    #expect(input.footer.hasPrefix(AppUnderTest.inputFooter))
  }

  @Test("F1 from the list opens at the list's keys; from the input line at the input line's")
  func theHelpOpensAtTheKeysOfWhereItWasOpened() async throws {
    let app = try await TmuxSession(columns: 80, rows: 24)
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down")
    try await app.waitFor("the first todo selected") { $0.selected == ["Buy the milk"] }
    try await app.press("F1")
    let help = try await app.waitFor("the help") { $0.contains("Keys · / search words") }
    #expect(help.contains("In the list"), "\(help)")
    #expect(help.contains("toggleDone"), "the list's x on the first screen")
    #expect(!help.contains("In the input line"), "\(help)")
    try await app.press("x")
    try await app.waitFor("the list again") { $0.selected == ["Buy the milk"] }
    try await app.press("Up")
    try await app.waitFor("the input line") { $0.selected.isEmpty }
    try await app.press("F1")
    let fromInput = try await app.waitFor("the help again") { $0.contains("Keys · / search words") }
    #expect(fromInput.contains("In the input line") && !fromInput.contains("In the list"), "\(fromInput)")
  }

  @Test("a key without a command in the list says so on the status line; typed in the input it is text")
  func anUnboundKeySaysSo() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down")
    try await app.waitFor("the first todo selected") { $0.selected == ["Buy the milk"] }
    try await app.press("Z")
    let said = try await app.waitFor("Z said to have no command") {
      $0.status.hasPrefix("Z: no command here; ? shows the keys")
    }
    #expect(said.items == AppUnderTest.loadedTitles && said.selected == ["Buy the milk"])
    try await app.press("a")
    try await app.type("z")
    try await app.waitFor("z typed into the input") { $0.input.contains("z") }
  }

  @Test("a, i and Tab go to the input, where every key is text again", arguments: ["a", "i", "Tab"])
  func keysGoToTheInput(key: String) async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down")
    try await app.waitFor("the first todo selected") { $0.selected == ["Buy the milk"] }
    try await app.press(key)
    try await app.waitFor("the focus on the input") { $0.selected.isEmpty }
    try await app.type("jkdq")
    let typed = try await app.waitFor("the text in the input") { $0.input.contains("jkdq") }
    #expect(typed.items == AppUnderTest.loadedTitles)
    #expect(typed.footer.hasPrefix(AppUnderTest.inputFooter))
  }

  @Test("Enter in the list edits the selected todo in the input line; Esc leaves it as it was")
  func enterInTheListEditsTheToDo() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down", "Down")
    try await app.waitFor("“Take my dog” selected") { $0.selected == ["Take my dog"] }
    try await app.press("Enter")
    let editing = try await app.waitFor("the todo in the input") { $0.input.hasPrefix("› Take my dog ") }
    #expect(editing.footer.hasPrefix("Enter save  Esc cancel"))
    try await app.type(" out")
    try await app.waitFor("typed at the end") { $0.input.hasPrefix("› Take my dog out ") }
    try await app.press("Escape")
    let after = try await app.waitFor("the edit left") { $0.inputIsEmpty && $0.selected == ["Take my dog"] }
    #expect(after.title == "TODO - (3)")
    #expect(after.items == AppUnderTest.loadedTitles)
  }

  @Test("? opens the help from the list, and any key closes it")
  func questionMarkOpensTheHelp() async throws {
    let app = try await TmuxSession(columns: 120, rows: 44)
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down", "?")
    let help = try await app.waitFor("the help") { $0.contains("Any key closes this help.") }
    for entry in [
      "↑/k", "↓/j", "moveDown", "g/Home", "G/End", "d/Del/Bksp", "a/i/Tab", "clearMarks", "toggleMark", "q ",
    ] {
      #expect(help.contains(entry), "the help lists \(entry)")
    }
    try await app.press("?")
    let closed = try await app.waitFor("the help to close") { !$0.contains("Any key closes") }
    #expect(closed.selected == ["Buy the milk"], "the help closes back to the list")
    #expect(closed.footer == AppUnderTest.listFooter)
  }

  @Test("q in the list quits, saving first; in the input it is a letter")
  func qQuitsFromTheList() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "First\nSecond\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 2 }
    try await app.type("q is a letter here")
    try await app.press("Enter")
    try await app.waitFor("the todo added") { $0.count == 3 }
    try await app.press("Down", "q")
    #expect(try await app.waitForExit(timeout: .seconds(30)) == 0)
    #expect(folder.read("todo.txt") == "q is a letter here\nFirst\nSecond\n")
  }

  @Test("y adds a copy of the selected todo below it; Ctrl-Z takes it back")
  func yDuplicatesTheSelectedToDo() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("Down", "Down")
    try await app.waitFor("“Take my dog” selected") { $0.selected == ["Take my dog"] }
    try await app.press("y")
    let copied = try await app.waitFor("the copy below it, selected") {
      $0.items == ["Buy the milk", "Take my dog", "Take my dog", "Rent a car"]
    }
    #expect(copied.title == "TODO - (4)")
    #expect(copied.status.contains("Duplicated (Ctrl-Z to undo)"))
    try await app.press("C-z")
    let undone = try await app.waitFor("the copy taken back") { $0.items == AppUnderTest.loadedTitles }
    #expect(undone.title == "TODO - (3)")
  }
}
