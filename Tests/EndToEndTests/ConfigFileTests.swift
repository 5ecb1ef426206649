import Foundation
import Testing

@Suite("The config file, as a user writes it")
struct ConfigFileTests {
  @Test("a config that remaps delete to x and colours projects red: x deletes, d does not, +projects are red")
  func remappedKeyAndColour() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("config/todo"), withIntermediateDirectories: true)
    try folder.write("todo.txt", "Call mom +family\nBuy milk\n")
    try folder.write(
      "config/todo/config",
      """
      file = "\(folder.file("todo.txt"))"
      [colors]
      project = "red"
      [keys.browsing]
      delete = "x"
      """)
    let app = try await TmuxSession(arguments: [], environment: ["XDG_CONFIG_HOME": folder.file("config")])
    defer { app.kill() }

    // No file on the command line: the config's file is open.
    try await app.waitFor("the list from the config's file", timeout: .seconds(20)) {
      $0.contains("Buy milk")
    }
    // Red is colour 1: `ESC[31m` before the project, and only there.
    let colored = try await app.screenWithColors()
    #expect(colored.contains("\u{1B}[31m+family"))
    #expect(!colored.contains("\u{1B}[31mCall"))

    try await app.press("Down")
    // The footer offers the new key.
    try await app.waitFor("the list's footer", timeout: .seconds(20)) { $0.contains("x delete") }
    try await app.press("d")
    try await app.press("x")
    try await app.waitFor("the first todo deleted by x", timeout: .seconds(20)) {
      // d did nothing and x deleted one: one todo left, the second.
      $0[0].hasPrefix("TODO - (1)") && $0[3].contains("Buy milk")
    }
    try await app.press("q")
    try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(folder.read("todo.txt") == "Buy milk\n")
  }

  @Test("a broken line: the app says file, line and fix, and starts with the defaults for it")
  func brokenLineStartsWithDefaults() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("config", "mouse = maybe\nnew-todos = \"bottom\"\n")
    try folder.write("todo.txt", "First\n")
    let app = try await TmuxSession(arguments: ["--config", folder.file("config"), folder.file("todo.txt")])
    defer { app.kill() }

    try await app.waitFor("the list", timeout: .seconds(20)) { $0.contains("First") }
    try await app.type("Second")
    try await app.press("Enter")
    try await app.waitFor("the todo added", timeout: .seconds(20)) { $0.contains("Added “Second”") }
    try await app.press("C-c")
    let screen = try await app.waitFor("the app to quit", timeout: .seconds(20)) { $0.contains("EXIT=0") }
    #expect(screen.contains("todo: \(folder.file("config")):1: mouse has a value that cannot be read"))
    // The other line applied: the new todo went to the bottom.
    #expect(folder.read("todo.txt") == "First\nSecond\n")
  }

  @Test("a bad config line is on screen at the start, with F1, which lists it first")
  func aBadLineIsOnScreen() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("config", "new-todos = bottom\n")
    try folder.write("todo.txt", "First\n")
    let app = try await TmuxSession(
      arguments: ["--config", folder.file("config"), folder.file("todo.txt")], columns: 80, rows: 24)
    defer { app.kill() }
    let started = try await app.waitFor("the problem on screen", timeout: .seconds(20)) {
      $0.contains("First") && $0.contains("Config problem (F1 shows it)")
    }
    // Longer than the line: shown whole, wrapped over the list's last rows.
    #expect(started.contains("─ Message"), "\(started)")
    let message = started.rows.joined(separator: " ")
    #expect(message.contains("new-todos has a value that cannot be read"), "\(started)")
    try await app.press("Down")
    try await app.press("F1")
    let help = try await app.waitFor("the help", timeout: .seconds(20)) {
      $0.contains("Keys · / search words")
    }
    #expect(help.contains("A config problem"), "\(help)")
    #expect(help.contains("config:1: new-todos has"), "\(help)")
  }

  @Test("--check-config: exit 2 and each problem for a broken file, 0 for a good one")
  func checkConfig() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("bad", "[keys.browsing]\nremove = \"x\"\n")
    try folder.write("good", "new-todos = \"bottom\"\n")
    let binary = try ToDoBinary.path()

    let bad = try await runProcess([binary, "--config", folder.file("bad"), "--check-config"])
    #expect(bad.status == 2)
    #expect(
      bad.stderr.hasPrefix("todo: \(folder.file("bad")):2: there is no command 'remove' in browsing mode.\n"))
    #expect(bad.stderr.contains("To fix: write one of: moveUp"))

    let good = try await runProcess([binary, "--config", folder.file("good"), "--check-config"])
    #expect(good.status == 0)
    #expect(good.stderr.isEmpty)

    let missing = try await runProcess([binary, "--config", folder.file("none"), "--check-config"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("there is no such file"))
  }

  @Test("--check-config checks the saved views file beside the config too, and names the file at fault")
  func checkViewsFile() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("config", "new-todos = \"bottom\"\n")
    try folder.write("views", "[view.1]\nname = \"Work\"\nsort = \"size\"\n")
    let binary = try ToDoBinary.path()

    let bad = try await runProcess([binary, "--config", folder.file("config"), "--check-config"])
    #expect(bad.status == 2)
    #expect(bad.stderr.hasPrefix("todo: \(folder.file("views")):3: sort \"size\" is not a sort.\n"))
    #expect(bad.stderr.hasSuffix("todo: 1 problem in the views file.\n"))

    try folder.write("views", "[view.1]\nname = \"Work\"\nsort = \"due\"\n")
    let good = try await runProcess([binary, "--config", folder.file("config"), "--check-config"])
    #expect(good.status == 0 && good.stderr.isEmpty)
    #expect(good.stdout.contains("\(folder.file("views")): no problems."))
  }

  @Test("--where prints the config file and the todo file in use; options override the config")
  func wherePrintsThePaths() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("config", "file = \"/lists/from-config.txt\"\n")
    let binary = try ToDoBinary.path()

    let fromConfig = try await runProcess([binary, "--config", folder.file("config"), "--where"])
    #expect(fromConfig.status == 0)
    #expect(fromConfig.stdout.contains("config:       \(folder.file("config"))\n"))
    #expect(fromConfig.stdout.contains("todo file:    /lists/from-config.txt\n"))

    let fromOption = try await runProcess([
      binary, "--config", folder.file("config"), "--where", "/x/mine.txt",
    ])
    #expect(fromOption.stdout.contains("todo file:    /x/mine.txt\n"))
  }
}
