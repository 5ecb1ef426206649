/// A whole screen as a grid of cells plus the cursor: what `compose` lays out for a state
/// and what `Frame.applying` rebuilds from draw operations. Pure value.
public struct Frame: Equatable, Sendable {
  public let size: Size
  public private(set) var cells: [Cell]
  /// Where the terminal cursor shows, or nil when it is hidden.
  public var cursor: Position?

  public init(size: Size) {
    self.size = Size(columns: max(size.columns, 0), rows: max(size.rows, 0))
    self.cells = Array(repeating: .blank, count: self.size.columns * self.size.rows)
    self.cursor = nil
  }

  public subscript(row: Int, column: Int) -> Cell {
    cells[row * size.columns + column]
  }

  /// The cells of one row.
  public func row(_ row: Int) -> ArraySlice<Cell> {
    let start = row * size.columns
    return cells[start..<start + size.columns]
  }

  /// Copies the cells of `row` into `cells`, which it sizes to a row first (kept between
  /// calls, it is sized once): one block copied, no slice or array made.
  func copyRow(_ row: Int, into cells: inout [Cell]) {
    if cells.count != size.columns { cells = [Cell](repeating: .blank, count: size.columns) }
    let start = row * size.columns
    self.cells.withUnsafeBufferPointer { source in
      cells.withUnsafeMutableBufferPointer { target in
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        to.update(from: from + start, count: size.columns)
      }
    }
  }

  /// The rows as text, wide glyphs once, trailing blanks removed: for tests and `--print`.
  public var lines: [String] {
    (0..<size.rows).map { row in
      var line = self.row(row).map(\.glyph).joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// Writes `text` from (`row`, `column`) in `style`, in at most `width` columns (to the
  /// right edge when nil). Text that does not fit ends in `…` on a cell boundary; a wide
  /// glyph never splits. Returns the columns used.
  @discardableResult
  public mutating func put<S: StringProtocol>(
    _ text: S, row: Int, column: Int, width: Int? = nil, style: Style
  ) -> Int {
    guard row >= 0, row < size.rows, column >= 0, column < size.columns else { return 0 }
    let room = min(width ?? size.columns - column, size.columns - column)
    guard room > 0 else { return 0 }
    // Printable ASCII that fits (most text on screen) is one cell a byte: no glyphs made.
    if let written = putASCII(text, row: row, column: column, room: room, style: style) { return written }
    var glyphs = DisplayText.glyphs(text, maximumWidth: room)
    var total = glyphs.reduce(0) { $0 + $1.width }
    if total > room {
      var kept = 0
      var used = 0
      while kept < glyphs.count, used + glyphs[kept].width <= room - 1 {
        used += glyphs[kept].width
        kept += 1
      }
      glyphs.removeSubrange(kept...)
      glyphs.append(contentsOf: Array(repeating: .space, count: room - 1 - used))
      glyphs.append(.ellipsis)
      total = room
    }
    write(glyphs, row: row, column: column, style: style)
    return total
  }

  /// Writes `text` as `put` does when it is printable ASCII that fits in `room` columns,
  /// a cell per byte, and returns the columns used; nil (nothing written) for any other
  /// text. The cells it covers are all written, so only a wide glyph across either end is
  /// broken, as `write` would.
  private mutating func putASCII<S: StringProtocol>(
    _ text: S, row: Int, column: Int, room: Int, style: Style
  ) -> Int? {
    text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      guard bytes.count <= room, bytes.allSatisfy(Self.isPrintableASCII) else { return nil }
      writeASCII(bytes, row: row, column: column, style: style)
      return bytes.count
    } ?? nil
  }

  /// Whether `byte` is printable ASCII (0x20–0x7E): one character, one cell.
  static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

  /// Writes printable ASCII `bytes` from (`row`, `column`), a cell per byte, as `write`
  /// writes their glyphs: every cell covered is written, so only a wide glyph across
  /// either end is broken. What passes the right edge is left out, as `write` leaves it.
  mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, style: Style) {
    guard let (start, count) = openCells(row: row, column: column, count: bytes.count) else { return }
    cells.withUnsafeMutableBufferPointer { cells in
      for offset in 0..<count { cells[start + offset] = Cell(ascii: bytes[offset], style) }
    }
  }

