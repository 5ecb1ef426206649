import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("The input line keeps its count and cursor while typing")
struct InputLineTests {
  /// Scalars that join, split and pair up across the cursor: combining marks, joiners,
  /// regional indicators, a CR before an LF, a prepended mark (U+0600 joins what follows),
  /// wide and plain characters, runs of printable ASCII (typed in one go).
  static let pieces = [
    "a", "e", "\u{301}", "\u{200D}", "👩", "🇫", "🇷", "\r", "\n", "买", " ", "👍", "\u{1F3FD}", "\u{600}", "xy",
    "\t",
  ]

  @Test(arguments: TestSeed.seeds([1, 2, 3, 4, 5, 6]))
  func typingAnywhereKeepsWhatMeasuringTheLineAnewGives(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var line = InputLine()
    // The line as it was measured before it kept its count: the text and the cursor moved
    // by how much the count grew.
    var text = ""
    var cursor = 0
    for step in 0..<400 {
      if Int.random(in: 0..<4, using: &random) == 0 {
        let target = Int.random(in: 0...text.count, using: &random)
        while line.cursor > target { line.moveLeft() }
        while line.cursor < target { line.moveRight() }
        cursor = target
      }
      let typed = (0..<Int.random(in: 1...2, using: &random)).map { _ in
        Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
      }.joined()
      guard text.utf8.count + typed.utf8.count < InputLine.maximumByteCount, text.count + typed.count < 400
      else { break }
      line.insert(typed)
      let before = text.count
      text.insert(contentsOf: typed, at: text.index(text.startIndex, offsetBy: cursor))
      cursor += text.count - before
      #expect(line.text == text, "step \(step)")
      #expect(line.cursor == cursor, "step \(step): typed \(typed.unicodeScalars.map(\.value))")
      #expect(line.count == text.count, "step \(step)")
      #expect(line.beforeCursor == text.prefix(cursor), "step \(step)")
      // Equal to the same line measured from scratch (the kept count and cursor included).
      #expect(line == InputLine(text, cursor: cursor), "step \(step)")
    }
  }

  @Test func aMarkTypedAfterACharacterJoinsItAndTheCursorStaysAfterIt() {
    var line = InputLine("ae", cursor: 2)
    line.insert("\u{301}")
    #expect(line.text == "ae\u{301}" && line.count == 2 && line.cursor == 2)
    line.insert("x")
    #expect(line.text == "ae\u{301}x" && line.count == 3 && line.cursor == 3)
  }

  @Test func aRegionalIndicatorTypedBeforeOthersPairsThemAnew() {
    // 🇫|🇷🇫: typing 🇷 makes 🇫🇷 then 🇷🇫, two flags, where there was a flag and a letter.
    var line = InputLine("🇫🇷🇫", cursor: 0)
    line.moveRight()
    line.insert("🇷")
    let measured = InputLine(line.text, cursor: line.cursor)
    #expect(line == measured)
    #expect(line.count == line.text.count)
  }
}

@Suite("Whether Enter can add")
struct CanAddTests {
  @Test(arguments: [
    ("", false), ("ab", false), ("  ab  ", false), ("abc", true), (" \tabc ", true), ("a b", true),
    ("e\u{301}e\u{301}", false), ("e\u{301}e\u{301}e\u{301}", true), ("  🇫🇷🇫🇷 ", false), ("🇫🇷🇫🇷🇫🇷", true),
    ("   ", false), ("\r\n\r\n", false), ("a\r\nb", true), ("a\r\n", false),
  ])
  func needsThreeCharactersBetweenTheBlanks(text: String, canAdd: Bool) {
    var state = State.loaded()
    state.input = InputLine(text)
    #expect(state.canAdd == canAdd)
    #expect(state.canAdd == (state.trimmedInput.count >= State.minimumTitleLength))
  }

  @Test(arguments: TestSeed.seeds([7, 8, 9]))
  func whetherEnterCanAddAgreesWithTheTrimmedText(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let pieces = InputLineTests.pieces + [" ", "\u{B}", "\u{C}", "\u{85}", "\u{A0}", "ab"]
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in
        pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }.joined()
      let line = InputLine(text)
      for minimum in 1...4 {
        #expect(
          line.trimmedTextHasAtLeast(minimum) == (text.trimmingWhitespace().count >= minimum),
          "\(text.unicodeScalars.map { String($0.value, radix: 16) }) \(minimum)")
      }
    }
  }
}
