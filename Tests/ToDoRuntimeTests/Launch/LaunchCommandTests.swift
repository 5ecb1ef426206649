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
    (["add", "--", "-1 step"], .add(text: "-1 step")),
    (["add", "--strict", "Pay", "due:eom"], .add(text: "Pay due:eom", strict: true)),
    (["add", "--strict", "--", "--strict"], .add(text: "--strict", strict: true)),
    (["add", "Use", "--strict"], .add(text: "Use --strict")),
    (["ls"], .list(query: "", json: false)),
    (["ls", "+home", "--json", "milk"], .list(query: "+home milk", json: true)),
    (["ls", "--", "--json"], .list(query: "--json", json: false)),
    (["done", "2"], .done(.line(2))),
    (["done", "buy", "milk"], .done(.query("buy milk"))),
    (["done", "2", "3"], .done(.query("2 3"))),
  ])
  func aCommandTakesTheArgumentsAfterIt(arguments: [String], call: CommandCall) throws {
    #expect(try parse(arguments) == LaunchOptions(mode: .command(call)))
  }

  @Test func optionsBeforeTheCommandStillCount() throws {
    let options = try parse(["--file", "work.txt", "--no-creation-dates", "add", "Buy", "milk"])
    #expect(
      options
        == LaunchOptions(
          mode: .command(.add(text: "Buy milk")), file: .path("work.txt"), creationDates: false))
  }

  @Test(arguments: [
    (["add"], "'todo add' needs the todo's text, for example: todo add \"Buy milk\""),
    (["add", " "], "'todo add' needs the todo's text, for example: todo add \"Buy milk\""),
    (["done"], "'todo done' needs a line number or a search, for example: todo done 2"),
    (["done", "0"], "line numbers start at 1, not 0"),
    (["--where", "ls"], "'todo ls' goes without --where, --check-config, --replay and --record"),
    (
      ["--record", "r", "add", "x y z"],
      "'todo add' goes without --where, --check-config, --replay and --record"
    ),
  ])
  func aCommandWithoutWhatItNeedsIsABadCommandLine(arguments: [String], problem: String) {
    #expect(throws: UsageError(problem)) { try parse(arguments) }
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
    #expect(options.mode == .command(.list(query: "milk", json: false)))
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
      #expect(Completions.bash.contains(command.name + ")"))
      #expect(Completions.zsh.contains(command.name + "\\:"))
      #expect(Completions.fish.contains("-a " + command.name))
    }
  }
}
