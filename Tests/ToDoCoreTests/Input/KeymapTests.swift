import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Keymap")
struct KeymapTests {
  static let table: [(Key, Focus, Action?)] = [
    (.character("a"), .input, .lineEdit(.insert("a"))),
    (.character("a"), .list, .list(.focusInput)),
    (.character("j"), .input, .lineEdit(.insert("j"))),
    (.character("q"), .input, .lineEdit(.insert("q"))),
    (.character("?"), .input, .lineEdit(.insert("?"))),
    // In the list, printable keys are commands.
    (.character("j"), .list, .list(.moveSelection(by: 1))),
    (.character("k"), .list, .list(.moveSelection(by: -1))),
    (.character("g"), .list, .list(.selectFirst)),
    (.character("G"), .list, .list(.selectLast)),
    (.character("d"), .list, .list(.deleteSelected)),
    (.character("i"), .list, .list(.focusInput)),
    (.character("?"), .list, .help(.toggle)),
    (.character("q"), .list, .system(.quit)),
    (.character("买"), .list, .help(.noCommand(key: "买"))),
    (.character("买"), .input, .lineEdit(.insert("买"))),
    (.enter, .input, .list(.addInput)),
    (.delete, .list, .list(.deleteSelected)),
    (.backspace, .list, .list(.deleteSelected)),
    (.delete, .input, .lineEdit(.deleteForward)),
    (.backspace, .input, .lineEdit(.deleteBackward)),
    (.down, .input, .list(.focusList)),
    (.tab, .input, .lineEdit(.complete)),
    (.up, .input, nil),
    (.down, .list, .list(.moveSelection(by: 1))),
    (.up, .list, .list(.moveSelection(by: -1))),
    (.pageDown, .list, .list(.moveSelectionByPage(by: 1))),
    (.pageUp, .list, .list(.moveSelectionByPage(by: -1))),
    (.home, .list, .list(.selectFirst)),
    (.end, .list, .list(.selectLast)),
    (.home, .input, .lineEdit(.moveCursor(.lineStart))),
    (.end, .input, .lineEdit(.moveCursor(.lineEnd))),
    (.left, .input, .lineEdit(.moveCursor(.left))),
    (.right, .input, .lineEdit(.moveCursor(.right))),
    (.control("a"), .input, .lineEdit(.moveCursor(.lineStart))),
    (.control("e"), .input, .lineEdit(.moveCursor(.lineEnd))),
    (.control("b"), .input, .lineEdit(.moveCursor(.left))),
    (.control("f"), .input, .lineEdit(.moveCursor(.right))),
    (.alt("b"), .input, .lineEdit(.moveCursor(.wordLeft))),
    (.alt("f"), .input, .lineEdit(.moveCursor(.wordRight))),
    (.control("w"), .input, .lineEdit(.deleteWordBackward)),
    (.control("u"), .input, .lineEdit(.deleteToLineStart)),
    (.control("k"), .input, .lineEdit(.deleteToLineEnd)),
    (.control("d"), .input, .lineEdit(.deleteForward)),
    (.escape, .input, .lineEdit(.clearInput)),
    (.escape, .list, .marks(.clear)),
    (.tab, .list, .list(.focusInput)),
    (.control("c"), .input, .system(.quit)),
    (.control("c"), .list, .system(.quit)),
    (.control("r"), .input, .reload(.now)),
    (.control("z"), .input, .history(.undo)),
    (.control("z"), .list, .history(.undo)),
    (.control("y"), .list, .history(.redo)),
    (.function(1), .input, .help(.toggle)),
    (.function(1), .list, .help(.toggle)),
    (.left, .list, nil),
    (.character("x"), .list, .completion(.toggle)),
    (.character(" "), .list, .marks(.toggle)),
    (.character("x"), .input, .lineEdit(.insert("x"))),
    (.enter, .list, .editing(.start)),
    (.character("e"), .list, .editing(.start)),
    (.character("p"), .list, .priority(.choose)),
    (.character("+"), .list, .priority(.change(by: 1))),
    (.character("-"), .list, .priority(.change(by: -1))),
    (.function(5), .input, nil),
  ]

  @Test("each key without a payload has a table index of its own, in 0..<plainCount")
  func plainKeyIndicesAreDistinctAndDense() {
    let plain: [Key] = [
      .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end, .pageUp,
      .pageDown,
    ]
    #expect(Set(plain.compactMap(\.plainIndex)) == Set(0..<Key.plainCount))
    #expect(plain.count == Key.plainCount)
    #expect([Key.character("a"), .control("c"), .alt("x"), .function(1)].allSatisfy { $0.plainIndex == nil })
  }

  @Test("each mode has a table index of its own, in 0..<count: the keymap's tables are read there")
  func tableIndicesAreDistinctAndDense() {
    let indices = Mode.Kind.allCases.map(\.tableIndex)
    #expect(Set(indices) == Set(0..<Mode.Kind.allCases.count))
  }

  @Test(arguments: table)
  func keyInFocusMapsToAction(key: Key, focus: Focus, action: Action?) {
    var state = State.loaded()
    state.focus = focus
    #expect(Keymap.standard.action(for: key, in: state) == action)
  }

