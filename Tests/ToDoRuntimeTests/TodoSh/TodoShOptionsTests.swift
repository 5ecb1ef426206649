import Testing

@testable import ToDoCore
@testable import ToDoRuntime

/// todo.sh's options, and the settings they, the environment and the configuration make.
@Suite("todo.sh options and settings")
struct TodoShOptionsTests {
  @Test func groupedLettersSetTheirSettingsAndTheActionFollows() {
    let options = TodoShOptions.parse(["-npf", "del", "2", "-f"])
    #expect(options.overrides["TODOTXT_PRESERVE_LINE_NUMBERS"] == "0")
    #expect(options.overrides["TODOTXT_PLAIN"] == "1")
    #expect(options.overrides["TODOTXT_FORCE"] == "1")
    #expect(options.arguments == ["del", "2", "-f"])
  }

  @Test func hidingTogglesEachTimeAndTheConfigurationFileIsTaken() {
    let options = TodoShOptions.parse(["-P", "-@", "-+", "-P", "-d", "my.cfg", "-vv", "ls"])
    #expect(!options.hidePriorities && options.hideContexts && options.hideProjects)
    #expect(options.configFile == "my.cfg")
    #expect(options.verbosity == 2)
    #expect(TodoShOptions.parse(["-dother.cfg", "ls"]).configFile == "other.cfg")
    // Twice shows them again, as todo.sh's -@ -@ does.
    #expect(!TodoShOptions.parse(["-@", "-@@", "-@", "ls"]).hideContexts)
    #expect(!TodoShOptions.parse(["-@@", "ls"]).hideContexts)
    #expect(TodoShOptions.parse(["-@@", "-@", "ls"]).hideContexts)
  }

  @Test func helpVersionUnknownAndTheEnd() {
    #expect(TodoShOptions.parse(["-h", "ls"]).arguments == ["shorthelp"])
    #expect(TodoShOptions.parse(["-V"]).showVersion)
    #expect(TodoShOptions.parse(["-z", "ls"]).badOption == "-z")
    #expect(TodoShOptions.parse(["-d"]).badOption == "-d")
    #expect(TodoShOptions.parse(["--", "-p"]).arguments == ["-p"])
    #expect(TodoShOptions.parse(["add", "-p"]).overrides.isEmpty)
  }

  @Test func theEnvironmentAndTheOptionsWinOverTheConfigurationFile() throws {
    let environment = ["HOME": "/h", "TODOTXT_VERBOSE": "0"]
    let options = TodoShOptions.parse(["-p", "-t"])
    var variables = TodoShSettings.beforeConfig(environment: environment, options: options)
    #expect(variables["PRI_A"] == "\\\\033[1;33m")
    let script =
      "export TODOTXT_VERBOSE=2\nexport TODOTXT_PLAIN=0\nexport TODO_DIR=/lists\nexport PRI_D=$BROWN"
    guard case .evaluated(let configured) = ShellConfig.evaluate(script, variables: variables) else {
      Issue.record("not evaluated")
      return
    }
    variables = configured
    let settings = TodoShSettings.afterConfig(variables, environment: environment, options: options)
    #expect(settings.verbose == 0)
    #expect(settings.plain)
    #expect(settings.dateOnAdd)
    #expect(settings.todoFile == "/lists/todo.txt")
    #expect(settings.doneFile == "/lists/done.txt")
    // Plain: no colour at all.
    #expect(settings.colours == TodoShColours())
  }

  @Test func coloursAreTheEscapeCharacterAndFallBackToPriorityX() throws {
    let variables = TodoShSettings.beforeConfig(environment: [:], options: TodoShOptions())
    let settings = TodoShSettings.afterConfig(variables, environment: [:], options: TodoShOptions())
    let colours = settings.colours
    #expect(colours.priorities["A"] == "\u{1B}[1;33m")
    #expect(colours.priorities["D"] == nil)
    #expect(colours.otherPriority == "\u{1B}[1;37m")
    #expect(colours.done == "\u{1B}[0;37m")
    #expect(colours.reset == "\u{1B}[0m")
    #expect(TodoShSettings.unescapingColour("${color yellow}") == "${color yellow}")
    #expect(TodoShSettings.unescapingColour("\\033[1m\\\\\\033[2m") == "\u{1B}[1m\u{1B}[2m")
  }
}
