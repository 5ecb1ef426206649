import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Direct update: small updates as the app's own bytes")
struct DirectUpdateTests {
  /// Sequences of an ANSI terminal, with each style entered by `ESC [ 10+n m` and left by
  /// `ESC [ m` (the plain style has none), so that the emulator can tell the styles apart.
  static func sequences(
    returnAndLineFeed: Bool = true, lastCellSafe: Bool = true, erases: Bool = true
  ) -> TerminalSequences {
    TerminalSequences(
      moveCursor: TerminalSequences.ansiCursorAddress,
      enterStyle: Style.allCases.map { $0 == .normal ? [] : Array("\u{1B}[\(Int($0.rawValue) + 10)m".utf8) },
      leaveStyle: Style.allCases.map { $0 == .normal ? [] : Array("\u{1B}[m".utf8) },
      writesLastCellSafely: lastCellSafe, movesWithReturnAndLineFeed: returnAndLineFeed,
      eraseToEndOfRow: erases ? Array("\u{1B}[K".utf8) : nil, erasesAndMovesForwardAsANSI: erases)
  }

  /// A terminal that understands what those sequences say: cursor addresses, the styles,
  /// carriage return, line feed and UTF-8 text, placed as `Frame` places glyphs.
  struct EmulatedTerminal {
    var screen: Frame
    var cursor: Position
    var style = Style.normal

