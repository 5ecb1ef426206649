import Testing

/// Tab in the input line completes the list's `+projects`, `@contexts` and `key:` names, as
/// a user types them: the screen shows the completed word, a second Tab the next one.
@Suite("Tab completes +project, @context and key:", .serialized)
struct CompletionTests {
  static let lines = """
    Fix the roof +home due:2026-01-30
    Call mum @phone
    Read +homework

    """

  private func launch() async throws -> (TemporaryFolder, TmuxSession) {
    try await TmuxSession.launch(
      on: Self.lines, environment: { _ in [:] }, waitingFor: "three todos"
    ) { $0.title == "TODO - (3)" }
  }

  @Test("Buy +ho then Tab shows Buy +home, a second Tab Buy +homework; Enter adds it")
  func tabCompletesAProjectAndCycles() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("Buy +ho")
    try await app.waitFor("the typed prefix") { $0.input.hasPrefix("› Buy +ho ") }
    try await app.press("Tab")
    let completed = try await app.waitFor("the completed project") { $0.input.hasPrefix("› Buy +home ") }
    #expect(completed.title == "TODO - (3)")
    #expect(try await app.display("#{cursor_x},#{cursor_y}") == "11,1")
    try await app.press("Tab")
    try await app.waitFor("the next match") { $0.input.hasPrefix("› Buy +homework ") }
    try await app.press("Enter")
    let added = try await app.waitFor("the todo added") { $0.title == "TODO - (4)" }
    #expect(added.items.first == "Buy +homework")
  }

  @Test("a prefix no project starts with changes nothing and says so; a plain word's Tab moves to the list")
  func noMatchSaysSoAndTabStillMovesToTheList() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("Buy +xy")
    try await app.press("Tab")
    let said = try await app.waitFor("the status") { $0.status == "No project starts with +xy" }
    #expect(said.input.hasPrefix("› Buy +xy "))
    try await app.type(" milk")
    try await app.press("Tab")
    let listed = try await app.waitFor("the list focused") { $0.selected.count == 1 }
    #expect(listed.input.hasPrefix("› Buy +xy milk"))
  }

  @Test("/ then @ph and Tab completes the search to @phone and filters by it")
  func tabCompletesInTheSearchLine() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "/")
    try await app.type("@ph")
    try await app.press("Tab")
    let searched = try await app.waitFor("the completed search") {
      $0.input.hasPrefix("/ @phone") && $0.items == ["Call mum @phone"]
    }
    #expect(searched.title.hasPrefix("TODO - (1/3)"))
  }
}
