import Testing
import ToDoCore

@testable import ToDoRuntime

/// The first word that is no option: a command and its arguments, a file, or a todo typed
/// without `add`.
@Suite("Command line: commands")
struct LaunchCommandTests {
  private func parse(_ arguments: [String], existing: Set<String> = []) throws(UsageError) -> LaunchOptions {
    try LaunchOptions.parse(arguments, fileExists: { existing.contains($0) })
  }

  @Test(arguments: [
    (["add", "Buy", "milk", "due:tomorrow"], CommandCall.add(text: "Buy milk due:tomorrow")),
    (["add", "Buy milk"], .add(text: "Buy milk")),
    (["a", "Buy milk"], .add(text: "Buy milk")),
    (["add", "--", "-1 step"], .add(text: "-1 step")),
    (["add", "--strict", "Pay", "due:eom"], .add(text: "Pay due:eom", strict: true)),
    (["add", "--strict", "--", "--strict"], .add(text: "--strict", strict: true)),
    (["add", "Pay", "due:eom", "--strict"], .add(text: "Pay due:eom", strict: true)),
    (["ls"], .list(ListRequest())),
    (["list"], .list(ListRequest())),
    (["ls", "+home", "--json", "milk"], .list(ListRequest(query: "+home milk", format: .json))),
    (
      ["ls", "--porcelain", "--sort", "due", "--all"],
      .list(ListRequest(format: .porcelain, sort: .dueDate, showsHidden: true))
    ),
    (["ls", "--", "--json"], .list(ListRequest(query: "--json"))),
    (["done", "2"], .change(.done, .lines([2]))),
    (["do", "3", "4"], .change(.done, .lines([3, 4]))),
    (["done", "3,4", "4"], .change(.done, .lines([3, 4]))),
    (["done", "buy", "milk"], .change(.done, .query("buy milk"))),
    (["done", "+1"], .change(.done, .query("+1"))),
    (["done", "--query", "2026 report"], .change(.done, .query("2026 report"))),
    (["rm", "3"], .change(.delete, .lines([3]))),
    (["del", "3"], .change(.delete, .lines([3]))),
    (["reopen", "3"], .change(.reopen, .lines([3]))),
    (["pri", "3", "a"], .change(.priority("A"), .lines([3]))),
    (["p", "3", "4", "B"], .change(.priority("B"), .lines([3, 4]))),
    (["dp", "3"], .change(.depriority, .lines([3]))),
    (["replace", "3", "Buy", "oat", "milk"], .change(.replace("Buy oat milk"), .lines([3]))),
    (["app", "3,4", "@shop"], .change(.append("@shop"), .lines([3, 4]))),
    (["prep", "3", "Go"], .change(.prepend("Go"), .lines([3]))),
    (["postpone", "3"], .change(.postpone(days: 1), .lines([3]))),
    (["postpone", "--by", "2w", "3"], .change(.postpone(days: 14), .lines([3]))),
    (["archive"], .archive),
    (["undo"], .undo),
    (["log", "--json"], .log(query: "", json: true)),
  ])
  func aCommandTakesTheArgumentsAfterIt(arguments: [String], call: CommandCall) throws {
    #expect(try parse(arguments) == LaunchOptions(mode: .command(call)))
  }

  @Test func optionsBeforeOrAfterTheCommandStillCount() throws {
    let expected = LaunchOptions(
      mode: .command(.add(text: "Buy milk")), file: .path("work.txt"), creationDates: false)
    #expect(try parse(["--file", "work.txt", "--no-creation-dates", "add", "Buy", "milk"]) == expected)
    #expect(try parse(["add", "--file", "work.txt", "Buy", "milk", "--no-creation-dates"]) == expected)
    #expect(try parse(["--file", "work.txt", "rm", "3"]).mode == .command(.change(.delete, .lines([3]))))
    #expect(try parse(["ls", "-h"]).mode == .showHelp)
  }

  @Test(arguments: [
    (["add"], "'todo add' needs the todo's text, for example: todo add \"Buy milk\""),
    (["add", " "], "'todo add' needs the todo's text, for example: todo add \"Buy milk\""),
    (["done"], "'todo done' needs line numbers or a search, for example: todo done 2"),
    (["done", "0"], "line numbers start at 1, not 0"),
    (
      ["done", "3", "milk"],
      "'todo done' takes line numbers or a search, not both: '3' is a line, 'milk' a word"
    ),
    (["pri", "3"], "'todo pri' needs the todos and a priority letter, A to Z, last"),
    (["append", "milk", "x"], "'todo append' needs a line number first, then the text"),
    (["ls", "--sort", "size"], "--sort takes line, priority, due, created, not 'size'"),
    (["ls", "--frob"], "unknown option '--frob' for 'todo ls'"),
    (["add", "-x", "y"], "unknown option '-x' for 'todo add'"),
    (["--where", "ls"], "'todo ls' goes without --where, --check-config, --replay and --record"),
    (
      ["--record", "r", "add", "x y z"],
      "'todo add' goes without --where, --check-config, --replay and --record"
    ),
  ])
  func aCommandWithoutWhatItNeedsIsABadCommandLine(arguments: [String], problem: String) {
    let error = #expect(throws: UsageError.self) { try parse(arguments) }
    #expect(error?.problem == problem)
  }

