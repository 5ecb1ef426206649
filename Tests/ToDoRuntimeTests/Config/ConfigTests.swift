import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("Config file")
struct ConfigTests {
  static let environment = ["HOME": "/home/u"]

  private func read(_ text: String) -> (Config, [ConfigProblem]) {
    Config.read(text, path: "/home/u/.config/todo/config", environment: Self.environment)
  }

  @Test func theNamedListsAreReadInOrderAndABadOneIsSaid() {
    let (config, problems) = read(
      """
      [lists]
      work = "~/work/todo.txt"
      home = "/srv/home.txt"
      shop = "shop.txt"
      """)
    #expect(
      config.lists == [
        ListEntry(name: "work", path: "/home/u/work/todo.txt"),
        ListEntry(name: "home", path: "/srv/home.txt"),
      ])
    #expect(problems.map(\.line) == [4])
    #expect(problems.first?.problem == "shop = \"shop.txt\" is not a full path")
  }

  @Test func everySettingIsRead() throws {
    let (config, problems) = read(
      """
      # my settings
      file = "~/lists/todo.txt"   # a comment after a value
      new-todos = "bottom"
      creation-dates = true
      mouse = false

      [colors]
      priority-a = "red"
      project = "blue"
      context = "green"
      due = "yellow"

      [keys.browsing]
      delete = ["x", "Del"]
      [ keys.adding ]
      add = "^J"
      """)
    #expect(problems == [])
    var keymap = try Keymap.standard.rebinding("delete", in: .browsing, to: ["x", .delete])
    keymap = try keymap.rebinding("add", in: .adding, to: [.control("j")])
    #expect(
      config
        == Config(
          file: "/home/u/lists/todo.txt", newToDos: .bottom, creationDates: true, mouse: false,
          colors: [.priorityA: .red, .project: .blue, .context: .green, .due: .yellow], keymap: keymap))
  }

  @Test("every part of a todo can be coloured, or have its colour taken away with none")
  func everyColourTargetIsRead() {
    let (config, problems) = read(
      """
      [colors]
      due-today = "magenta"
      overdue = "none"
      upcoming = "cyan"
      threshold = "blue"
      done = "green"
      project = "none"
      """)
    #expect(problems == [])
    #expect(
      config.colors == [
        .dueToday: .magenta, .overdue: Config.ColorName.none, .upcoming: .cyan, .threshold: .blue,
        .done: .green,
        .project: Config.ColorName.none,
      ])
    #expect(Config.ColorTarget.done.style == .completedItem)
    #expect(
      Config.ColorTarget.upcoming.style == .upcoming && Config.ColorTarget.threshold.style == .threshold)
  }

  @Test func anEmptyFileIsTheDefaults() {
    let (config, problems) = read("\n# nothing yet\n\n")
    #expect(config == Config())
    #expect(problems == [])
  }

  /// Each class of mistake: the line, the reason, and what to write instead.
  @Test(arguments: [
    ("[colors", 1, "'[colors' is not a section heading", "write a heading as [colors] or [keys.browsing]"),
    ("mouse", 1, "'mouse' is not a setting", "write a setting as name = value"),
    ("my key = true", 1, "'my key' is not a setting's name", "write names of letters, digits, - and _"),
    (
      "mouse = yes", 1, "mouse has a value that cannot be read: yes",
      "write a value as \"text\" in double quotes"
    ),
    ("file = \"~/todo.txt", 1, "file has a value that cannot be read", "write a value as \"text\""),
    ("mouse = true\nmouse = false", 2, "mouse is set twice (first on line 1)", "keep one of the two lines"),
    (
      "colour = \"red\"", 1, "there is no setting 'colour'",
      "write one of: file, new-todos, creation-dates, mouse"
    ),
    ("file = \"todo.txt\"", 1, "file = \"todo.txt\" is not a full path", "write a path from / or ~/"),
    ("file = true", 1, "file = true is not a path", "write a path in double quotes"),
    (
      "new-todos = \"middle\"", 1, "new-todos = \"middle\" is no place in the list",
      "write new-todos = \"top\" or \"bottom\""
    ),
    (
      "creation-dates = \"yes\"", 1, "creation-dates = \"yes\" is not true or false",
      "write creation-dates = true or"
    ),
    (
      "[keys.filtering]\nx = \"y\"", 2, "there is no section [keys.filtering]",
      "write one of: [colors], [journal], [keys.adding]"
    ),
    (
      "[colors]\npriority-z = \"red\"", 2, "there is no colour 'priority-z'",
      "write one of: priority-a, priority-b, priority-c, project, context, due, due-today, overdue, "
        + "upcoming, threshold, done"
    ),
    (
      "[colors]\nproject = \"pink\"", 2, "project = \"pink\" names no colour",
      "write one of: \"black\", \"red\", \"green\", \"yellow\", \"blue\", \"magenta\", \"cyan\", \"white\", \"none\""
    ),
    ("[keys.browsing]\ndelete = true", 2, "delete = true names no key", "write a key as \"d\""),
    ("[keys.browsing]\ndelete = \"Ctrl-X\"", 2, "'Ctrl-X' names no key", "write keys as the help shows them"),
    (
      "[keys.browsing]\nremove = \"x\"", 2, "there is no command 'remove' in browsing mode",
      "write one of: moveUp"
    ),
    ("[keys.adding]\nadd = \"x\"", 2, "'x' types text in adding mode", "write a key such as ^X"),
    ("[keys.browsing]\ndelete = [\"x\", \"x\"]", 2, "'x' is named twice", "write each key once"),
  ])
  func aMistakeIsReportedWithItsLineAndWhatToWriteInstead(
    text: String, line: Int, problem: String, fix: String
  ) {
    let (config, problems) = read(text)
    #expect(problems.count == 1)
    let found = problems.first
    #expect(found?.line == line)
    #expect(found?.path == "/home/u/.config/todo/config")
    #expect(found?.problem.hasPrefix(problem) == true, "\(found?.problem ?? "none")")
    #expect(found?.fix.hasPrefix(fix) == true, "\(found?.fix ?? "none")")
    // The setting keeps its default.
    #expect(config.keymap == Keymap.standard)
    #expect(config.colors.isEmpty)
  }

  @Test func aProblemSaysTheFileAndLineFirstThenWhatToWrite() {
    let problem = ConfigProblem(
      path: "/c", line: 3, problem: "there is no setting 'x'", fix: "write one of: file")
    #expect(problem.description == "todo: /c:3: there is no setting 'x'.\n  To fix: write one of: file.")
  }

  @Test func aBrokenLineLeavesTheOthersWorking() {
    let (config, problems) = read(
      "new-todos = \"middle\"\nmouse = false\n[keys.browsing]\nremove = \"x\"\nquit = \"Q\"")
    #expect(problems.map(\.line) == [1, 4])
    #expect(config.newToDos == nil)
    #expect(config.mouse == false)
    #expect(config.keymap.keys(in: .browsing).bindings.first { $0.command == "quit" }?.keys == ["Q"])
  }

  @Test func aHashInAStringIsText() {
    let (config, problems) = read("file = \"/lists/#1.txt\" # mine")
    #expect(problems == [])
    #expect(config.file == "/lists/#1.txt")
  }

  @Test func windowsLineEndingsAreRead() {
    let (config, problems) = read("mouse = false\r\nnew-todos = \"bottom\"\r\n")
    #expect(problems == [])
    #expect(config.mouse == false)
    #expect(config.newToDos == .bottom)
  }

  @Test func theConfigFileFollowsXDG() {
    #expect(Config.defaultPath(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/todo/config")
    #expect(
      Config.defaultPath(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/todo/config")
    #expect(Config.defaultPath(environment: [:]) == nil)
  }
}

