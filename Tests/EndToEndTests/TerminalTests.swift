import Testing

@Suite("Terminal handling")
struct TerminalTests {
  @Test("a resize to 100×30 redraws the whole screen at the new size")
  func resizeRedraws() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()

    try await app.resize(columns: 100, rows: 30)
    let wide = String(repeating: "─", count: 100)
    let resized = try await app.waitFor("the redraw at 100×30", timeout: .seconds(2)) {
      $0.rows.count == 30 && $0.separator == wide
    }
    #expect(resized.title == "TODO - (3)")
    #expect(resized.input.hasPrefix("› \(AppUnderTest.placeholder)") && resized.input.hasSuffix("[ Add ]"))
    #expect(resized.input.count == 100, "[ Add ] ends at the right edge")
    #expect(resized.items == AppUnderTest.loadedTitles)
    #expect(resized[28] == "Loaded 3 todos.")
    #expect(resized[29].hasPrefix(AppUnderTest.inputFooter) && resized[29].hasSuffix(AppUnderTest.quitHint))
    #expect(resized.rows[6..<28].allSatisfy { $0.isEmpty }, "nothing left over from the 80×24 screen")
  }

  @Test("Ctrl-C quits with status 0 and gives the terminal back")
  func controlCQuits() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }
    try await app.waitUntilLoaded()
    #expect(try await app.display("#{alternate_on} #{mouse_any_flag}") == "1 1")

    try await app.press("C-c")
    let after = try await app.waitFor("the app to exit") { $0.exitStatus != nil }
    #expect(after.exitStatus == 0)
    #expect(!after.contains("TODO - ("), "the app's screen is gone with the alternate screen")
    #expect(try await app.display("#{alternate_on} #{cursor_flag}") == "0 1")
    #expect(try await app.display("#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}") == "000")
  }
}
