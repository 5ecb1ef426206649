import Testing
import ToDoCore

@testable import ToDoRuntime

/// A config cannot take away every way out: a `[keys.MODE]` line that would leave a mode
/// with no key that quits, nor leads to a mode where one does, is refused with its line.
@Suite("Config file: every mode keeps a way out")
struct ConfigWayOutTests {
  private func read(_ text: String) -> (Config, [ConfigProblem]) {
    Config.read(text, path: "/home/u/.config/todo/config", environment: ["HOME": "/home/u"])
  }

  @Test func theStandardKeymapHasAWayOutOfEveryMode() {
    #expect(Keymap.standard.modesWithNoWayOut == [])
    #expect(Keymap.standard.modesWithNoWayBack == [])
    #expect(Keymap.standard.quitsWhileTooSmall)
  }

  @Test func anEditThatOnlyQuittingLeavesIsRefused() {
    let (config, problems) = read("[keys.editing]\ncancelEdit = []\nsaveEdit = []")
    #expect(problems.map(\.line) == [3])
    #expect(
      problems.first?.problem == "with this line no key leaves editing mode for the list or the input line")
    #expect(config.keymap.modesWithNoWayBack == [])
  }

  @Test func aBoxThatOnlyQuittingLeavesIsRefused() {
    // Its 1–9 recall a view and s names one, each a way back: the last of them is refused.
    let lines = ["closePicker = []", "pick = []", "saveView = []"] + (1...9).map { "view\($0) = []" }
    let (_, problems) = read("[keys.pickingView]\n" + lines.joined(separator: "\n"))
    #expect(problems.map(\.line) == [13])
    #expect(
      problems.first?.problem
        == "with this line no key leaves pickingView mode for the list or the input line")
  }

  @Test func ctrlCTakenFromQuitInTheInputLineIsRefusedWithItsLine() throws {
    let (config, problems) = read(
      """
      [keys.adding]
      clearInput = "^C"
      [keys.browsing]
      quit = []
      """)
    #expect(problems.map(\.line) == [2])
    #expect(
      problems.first?.problem
        == "with this line no key quits in adding mode, nor leads to a mode where one does")
    #expect(
      problems.first?.fix.hasPrefix("keep a key for quit there (quit = \"^C\" in [keys.adding])") == true)
    // The refused line is left out; the rest applies, and the app can still be left.
    #expect(config.keymap == (try Keymap.standard.rebinding("quit", in: .browsing, to: [])))
    #expect(config.keymap.modesWithNoWayOut == [])
    var state = State.loaded(keymap: config.keymap)
    #expect(config.keymap.action(for: .control("c"), in: state) == .system(.quit))
    state.focus = .list
    // Esc clears the marks, and with none moves to the input line.
    #expect(config.keymap.action(for: .escape, in: state) == .marks(.clear), "the way to the input line")
    #expect(reducer(state, .marks(.clear)).0.focus == .input)
  }

  @Test func quitTakenFromTheListAloneIsAllowedTheInputLineStillQuits() {
    let (config, problems) = read("[keys.browsing]\nquit = []")
    #expect(problems == [])
    #expect(config.keymap.modesWithNoWayOut == [])
  }

  @Test func anEditWithNoWayBackAndNoQuitIsRefused() {
    let (config, problems) = read(
      """
      [keys.editing]
      quit = []
      cancelEdit = []
      saveEdit = []
      """)
    #expect(problems.map(\.line) == [4])
    #expect(problems.first?.problem.contains("no key quits in editing mode") == true)
    #expect(config.keymap.keys(in: .editing).bindings.contains { $0.command == "saveEdit" })
  }

  @Test func aPickerWithNoWayBackAndNoQuitIsRefused() {
    let (_, problems) = read(
      """
      [keys.pickingTag]
      quit = []
      closePicker = []
      pick = []
      """)
    #expect(problems.map(\.line) == [4])
    #expect(problems.first?.problem.contains("pickingTag mode") == true)
  }

  @Test func aPriorityChoiceAlwaysHasAWayBack() {
    // Any key that is no letter leaves it: taking Esc and Ctrl-C leaves a way.
    let (_, problems) = read("[keys.choosingPriority]\nquit = []\ncancelPriority = []")
    #expect(problems == [])
  }

  @Test func everyModeWithoutItsExitsAndQuitIsFound() throws {
    // Each mode's bindings that leave it or quit, taken away one mode at a time.
    for mode in Mode.Kind.allCases {
      var keymap = Keymap.standard
      let leaving = keymap.keys(in: mode).bindings.filter {
        $0.action == .system(.quit) || !Keymap.modesReached(by: $0.action, from: mode).isEmpty
      }
      for command in Set(leaving.map(\.command)) {
        keymap = try keymap.rebinding(command, in: mode, to: [])
      }
      let stuck = keymap.modesWithNoWayOut
      switch mode {
      case .help, .choosingPriority:
        // Any other key leaves them: unbound keys close the help or stop the choice.
        #expect(!stuck.contains(mode), "\(mode)")
      default:
        #expect(stuck.contains(mode), "\(mode)")
      }
    }
  }

  @Test func noQuitKeyThatWorksWhileTheWindowIsTooSmallIsFound() throws {
    var keymap = Keymap.standard
    for mode in Mode.Kind.allCases
    where keymap.keys(in: mode).bindings.contains(where: { $0.command == "quit" }) {
      keymap = try keymap.rebinding("quit", in: mode, to: mode == .browsing ? ["q"] : [])
    }
    #expect(!keymap.quitsWhileTooSmall)
  }
}
