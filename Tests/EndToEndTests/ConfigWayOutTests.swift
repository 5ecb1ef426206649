import Foundation
import Testing

@Suite("The config file cannot take away the way out")
struct ConfigWayOutEndToEndTests {
  private static let stuckConfig = """
    [keys.adding]
    clearInput = "^C"
    [keys.browsing]
    quit = []

    """

  @Test("--check-config: ^C taken from quit in the input line is refused, exit 2, with the line to fix")
  func checkConfigRefusesAKeymapWithNoWayOut() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("config", Self.stuckConfig)
    let binary = try ToDoBinary.path()

    let checked = try await runProcess([binary, "--config", folder.file("config"), "--check-config"])
    #expect(checked.status == 2)
    #expect(
      checked.stderr.hasPrefix(
        "todo: \(folder.file("config")):2: with this line no key quits in adding mode, "
          + "nor leads to a mode where one does.\n"))
    #expect(checked.stderr.contains("To fix: keep a key for quit there (quit = \"^C\" in [keys.adding])"))
    #expect(!checked.stdout.contains("no problems"))
  }

  @Test("the app with that config says so, and Ctrl-C in the input line still quits")
  func theAppStillQuits() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("config", Self.stuckConfig)
    try folder.write("todo.txt", "First todo\n")
    let app = try await TmuxSession(arguments: ["--config", folder.file("config"), folder.file("todo.txt")])
    defer { app.kill() }

    try await app.waitFor("the list", timeout: .seconds(20)) { $0.contains("First todo") }
    try await app.type("half typed")
    try await app.waitFor("the text typed", timeout: .seconds(20)) { $0.contains("half typed") }
    try await app.press("C-c")
    let screen = try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(screen.contains("todo: \(folder.file("config")):2: with this line no key quits"))
    #expect(folder.read("todo.txt") == "First todo\n")
  }
}
