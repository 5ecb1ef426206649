import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Issue 44: a bad config line was written to the terminal before the app took it, and
/// seen only after quitting; the status line said "Loaded 8 todos.". The problem is on
/// screen at the start, with the key that shows them all, and stays in the help.
@Suite("The config's problems on screen")
struct ConfigProblemsOnScreenTests {
  static let problems = [
    "~/.config/todo/config:2: new-todos has a value that cannot be read: bottom. To fix: write a value "
      + "as \"text\" in double quotes, true, false, or a list [\"a\", \"b\"].",
    "~/.config/todo/config:5: colour is no setting. To fix: delete the line.",
  ]

  /// The app started with `problems`, then the list loaded.
  func started(_ problems: [String]) -> State {
    reduce(
      State(size: Size(columns: 80, rows: 24)),
      [
        .system(.configProblemsFound(problems)), .system(.started),
        .persistence(.toDosLoaded(["Buy the milk", "Take my dog"])),
        // As in the app: the look for conflict copies that follows the load.
        .conflictCopies(.found([])),
      ]
    ).0
  }

  @Test func theStatusLineNamesTheFirstProblemAndTheKeyThatShowsThemAll() {
    let state = started(Self.problems)
    #expect(
      state.status
        == StatusMessage(
          "Loaded 2 todos. 2 config problems (F1 shows them): " + Self.problems[0], kind: .warning))
    // Wider than the line, it shows whole over the list's last rows.
    #expect(state.statusShownWhole)
    let screen = compose(state).lines.joined(separator: "\n")
    #expect(screen.contains("2 config problems (F1 shows them)"), "\(screen)")
    let one = started([Self.problems[1]])
    #expect(one.status?.text == "Loaded 2 todos. Config problem (F1 shows it): " + Self.problems[1])
    #expect(started([]).status == StatusMessage("Loaded 2 todos.", kind: .info))
  }

  @Test func theHelpListsEveryProblemFirstLongAfterTheStatusMovedOn() {
    let later = reduce(started(Self.problems), [.list(.focusList), .list(.moveSelection(by: 1))]).0
    let help = reduce(later, [.help(.toggle)]).0
    #expect(help.helpPageLines.first == .heading("2 config problems (their settings keep their defaults)"))
    let screen = compose(help).lines.joined(separator: "\n")
    #expect(screen.contains("~/.config/todo/config:2: new-todos has a value that"), "\(screen)")
    #expect(screen.contains("~/.config/todo/config:5: colour is no setting. To fix:"), "\(screen)")
    // Without problems the help starts at its keys.
    #expect(reduce(.loaded(), [.help(.toggle)]).0.helpPageLines.first == .heading("Everywhere"))
  }
}