  @Test func theFooterOffersRetryAndRedoOnlyWhenTheyWouldDoSomething() {
    let failed = State(loadStatus: .failed("x"))
    #expect(Keymap.standard.footer(for: failed).contains { $0.keys == "^R" && $0.summary == "reload" })
    #expect(!Keymap.standard.footer(for: .loaded()).contains { $0.keys == "^R" || $0.keys == "^Y" })
    let (deleted, _) = reduce(.loaded(), [.list(.focusList), .list(.deleteSelected)])
    let (undone, _) = reducer(deleted, .history(.undo))
    #expect(Keymap.standard.footer(for: undone).last.map { "\($0.keys) \($0.summary)" } == "^Y redo")
  }

  @Test func theFirstChangeLeavesTheFooterAsItWas() {
    let before = compose(.loaded())
    let (after, _) = reduce(.loaded(), [.lineEdit(.insert("abc")), .list(.addInput)])
    #expect(compose(after).lines[23] == before.lines[23])
  }

  @Test func whileTheHelpShowsAnyKeyClosesItAndCtrlCStillQuits() {
    var state = State.loaded(size: Size(columns: 120, rows: 44))
    state.isShowingHelp = true
    #expect(Keymap.standard.action(for: .key(.character("x")), in: state) == .help(.toggle))
    #expect(Keymap.standard.action(for: .key(.enter), in: state) == .help(.toggle))
    #expect(Keymap.standard.action(for: .key(.function(1)), in: state) == .help(.toggle))
    #expect(Keymap.standard.action(for: .key(.control("c")), in: state) == .system(.quit))
    // A press closes the help; the wheel has nothing to scroll at this size.
    let press = Keymap.standard.action(
      for: .mouse(MouseEvent(.press, at: Position(row: 3, column: 3))), in: state)
    #expect(press.map { reducer(state, $0).0 } == State.loaded(size: state.size))
    let wheel = Keymap.standard.action(
      for: .mouse(MouseEvent(.wheelDown, at: Position(row: 3, column: 3))), in: state)
    #expect(wheel.map { reducer(state, $0).0 } == state)
    #expect(Keymap.standard.action(for: .paste("x"), in: state) == nil)
    let size = Size(columns: 50, rows: 20)
    #expect(Keymap.standard.action(for: .resize(size), in: state) == .system(.resized(size)))
  }

  @Test func mouseAndResizeEventsMapToActions() {
    let state = State.loaded()
    let here = Position(row: 4, column: 2)
    #expect(
      Keymap.standard.action(for: .mouse(MouseEvent(.press, at: here)), in: state) == .list(.clicked(here)))
    #expect(
      Keymap.standard.action(for: .mouse(MouseEvent(.press, at: here, timeInMilliseconds: 42)), in: state)
        == .list(.clicked(here, atMilliseconds: 42)))
    #expect(
      Keymap.standard.action(for: .mouse(MouseEvent(.wheelUp, at: here)), in: state)
        == .list(.scrolled(by: -3)))
    #expect(
      Keymap.standard.action(for: .mouse(MouseEvent(.wheelDown, at: here)), in: state)
        == .list(.scrolled(by: 3)))
    let size = Size(columns: 100, rows: 30)
    #expect(Keymap.standard.action(for: .resize(size), in: state) == .system(.resized(size)))
  }

  @Test func theFooterListsWhatWorksInEachFocus() {
    let input = Keymap.standard.footer(for: .loaded()).map { "\($0.keys) \($0.summary)" }
    #expect(input == ["Enter add", "↓ to list", "Esc clear", "^Z undo", "F1 help", "^C quit"])
    let list = Keymap.standard.footer(for: State.loaded().selecting(0)).map { "\($0.keys) \($0.summary)" }
    #expect(
      list == [
        "↑/↓ select", "x done", "e edit", "d delete", "a add", "? help", "q quit", "^Z undo",
      ])
    var editing = State.loaded().selecting(0)
    editing.mode = .editing(1, draft: InputLine())
    let edit = Keymap.standard.footer(for: editing).map { "\($0.keys) \($0.summary)" }
    #expect(edit == ["Enter save", "Esc cancel", "^C quit"])
    var choosing = State.loaded().selecting(0)
    choosing.mode = .choosingPriority(1)
    let priority = Keymap.standard.footer(for: choosing).map { "\($0.keys) \($0.summary)" }
    #expect(priority == ["A–Z priority", "0 no priority", "Esc cancel", "^C quit"])
  }

  @Test func everyFooterEntryIsABindingThatWorks() {
    for focus in Focus.allCases {
      var state = State.loaded()
      state.focus = focus
      for binding in Keymap.standard.keys(in: state.mode.kind).bindings where binding.footerRank != nil {
        for key in binding.keys {
          #expect(Keymap.standard.action(for: key, in: state) == binding.action, "\(key.label) in \(focus)")
        }
      }
    }
  }

  @Test func noKeyIsBoundTwiceInOneMode() {
    for mode in Mode.Kind.allCases {
      let keys = Keymap.standard.keys(in: mode).bindings.flatMap(\.keys)
      #expect(Set(keys).count == keys.count, "duplicate in \(mode)")
    }
  }

  @Test func aCommandHasOneNameInEveryMode() {
    var names: [String: Action] = [:]
    for mode in Mode.Kind.allCases {
      for binding in Keymap.standard.keys(in: mode).bindings {
        if let action = names[binding.command] {
          #expect(action == binding.action, "\(binding.command) in \(mode)")
        }
        names[binding.command] = binding.action
      }
    }
  }

  @Test func aKeymapWithOtherBindingsChangesTheLookupTheFooterAndTheHelp() {
    var modes = Keymap.standard.modes
    modes[.browsing]?.bindings.insert(
      Binding(["x"], "delete", .list(.deleteSelected), "cross off", footer: 0), at: 0)
    let keymap = Keymap(modes, mouseHelp: [], whileTooSmall: ["quit"])
    var state = State.loaded(keymap: keymap).selecting(0)
    #expect(keymap.action(for: "x", in: state) == .list(.deleteSelected))
    #expect(keymap.footer(for: state).first == FooterEntry(keys: "x", summary: "cross off", rank: 0))
    #expect(keymap.helpLines.contains(.entry(keys: "x", summary: "cross off", command: "delete")))
    #expect(compose(state).lines[23].hasPrefix("x cross off"))
    state.size = Size(columns: 10, rows: 3)
    #expect(keymap.action(for: .control("s"), in: state) == nil)  // Only quit works there.
    #expect(keymap.action(for: .control("c"), in: state) == .system(.quit))
    #expect(keymap != Keymap.standard)
  }
}

