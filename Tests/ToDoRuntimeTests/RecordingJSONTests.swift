import FoundationEssentials
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// The recordings' own JSON coder writes what Foundation's `JSONEncoder` wrote for them,
/// byte for byte, and reads back every recording written so far. (Foundation is linked into
/// the tests only, as the reference; the app links none.)
@Suite("Recordings' JSON")
struct RecordingJSONTests {
  /// Every case of every action family, with texts that need each kind of escape.
  static let everyKindOfAction: [Action] =
    [
      .lineEdit(.insert("plain")), .lineEdit(.insert("quote \" backslash \\ slash / tab \t")),
      .lineEdit(.insert("bell \u{7} escape \u{1B}[2J nul \u{0} \u{8} \u{C} \r\n del \u{7F}")),
      .lineEdit(.insert("买牛奶 👩‍💻 e\u{301} \u{2028}")), .lineEdit(.deleteBackward), .lineEdit(.deleteForward),
      .lineEdit(.deleteWordBackward), .lineEdit(.deleteToLineStart), .lineEdit(.deleteToLineEnd),
      .lineEdit(.clearInput),
    ] + CursorMove.allCases.map { .lineEdit(.moveCursor($0)) } + [
      .list(.addInput), .list(.moveSelection(by: -3)), .list(.moveSelectionByPage(by: Int.max)),
      .list(.selectFirst), .list(.selectLast), .list(.deleteSelected),
      .list(.clicked(Position(row: 4, column: Int.min))),
      .list(.clicked(Position(row: 1, column: 2), atMilliseconds: 250)),
      .list(.scrolled(by: 1)), .history(.undo), .history(.redo), .completion(.toggle), .editing(.start),
      .editing(.save), .editing(.cancel), .priority(.set("B")), .priority(.set(nil)),
      .priority(.change(by: -1)), .archive(.start), .externalEdit(.open),
      .externalEdit(.edited(7, .edited("Walk the dog\nx\n"))),
      .externalEdit(.edited(0, .editorFailed(editor: "code -w", status: Int32.min))),
      .externalEdit(.edited(-1, .failed("No such file: '/tmp/a b'"))),
      .list(.focusList), .list(.focusInput), .help(.toggle), .help(.scroll(by: 2)),
      .help(.scrollByPage(by: -1)), .priority(.choose), .priority(.cancel),
      .persistence(.reload), .persistence(.saveNow), .persistence(.saveDue), .persistence(.toDosLoaded([])),
      .persistence(.toDosLoaded(["Buy the milk", "(A) \"quoted\" +project @home due:2026-01-02"])),
      .persistence(.loadFailed("Permission denied")), .persistence(.saved),
      .persistence(.saveFailed("disk full")),
      .persistence(
        .toDosMerged(
          MergedList(
            titles: ["a", "b", "c"], ids: [3, nil, 1],
            conflicts: [
              MergeConflict(original: "a", here: .edited, ours: "a2", theirs: nil),
              MergeConflict(original: "b", here: .deleted, ours: nil, theirs: "b3"),
            ]))),
      .persistence(.savedOverDeletedFile), .persistence(.fileChangedOutside), .persistence(.reloadDue),
      .persistence(.reloaded(.unchanged)), .persistence(.reloaded(.missing)),
      .persistence(
        .reloaded(
          .changed(
            MergedList(titles: ["x"], ids: [nil]),
            ReloadSummary(changed: 1, added: 2, removed: 3, isReordered: true)))),
      .persistence(.reloadFailed("gone")), .archive(.archived(doneFileName: "done.txt")),
      .archive(.failed("No space left on device")), .conflictCopies(.arrived),
      .conflictCopies(
        .found([ConflictCopy(name: "todo (conflict).txt", titles: ["a"], problem: nil)])),
      .conflictCopies(.found([ConflictCopy(name: "c.txt", titles: [], problem: "unreadable")])),
      .conflictCopies(.merge), .conflictCopies(.ignore),
      .conflictCopies(.movedAside("c.txt")),
      .conflictCopies(.notMoved("c.txt", reason: "busy")),
      .search(.start), .search(.due), .search(.keep), .search(.clear), .view(.toggleHideDone),
      .view(.toggleShowHidden), .view(.cycleSort), .picker(.openTags),
      .picker(
        .tagsCounted(
          number: 3, [TagCount(.project, "home", open: 2, done: 1), TagCount(.context, "a/b", open: 0)])),
      .savedViews(.open), .savedViews(.recall(slot: 2)), .savedViews(.startNaming), .savedViews(.save),
      .savedViews(.cancelNaming), .savedViews(.delete),
      .savedViews(
        .loaded(
          SavedViews(
            [
              .init(
                slot: 1,
                view: SavedView(
                  name: "Home \"now\"",
                  settings: ListSettings(query: "+home", hidesDone: true, sort: .dueDate)))
            ], unwritableBecause: "line 3: no name"))),
      .savedViews(.loaded(SavedViews())), .savedViews(.saved), .savedViews(.notSaved(reason: "read-only")),
      .picker(.move(by: 1)), .picker(.moveByPage(by: -1)), .picker(.pick), .picker(.close),
      .view(.rowsProjected(number: 4, order: [2, 0, Int32.max])),
      .view(.rowsProjected(number: 0, order: nil)),
      .system(.started), .system(.quit), .system(.shutdown(exitStatus: 130)), .system(.shutdownBoundReached),
      .system(.resized(Size(columns: 80, rows: 24))), .system(.tick),
      .system(.dayBegan(CalendarDate(year: 2026, month: 11, day: 24)!, nextDayIn: .milliseconds(86_399_999))),
      .system(.dayBegan(CalendarDate(year: 1, month: 1, day: 1)!, nextDayIn: .seconds(-5))),
      .system(.dayEnded),
    ]

