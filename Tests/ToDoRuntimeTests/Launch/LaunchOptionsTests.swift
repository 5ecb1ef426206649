import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("Command line")
struct LaunchOptionsTests {
  @Test(arguments: [
    ([], LaunchOptions()),
    (["--no-mouse"], LaunchOptions(mouse: false)),
    (["--help"], LaunchOptions(mode: .showHelp)), (["-h"], LaunchOptions(mode: .showHelp)),
    (["--no-mouse", "-h"], LaunchOptions(mode: .showHelp)),
    (["--version"], LaunchOptions(mode: .showVersion)), (["-V"], LaunchOptions(mode: .showVersion)),
    (["--record", "s.jsonl"], LaunchOptions(recordPath: "s.jsonl")),
    (
      ["--replay", "s.jsonl"],
      LaunchOptions(mode: .replay(path: "s.jsonl", print: false, size: nil, realtime: false))
    ),
    (
      ["--replay", "s.jsonl", "--realtime"],
      LaunchOptions(mode: .replay(path: "s.jsonl", print: false, size: nil, realtime: true))
    ),
    (["todo.txt"], LaunchOptions(file: .path("todo.txt"))),
    (["--file", "work.txt"], LaunchOptions(file: .path("work.txt"))),
    (["--file"], LaunchOptions(file: .defaultLocation)),
    (["--file", "--no-mouse"], LaunchOptions(mouse: false, file: .defaultLocation)),
    (["--demo"], LaunchOptions(file: .demo)),
    (["--demo", "--no-mouse"], LaunchOptions(mouse: false, file: .demo)),
    (
      ["--print", "--replay", "s", "--size", "40x10"],
      LaunchOptions(mode: .replay(path: "s", print: true, size: Size(columns: 40, rows: 10), realtime: false))
    ),
  ])
  func argumentsParse(arguments: [String], options: LaunchOptions) throws {
    #expect(try LaunchOptions.parse(arguments) == options)
  }

  @Test(arguments: [
    (["--bogus"], "unknown option '--bogus'"),
    (["a.txt", "--file"], "--file names one file: name the others after it (todo a.txt b.txt)"),
    (["--replay", "x", "a.txt"], "a replay uses the todos in its recording, not a file"),
    (["--record"], "--record needs a value"),
    (["--replay", "--print"], "--replay needs a value"),
    (["--print"], "--print goes with --replay FILE"),
    (["--realtime"], "--realtime goes with --replay FILE"),
    (["--replay", "x", "--size", "80x24"], "--size goes with --print"),
    (
      ["--replay", "x", "--print", "--size", "80"],
      "--size takes COLUMNSxROWS from 1x1 to 2000x1000, like 80x24, not '80'"
    ),
    (
      ["--replay", "x", "--print", "--size", "0x5"],
      "--size takes COLUMNSxROWS from 1x1 to 2000x1000, like 80x24, not '0x5'"
    ),
    (["--replay", "x", "--record", "y"], "--record and --replay cannot be used together"),
    (["--demo", "a.txt"], "--demo opens the demo list, not a file: leave out --demo or the file"),
    (["--file", "--demo"], "--demo opens the demo list, not a file: leave out --demo or the file"),
    (["--replay", "x", "--demo"], "a replay uses the todos in its recording, not a file"),
  ])
  func badCommandLinesSayWhatIsWrong(arguments: [String], problem: String) {
    #expect(throws: UsageError(problem)) { try LaunchOptions.parse(arguments) }
  }

  @Test func theDefaultFileFollowsXDG() {
    #expect(
      LaunchOptions.defaultFilePath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        == "/data/todo/todo.txt")
    #expect(
      LaunchOptions.defaultFilePath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"])
        == "/home/u/.local/share/todo/todo.txt")
    #expect(
      LaunchOptions.defaultFilePath(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/todo/todo.txt")
    #expect(LaunchOptions.defaultFilePath(environment: [:]) == nil)
  }

  @Test(arguments: [
    (["HOME": "/home/u"], "/home/u/.local/share/todo/todo.txt", "the default place, in $HOME"),
    (["HOME": "/home/u", "XDG_DATA_HOME": "/data"], "/data/todo/todo.txt", "$XDG_DATA_HOME"),
    (
      ["HOME": "/home/u", "XDG_DATA_HOME": "/data", "TODO_DIR": "/home/u/.todo-txt/"],
      "/home/u/.todo-txt/todo.txt", "$TODO_DIR (todo.sh's folder)"
    ),
    (
      ["HOME": "/home/u", "TODO_DIR": "/home/u/.todo-txt", "TODO_FILE": "/sync/my-list.txt"],
      "/sync/my-list.txt", "$TODO_FILE (todo.sh's list)"
    ),
    // Set but empty is unset, as in todo.sh.
    (
      ["HOME": "/home/u", "TODO_DIR": "", "TODO_FILE": ""], "/home/u/.local/share/todo/todo.txt",
      "the default place, in $HOME"
    ),
  ])
  func theDefaultListIsTodoShsThenXDGs(environment: [String: String], path: String, chosenBy: String) {
    #expect(DefaultList.resolve(environment: environment) == DefaultList(path: path, chosenBy: chosenBy))
    #expect(LaunchOptions.defaultFilePath(environment: environment) == path)
  }

  @Test func withoutAnyVariableThereIsNoDefaultList() {
    #expect(DefaultList.resolve(environment: ["TODO_DIR": ""]) == nil)
    #expect(DefaultList.resolve(environment: ["TODO_DIR": "/"])?.path == "/todo.txt")
  }

  @Test(arguments: [
    ("/home/u/todo.txt", "~/todo.txt"), ("/home/u/lists/work.txt", "~/lists/work.txt"),
    ("/home/user2/todo.txt", "/home/user2/todo.txt"), ("/tmp/todo.txt", "/tmp/todo.txt"),
    ("todo.txt", "todo.txt"),
  ])
  func theTitleRowWritesTheHomeFolderAsTilde(path: String, shown: String) {
    #expect(LaunchOptions.abbreviatingHome(path, environment: ["HOME": "/home/u"]) == shown)
    #expect(LaunchOptions.abbreviatingHome(path, environment: ["HOME": "/"]) == path)
  }

  @Test func theErrorSaysHowToFixIt() {
    #expect(UsageError("x").description == "todo: x.\nTo fix: see 'todo --help' for the options.")
  }
}