@Suite("Launch settings: options over the config over the defaults")
struct LaunchSettingsTests {
  static let config = Config(
    file: "/lists/todo.txt", newToDos: .bottom, creationDates: true, mouse: false)

  @Test func theConfigOverridesTheDefaults() {
    let settings = LaunchSettings(options: LaunchOptions(), config: Self.config)
    #expect(settings.file == .path("/lists/todo.txt"))
    #expect(settings.mouse == false)
    #expect(settings.preferences == Preferences(newToDos: .bottom, addsCreationDates: true))
  }

  @Test func optionsOverrideTheConfig() throws {
    let options = try LaunchOptions.parse([
      "--mouse", "--new-todos", "top", "--no-creation-dates", "mine.txt",
    ])
    let settings = LaunchSettings(options: options, config: Self.config)
    #expect(settings.file == .path("mine.txt"))
    #expect(settings.mouse == true)
    #expect(settings.preferences == Preferences(newToDos: .top, addsCreationDates: false))
  }

  @Test func demoOpensTheDemoWhateverTheConfigSays() throws {
    let settings = LaunchSettings(options: try LaunchOptions.parse(["--demo"]), config: Self.config)
    #expect(settings.file == .demo)
    #expect(settings.configFile == "/lists/todo.txt")
  }

  @Test func aReplayGoesOnLiveOnTheDemoUnlessTheConfigNamesAFile() throws {
    let options = try LaunchOptions.parse(["--replay", "s.jsonl"])
    #expect(LaunchSettings(options: options, config: Config()).file == .demo)
    #expect(LaunchSettings(options: options, config: Self.config).file == .path("/lists/todo.txt"))
  }

