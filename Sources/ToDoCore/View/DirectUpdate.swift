/// The bytes that drive one terminal type, read from its terminfo entry once at start by the
/// terminal adapter, so that a small update can be written as bytes of the app's own instead
/// of through the terminal library's screen update. Pure value.
public struct TerminalSequences: Sendable {
  /// Appends the bytes that put the cursor at a cell.
  public var moveCursor: @Sendable (Position, inout [UInt8]) -> Void
  /// By style (its raw value): the bytes from the plain rendition into the style.
  public var enterStyle: [[UInt8]]
  /// By style (its raw value): the bytes from the style back to the plain rendition.
  public var leaveStyle: [[UInt8]]
  /// Whether writing the bottom-right cell leaves the screen where it is (a terminal that
  /// wraps at the right margin without holding the wrap back scrolls instead).
  public var writesLastCellSafely: Bool
  /// Whether carriage return and line feed move the cursor to the start of its row and one
  /// row down, as on every ANSI terminal: shorter than an address.
  public var movesWithReturnAndLineFeed: Bool
  /// The bytes that blank the row from the cursor to its end without moving it (`el`), or
  /// nil.
  public var eraseToEndOfRow: [UInt8]?
  /// Whether the terminal erases cells and moves the cursor forward as ANSI spells it:
  /// `ESC [ n X` blanks n cells without moving the cursor (`ech`), `ESC [ n C` moves it n
  /// columns right (`cuf`).
  public var erasesAndMovesForwardAsANSI: Bool

  public init(
    moveCursor: @escaping @Sendable (Position, inout [UInt8]) -> Void, enterStyle: [[UInt8]],
    leaveStyle: [[UInt8]], writesLastCellSafely: Bool, movesWithReturnAndLineFeed: Bool,
    eraseToEndOfRow: [UInt8]? = nil, erasesAndMovesForwardAsANSI: Bool = false
  ) {
    self.moveCursor = moveCursor
    self.enterStyle = enterStyle
    self.leaveStyle = leaveStyle
    self.writesLastCellSafely = writesLastCellSafely
    self.movesWithReturnAndLineFeed = movesWithReturnAndLineFeed
    self.eraseToEndOfRow = eraseToEndOfRow
    self.erasesAndMovesForwardAsANSI = erasesAndMovesForwardAsANSI
  }

  /// Appends the ANSI control sequence `ESC [ first final`, or `ESC [ first ; second final`.
  static func appendControl(_ first: Int, _ second: Int? = nil, final: Character, to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    appendDecimal(first, to: &bytes)
    if let second {
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(second, to: &bytes)
    }
    bytes.append(final.asciiValue!)
  }

  /// Appends the ANSI cursor address of `position`, `ESC [ row ; column H` counted from 1:
  /// what most terminal types' `cup` says, spelt without the terminfo interpreter.
  public static func ansiCursorAddress(_ position: Position, into bytes: inout [UInt8]) {
    appendControl(position.row + 1, position.column + 1, final: "H", to: &bytes)
  }

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

/// A small update written to the terminal as bytes of the app's own. `render` already
/// found what changed; the terminal library's screen update would find it again, scanning
/// and hashing every row of its copies of the screen (most of the work of a typed key).
/// Larger updates still go through the library, whose scrolling saves bytes when the list
/// shifts. Pure.
public struct DirectUpdate: Sendable {
  /// The bytes of the update being written.
  public private(set) var bytes: [UInt8] = []
  /// Where the terminal's cursor is known to be, or nil when it is not known (after text
  /// that is not plain ASCII, after the last column, after an update the library wrote with
  /// the cursor hidden). Setting it sets `row`.
  public var cursor: Position? {
    didSet { row = cursor?.row }
  }
  /// The row of the terminal's cursor, when known, even where its column is not (after
  /// text whose width is the terminal's business, but too short to reach the last column).
  public private(set) var row: Int?
  /// Where the texts of the update being written start.
  private var written: [Position] = []

  public init(cursor: Position? = nil) {
    self.cursor = cursor
    row = cursor?.row
  }

  /// Whether `ops` can be written directly on a screen of `size`: no clearing, the cursor
  /// shown or hidden as it is now (`cursorShown`), at most two rows, and nothing
  /// that could reach the bottom-right cell of a terminal that would scroll there.
  public static func fits(
    _ ops: [DrawOp], cursorShown: Bool, size: Size, writesLastCellSafely: Bool
  ) -> Bool {
    var firstRow = -1
    var secondRow = -1
    for op in ops {
      switch op {
      case .clear: return false
      case .cursor(let position):
        if (position != nil) != cursorShown { return false }
      case .text(let position, let text, _):
        let row = position.row
        if row != firstRow, row != secondRow {
          if firstRow < 0 {
            firstRow = row
          } else if secondRow < 0 {
            secondRow = row
          } else {
            return false
          }
        }
        if !writesLastCellSafely, row == size.rows - 1 {
          // Each byte is at most one column: only plain ASCII is measured by its bytes.
          guard isPlainASCII(text), position.column + text.utf8.count < size.columns else { return false }
        }
      }
    }
    return true
  }

