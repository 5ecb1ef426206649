import Testing

@Suite("Adding todos")
struct AddingTests {
  @Test("typing a todo and pressing Enter adds it on top and empties the input")
  func addsAToDoOnTop() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.type("Write report")
    let typed = try await app.waitFor("the text in the input line") { $0.input.hasPrefix("› Write report") }
    #expect(typed.input.hasSuffix("[ Add ]"))
    #expect(try await app.display("#{cursor_x},#{cursor_y}") == "14,1")
    #expect(typed.count == 3)

    try await app.press("Enter")
    let added = try await app.waitFor("the todo to be added") { $0.count == 4 }
    #expect(added.title == "TODO - (4)")
    #expect(added.listRows.first == "  Write report")
    #expect(added.items == ["Write report"] + AppUnderTest.loadedTitles)
    #expect(added.status == "Added “Write report”.")
    #expect(added.inputIsEmpty)
    #expect(try await app.display("#{cursor_x},#{cursor_y}") == "2,1")
  }

  @Test("a todo shorter than three characters is not added, and the status says why")
  func rejectsTooShortToDo() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.type("ab")
    try await app.press("Enter")
    let rejected = try await app.waitFor("the hint") { $0.status.contains("at least 3") }
    #expect(rejected.status == "Too short: a todo needs at least 3 characters; “ab” has 2.")
    #expect(rejected.title == "TODO - (3)")
    #expect(rejected.items == AppUnderTest.loadedTitles)
    #expect(rejected.input.hasPrefix("› ab "), "the input keeps the text to fix it")
  }

  @Test("Esc clears the input without adding anything")
  func escapeClearsTheInput() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.type("Draft")
    try await app.waitFor("the text in the input line") { $0.input.hasPrefix("› Draft") }
    try await app.press("Escape")
    let cleared = try await app.waitFor("the input to be cleared") { $0.inputIsEmpty }
    #expect(cleared.title == "TODO - (3)")
    #expect(cleared.items == AppUnderTest.loadedTitles)
    #expect(try await app.display("#{cursor_x},#{cursor_y}") == "2,1")
  }

  @Test("after selecting far down, a new todo shows on top and ↓ then Del deletes it, not another")
  func addingAfterSelectingFarDownShowsTheNewToDo() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lines = (1...200).map { "Line \($0)" }
    try folder.write("todo.txt", lines.map { $0 + "\n" }.joined())
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the file's todos") { $0.count == 200 }
    try await app.press("Down", "End")
    try await app.waitFor("the last todo selected") { $0.selected == ["Line 200"] }

    try await app.press("a")  // Back to the input: in the list, letters are commands.
    try await app.type("New todo")
    try await app.press("Enter")
    let added = try await app.waitFor("the new todo on screen") { $0.count == 201 }
    #expect(added.listRows.first == "  New todo")
    try await app.press("Down")
    try await app.waitFor("the new todo selected") { $0.selected == ["New todo"] }
    try await app.press("DC")
    try await app.waitFor("the new todo deleted") { $0.count == 200 }

    // The fast loop, in one write from far down the list: a (to the input), type, Enter,
    // ↓, Del takes back only what it added.
    try await app.press("End")
    try await app.waitFor("the last todo selected") { $0.selected == ["Line 200"] }
    try await app.type("aFast todo")
    try await app.press("Enter", "Down", "DC")
    let deleted = try await app.waitFor("the fast todo deleted") {
      $0.status == "Deleted (Ctrl-Z to undo): “Fast todo”"
    }
    #expect(deleted.count == 200)
    #expect(deleted.items.first == "Line 1")
    try await waitUntil("the file to hold the list again", timeout: .seconds(10)) {
      folder.read("todo.txt") == lines.map { $0 + "\n" }.joined()
    }
  }
}