  @Test func fileAloneOpensTheConfigsFile() throws {
    let options = try LaunchOptions.parse(["--file"])
    #expect(
      LaunchSettings(options: options, config: Self.config).file == .path("/lists/todo.txt"))
    #expect(LaunchSettings(options: options, config: Config()).file == .defaultLocation)
  }

  @Test func withoutConfigOrOptionsItIsTheDefaultListWithTheDefaults() {
    let settings = LaunchSettings(options: LaunchOptions(), config: Config())
    #expect(settings.file == .defaultLocation)
    #expect(settings.mouse == true)
    #expect(settings.preferences == Preferences())
  }

  @Test func notesIsAFolderForTheNotes() {
    func read(_ text: String) -> (Config, [ConfigProblem]) {
      Config.read(text, path: "/home/u/.config/todo/config", environment: ConfigTests.environment)
    }
    #expect(read("notes = \"~/notes\"\n").0.notes == "/home/u/notes")
    #expect(LaunchSettings(options: LaunchOptions(), config: read("notes = \"/n\"\n").0).notesFolder == "/n")
    let (config, problems) = read("notes = \"notes\"\nnotes.x = true\n")
    #expect(config.notes == nil)
    #expect(problems.first?.problem == "notes = \"notes\" is not a full path")
    #expect(read("notes = true\n").1.map(\.fix) == ["write a folder in double quotes: notes = \"~/notes\""])
  }

  @Test func syncIsGitOrOffAndTheCommandLineWins() {
    func read(_ text: String) -> (Config, [ConfigProblem]) {
      Config.read(text, path: "/home/u/.config/todo/config", environment: ConfigTests.environment)
    }
    #expect(read("sync = \"git\"\n").0.sync == true)
    #expect(read("sync = \"off\"\n").0.sync == false)
    let (config, problems) = read("sync = \"svn\"\n")
    #expect(config.sync == nil)
    #expect(problems.map(\.problem) == ["sync = \"svn\" names no way to sync"])
    #expect(problems.map(\.fix) == ["write sync = \"git\" (or \"off\")"])
    var on = Config()
    on.sync = true
    #expect(LaunchSettings(options: LaunchOptions(), config: on).sync)
    var options = LaunchOptions()
    options.sync = false
    #expect(!LaunchSettings(options: options, config: on).sync, "--no-sync")
    #expect(!LaunchSettings(options: LaunchOptions(), config: Config()).sync, "off by default")
  }
}