  /// Starts the next update (the bytes of the last one are dropped).
  public mutating func begin() {
    bytes.removeAll(keepingCapacity: true)
    written.removeAll(keepingCapacity: true)
  }

  /// Appends `text` (already clipped to the screen) at `position` in `style`, on a screen
  /// `columns` wide. Blanks that end plain text (a style the terminal draws as its own,
  /// with no way into it) are erased rather than written, as ncurses does: to the end of
  /// the row, or four or more of them.
  public mutating func write(
    _ text: String, at position: Position, style: Style, columns: Int, sequences: TerminalSequences
  ) {
    moveCursor(to: position, sequences: sequences)
    written.append(position)
    let index = Int(style.rawValue)
    bytes += sequences.enterStyle[index]
    let isPlainASCII = Self.isPlainASCII(text)
    var text = text
    let (count, blanks) = text.withUTF8 { utf8 in
      var written = utf8.count
      if isPlainASCII, sequences.enterStyle[index].isEmpty {
        while written > 0, utf8[written - 1] == UInt8(ascii: " ") { written -= 1 }
      }
      let blanks = Self.erasable(
        utf8.count - written, from: position.column + written, columns: columns, sequences: sequences)
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<(utf8.count - blanks)]))
      return (utf8.count, blanks)
    }
    bytes += sequences.leaveStyle[index]
    if blanks > 0 {
      // Erasing leaves the cursor where the blanks begin.
      if position.column + count == columns, let erase = sequences.eraseToEndOfRow {
        bytes += erase
      } else {
        TerminalSequences.appendControl(blanks, final: "X", to: &bytes)
      }
      cursor = Position(row: position.row, column: position.column + count - blanks)
      return
    }
    // After plain ASCII the cursor is right after the text, unless it reached the last
    // column (where terminals differ: wrapped, or held back); after any other text, its
    // width is the terminal's business, but no character is more than two columns wide
    // (nor one byte long), so text that short leaves it on the same row.
    let end = position.column + count
    if end < columns, isPlainASCII {
      cursor = Position(row: position.row, column: end)
    } else {
      cursor = nil
      row = position.column + 2 * count < columns ? position.row : nil
    }
  }

  /// How many of `blanks` trailing blanks starting at `column` to erase rather than write:
  /// all of them when they reach the end of the row and the terminal can erase it, or when
  /// there are four or more and it can erase cells; none otherwise.
  private static func erasable(_ blanks: Int, from column: Int, columns: Int, sequences: TerminalSequences)
    -> Int
  {
    guard blanks > 0 else { return 0 }
    if column + blanks == columns, sequences.eraseToEndOfRow != nil { return blanks }
    return blanks >= 4 && sequences.erasesAndMovesForwardAsANSI ? blanks : 0
  }

  /// Appends what puts the cursor at `position`, unless it is there already: to the start
  /// of its row or of the next one, a carriage return (and a line feed) where the terminal
  /// moves with them; further along its row, a move forward (or, one column over a cell
  /// that `isPlainBlank` says the screen showed as a blank in the plain style before this
  /// update, and that no text of this update may have covered, a space); anywhere else, its
  /// address.
  public mutating func moveCursor(
    to position: Position, sequences: TerminalSequences, isPlainBlank: (Position) -> Bool = { _ in false }
  ) {
    guard cursor != position else { return }
    if let cursor, position.row == cursor.row, position.column > cursor.column,
      sequences.erasesAndMovesForwardAsANSI
    {
      let distance = position.column - cursor.column
      if distance == 1, !mayHaveWritten(cursor), isPlainBlank(cursor) {
        bytes.append(UInt8(ascii: " "))
      } else {
        TerminalSequences.appendControl(distance, final: "C", to: &bytes)
      }
    } else if let row, position.column == 0, sequences.movesWithReturnAndLineFeed,
      position.row == row || position.row == row + 1
    {
      // A line feed from a row above the target never scrolls: the target is on screen.
      bytes.append(0x0D)
      if position.row != row { bytes.append(0x0A) }
    } else {
      sequences.moveCursor(position, &bytes)
    }
    cursor = position
  }

  /// Whether a text of this update started on the row of `cell`, at or before it (and may
  /// cover it: its width is not counted).
  private func mayHaveWritten(_ cell: Position) -> Bool {
    written.contains { $0.row == cell.row && $0.column <= cell.column }
  }

  /// Whether every byte of `text` is a printable ASCII character (one column each).
  static func isPlainASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }
}
