import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The launch decides, without a terminal and without a disk, what a command line writes
/// and the status it exits with, or the settings the app starts with.
@Suite("Launch plan")
struct LaunchPlanTests {
  static let environment = ["HOME": "/home/u"]
  static let configPath = "/home/u/.config/todo/config"
  static let viewsPath = "/home/u/.config/todo/views"

  /// Files from a dictionary of texts by path; a path in `unreadable` cannot be read.
  /// Every read is counted, to show which modes read nothing.
  final class Disk: @unchecked Sendable {
    var texts: [String: String] = [:]
    var unreadable: Set<String> = []
    private(set) var reads: [String] = []

    var files: LaunchFiles {
      let read: @Sendable (String) throws(ToDoStoreError) -> FileContents? = { path throws(ToDoStoreError) in
        self.reads.append(path)
        if self.unreadable.contains(path) { throw ToDoStoreError("permission denied; check it") }
        guard let text = self.texts[path] else { return nil }
        let bytes = Array(text.utf8)
        return FileContents(
          bytes: bytes,
          fingerprint: FileFingerprint(
            size: bytes.count, modified: .zero, contentHash: FileFingerprint.hash(bytes)))
      }
      return LaunchFiles(readConfigFile: read, readViewsFile: read)
    }
  }

  private func plan(_ arguments: [String], _ disk: Disk = Disk()) -> LaunchPlan {
    LaunchPlan.make(arguments: arguments, environment: Self.environment, files: disk.files)
  }

  @Test func aBadOptionIsSaidOnStandardErrorWithStatus2() {
    guard case .exit(let status, let output) = plan(["--bogus"]) else {
      Issue.record("a bad option started the app")
      return
    }
    #expect(status == 2)
    #expect(output.count == 1)
    guard case .standardError(let text) = output.first else {
      Issue.record("not on standard error: \(output)")
      return
    }
    #expect(text.hasPrefix("todo: ") && text.contains("--bogus") && text.hasSuffix("\n"))
  }