@Suite("Command line: paths")
struct LaunchPathTests {
  @Test(arguments: [
    (["--", "-list.txt"], LaunchOptions(file: .path("-list.txt"))),
    (["--no-mouse", "--", "--help"], LaunchOptions(mouse: false, file: .path("--help"))),
    (["--", "-"], LaunchOptions(file: .path("-"))),
  ])
  func doubleDashEndsTheOptions(arguments: [String], options: LaunchOptions) throws {
    #expect(try LaunchOptions.parse(arguments) == options)
  }

  @Test func severalFilesAreListsToSwitchTo() throws {
    var options = LaunchOptions(file: .path("a.txt"))
    options.moreFiles = ["b.txt", "c.txt"]
    #expect(try LaunchOptions.parse(["a.txt", "b.txt", "--", "c.txt", "b.txt"]) == options)
  }

  @Test(arguments: [
    ([""], "the path for the todo file is empty"),
    (["--", ""], "the path for the todo file is empty"),
    (["--file", ""], "the path for --file is empty"),
    (["--record", ""], "the path for --record is empty"),
    (["--replay", ""], "the path for --replay is empty"),
  ])
  func emptyPathsAreUsageErrors(arguments: [String], problem: String) {
    #expect(throws: UsageError(problem)) { try LaunchOptions.parse(arguments) }
  }

  @Test func aPrintedSizeIsOneATerminalCanHave() throws {
    let largest = Size.largestTerminal
    #expect(
      try LaunchOptions.parse(["--replay", "r", "--print", "--size", "\(largest.columns)x\(largest.rows)"])
        == LaunchOptions(mode: .replay(path: "r", print: true, size: largest, realtime: false)))
    #expect(throws: UsageError.self) {
      try LaunchOptions.parse(["--replay", "r", "--print", "--size", "10000x10000"])
    }
  }
}

@Suite("Command line: the settings and the printing modes")
struct LaunchSettingsOptionsTests {
  @Test(arguments: [
    (["--new-todos", "bottom"], LaunchOptions(newToDos: .bottom)),
    (["--new-todos", "top"], LaunchOptions(newToDos: .top)),
    (["--creation-dates"], LaunchOptions(creationDates: true)),
    (["--creation-dates", "--no-creation-dates"], LaunchOptions(creationDates: false)),
    (["--mouse"], LaunchOptions(mouse: true)),
    (["--config", "c.toml", "x.txt"], LaunchOptions(file: .path("x.txt"), configPath: "c.toml")),
    (["--where"], LaunchOptions(mode: .showPaths)),
    (["--where", "--file"], LaunchOptions(mode: .showPaths, file: .defaultLocation)),
    (["--check-config", "--config", "c"], LaunchOptions(mode: .checkConfig, configPath: "c")),
    (["--generate", "man"], LaunchOptions(mode: .generate(.man))),
    (["--generate", "fish"], LaunchOptions(mode: .generate(.fish))),
  ])
  func settingsParse(arguments: [String], options: LaunchOptions) throws {
    #expect(try LaunchOptions.parse(arguments) == options)
  }

  @Test(arguments: [
    (["--new-todos", "middle"], "--new-todos takes top or bottom, not 'middle'"),
    (["--new-todos"], "--new-todos needs a value"),
    (["--config"], "--config needs a value"),
    (["--config", ""], "the path for --config is empty"),
    (["--generate", "pdf"], "--generate takes man, bash, zsh or fish, not 'pdf'"),
    (
      ["--where", "--replay", "r"],
      "--where, --check-config and --generate print and exit: they go without --replay and --record"
    ),
  ])
  func badSettingsSayWhatIsWrong(arguments: [String], problem: String) {
    #expect(throws: UsageError(problem)) { try LaunchOptions.parse(arguments) }
  }

  @Test func theHelpListsEveryDocumentedOptionOnce() {
    for option in LaunchOption.documented {
      let lines = LaunchOptions.usage.split(separator: "\n").filter {
        $0 == "  " + option.synopsis || $0.hasPrefix("  " + option.synopsis + " ")
      }
      #expect(lines.count == 1, "\(option.synopsis)")
    }
  }

  @Test func syncTakesGitAndNoSyncTurnsItOff() throws {
    #expect(try LaunchOptions.parse(["--sync", "git"]).sync == true)
    #expect(try LaunchOptions.parse(["--no-sync"]).sync == false)
    #expect(try LaunchOptions.parse([]).sync == nil)
    #expect(throws: UsageError("--sync takes git, not 'svn'")) { try LaunchOptions.parse(["--sync", "svn"]) }
    #expect(throws: UsageError("--sync needs a value")) { try LaunchOptions.parse(["--sync"]) }
  }
}
