/// The draw operations that turn the screen showing `old` into `new`. Pure.
///
/// Each row is compared cell by cell; each stretch of changed cells (stretches closer than
/// `diffGapLimit` unchanged cells apart count as one) is rewritten, widened so that no
/// wide glyph of either frame is cut, as runs of one style each. Frames of different sizes
/// give a full redraw.
public func diff(from old: Frame, to new: Frame) -> [DrawOp] {
  guard old.size == new.size else { return new.fullRedraw() }
  var ops: [DrawOp] = []
  for row in 0..<new.size.rows {
    diffRow(row, from: old.row(row), to: new, into: &ops)
  }
  if old.cursor != new.cursor {
    ops.append(.cursor(new.cursor))
  }
  return ops
}

/// Appends to `ops` the draw operations that turn row `row` showing `old` (that row's
/// cells) into the same row of `new`, as `diff` does for each row: none when the cells are
/// equal. Pure.
func diffRow(_ row: Int, from old: ArraySlice<Cell>, to new: Frame, into ops: inout [DrawOp]) {
  let columns = new.size.columns
  // Compared through buffer pointers: slices and subscripts would retain the cell storage
  // on every access, and this runs on every key.
  old.withUnsafeBufferPointer { before in
    new.cells.withUnsafeBufferPointer { cells in
      let after = UnsafeBufferPointer(rebasing: cells[row * columns..<(row + 1) * columns])
      // The first and the last changed cell, then the stretches between: each cell is
      // compared once (a changed row mostly has one stretch, as a moved selection's).
      var first = 0
      while first < columns, before[first] == after[first] { first += 1 }
      guard first < columns else { return }
      var last = columns - 1
      // Most of a changed row is its unchanged tail: compared two cells (four words, one
      // vector) at a time. A cell is two words and nothing else (`Cell`).
      if let beforeStart = before.baseAddress, let afterStart = after.baseAddress {
        while last > first + 1 {
          let wordsBefore = UnsafeRawPointer(beforeStart + last - 1).loadUnaligned(as: SIMD4<UInt64>.self)
          let wordsAfter = UnsafeRawPointer(afterStart + last - 1).loadUnaligned(as: SIMD4<UInt64>.self)
          guard wordsBefore == wordsAfter else { break }
          last -= 2
        }
      }
      while before[last] == after[last] { last -= 1 }
      func splitsGlyph(_ column: Int) -> Bool {
        before[column].isContinuation || after[column].isContinuation
      }
      var start = first
      while start <= last {
        // The stretch goes on while the next change is at most `diffGapLimit` cells on.
        var end = start
        var probe = start + 1
        while probe <= last, probe - end <= diffGapLimit {
          if before[probe] != after[probe] { end = probe }
          probe += 1
        }
        var from = start
        while from > 0, splitsGlyph(from) { from -= 1 }
        while end + 1 < columns, splitsGlyph(end + 1) { end += 1 }
        new.runs(row: row, columns: from..<end + 1, skippingBlanks: false, into: &ops)
        // The cells from the stretch's end to `probe` are unchanged: the next change is on.
        start = max(probe, end + 1)
        while start <= last, before[start] == after[start] { start += 1 }
      }
    }
  }
}

/// Unchanged cells between two changes up to which `diff` rewrites both in one stretch.
let diffGapLimit = 4

extension Frame {
  /// Everything needed to draw this frame on a screen in any state.
  public func fullRedraw() -> [DrawOp] {
    var ops: [DrawOp] = [.clear(size)]
    for row in 0..<size.rows {
      runs(row: row, columns: 0..<size.columns, skippingBlanks: true, into: &ops)
    }
    ops.append(.cursor(cursor))
    return ops
  }

  /// Appends to `ops` the cells of `row` in `columns` as text runs of one style each. A
  /// wide glyph's second cell always stays with its first. With `skippingBlanks`, plain
  /// blank runs are left out (after `.clear` they are already there).
  func runs(row: Int, columns: Range<Int>, skippingBlanks: Bool, into ops: inout [DrawOp]) {
    cells.withUnsafeBufferPointer { cells in
      let rowStart = row * size.columns
      var start = columns.lowerBound
      var byteCount = 0
      var isBlank = true
      var style = Style.normal
      func flush(until end: Int) {
        guard end > start, !(skippingBlanks && style == .normal && isBlank) else { return }
        // The run's bytes gathered on the stack, measured first, then made a string once
        // (cheaper than growing an array, or than a string written in place).
        let text = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: byteCount) { buffer in
          var written = 0
          for column in start..<end {
            written += cells[rowStart + column].writeUTF8(into: buffer, at: written)
          }
          return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<written]), as: UTF8.self)
        }
        ops.append(.text(at: Position(row: row, column: start), text, style))
      }
      for column in columns {
        let cell = cells[rowStart + column]
        if column == columns.lowerBound {
          style = cell.style
        } else if !cell.isContinuation && cell.style != style {
          flush(until: column)
          start = column
          byteCount = 0
          isBlank = true
          style = cell.style
        }
        byteCount += cell.utf8Count
        if !cell.isSpace && !cell.isContinuation { isBlank = false }
      }
      flush(until: columns.upperBound)
    }
  }

  /// This frame with `ops` performed on it, as a terminal showing it would do (`.clear`
  /// starts a new frame of its size): the in-memory screen that tests and headless replays
  /// use. Pure.
  public func applying(_ ops: [DrawOp]) -> Frame {
    var screen = self
    for op in ops {
      switch op {
      case .clear(let size):
        screen = Frame(size: size)
      case .text(let position, let text, let style):
        screen.write(DisplayText.glyphs(text), row: position.row, column: position.column, style: style)
      case .cursor(let position):
        screen.cursor = position
      }
    }
    return screen
  }
}
