import Testing
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("Command line")
struct LaunchOptionsTests {
  @Test(arguments: [
    ([], LaunchOptions.run(mouse: true)),
    (["--no-mouse"], .run(mouse: false)),
    (["--help"], .showHelp), (["-h"], .showHelp), (["--no-mouse", "-h"], .showHelp),
    (["--version"], .showVersion), (["-V"], .showVersion),
  ])
  func argumentsParse(arguments: [String], options: LaunchOptions) throws {
    #expect(try LaunchOptions.parse(arguments) == options)
  }

  @Test func unknownArgumentsSayWhatAndHowToFix() {
    #expect(throws: UsageError("unknown option '--bogus'")) { try LaunchOptions.parse(["--bogus"]) }
    #expect(throws: UsageError("unexpected argument 'file.txt'")) { try LaunchOptions.parse(["file.txt"]) }
    #expect(UsageError("x").description == "todo: x.\nTo fix: see 'todo --help' for the options.")
  }
}
