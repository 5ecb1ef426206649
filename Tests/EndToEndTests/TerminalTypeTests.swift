import Foundation
import Testing

@Suite("Terminal types and sizes")
struct TerminalTypeTests {
  @Test("a terminal type that cannot address the cursor is refused like an unknown one", arguments: ["dumb"])
  func terminalWithoutCursorAddressing(term: String) async throws {
    let app = try await TmuxSession(term: term)
    defer { app.kill() }
    #expect(try await app.waitForExit() == 2)
    let screen = try await app.screen()
    #expect(
      screen[0].hasPrefix("todo: the terminal type '\(term)' (from TERM) cannot move the cursor"), "\(screen)"
    )
    #expect(screen.contains("To fix: run todo in a terminal window"))
    #expect(try await app.display("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test("COLUMNS and LINES in the environment do not override the terminal's real size")
  func sizeComesFromTheTerminal() async throws {
    // Neither 80×24, the terminfo entry's size, nor the environment's 40×10.
    let app = try await TmuxSession(columns: 90, rows: 20, environment: ["COLUMNS": "40", "LINES": "10"])
    defer { app.kill() }
    let screen = try await app.waitUntilLoaded()
    #expect(screen.separator == String(repeating: "─", count: 90))
    #expect(screen.rows.count == 20 && screen.footer.hasPrefix(AppUnderTest.inputFooter), "\(screen)")
    #expect(screen[18] == "Loaded 3 todos.")
  }

  @Test("keys are read as the terminal type's entry names them: F1 on the Linux console is ESC [ [ A")
  func keysOfTheTerminalTypesEntry() async throws {
    let app = try await TmuxSession(term: "linux")
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.pressHex(["1b", "5b", "5b", "41"])
    let help = try await app.waitFor("the help") { $0.contains("Keys") && $0.contains("others close") }
    #expect(help[0].hasPrefix("TODO - (3)"))
    // Nothing of the sequence was typed: the input is empty once the help is closed.
    try await app.press("Space")
    let closed = try await app.waitFor("the help closed") { !$0.contains("others close") }
    #expect(closed.inputIsEmpty, "\(closed.input)")
  }
}