  /// Writes glyphs cell by cell as a terminal would: a glyph written over half of a wide
  /// glyph blanks its other half; a wide glyph that would cross the right edge becomes a
  /// blank.
  public mutating func write(_ glyphs: [Glyph], row: Int, column: Int, style: Style) {
    guard row >= 0, row < size.rows else { return }
    var x = column
    for glyph in glyphs {
      guard x >= 0, x < size.columns else { break }
      if glyph.width == 2 && x + 1 < size.columns {
        breakWideGlyph(row: row, column: x)
        breakWideGlyph(row: row, column: x + 1)
        cells[row * size.columns + x] = Cell(glyph.text, style)
        cells[row * size.columns + x + 1] = Cell("", style)
      } else {
        breakWideGlyph(row: row, column: x)
        cells[row * size.columns + x] = Cell(glyph.width == 2 ? " " : glyph.text, style)
      }
      x += glyph.width
    }
  }

  /// The cells of `text`, one-column glyphs only, in `style`: made once for a mark drawn
  /// often (`write(cells:)`), so that no glyph or string is made each time. Pure.
  static func cells(ofOneColumnText text: String, style: Style) -> [Cell] {
    let glyphs = DisplayText.glyphs(text)
    precondition(glyphs.allSatisfy { $0.width == 1 }, "a mark of one-column glyphs")
    return glyphs.map { Cell($0.text, style) }
  }

  /// Writes `written`, cells of one-column glyphs, from (`row`, `column`), as `write`
  /// writes those glyphs; what passes the right edge is left out. Cells made once need no
  /// glyph or string made per write.
  mutating func write(cells written: [Cell], row: Int, column: Int) {
    guard let (start, count) = openCells(row: row, column: column, count: written.count) else { return }
    for offset in 0..<count { cells[start + offset] = written[offset] }
  }

  /// Fills `columns` of `row` with the one-column glyph `glyph` in `style`.
  public mutating func fill(row: Int, columns: Range<Int>, with glyph: String, style: Style) {
    guard row >= 0, row < size.rows else { return }
    let range = columns.clamped(to: 0..<size.columns)
    guard !range.isEmpty else { return }
    breakWideGlyph(row: row, column: range.lowerBound)
    breakWideGlyph(row: row, column: range.upperBound - 1)
    let cell = Cell(glyph, style)
    for x in range { cells[row * size.columns + x] = cell }
  }

  /// Makes every cell of `row` blank, as a frame starts.
  public mutating func clearRow(_ row: Int) {
    guard row >= 0, row < size.rows else { return }
    let start = row * size.columns
    for index in start..<start + size.columns { cells[index] = .blank }
  }

  /// Gives every cell of `row` in `columns` the style `style`, keeping the glyphs.
  public mutating func setStyle(_ style: Style, row: Int, columns: Range<Int>) {
    guard row >= 0, row < size.rows else { return }
    for x in columns.clamped(to: 0..<size.columns) {
      cells[row * size.columns + x].style = style
    }
  }

  /// Where `wanted` cells written from (`row`, `column`) start in `cells`, and how many of
  /// them fit before the right edge, once a wide glyph across either end of those is
  /// broken; nil when none fit.
  private mutating func openCells(row: Int, column: Int, count wanted: Int) -> (start: Int, count: Int)? {
    guard row >= 0, row < size.rows, column >= 0 else { return nil }
    let count = min(wanted, size.columns - column)
    guard count > 0 else { return nil }
    breakWideGlyph(row: row, column: column)
    breakWideGlyph(row: row, column: column + count - 1)
    return (row * size.columns + column, count)
  }

  private mutating func breakWideGlyph(row: Int, column x: Int) {
    let index = row * size.columns + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = Cell(" ", cells[index - 1].style)
      cells[index] = Cell(" ", cells[index].style)
    } else if x + 1 < size.columns, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", cells[index + 1].style)
    }
  }
}
