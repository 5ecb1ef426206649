/// Draws the key help as a box over the middle of the screen, in as many columns as fit
/// (two on 80 columns); on a screen too small for all of it, the last line shows `…`. Pure.
func composeHelp(into frame: inout Frame) {
  let size = frame.size
  let width = min(size.columns - 2, 100)
  guard width >= 16, size.rows >= 6 else { return }
  let inner = width - 2
  let keyWidth = min(
    Help.lines.map { line in
      if case .entry(let keys, _) = line { DisplayText.width(keys) } else { 0 }
    }.max() ?? 0, 14)
  let columnWidth = 38
  let columnCount = max(1, min(inner / columnWidth, 2))
  let perColumn = (Help.lines.count + columnCount - 1) / columnCount
  let height = min(size.rows - 2, perColumn + 3)
  let bodyRows = height - 3
  let left = (size.columns - width) / 2
  let top = (size.rows - height) / 2

  frame.put("┌" + String(repeating: "─", count: inner) + "┐", row: top, column: left, style: .helpBorder)
  frame.put(" Keys ", row: top, column: left + 2, style: .helpHeading)
  for offset in 0..<(height - 2) {
    let row = top + 1 + offset
    frame.put("│" + String(repeating: " ", count: inner) + "│", row: row, column: left, style: .helpBorder)
    frame.setStyle(.helpText, row: row, columns: left + 1..<left + 1 + inner)
  }
  let closing = "Any key closes this help."
  frame.put(closing, row: top + height - 2, column: left + 2, width: inner - 2, style: .helpText)
  let sliceWidth = inner / columnCount
  for column in 0..<columnCount {
    let x = left + 1 + column * sliceWidth
    let first = column * perColumn
    for offset in 0..<bodyRows where first + offset < min(first + perColumn, Help.lines.count) {
      let row = top + 1 + offset
      let isCut = offset == bodyRows - 1 && perColumn > bodyRows
      if isCut {
        frame.put("…", row: row, column: x + 1, style: .helpText)
        continue
      }
      switch Help.lines[first + offset] {
      case .heading(let text):
        frame.put(text, row: row, column: x + 1, width: sliceWidth - 2, style: .helpHeading)
      case .entry(let keys, let summary):
        frame.put(keys, row: row, column: x + 2, width: keyWidth, style: .helpKey)
        let summaryColumn = x + 2 + keyWidth + 1
        frame.put(
          summary, row: row, column: summaryColumn, width: x + sliceWidth - summaryColumn, style: .helpText)
      }
    }
  }
  frame.put(
    "└" + String(repeating: "─", count: inner) + "┘", row: top + height - 1, column: left, style: .helpBorder)
  frame.cursor = nil
}
