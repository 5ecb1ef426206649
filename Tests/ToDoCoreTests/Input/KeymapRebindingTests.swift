import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Keymap: bindings from the config")
struct KeymapRebindingTests {
  private func state(_ keymap: Keymap, focus: Focus = .list) -> State {
    var state = State.loaded().selecting(0)
    state.keymap = keymap
    state.focus = focus
    return state
  }

  @Test func aRemappedCommandRunsOnItsNewKeyAndNoLongerOnItsOld() throws {
    let keymap = try Keymap.standard.rebinding("delete", in: .browsing, to: ["x"])
    #expect(keymap.action(for: "x", in: state(keymap)) == .list(.deleteSelected))
    #expect(keymap.action(for: "d", in: state(keymap)) == .help(.noCommand(key: "d")))
    #expect(keymap.action(for: .delete, in: state(keymap)) == nil)
  }

  @Test func aCommandsEarlierNameStillBindsIt() throws {
    // `reload` was `retryLoad` before it also read the file again: old config files work.
    let keymap = try Keymap.standard.rebinding("retryLoad", in: .browsing, to: [.function(5)])
    #expect(keymap.action(for: .function(5), in: state(keymap)) == .reload(.now))
    #expect(keymap.action(for: .control("r"), in: state(keymap)) == nil)
  }

  @Test func theFooterAndTheHelpShowTheNewKey() throws {
    let keymap = try Keymap.standard.rebinding("delete", in: .browsing, to: ["x", .delete])
    #expect(keymap.footer(for: state(keymap)).contains(FooterEntry(keys: "x", summary: "delete", rank: 4)))
    #expect(keymap.helpLines.contains(.entry(keys: "x/Del", summary: "delete", command: "delete")))
    #expect(!keymap.helpLines.contains(.entry(keys: "d/Del/Bksp", summary: "delete", command: "delete")))
  }

  @Test func aKeyTakenFromAnotherCommandLeavesIt() throws {
    // `j` moved down; given to delete, it deletes, and ↓ still moves down.
    let keymap = try Keymap.standard.rebinding("delete", in: .browsing, to: ["j"])
    #expect(keymap.action(for: "j", in: state(keymap)) == .list(.deleteSelected))
    #expect(keymap.action(for: .down, in: state(keymap)) == .list(.moveSelection(by: 1)))
  }

  @Test func aCommandWithSeveralBindingsBecomesOne() throws {
    // In the list, help is `?` and F1 (two bindings): remapped, only the new key opens it.
    let keymap = try Keymap.standard.rebinding("help", in: .browsing, to: ["h"])
    #expect(keymap.action(for: "h", in: state(keymap)) == .help(.toggle))
    #expect(keymap.action(for: .function(1), in: state(keymap)) == nil)
    #expect(keymap.action(for: "?", in: state(keymap)) == .help(.noCommand(key: "?")))
  }

  @Test func noKeysUnbindsTheCommand() throws {
    let keymap = try Keymap.standard.rebinding("quit", in: .browsing, to: [])
    #expect(keymap.action(for: "q", in: state(keymap)) == .help(.noCommand(key: "q")))
    #expect(keymap.action(for: .control("c"), in: state(keymap)) == nil)
    #expect(!keymap.keys(in: .browsing).bindings.contains { $0.command == "quit" })
  }

  @Test func otherModesKeepTheirKeys() throws {
    let keymap = try Keymap.standard.rebinding("undo", in: .browsing, to: ["u"])
    #expect(keymap.action(for: .control("z"), in: state(keymap, focus: .input)) == .history(.undo))
    #expect(keymap.action(for: .control("z"), in: state(keymap)) == nil)
  }

  @Test(arguments: [
    (
      "remove", Mode.Kind.browsing, [Key.character("x")],
      RebindingError.unknownCommand(
        "remove", mode: .browsing,
        known: [
          "moveUp", "moveDown", "toggleDone", "toggleMark", "edit", "editInEditor", "editNote", "priority",
          "raisePriority",
          "lowerPriority", "postponeDay", "postponeWeek", "snoozeReminder", "delete", "duplicate", "waitFor",
          "openLink",
          "copyText",
          "archive", "sync", "search",
          "hideDone", "showHidden", "sort",
          "pickTag",
          "views",
          "saveView", "view1", "view2", "view3", "view4", "view5", "view6", "view7", "view8", "view9",
          "outsideChanges", "toDoHistory",
          "chooseList", "moveToList",
          "pageUp",
          "pageDown",
          "moveToFirst", "moveToLast",
          "focusInput", "clearMarks",
          "help",
          "quit", "undo", "reload", "save", "redo",
        ])
    ),
    ("add", .adding, [.character("x")], .printableKeyTypesText(.character("x"), mode: .adding)),
    ("delete", .browsing, [.character("x"), .character("x")], .repeatedKey(.character("x"))),
  ])
  func aBindingThatCannotWorkIsRefusedWithWhatToWrite(
    command: String, mode: Mode.Kind, keys: [Key], error: RebindingError
  ) {
    #expect(throws: error) { try Keymap.standard.rebinding(command, in: mode, to: keys) }
  }

  @Test func everyErrorSaysWhatToWriteInstead() {
    let errors: [RebindingError] = [
      .unknownCommand("remove", mode: .browsing, known: ["delete"]),
      .printableKeyTypesText("x", mode: .adding), .repeatedKey("x"),
    ]
    for error in errors { #expect(error.description.contains("write")) }
  }

  @Test func everyKeyLabelTheHelpShowsReadsBackAsItsKey() {
    let keys = Keymap.standard.modes.values.flatMap { $0.bindings.flatMap(\.keys) } + Key.namedKeys
    for key in keys { #expect(Key(label: key.label) == key, "\(key.label)") }
  }

  @Test(arguments: ["", "ctrl-x", "^1", "Alt-", "Enterr", " ", "ab", "F0", "F13"])
  func aWordThatNamesNoKeyIsNoKey(label: String) {
    #expect(Key(label: label) == nil)
  }
}
