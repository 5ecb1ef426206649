import Foundation
import Testing

@Suite("Command line and unusable terminals")
struct CommandLineTests {
  @Test("standard input from /dev/null: explains and exits with 2")
  func stdinNotATerminal() async throws {
    let result = try await runProcess([try ToDoBinary.path()], stdinPath: "/dev/null")
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("todo: standard input is not a terminal"))
    #expect(result.stderr.contains("\nTo fix: "))
    #expect(result.stdout.isEmpty)
  }

  @Test("an unknown TERM: explains and exits with 2, leaving the terminal as it was")
  func unknownTerminalType() async throws {
    let app = try await TmuxSession(term: "nonsense")
    defer { app.kill() }

    let screen = try await app.waitFor("the app to exit") { $0.exitStatus != nil }
    #expect(screen[0].hasPrefix("todo: the terminal type 'nonsense' (from TERM) is unknown"))
    #expect(screen.contains("To fix: set TERM to a known type"))
    #expect(screen.exitStatus == 2)
    #expect(try await app.display("#{alternate_on} #{cursor_flag}") == "0 1")
  }

  @Test("--help and -h print the usage and exit with 0", arguments: ["--help", "-h"])
  func help(option: String) async throws {
    let result = try await runProcess([try ToDoBinary.path(), option])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Usage: todo"))
    #expect(result.stdout.contains("--no-mouse"))
    #expect(result.stderr.isEmpty)
  }

  @Test("--version and -V print the version and exit with 0", arguments: ["--version", "-V"])
  func version(option: String) async throws {
    let result = try await runProcess([try ToDoBinary.path(), option])
    #expect(result.status == 0)
    #expect(result.stdout == "todo 0.1.0\n")
    #expect(result.stderr.isEmpty)
  }

  @Test("an unknown option: names it, points to --help and exits with 2")
  func unknownOption() async throws {
    let result = try await runProcess([try ToDoBinary.path(), "--bogus"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("todo: unknown option '--bogus'.\n"))
    #expect(result.stderr.contains("To fix: see 'todo --help'"))
    #expect(result.stdout.isEmpty)
  }
}