  static func foundationJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test func everyActionIsWrittenAsFoundationWroteIt() throws {
    for action in Self.everyKindOfAction {
      #expect(try JSONValueEncoder.encode(action) == Self.foundationJSON(action), "\(action)")
    }
  }

  @Test func everyActionIsReadBackFromWhatFoundationWrote() throws {
    for action in Self.everyKindOfAction {
      let written = try Self.foundationJSON(action)
      #expect(try JSONValueDecoder.decode(Action.self, from: written.utf8) == action, "\(written)")
    }
  }

  @Test(arguments: TestSeed.seeds([13]))
  func randomSessionsAreWrittenAsFoundationWroteThem(seed: UInt64) throws {
    var actions = RandomActions(seed: seed)
    for _ in 0..<2_000 {
      let action = actions.next()
      let written = try JSONValueEncoder.encode(action)
      #expect(written == (try Self.foundationJSON(action)))
      #expect(try JSONValueDecoder.decode(Action.self, from: written.utf8) == action)
    }
  }

  /// A recording in the form Foundation's `JSONEncoder` wrote before todo had its own coder
  /// (header fields, escapes, `nil`s left out or written `null`, a `Duration` as two
  /// integers): it reads as these actions, and is written again byte for byte.
  /// Being version 3, it is written again as version 4: only the header's version and the
  /// one action that moved family (`setPriority` of `list`, now `set` of `priority`) change.
  @Test func aRecordingWrittenByFoundationReadsAndWritesTheSame() throws {
    let text = """
      {"format":"todo-recording","list":"todo.txt","newTodos":"bottom","size":{"columns":80,"rows":24},"version":3}
      {"action":{"system":{"_0":{"started":{}}}},"t":0}
      {"action":{"system":{"_0":{"dayBegan":{"_0":{"day":24,"month":11,"year":2026},"nextDayIn":[3,17659767778871345152]}}}},"t":0}
      {"action":{"persistence":{"_0":{"toDosLoaded":{"_0":["Buy the milk","(A) Call \\"Mum\\" +family"]}}}},"t":3}
      {"action":{"lineEdit":{"_0":{"insert":{"_0":"a/b \\\\ \\t \\u001b 买"}}}},"t":120}
      {"action":{"list":{"_0":{"addInput":{}}}},"t":130}
      {"action":{"list":{"_0":{"clicked":{"_0":{"column":3,"row":4},"atMilliseconds":250}}}},"t":131}
      {"action":{"list":{"_0":{"setPriority":{}}}},"t":132}
      {"action":{"view":{"_0":{"rowsProjected":{"number":2,"order":[1,0]}}}},"t":140}
      {"action":{"persistence":{"_0":{"toDosMerged":{"_0":{"conflicts":[],"ids":[1,null],"titles":["a","b"]}}}}},"t":150}
      {"action":{"system":{"_0":{"shutdown":{"exitStatus":0}}}},"t":2000}

      """
    let recording = try Recording.parse(text)
    #expect(recording.listName == "todo.txt" && recording.preferences.newToDos == .bottom)
    #expect(
      recording.entries.map(\.action) == [
        .system(.started),
        .system(.dayBegan(CalendarDate(year: 2026, month: 11, day: 24)!, nextDayIn: .seconds(73))),
        .persistence(.toDosLoaded(["Buy the milk", #"(A) Call "Mum" +family"#])),
        .lineEdit(.insert("a/b \\ \t \u{1B} 买")), .list(.addInput),
        .list(.clicked(Position(row: 4, column: 3), atMilliseconds: 250)), .priority(.set(nil)),
        .view(.rowsProjected(number: 2, order: [1, 0])),
        .persistence(.toDosMerged(MergedList(titles: ["a", "b"], ids: [1, nil]))),
        .system(.shutdown(exitStatus: 0)),
      ])
    let asVersion4 = text.replacing(#""version":3"#, with: #""version":4"#)
      .replacing(#"{"list":{"_0":{"setPriority":{}}}}"#, with: #"{"priority":{"_0":{"set":{}}}}"#)
    #expect(recording.text == asVersion4)
  }

  @Test(arguments: [
    (#"{"a":1"#, "the text ends where ',' or '}' after an object's member should be (at byte 7)"),
    (#"{"a":1}x"#, "text after the JSON value (at byte 8)"),
    ("[\"a\u{1}\"]", "the byte 1 inside a string (it must be written as an escape) (at byte 4)"),
    (#"["\ud800"]"#, #"a lone surrogate \ud800 in a string (at byte 9)"#),
    (#"["\udc00x"]"#, #"a lone surrogate \udc00 in a string (at byte 9)"#),
    (#"["\q"]"#, #"an unknown escape \'q' in a string (at byte 4)"#),
    (#"["\u12"]"#, #"\u must be followed by four hexadecimal digits (at byte 7)"#),
    (#"[01]"#, "'1' where ',' or ']' after an array's element should be (at byte 3)"),
    (#"[-]"#, "a number needs digits (at byte 3)"),
    (#"[1.]"#, "a number needs digits after its '.' (at byte 4)"),
    (#"{"a":1,"a":2}"#, #"the key "a" appears twice in one object (at byte 13)"#),
    (#"{1:2}"#, "an object's key must be a string (at byte 2)"),
    ("", "the text ends where a value should be (at byte 1)"),
    ("tru", "expected true (at byte 4)"),
  ])
  func textThatIsNotJSONIsRefusedWithTheReason(text: String, message: String) {
    #expect(throws: JSONError.self) { try JSONParser.parse(text.utf8) }
    do {
      _ = try JSONParser.parse(text.utf8)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func nestingAMillionDeepIsRefusedNotACrash() {
    for opening in ["[", #"{"a":"#] {
      let text = String(repeating: opening, count: 1_000_000)
      #expect(throws: JSONError(problem: "nested deeper than 100", offset: 100 * opening.utf8.count)) {
        try JSONParser.parse(text.utf8)
      }
    }
  }

  @Test func escapesAndSurrogatePairsAreRead() throws {
    let text = #"["\"\\\/\b\f\n\r\t\u0041\u00e9\ud83d\udc4d", -0, 12e3, true, false, null]"#
    #expect(
      try JSONParser.parse(text.utf8)
        == .array([
          .string("\"\\/\u{8}\u{C}\n\r\tAé👍"), .number("-0"), .number("12e3"), .bool(true), .bool(false),
          .null,
        ]))
  }

  @Test(arguments: [
    #"{"list":{"_0":{"moveSelection":{"by":9223372036854775808}}}}"#,
    #"{"list":{"_0":{"moveSelection":{"by":1.5}}}}"#,
    #"{"list":{"_0":{"moveSelection":{"by":"1"}}}}"#,
    #"{"list":{"_0":{"moveSelection":{}}}}"#,
    #"{"list":{"_0":{"moveSelection":{"by":1},"deleteSelected":{}}}}"#,
    #"{"list":{}}"#, #"{"list":[]}"#, #"[]"#, #"null"#,
    #"{"system":{"_0":{"shutdown":{"exitStatus":2147483648}}}}"#,
    #"{"system":{"_0":{"dayBegan":{"_0":{"day":1,"month":1,"year":1},"nextDayIn":[1]}}}}"#,
  ])
  func jsonThatIsNoActionIsRefusedNotACrash(text: String) {
    #expect(throws: (any Error).self) { try JSONValueDecoder.decode(Action.self, from: text.utf8) }
  }

  @Test func floatingPointNumbersAreRefusedBothWays() {
    #expect(throws: EncodingError.self) { try JSONValueEncoder.encode([1.5]) }
    #expect(throws: DecodingError.self) { try JSONValueDecoder.decode([Double].self, from: "[1.5]".utf8) }
  }
}