@Suite("The footer at any width")
struct FooterFittingTests {
  /// Issue 44: at 40 columns the footer kept delete and dropped x done, the list's first
  /// verb. Done comes before delete, which the help and the row's ✕ still offer.
  @Test func aNarrowFooterKeepsSelectDoneHelpAndQuit() {
    let list = State.loaded(size: Size(columns: 40, rows: 12)).selecting(0)
    #expect(compose(list).lines[11] == "↑/↓ select  x done  ? help  q quit")
    let wide = State.loaded().selecting(0)
    #expect(
      compose(wide).lines[23]
        == "↑/↓ select  x done  e edit  d delete  a add  ? help  q quit  ^Z undo")
  }

  @Test(arguments: [20, 30, 40, 60, 80, 120])
  func theFooterNeverOverflowsAndAlwaysOffersQuit(columns: Int) {
    for focus in Focus.allCases {
      var state = State.loaded(size: Size(columns: columns, rows: 10))
      state.focus = focus
      let footer = compose(state).lines[9]
      #expect(DisplayText.width(footer) <= columns)
      #expect(footer.contains(focus == .input ? "^C quit" : "q quit"))
    }
  }
}

extension KeymapTests {
  // MARK: - The too-small screen

  static let everyEvent: [InputEvent] =
    KeymapTests.table.map { InputEvent.key($0.0) }
    + [Key.function(1), .control("z"), .control("y"), .control("r"), .control("w"), .escape, .delete].map {
      .key($0)
    }
    + [
      .mouse(MouseEvent(.press, at: Position(row: 0, column: 0))),
      .mouse(MouseEvent(.press, at: Position(row: 3, column: 3))),
      .mouse(MouseEvent(.wheelUp, at: Position(row: 1, column: 1))),
      .mouse(MouseEvent(.wheelDown, at: Position(row: 1, column: 1))),
      .paste("pasted text"),
    ]

  @Test(arguments: [Size(columns: 30, rows: 4), Size(columns: 1, rows: 1), Size(columns: 19, rows: 24)])
  func onTheTooSmallScreenOnlyQuitSaveAndResizeDoAnything(size: Size) {
    for focus in Focus.allCases {
      for showingHelp in [false, true] {
        var state = State.loaded(size: size).selecting(1)
        state.focus = focus
        state.isShowingHelp = showingHelp
        for event in Self.everyEvent where event != .key(.control("c")) && event != .key(.control("s")) {
          #expect(Keymap.standard.action(for: event, in: state) == nil, "\(event) in \(focus)")
          if case .key(let key) = event { #expect(Keymap.standard.action(for: key, in: state) == nil) }
        }
        #expect(Keymap.standard.action(for: .key(.control("c")), in: state) == .system(.quit))
        #expect(Keymap.standard.action(for: .key(.control("s")), in: state) == .persistence(.saveNow))
        let bigger = Size(columns: 80, rows: 24)
        #expect(Keymap.standard.action(for: .resize(bigger), in: state) == .system(.resized(bigger)))
      }
    }
  }

  @Test func downThenDeleteOnTheTooSmallScreenDeletesNothing() {
    var state = State.loaded(size: Size(columns: 30, rows: 4))
    for key in [Key.down, .delete, .down, .enter, .backspace, .control("z"), .character("x"), .enter] {
      if let action = Keymap.standard.action(for: .key(key), in: state) { state = reducer(state, action).0 }
    }
    #expect(state == State.loaded(size: Size(columns: 30, rows: 4)))
  }
}