  @Test func mergeDriverTakesDashDashAsTheEndOfItsOptions() throws {
    #expect(
      try parse(["merge-driver", "--", "A", "O", "B"]).mode
        == .command(.mergeDriver(doneFile: false, files: ["A", "O", "B"])))
  }

  @Test func aTodoTypedUnquotedWithoutAddIsAdvisedWhole() {
    let error = #expect(throws: UsageError.self) { try parse(["Buy", "milk", "today"]) }
    #expect(error?.fix?.hasPrefix("to add it as a todo: todo add \"Buy milk today\"") == true)
  }

  @Test func aWordThatIsNoCommandNorFileIsTakenForATodo() throws {
    let error = #expect(throws: UsageError.self) { try parse(["Buy milk"]) }
    #expect(
      error?.description
        == "todo: no such list 'Buy milk'.\n"
        + "To fix: to add it as a todo: todo add \"Buy milk\"; to start a list there: todo --file \"Buy milk\"."
    )
  }

  @Test(arguments: [
    (["work.txt"], "work.txt"), (["lists/work"], "lists/work"), (["./add"], "./add"),
    (["--", "add"], "add"), (["--", "Buy milk"], "Buy milk"), (["--file", "add"], "add"),
    (["--file", "Buy milk"], "Buy milk"),
  ])
  func aPathOrAFileNamedOutrightOpensAsBefore(arguments: [String], path: String) throws {
    #expect(try parse(arguments) == LaunchOptions(file: .path(path)))
  }

  @Test func anExistingFileOpensWhateverItsName() throws {
    #expect(try parse(["notes"], existing: ["notes"]) == LaunchOptions(file: .path("notes")))
  }

  @Test func theSecondWordIsNeverACommand() throws {
    // A list to switch to, not `todo add`.
    var options = LaunchOptions(file: .path("work.txt"))
    options.moreFiles = ["add"]
    #expect(try parse(["work.txt", "add"], existing: ["add"]) == options)
  }

  @Test func aCommandIsStartedWithTheSettingsAndTheConfigsFile() {
    let files = LaunchFiles(
      readConfigFile: { _ throws(ToDoStoreError) in
        let bytes = Array("file = \"/home/u/work.txt\"\nnew-todos = \"bottom\"\n".utf8)
        return FileContents(
          bytes: bytes,
          fingerprint: FileFingerprint(
            size: bytes.count, modified: .zero, contentHash: FileFingerprint.hash(bytes)))
      }, readViewsFile: { _ throws(ToDoStoreError) in nil }, exists: { _ in false })
    let plan = LaunchPlan.make(arguments: ["ls", "milk"], environment: ["HOME": "/home/u"], files: files)
    guard case .start(let options, let settings, let warnings) = plan else {
      Issue.record("not started: \(plan)")
      return
    }
    #expect(options.mode == .command(.list(ListRequest(query: "milk"))))
    #expect(settings.file == .path("/home/u/work.txt"))
    #expect(settings.preferences.newToDos == .bottom)
    #expect(warnings.isEmpty)
  }

  @Test func aTodoTypedWithoutAddExits2AndReadsNothing() {
    let files = LaunchFiles(
      readConfigFile: { _ throws(ToDoStoreError) in nil }, readViewsFile: { _ throws(ToDoStoreError) in nil },
      exists: { _ in false })
    let plan = LaunchPlan.make(arguments: ["Buy milk"], environment: ["HOME": "/home/u"], files: files)
    #expect(
      plan == .exit(status: 2, output: [.standardError(UsageError.noSuchList("Buy milk").description + "\n")])
    )
  }

  @Test func helpListsEveryCommandFromTheTable() {
    for command in LaunchCommand.allCases {
      #expect(LaunchOptions.usage.contains("  " + command.synopsis))
      #expect(ManPage.text(keymap: .standard).contains(ManPage.escape(command.name)))
      let spellings = ([command.name] + command.aliases).joined(separator: "|")
      #expect(Completions.bash.contains("    " + spellings + ") if [[ \"$cur\" == -* ]]; then"))
      #expect(Completions.zsh.contains(spellings + ") _arguments"))
      if !command.options.isEmpty || command.takesToDos || command.takesWords {
        #expect(Completions.fish.contains("_todo_terminal_app_using " + spellings.replacing("|", with: " ")))
      }
      if command.takesToDos, let lines = command.completedLines {
        #expect(Completions.bash.contains("_todo_terminal_app_todos " + lines.rawValue))
        #expect(Completions.zsh.contains("_todo_terminal_app_todos " + lines.rawValue))
        #expect(Completions.fish.contains("(_todo_terminal_app_todos " + lines.rawValue))
      }
      #expect(Completions.zsh.contains(command.name + "\\:"))
      #expect(Completions.fish.contains("-a " + command.name))
    }
  }
}