  @Test func helpAndVersionPrintOnStandardOutput() {
    #expect(plan(["--help"]) == .exit(status: 0, output: [.standardOutput(LaunchOptions.usage + "\n")]))
    #expect(
      plan(["--version"])
        == .exit(status: 0, output: [.standardOutput("todo \(LaunchOptions.version)\n")]))
  }

  @Test func aGeneratedTextIsPrintedAsMadeAndReadsNoFile() {
    let disk = Disk()
    disk.texts[Self.configPath] = "mouse = yes\n"
    #expect(
      plan(["--generate", "man"], disk)
        == .exit(status: 0, output: [.standardOutput(ManPage.text(keymap: .standard))]))
    #expect(
      plan(["--generate", "fish"], disk) == .exit(status: 0, output: [.standardOutput(Completions.fish)]))
    #expect(disk.reads == [])
  }

  @Test func whereAsksGitOfTheListInUseOnlyAndSaysWhatItAnswers() {
    let asked = Mutex<[String]>([])
    var files = Disk().files
    files.readGitState = { path in
      asked.withLock { $0.append(path) }
      return GitRepositoryState(root: "/home/u/lists", listDriver: nil, doneDriver: nil, configured: [:])
    }
    let plan = LaunchPlan.make(
      arguments: ["--file", "/home/u/lists/todo.txt", "--where"], environment: Self.environment, files: files)
    guard case .exit(0, let output) = plan, case .standardOutput(let text)? = output.first else {
      Issue.record("--where did not print: \(plan)")
      return
    }
    #expect(
      text.hasSuffix(
        "git:          /home/u/lists (git merges the list as text; todo git-setup sets todo up)\n"))
    #expect(asked.withLock { $0 } == ["/home/u/lists/todo.txt"])
    _ = LaunchPlan.make(arguments: ["--demo", "--where"], environment: Self.environment, files: files)
    #expect(asked.withLock { $0 }.count == 1)
  }

  @Test func whereNamesTheFilesInUse() {
    let disk = Disk()
    disk.texts[Self.configPath] = "file = \"~/lists/todo.txt\"\n"
    #expect(
      plan(["--where"], disk)
        == .exit(
          status: 0,
          output: [
            .standardOutput(
              """
              config:       /home/u/.config/todo/config
              todo file:    /home/u/lists/todo.txt
              chosen by:    the config's file setting
              notes folder: /home/u/lists (the list's folder: no notes setting)
              default file: /home/u/.local/share/todo/todo.txt (todo, todo --file, unless the config names one)
              saved views:  /home/u/.config/todo/views

              """)
          ]))
  }

  @Test func whereNamesTheNotesFolder() {
    let disk = Disk()
    disk.texts[Self.configPath] = "notes = \"~/notes\"\n"
    guard case .exit(0, let output) = plan(["--where", "/l/a.txt"], disk),
      case .standardOutput(let text)? = output.first
    else {
      Issue.record("--where did not print")
      return
    }
    #expect(text.contains("notes folder: /home/u/notes (the config's notes setting)\n"), "\(text)")
    guard case .exit(0, let demo) = plan(["--where", "--demo"], Disk()),
      case .standardOutput(let demoText)? = demo.first
    else {
      Issue.record("--where did not print")
      return
    }
    #expect(demoText.contains("notes folder: (none: the demo list has no notes)\n"), "\(demoText)")
  }

  @Test func whereNamesEveryListOpen() {
    let disk = Disk()
    disk.texts[Self.configPath] = "[lists]\nwork = \"~/work/todo.txt\"\n"
    guard case .exit(0, let output) = plan(["--where", "a.txt", "b.txt"], disk),
      case .standardOutput(let text)? = output.first
    else {
      Issue.record("--where did not print")
      return
    }
    #expect(text.contains("todo file:    a.txt\n"))
    #expect(text.contains("other list:   b.txt (the command line)\n"))
    #expect(text.contains("other list:   /home/u/work/todo.txt (the config's [lists] work)\n"))
  }

  @Test(arguments: [
    ([], [:], "/home/u/.local/share/todo/todo.txt", "the default place, in $HOME"),
    (["--file"], ["TODO_DIR": "/t"], "/t/todo.txt", "$TODO_DIR (todo.sh's folder)"),
    ([], ["TODO_FILE": "/t/l.txt", "TODO_DIR": "/t"], "/t/l.txt", "$TODO_FILE (todo.sh's list)"),
    ([], ["XDG_DATA_HOME": "/d"], "/d/todo/todo.txt", "$XDG_DATA_HOME"),
    (["mine.txt"], ["TODO_DIR": "/t"], "mine.txt", "the command line"),
    (["--demo"], ["TODO_DIR": "/t"], "(none: the demo list, not saved)", "--demo"),
  ])
  func whereSaysWhatChoseTheList(
    arguments: [String], variables: [String: String], list: String, chosenBy: String
  ) {
    let environment = Self.environment.merging(variables) { $1 }
    let plan = LaunchPlan.make(
      arguments: arguments + ["--where"], environment: environment, files: Disk().files)
    guard case .exit(0, let output) = plan, case .standardOutput(let text) = output.first else {
      Issue.record("--where did not print: \(plan)")
      return
    }
    #expect(text.contains("todo file:    \(list)\n"), "\(text)")
    #expect(text.contains("chosen by:    \(chosenBy)\n"), "\(text)")
  }

  @Test func aCheckWithoutProblemsSaysSoOnStandardOutput() {
    let disk = Disk()
    #expect(
      plan(["--check-config"], disk)
        == .exit(
          status: 0, output: [.standardOutput("\(Self.configPath): no such file; the defaults apply.\n")]))
    disk.texts[Self.configPath] = "mouse = false\n"
    disk.texts[Self.viewsPath] = "[view.1]\nname = \"a\"\n"
    #expect(
      plan(["--check-config"], disk)
        == .exit(
          status: 0,
          output: [.standardOutput("\(Self.configPath): no problems.\n\(Self.viewsPath): no problems.\n")]))
  }

  @Test func aCheckWithProblemsWritesEachThenTheCountWithStatus2() {
    let disk = Disk()
    disk.texts[Self.configPath] = "mouse = 3\n"
    disk.texts[Self.viewsPath] = "[view.12]\nname = \"x\"\n"
    guard case .exit(let status, let output) = plan(["--check-config"], disk) else {
      Issue.record("a check started the app")
      return
    }
    #expect(status == 2)
    #expect(
      output == [
        .standardError(
          "todo: \(Self.configPath):1: mouse has a value that cannot be read: 3.\n"
            + "  To fix: write a value as \"text\" in double quotes, true, false, or a list [\"a\", \"b\"].\n"
        ),
        .standardError(
          "todo: \(Self.viewsPath):2: [view.12] is not a view's place.\n"
            + "  To fix: put each view under a heading [view.1] to [view.9].\n"),
        .standardError("todo: 2 problems in the config file and the views file.\n"),
      ])
  }

  @Test func aMissingConfigNamedOnTheCommandLineIsAProblem() {
    #expect(
      plan(["--config", "/nowhere/config", "--check-config"])
        == .exit(
          status: 2,
          output: [
            .standardError(
              "todo: /nowhere/config: there is no such file.\n"
                + "  To fix: check the path given to --config, or leave --config out for the defaults.\n"),
            .standardError("todo: 1 problem in the config file.\n"),
          ]))
  }

  @Test func anUnreadableConfigSplitsTheErrorIntoReasonAndFix() {
    let disk = Disk()
    disk.unreadable = [Self.configPath]
    #expect(
      plan(["--check-config"], disk)
        == .exit(
          status: 2,
          output: [
            .standardError(
              "todo: \(Self.configPath): cannot be read: permission denied.\n  To fix: check it.\n"),
            .standardError("todo: 1 problem in the config file.\n"),
          ]))
  }

  @Test func aRunStartsWithTheSettingsAndTheProblemsAsWarnings() {
    let disk = Disk()
    disk.texts[Self.configPath] = "mouse = 3\ncreation-dates = true\n"
    disk.texts[Self.viewsPath] = "[view.12]\nname = \"x\"\n"
    guard case .start(let options, let settings, let warnings) = plan(["--file"], disk) else {
      Issue.record("a run did not start")
      return
    }
    #expect(options.mode == .run)
    #expect(settings.mouse && settings.preferences.addsCreationDates)
    #expect(settings.viewsPath == Self.viewsPath)
    #expect(
      warnings == [
        "todo: \(Self.configPath):1: mouse has a value that cannot be read: 3.\n"
          + "  To fix: write a value as \"text\" in double quotes, true, false, or a list [\"a\", \"b\"].",
        "todo: \(Self.viewsPath):2: [view.12] is not a view's place.\n"
          + "  To fix: put each view under a heading [view.1] to [view.9].",
        "todo: starting with the defaults for these settings; 'todo --check-config' checks the file again.",
        "todo: starting without the views that have problems; the views file is not written until they are fixed.",
      ])
    // The same problems, one line each, for the app's screen, the home folder as ~ (issue 44).
    #expect(
      settings.problems == [
        "~/.config/todo/config:1: mouse has a value that cannot be read: 3. To fix: write a value as \"text\" in "
          + "double quotes, true, false, or a list [\"a\", \"b\"].",
        "~/.config/todo/views:2: [view.12] is not a view's place. To fix: put each view under a heading [view.1] "
          + "to [view.9].",
      ])
  }

  @Test func helpWithABadConfigWarnsFirstThenPrintsTheHelp() {
    let disk = Disk()
    disk.texts[Self.configPath] = "mouse = 3\n"
    guard case .exit(let status, let output) = plan(["--help"], disk) else {
      Issue.record("help started the app")
      return
    }
    #expect(status == 0)
    #expect(output.count == 3)
    #expect(output.last == .standardOutput(LaunchOptions.usage + "\n"))
    #expect(
      output.dropLast().allSatisfy {
        if case .standardError = $0 { true } else { false }
      })
  }

  @Test func aReplayStartsWithItsOptions() {
    guard case .start(let options, _, let warnings) = plan(["--replay", "r.jsonl", "--print"]) else {
      Issue.record("a replay did not start")
      return
    }
    #expect(options.mode == .replay(path: "r.jsonl", print: true, size: nil, realtime: false))
    #expect(warnings == [])
  }
}
