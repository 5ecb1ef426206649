import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Frame")
struct FrameTests {
  @Test(arguments: ["a", " ", "买", "😀", "e\u{301}", "\u{1F469}\u{200D}", "\u{10FFFF}", ""])
  func aCellKeepsItsGlyph(glyph: String) {
    let cell = Cell(glyph, .selectedItem)
    #expect(cell.glyph == glyph)
    #expect(cell.style == .selectedItem)
    #expect(cell.isContinuation == glyph.isEmpty)
    #expect(cell == Cell(glyph, .selectedItem) && cell != Cell(glyph, .item))
  }

  @Test("a cell keeps its style beside a glyph of any size, and a new style leaves the glyph")
  func aCellKeepsItsStyleBesideItsGlyph() {
    // Five scalars fill every bit the scalars use; the style sits in the bits between.
    let glyphs = [
      "a", " ", "\u{10FFFF}", "e\u{301}\u{302}\u{303}\u{304}",
      "\u{10FFFF}\u{10FFFF}\u{10FFFF}\u{10FFFF}\u{10FFFF}",
    ]
    for glyph in glyphs {
      for style in Style.allCases {
        var cell = Cell(glyph, style)
        #expect(cell.glyph == glyph && cell.style == style)
        #expect(cell.isSpace == (glyph == " "))
        cell.style = .helpCommand
        #expect(cell.glyph == glyph && cell.style == .helpCommand)
      }
    }
    #expect(Cell(ascii: UInt8(ascii: " "), .footerKey) == Cell(" ", .footerKey))
    #expect(Cell(ascii: UInt8(ascii: " "), .footerKey).isSpace)
    // Two words, no padding: the diff compares rows of cells as plain memory.
    #expect(MemoryLayout<Cell>.size == 16 && MemoryLayout<Cell>.stride == 16)
  }

  @Test func aCellHoldsAtMostFiveScalarsAsATerminalCellDoes() {
    let marks = "e" + String(repeating: "\u{301}", count: 7)
    #expect(Cell(marks).glyph == "e" + String(repeating: "\u{301}", count: 4))
    var frame = Frame(size: Size(columns: 4, rows: 1))
    frame.put(marks + "x", row: 0, column: 0, style: .item)
    #expect(frame.lines == ["e\u{301}\u{301}\u{301}\u{301}x"])
    #expect(Frame(size: frame.size).applying(frame.fullRedraw()) == frame)
  }

  @Test func putTruncatesWithAnEllipsisOnACellBoundary() {
    var frame = Frame(size: Size(columns: 6, rows: 3))
    #expect(frame.put("abcdefgh", row: 0, column: 0, style: .item) == 6)
    #expect(frame.put("买牛奶买", row: 1, column: 0, style: .item) == 6)  // 买牛 + blank + …
    #expect(frame.put("ab买牛", row: 2, column: 1, style: .item) == 5)
    #expect(frame.lines == ["abcde…", "买牛 …", " ab买…"])
  }

  @Test func textThatFitsIsNotTruncated() {
    var frame = Frame(size: Size(columns: 6, rows: 1))
    #expect(frame.put("买牛奶", row: 0, column: 0, style: .item) == 6)
    #expect(frame.lines == ["买牛奶"])
    #expect(frame[0, 1].isContinuation)
  }

  @Test func aWideGlyphThatCrossesTheEdgeBecomesABlank() {
    var frame = Frame(size: Size(columns: 3, rows: 1))
    frame.write(
      [Glyph("a", width: 1), Glyph("b", width: 1), Glyph("买", width: 2)], row: 0, column: 0, style: .item)
    #expect(frame.lines == ["ab"])
    #expect(frame[0, 2] == Cell(" ", .item))
  }

  @Test func writingOverHalfAWideGlyphBlanksTheOtherHalf() {
    var frame = Frame(size: Size(columns: 6, rows: 1))
    frame.put("买牛奶", row: 0, column: 0, style: .item)
    frame.write([Glyph("x", width: 1)], row: 0, column: 1, style: .item)  // right half of 买
    frame.write([Glyph("y", width: 1)], row: 0, column: 2, style: .item)  // left half of 牛
    #expect(frame.lines == [" xy 奶"])
    #expect(!frame.cells.contains { $0.isContinuation && $0 == frame[0, 0] })
  }

  @Test func writesOutsideTheFrameAreIgnored() {
    var frame = Frame(size: Size(columns: 2, rows: 1))
    #expect(frame.put("x", row: 3, column: 0, style: .item) == 0)
    #expect(frame.put("x", row: 0, column: 5, style: .item) == 0)
    #expect(frame.put("x", row: -1, column: 0, style: .item) == 0)
    #expect(frame == Frame(size: Size(columns: 2, rows: 1)))
  }
}

@Suite("Printable ASCII written a cell per byte")
struct FrameASCIITests {
  /// The same text written as glyphs, as `put` writes any other text.
  private func putAsGlyphs(_ text: String, into frame: inout Frame, row: Int, column: Int, style: Style) {
    frame.write(DisplayText.glyphs(text), row: row, column: column, style: style)
  }

  @Test(arguments: TestSeed.seeds([31, 32, 33, 34]))
  func writesWhatTheGlyphsWouldOverWideGlyphs(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let columns = 12
    for _ in 0..<300 {
      // A row of wide and narrow glyphs, then ASCII written over any part of it.
      var base = Frame(size: Size(columns: columns, rows: 1))
      base.put(
        String(
          (0..<8).map { _ in ["买", "a", "😀", " ", "牛"][Int.random(in: 0..<5, using: &random)] }.joined()),
        row: 0, column: Int.random(in: 0..<3, using: &random), style: .item)
      let column = Int.random(in: 0..<columns, using: &random)
      let text = String(repeating: "x", count: Int.random(in: 0...(columns - column), using: &random))
      var fast = base
      let used = fast.put(text, row: 0, column: column, style: .selectedItem)
      var slow = base
      putAsGlyphs(text, into: &slow, row: 0, column: column, style: .selectedItem)
      #expect(used == text.count)
      #expect(fast == slow, "\(text.count) x at \(column) over \(base.lines)")
    }
  }
}
