import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: the input line")
struct ReducerInputTests {
  @Test func typingGoesIntoTheInputAndFocusesIt() {
    let start = State.loaded().selecting(1)
    let (state, command) = reducer(start, .lineEdit(.insert("Milk")))
    var expected = start
    expected.focus = .input
    expected.input = InputLine("Milk")
    #expect(state == expected)
    #expect(command == nil)
  }

  @Test func typingClearsTheStatus() {
    var start = State.loaded()
    start.status = StatusMessage("Deleted “x”.", kind: .success)
    let (state, _) = reducer(start, .lineEdit(.insert("a")))
    #expect(state.status == nil)
  }

  @Test func submitAddsTheTrimmedTextOnTopAndClearsTheInput() {
    var start = State.loaded()
    start.input = InputLine("  Write report \t")
    let (state, command) = reducer(start, .list(.addInput))
    var expected = start
    expected.expectToDos(ToDoList([ToDo(id: 4, title: "Write report")] + start.todos))
    expected.document.nextID = 5
    expected.input = InputLine()
    expected.status = StatusMessage("Added “Write report”.", kind: .success)
    expected.document.history.record(
      .inserted(ToDo(id: 4, title: "Write report"), at: 0), nextID: expected.document.nextID)
    expected.expectChangeToSave(revision: 1)
    expected.expectSelection(row: 0)
    #expect(state == expected)
    #expect(command == .schedule(id: .save, after: .milliseconds(300), send: .persistence(.saveDue)))
  }

  @Test(arguments: [
    ("", "Type a todo first, then press Enter to add it."),
    ("   ", "Type a todo first, then press Enter to add it."),
    ("ab", "Too short: a todo needs at least 3 characters; “ab” has 2."),
    (" ab  ", "Too short: a todo needs at least 3 characters; “ab” has 2."),
    ("买牛", "Too short: a todo needs at least 3 characters; “买牛” has 2."),
    ("👩‍💻👍🏽", "Too short: a todo needs at least 3 characters; “👩‍💻👍🏽” has 2."),
  ])
  func submitRefusesTextShorterThanThreeCharacters(text: String, hint: String) {
    var start = State.loaded()
    start.input = InputLine(text)
    let (state, _) = reducer(start, .list(.addInput))
    var expected = start
    expected.status = StatusMessage(hint, kind: .warning)
    #expect(state == expected)
    #expect(!start.canAdd)
  }

  @Test(arguments: ["abc", "买牛奶", "e\u{301}e\u{301}e\u{301}", "👍🏽👍🏽👍🏽"])
  func threeGraphemeClustersAreEnough(text: String) {
    var start = State.loaded()
    start.input = InputLine(text)
    #expect(start.canAdd)
    let (state, _) = reducer(start, .list(.addInput))
    #expect(state.titles.first == text)
  }

  @Test func aToDoAddedAfterSelectingFarDownIsShownAndIsWhatDownSelects() {
    let titles = (1...200).map { "Todo \($0)" }
    // 19 list rows at 80×24: the selection at 150 scrolls the list far from the top.
    var start = State.loaded(titles).selecting(150)
    start.view.scrollOffset = 140
    start.focus = .input
    let (added, _) = reduce(start, [.lineEdit(.insert("New one")), .list(.addInput)])
    #expect(added.view.scrollOffset == 0)
    #expect(compose(added).lines[3] == "  New one")
    let (down, _) = reducer(added, .list(.focusList))
    #expect(down.selectedToDo?.title == "New one")
    #expect(compose(down).lines[3].hasPrefix("› New one"))
    // The fast loop: type, Enter, ↓, Del deletes the todo just added, never another.
    let (deleted, _) = reducer(down, .list(.deleteSelected))
    #expect(deleted.titles == titles)
  }

  @Test func editingKeysEditAtTheCursor() {
    let (state, _) = reduce(
      State.loaded(),
      [
        .lineEdit(.insert("hello world")), .lineEdit(.moveCursor(.wordLeft)), .lineEdit(.deleteBackward),
        .lineEdit(.insert("_")),
        .lineEdit(.moveCursor(.lineStart)), .lineEdit(.deleteForward), .lineEdit(.moveCursor(.lineEnd)),
        .lineEdit(.moveCursor(.left)),
        .lineEdit(.moveCursor(.right)),
      ])
    #expect(state.input == InputLine("ello_world", cursor: 10))
    let (cut, _) = reduce(state, [.lineEdit(.moveCursor(.wordLeft)), .lineEdit(.deleteToLineEnd)])
    #expect(cut.input == InputLine("", cursor: 0))
    let (words, _) = reduce(State(), [.lineEdit(.insert("one two  ")), .lineEdit(.deleteWordBackward)])
    #expect(words.input == InputLine("one "))
    let (start, _) = reduce(
      State(), [.lineEdit(.insert("one two")), .lineEdit(.moveCursor(.left)), .lineEdit(.deleteToLineStart)])
    #expect(start.input == InputLine("o", cursor: 0))
    let (cleared, _) = reduce(State(), [.lineEdit(.insert("abc")), .lineEdit(.clearInput)])
    #expect(cleared.input == InputLine())
    let (right, _) = reduce(
      State(),
      [.lineEdit(.insert("ab cd")), .lineEdit(.moveCursor(.lineStart)), .lineEdit(.moveCursor(.wordRight))])
    #expect(right.input.cursor == 2)
  }

