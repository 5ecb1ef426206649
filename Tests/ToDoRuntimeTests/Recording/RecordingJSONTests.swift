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
  static let everyKindOfAction = ActionCatalog.everyCase

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

  /// A version 4 recording written while the reload's actions were persistence's: each
  /// reads as the reload's own action, in both of a line's forms, and is written again in
  /// the reload's family.
  @Test func aVersion4RecordingWithTheReloadUnderPersistenceReadsAsTheReloads() throws {
    let text = """
      {"format":"todo-recording","size":{"columns":80,"rows":24},"version":4}
      {"action":{"persistence":{"_0":{"reload":{}}}},"t":1}
      {"action":{"persistence":{"_0":{"fileChangedOutside":{}}}},"t":2}
      {"action":{"persistence":{"_0":{"watchUnavailable":{"checkingEvery":5}}}},"t":3}
      {"action":{"persistence":{"_0":{"reloadDue":{}}}},"t":4}
      {"action":{"persistence":{"_0":{"reloaded":{"_0":{"unchanged":{}}}}}},"t":5}
      {"t":6,"action":{"persistence":{"_0":{"reloadFailed":{"_0":"gone"}}}}}

      """
    let recording = try Recording.parse(text)
    #expect(
      recording.entries.map(\.action) == [
        .reload(.now), .reload(.fileChangedOutside), .reload(.watchUnavailable(checkingEvery: 5)),
        .reload(.due), .reload(.reloaded(.unchanged)), .reload(.failed("gone")),
      ])
    #expect(recording.text.contains(#"{"action":{"reload":{"_0":{"due":{}}}},"t":4}"#))
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