    mutating func receive(_ bytes: [UInt8]) {
      var index = 0
      var text: [UInt8] = []
      func flushText() {
        guard !text.isEmpty else { return }
        let glyphs = DisplayText.glyphs(String(decoding: text, as: UTF8.self))
        screen.write(glyphs, row: cursor.row, column: cursor.column, style: style)
        cursor.column += glyphs.reduce(0) { $0 + $1.width }
        #expect(cursor.column <= screen.size.columns, "text ran past the right margin")
        text = []
      }
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
          flushText()
          #expect(bytes[index + 1] == UInt8(ascii: "["))
          var end = index + 2
          while !(0x40...0x7E).contains(bytes[end]) { end += 1 }
          let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
          let numbers = parameters.split(separator: ";").map { Int($0)! }
          switch bytes[end] {
          case UInt8(ascii: "H"): cursor = Position(row: numbers[0] - 1, column: numbers[1] - 1)
          case UInt8(ascii: "C"):
            cursor.column = min(cursor.column + (numbers.first ?? 1), screen.size.columns - 1)
          case UInt8(ascii: "X"): erase(numbers.first ?? 1)
          case UInt8(ascii: "K"): erase(screen.size.columns - cursor.column)
          case UInt8(ascii: "m"): style = numbers.isEmpty ? .normal : Style(rawValue: UInt8(numbers[0] - 10))!
          default: Issue.record("unexpected sequence \(parameters)")
          }
          index = end + 1
        case 0x0D:
          flushText()
          cursor.column = 0
          index += 1
        case 0x0A:
          flushText()
          #expect(cursor.row < screen.size.rows - 1, "a line feed on the last row scrolls")
          cursor.row += 1
          index += 1
        default:
          text.append(byte)
          index += 1
        }
      }
      flushText()
    }

    /// Blanks `count` cells from the cursor, which stays.
    mutating func erase(_ count: Int) {
      let blanks = String(repeating: " ", count: min(count, screen.size.columns - cursor.column))
      screen.write(DisplayText.glyphs(blanks), row: cursor.row, column: cursor.column, style: .normal)
    }
  }

  static let size = Size(columns: 20, rows: 6)
  static let texts = [
    "a", "ab", "Todo 1", " ", "买", "› Todo 2 ✕", "e\u{301}x", "😀!", "xxxxxxxxxx", "b     ", "     ", "c ",
    "买    ",
  ]

  /// Small updates (at most two rows, the cursor shown or not as before) on a random screen
  /// leave the emulated terminal showing what `Frame.applying` shows, whatever the cursor
  /// was known to be: only what the update knows about the cursor is ever relied on.
  @Test(arguments: TestSeed.seeds([0x5EED]))
  func smallUpdatesShowWhatTheFrameShows(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let sequences = Self.sequences()
    for _ in 0..<3000 {
      var screen = Frame(size: Self.size)
      for row in 0..<Self.size.rows {
        screen.write(
          DisplayText.glyphs(Self.texts.randomElement(using: &random)!), row: row, column: 0, style: .item)
      }
      let shown = Bool.random(using: &random)
      let start = Position(
        row: Int.random(in: 0..<Self.size.rows, using: &random),
        column: Int.random(in: 0..<Self.size.columns, using: &random))
      var terminal = EmulatedTerminal(screen: screen, cursor: start)
      var update = DirectUpdate(cursor: Bool.random(using: &random) ? start : nil)
      for _ in 0..<3 {
        let rows = (0..<2).map { _ in Int.random(in: 0..<Self.size.rows, using: &random) }
        var ops: [DrawOp] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let text = Self.texts.randomElement(using: &random)!
          let row = rows.randomElement(using: &random)!
          let room = Self.size.columns - DisplayText.glyphs(text).reduce(0) { $0 + $1.width }
          let column = Int.random(in: 0...room, using: &random)
          ops.append(
            .text(at: Position(row: row, column: column), text, Style.allCases.randomElement(using: &random)!)
          )
        }
        let cursor =
          shown
          ? Position(
            row: Int.random(in: 0..<Self.size.rows, using: &random),
            column: Int.random(in: 0..<Self.size.columns, using: &random)) : nil
        ops.append(.cursor(cursor))
        #expect(DirectUpdate.fits(ops, cursorShown: shown, size: Self.size, writesLastCellSafely: true))
        update.begin()
        for op in ops {
          if case .text(let position, let text, let style) = op {
            update.write(text, at: position, style: style, columns: Self.size.columns, sequences: sequences)
          }
        }
        if let cursor {
          // What the terminal adapter asks ncurses' copy of the screen, which records this
          // update's text only after the bytes went out.
          update.moveCursor(to: cursor, sequences: sequences) {
            screen[$0.row, $0.column] == Cell(" ", .normal)
          }
        }
        terminal.receive(update.bytes)
        screen = screen.applying(ops)
        #expect(terminal.style == .normal, "an update ends in the plain style")
        #expect(terminal.screen.lines == screen.lines)
        for row in 0..<Self.size.rows {
          #expect(terminal.screen.row(row).map(\.style) == screen.row(row).map(\.style))
        }
        if let cursor { #expect(terminal.cursor == cursor) }
        if let known = update.cursor { #expect(terminal.cursor == known) }
        if let row = update.row { #expect(terminal.cursor.row == row) }
      }
    }
  }

  @Test("a typed character where the cursor is costs its own byte, and the cursor moves on")
  func aTypedCharacterIsOneByte() {
    var update = DirectUpdate(cursor: Position(row: 1, column: 4))
    update.write(
      "y", at: Position(row: 1, column: 4), style: .normal, columns: 80, sequences: Self.sequences())
    update.moveCursor(to: Position(row: 1, column: 5), sequences: Self.sequences())
    #expect(update.bytes == Array("y".utf8))
    #expect(update.cursor == Position(row: 1, column: 5))
  }

  @Test("a move to the start of the same or the next row is a carriage return and a line feed")
  func movesToTheStartOfARowAreShort() {
    var update = DirectUpdate(cursor: Position(row: 3, column: 9))
    update.write(
      "› a ✕", at: Position(row: 4, column: 0), style: .selectedItem, columns: 80, sequences: Self.sequences()
    )
    // Not plain ASCII: the column is the terminal's business, the row is known.
    #expect(update.cursor == nil && update.row == 4)
    update.begin()
    update.moveCursor(to: Position(row: 5, column: 0), sequences: Self.sequences())
    #expect(update.bytes == [0x0D, 0x0A])
    update.begin()
    update.moveCursor(to: Position(row: 5, column: 0), sequences: Self.sequences())
    #expect(update.bytes.isEmpty)
    update.moveCursor(to: Position(row: 7, column: 0), sequences: Self.sequences())
    #expect(update.bytes == Array("\u{1B}[8;1H".utf8))
    // Without return and line feed, or two rows down, an address.
    update = DirectUpdate(cursor: Position(row: 3, column: 9))
    update.moveCursor(to: Position(row: 4, column: 0), sequences: Self.sequences(returnAndLineFeed: false))
    #expect(update.bytes == Array("\u{1B}[5;1H".utf8))
  }

  @Test("text that could reach the last column leaves the cursor unknown")
  func textToTheLastColumnForgetsTheCursor() {
    var update = DirectUpdate()
    update.write(
      "abc", at: Position(row: 2, column: 77), style: .item, columns: 80, sequences: Self.sequences())
    #expect(update.cursor == nil && update.row == nil)
    update.write(
      "买买", at: Position(row: 2, column: 74), style: .item, columns: 80, sequences: Self.sequences())
    #expect(update.cursor == nil && update.row == nil)
    update.write(
      "买", at: Position(row: 2, column: 70), style: .item, columns: 80, sequences: Self.sequences())
    #expect(update.cursor == nil && update.row == 2)
  }

  @Test("plain blanks at the end of text are erased: to the end of the row, or four or more")
  func trailingBlanksAreErased() {
    var update = DirectUpdate(cursor: Position(row: 1, column: 2))
    update.write(
      "W" + String(repeating: " ", count: 26), at: Position(row: 1, column: 2), style: .normal, columns: 80,
      sequences: Self.sequences())
    #expect(String(decoding: update.bytes, as: UTF8.self) == "W\u{1B}[26X")
    #expect(update.cursor == Position(row: 1, column: 3))
    update.begin()
    update.write(
      "x" + String(repeating: " ", count: 9), at: Position(row: 3, column: 70), style: .normal, columns: 80,
      sequences: Self.sequences())
    #expect(String(decoding: update.bytes, as: UTF8.self) == "\u{1B}[4;71Hx\u{1B}[K")
    // Three are written; so are blanks in a style the terminal must be put into, and
    // blanks on a terminal that cannot erase.
    update.begin()
    update.write(
      "y   ", at: Position(row: 3, column: 0), style: .normal, columns: 80, sequences: Self.sequences())
    update.write(
      "z     ", at: Position(row: 4, column: 0), style: .selectedItem, columns: 80,
      sequences: Self.sequences())
    #expect(
      String(decoding: update.bytes, as: UTF8.self)
        == "\ry   \r\n\u{1B}[\(Int(Style.selectedItem.rawValue) + 10)mz     \u{1B}[m")
    update.begin()
    update.write(
      "w    ", at: Position(row: 5, column: 0), style: .normal, columns: 80,
      sequences: Self.sequences(erases: false))
    #expect(String(decoding: update.bytes, as: UTF8.self) == "\r\nw    ")
  }

  @Test("along a row the cursor moves forward; one column over a plain blank, by a space")
  func movesAlongARowAreShort() {
    var update = DirectUpdate(cursor: Position(row: 1, column: 8))
    update.moveCursor(to: Position(row: 1, column: 9), sequences: Self.sequences()) {
      $0 == Position(row: 1, column: 8)
    }
    #expect(update.bytes == [UInt8(ascii: " ")])
    // The cell asked about is the one passed over, not the one arrived at.
    update = DirectUpdate(cursor: Position(row: 1, column: 8))
    update.moveCursor(to: Position(row: 1, column: 9), sequences: Self.sequences()) {
      $0 == Position(row: 1, column: 9)
    }
    #expect(update.bytes == Array("\u{1B}[1C".utf8))
    update.begin()
    update.moveCursor(to: Position(row: 1, column: 10), sequences: Self.sequences())
    update.moveCursor(to: Position(row: 1, column: 74), sequences: Self.sequences())
    #expect(String(decoding: update.bytes, as: UTF8.self) == "\u{1B}[1C\u{1B}[64C")
    // Not over a cell a text of this update may cover: the screen asked about is older.
    update = DirectUpdate(cursor: Position(row: 1, column: 0))
    update.begin()
    update.write(
      "ab", at: Position(row: 1, column: 0), style: .normal, columns: 80, sequences: Self.sequences())
    update.moveCursor(to: Position(row: 1, column: 3), sequences: Self.sequences()) { _ in true }
    #expect(String(decoding: update.bytes, as: UTF8.self) == "ab\u{1B}[1C")
    update.begin()
    update.moveCursor(to: Position(row: 1, column: 4), sequences: Self.sequences()) { _ in true }
    #expect(update.bytes == [UInt8(ascii: " ")])
    // Backwards, or with the column unknown, an address.
    update.begin()
    update.moveCursor(to: Position(row: 1, column: 3), sequences: Self.sequences())
    #expect(String(decoding: update.bytes, as: UTF8.self) == "\u{1B}[2;4H")
  }

  @Test func ansiCursorAddressesCountFromOne() {
    var bytes: [UInt8] = []
    TerminalSequences.ansiCursorAddress(Position(row: 0, column: 0), into: &bytes)
    TerminalSequences.ansiCursorAddress(Position(row: 23, column: 79), into: &bytes)
    TerminalSequences.ansiCursorAddress(Position(row: 199, column: 1000), into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[24;80H\u{1B}[200;1001H")
  }

  @Test("what goes through the terminal library instead: a clear, a third row, the cursor shown or hidden")
  func largerUpdatesDoNotFit() {
    let size = Size(columns: 10, rows: 4)
    func fits(_ ops: [DrawOp], shown: Bool = false, safe: Bool = true) -> Bool {
      DirectUpdate.fits(ops, cursorShown: shown, size: size, writesLastCellSafely: safe)
    }
    let text = { (row: Int, column: Int) in DrawOp.text(at: Position(row: row, column: column), "ab", .item) }
    #expect(fits([text(0, 0), text(1, 0), text(0, 5), .cursor(nil)]))
    #expect(fits([text(1, 0), .cursor(Position(row: 1, column: 2))], shown: true))
    #expect(!fits([.clear(size), text(0, 0)]))
    #expect(!fits([text(0, 0), text(1, 0), text(2, 0)]))
    #expect(!fits([text(0, 0), .cursor(Position(row: 0, column: 0))]))
    #expect(!fits([text(0, 0), .cursor(nil)], shown: true))
    // The bottom-right cell, on a terminal that scrolls when it is written.
    #expect(fits([text(3, 8)]) && fits([text(3, 7)], safe: false))
    #expect(!fits([text(3, 8)], safe: false))
    #expect(!fits([.text(at: Position(row: 3, column: 0), "买", .item)], safe: false))
    #expect(fits([.text(at: Position(row: 2, column: 9), "买", .item)], safe: false))
  }
}