  @Test func overlongInputIsCutWithAMessage() {
    let text = String(repeating: "x", count: InputLine.maximumLength + 7)
    let (state, _) = reducer(State(), .lineEdit(.insert(text)))
    #expect(state.input.text.count == InputLine.maximumLength)
    #expect(
      state.status
        == StatusMessage(
          "Too long: 7 characters were left out (a todo holds at most 500 characters, 4000 bytes).",
          kind: .warning))
    // A paste that arrives in parts is counted whole; any other edit starts the count anew.
    let (more, _) = reducer(state, .lineEdit(.insert("abc")))
    #expect(
      more.status?.text
        == "Too long: 10 characters were left out (a todo holds at most 500 characters, 4000 bytes).")
    let (edited, _) = reduce(more, [.lineEdit(.deleteBackward), .lineEdit(.insert("xy"))])
    #expect(
      edited.status?.text
        == "Too long: 1 character was left out (a todo holds at most 500 characters, 4000 bytes).")
  }
}

extension ReducerInputTests {
  @Test func aPasteOfOneCharacterWithHugelyManyMarksIsLeftOutWithAMessage() {
    // 300,000 combining marks on one "e": one character of 600 KB.
    let zalgo = "e" + String(repeating: "\u{301}", count: 300_000)
    let (state, _) = reduce(State.loaded(), [.lineEdit(.insert("ok ")), .lineEdit(.insert(zalgo))])
    #expect(state.input.text == "ok ")
    #expect(
      state.status?.text
        == "Too long: 1 character was left out (a todo holds at most 500 characters, 4000 bytes).")
  }

  @Test func aHugeCharacterPastedInPartsCountsAsOneCharacterLeftOut() {
    // The terminal's reads cut the paste inside its one character: every part after the
    // first is only marks, which continue the character the first part left out.
    let part = String(repeating: "\u{301}", count: 30_000)
    let (state, _) = reduce(
      State.loaded(),
      [
        .lineEdit(.insert("ok ")), .lineEdit(.insert("e" + part)), .lineEdit(.insert(part)),
        .lineEdit(.insert(part)),
      ])
    #expect(state.input.text == "ok ")
    #expect(state.input.charactersLeftOut == 1)
    // A part that continues the cut character and then has more is counted without it.
    let (more, _) = reducer(state, .lineEdit(.insert(part + "xyz")))
    #expect(more.input.charactersLeftOut == 4)
  }

  @Test func typingMarksOneByOneStopsAtTheByteLimit() {
    var state = State.loaded()
    state = reducer(state, .lineEdit(.insert("e"))).0
    for _ in 0..<3_000 { state = reducer(state, .lineEdit(.insert("\u{301}"))).0 }
    #expect(state.input.text.count == 1)
    #expect(state.input.text.utf8.count <= InputLine.maximumByteCount)
    #expect(state.input.text.utf8.count > InputLine.maximumByteCount - 2)
    // Every mark typed once it was full belongs to the one character that did not fit.
    #expect(state.input.charactersLeftOut == 1)
    #expect(state.status?.text.hasPrefix("Too long: 1 character was left out") == true)
  }

  @Test func aPastedTextIsCutAtTheByteLimitOnAWholeCharacter() {
    // 500 characters of 12 bytes each would be 6,000 bytes: 333 fit in 4,000.
    let family = "👨‍👩‍👧"  // 18 bytes
    let (state, _) = reducer(State.loaded(), .lineEdit(.insert(String(repeating: family, count: 300))))
    #expect(state.input.text == String(repeating: family, count: 4_000 / 18))
    #expect(state.status?.text.hasPrefix("Too long: \(300 - 4_000 / 18) characters were left out") == true)
  }

  @Test(arguments: TestSeed.seeds([11]))
  func aSubmittedToDoNeverExceedsTheLimits(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let pieces = ["a", "买", "\u{301}", "👍🏽", "👨‍👩‍👧", " ", String(repeating: "\u{302}", count: 50)]
      var state = State.loaded()
      for _ in 0..<Int(random.next() % 100) {
        let piece = pieces[Int(random.next() % UInt64(pieces.count))]
        state =
          reducer(state, .lineEdit(.insert(String(repeating: piece, count: Int(random.next() % 20) + 1)))).0
      }
      #expect(state.input.text.count <= InputLine.maximumLength)
      #expect(state.input.text.utf8.count <= InputLine.maximumByteCount)
    }
  }
}

@Suite("The input line by grapheme cluster")
struct InputLineGraphemeTests {
  @Test(arguments: ["👩‍💻", "👍🏽", "e\u{301}", "买", "🇫🇷"])
  func backspaceAndArrowsMoveByWholeClusters(cluster: String) {
    var line = InputLine("a" + cluster + "b")
    line.moveLeft()
    line.deleteBackward()
    #expect(line.text == "ab")
    #expect(line.cursor == 1)
    line = InputLine("a" + cluster)
    line.moveLeft()
    #expect(line.beforeCursor == "a")
  }

  @Test func typingACombiningMarkJoinsTheCharacterBeforeIt() {
    var line = InputLine("cafe")
    line.insert("\u{301}")
    #expect(line.text == "café")
    #expect(line.cursor == 4)
  }

  @Test func theCursorSitsAfterTheCellsOfWideCharacters() {
    var state = State.loaded()
    state.input = InputLine("买👍🏽e\u{301}")
    // 买 is 2 cells, 👍 and 🏽 are 2 each as ncurses draws them, é is 1: 7 cells after "› ".
    #expect(compose(state).cursor == Position(row: 1, column: 9))
  }

  @Test func relativeDatesAreWrittenAsISODatesWhenAdded() {
    var state = State.loaded()
    state.today = CalendarDate(iso: "2026-11-23")
    let (added, _) = reduce(state, [.lineEdit(.insert("Pay due:fri t:+1w")), .list(.addInput)])
    #expect(added.titles[0] == "Pay due:2026-11-27 t:2026-11-30")
  }
}
