import Foundation
import Testing

/// The app started from a real shell and stopped and continued from outside, as a shell's
/// job control does it.
@Suite("Job control")
struct JobControlTests {
  /// Starts the demo list from the shell and waits for it.
  static func startApp(in shell: ShellSession) async throws -> Int32 {
    try await shell.run("TODO_SIMULATED_DELAY_MS=0 \(shellQuoted(try ToDoBinary.path())) --demo")
    try await shell.waitFor("the app") { $0[0].hasPrefix("TODO - (3)") && $0.contains("Rent a car") }
    return try await shell.childPID()
  }

  @Test("stopped with SIGSTOP and continued with fg: raw keys again, every mode and a full redraw")
  func stopThenForeground() async throws {
    let shell = try await ShellSession()
    defer { shell.kill() }
    let pid = try await Self.startApp(in: shell)

    kill(pid, SIGSTOP)
    try await shell.waitFor("the shell to report the stop") { $0.contains("Stopped") }
    try await shell.run("fg")
    try await shell.waitFor("the app redrawn") { $0[0].hasPrefix("TODO - (3)") && $0.contains("Rent a car") }
    // One key, no Enter: it acts at once only in raw mode.
    try await shell.type("x")
    try await shell.waitFor("the key to act at once") { $0[1].hasPrefix("› x ") }
    #expect(try await shell.display("#{alternate_on} #{mouse_any_flag} #{keypad_cursor_flag}") == "1 1 1")
    try await shell.press("C-c")
    try await shell.waitFor("the shell back") { !$0.contains("TODO - (") }
  }

  @Test(
    "stopped with SIGTSTP and continued with bg: nothing drawn over the shell; fg takes the terminal back")
  func stopThenBackgroundThenForeground() async throws {
    let shell = try await ShellSession()
    defer { shell.kill() }
    let pid = try await Self.startApp(in: shell)

    kill(pid, SIGTSTP)
    try await shell.waitFor("the shell to report the stop") { $0.contains("Stopped") }
    try await shell.run("bg")
    try await shell.run("jobs -l")
    try await shell.waitFor("the job running in the background") { $0.contains("\(pid) Running") }
    // A resize makes a running app draw; in the background it must not.
    try await shell.resize(columns: 70, rows: 20)
    try await shell.run("echo shell-$((6 * 7))")
    let background = try await shell.waitFor("the shell's output") { $0.contains("shell-42") }
    #expect(!background.contains("TODO - ("), "nothing of the app over the shell:\n\(background)")
    #expect(try await shell.display("#{alternate_on} #{mouse_any_flag}") == "0 0")

    try await shell.run("fg")
    try await shell.waitFor("the app redrawn at 70×20") {
      $0[0].hasPrefix("TODO - (3)") && $0[2] == String(repeating: "─", count: 70)
    }
    try await shell.type("y")
    try await shell.waitFor("the key to act at once") { $0[1].hasPrefix("› y ") }
    try await shell.press("C-c")
    try await shell.waitFor("the shell back") { !$0.contains("TODO - (") }
  }

  @Test(
    "stopped with SIGSTOP, continued with bg: the screen is given back; fg of the running job takes it again")
  func stopThenBackgroundThenForegroundWithoutSignal() async throws {
    let shell = try await ShellSession()
    defer { shell.kill() }
    let pid = try await Self.startApp(in: shell)

    kill(pid, SIGSTOP)
    try await shell.waitFor("the shell to report the stop") { $0.contains("Stopped") }
    try await shell.run("bg")
    // Continued in the background, the app gives the screen back; what the shell prints
    // before that goes to the alternate screen, which then disappears.
    try await shell.waitFor(
      "the screen given back", display: "#{alternate_on} #{mouse_any_flag}", toRead: "0 0")
    try await shell.run("jobs -l")
    try await shell.waitFor("the job running in the background") { $0.contains("\(pid) Running") }
    #expect(try await shell.display("#{alternate_on} #{mouse_any_flag}") == "0 0")
    // `fg` of a running job sends no signal: the app must notice the foreground itself.
    try await shell.run("fg")
    try await shell.waitFor("the app redrawn") { $0[0].hasPrefix("TODO - (3)") && $0.contains("Rent a car") }
    try await shell.type("z")
    try await shell.waitFor("the key to act at once") { $0[1].hasPrefix("› z ") }
    try await shell.press("C-c")
    try await shell.waitFor("the shell back") { !$0.contains("TODO - (") }
  }
}
