import Testing

@Suite("Selecting and deleting with keys")
struct SelectingAndDeletingTests {
  @Test("↓ moves into the list and down it; ↑ at the top and Esc go back to the input")
  func arrowsMoveTheSelection() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.press("Down")
    let first = try await app.waitFor("the first todo to be selected") { $0.selected == ["Buy the milk"] }
    #expect(first.listRows[1] == "  Take my dog" && first.listRows[2] == "  Rent a car")
    #expect(first.footer == AppUnderTest.listFooter)

    try await app.press("Down")
    try await app.waitFor("the second todo to be selected") { $0.selected == ["Take my dog"] }
    try await app.press("Up")
    try await app.waitFor("the first todo to be selected again") { $0.selected == ["Buy the milk"] }

    try await app.press("Up")
    let input = try await app.waitFor("the focus back on the input") { $0.selected.isEmpty }
    #expect(input.footer.hasPrefix(AppUnderTest.inputFooter))
    #expect(input.items == AppUnderTest.loadedTitles)
    #expect(try await app.display("#{cursor_flag} #{cursor_x},#{cursor_y}") == "1 2,1")
    // Esc in the list also goes back to the input.
    try await app.press("Down")
    try await app.waitFor("the first todo to be selected") { $0.selected == ["Buy the milk"] }
    try await app.press("Escape")
    let escaped = try await app.waitFor("the focus back on the input after Esc") { $0.selected.isEmpty }
    #expect(escaped.footer.hasPrefix(AppUnderTest.inputFooter))
    #expect(escaped.items == AppUnderTest.loadedTitles)
  }

  @Test("typing and moves between updates of the whole screen leave every row in place")
  func smallAndLargeUpdatesTakeTurns() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.type("Write the memo")
    try await app.waitFor("the text in the input") { $0.input.hasPrefix("› Write the memo ") }
    try await app.press("Down")
    try await app.waitFor("the first todo to be selected") { $0.selected == ["Buy the milk"] }
    try await app.press("Down")
    let moved = try await app.waitFor("the second todo to be selected") { $0.selected == ["Take my dog"] }
    #expect(moved.listRows[0] == "  Buy the milk" && moved.listRows[2] == "  Rent a car")
    #expect(moved.input.hasPrefix("› Write the memo ") && moved.footer == AppUnderTest.listFooter)
    try await app.press("Up")
    try await app.waitFor("the first todo to be selected again") { $0.selected == ["Buy the milk"] }
    try await app.press("Tab")
    try await app.type("!")
    let back = try await app.waitFor("the text typed on") { $0.input.hasPrefix("› Write the memo! ") }
    #expect(back.items == AppUnderTest.loadedTitles && back.selected.isEmpty)
    #expect(back.listRows[0] == "  Buy the milk" && back.listRows[1] == "  Take my dog")
    #expect(back.footer.hasPrefix(AppUnderTest.inputFooter))
    #expect(try await app.display("#{cursor_flag} #{cursor_x},#{cursor_y}") == "1 17,1")
  }

  @Test("the help opened after typing is drawn where it belongs")
  func helpAfterTypingIsInPlace() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.type("abcdefghijkl")
    try await app.waitFor("the text in the input") { $0.input.hasPrefix("› abcdefghijkl ") }
    try await app.press("F1")
    let help = try await app.waitFor("the help") { $0[1].contains("Keys") }
    #expect(help[1].hasPrefix("›┌─ Keys · / search words ─") && help[1].hasSuffix("┐]"), "\(help[1])")
    try await app.press("Escape")
    try await app.waitFor("the help closed") { !$0[1].contains("Keys") }
    try await app.type("mn")
    let typed = try await app.waitFor("the text typed on") { $0.input.hasPrefix("› abcdefghijklmn ") }
    #expect(typed.input.hasSuffix("[ Add ]"), "\(typed.input)")
  }

  @Test(
    "d, Delete and Backspace in the list delete the selected todo and select the one that took its place",
    arguments: ["d", "DC", "BSpace"])
  func deleteKeysDeleteTheSelectedToDo(key: String) async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.press("Down", "Down")
    try await app.waitFor("“Take my dog” to be selected") { $0.selected == ["Take my dog"] }
    try await app.press(key)
    let deleted = try await app.waitFor("the todo to be deleted") { $0.count == 2 }
    #expect(deleted.title == "TODO - (2)")
    #expect(deleted.items == ["Buy the milk", "Rent a car"])
    #expect(deleted.selected == ["Rent a car"])
    #expect(deleted.status.hasPrefix("Deleted (Ctrl-Z to undo): “Take my dog”"))
  }
}
