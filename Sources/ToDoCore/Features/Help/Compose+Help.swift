/// Draws the help's page as a box over the middle of the screen, laid out by `HelpLayout`:
/// keys (or search words), what they do, and the command's name where it is not the
/// summary itself; side by side in two columns where they fit, else one column scrolled to
/// `scroll`, with the lines shown out of how many in the bottom border, and the page's
/// title, which names the key to the other page, in the top border. Pure.
func composeHelp(_ state: State, into frame: inout Frame) {
  guard let layout = state.helpLayout else { return }
  let lines = state.helpPageLines
  let scroll = state.helpScroll
  let (top, left, height) = (layout.top, layout.left, layout.height)
  let inner = layout.width - 2
  let keyWidth = min(
    lines.map { line in
      if case .entry(let keys, _, _) = line { DisplayText.width(keys) } else { 0 }
    }.max() ?? 0, HelpLayout.keyWidth)

  composeBox(
    top: top, left: left, width: layout.width, height: height, title: state.helpPage.title, into: &frame)
  let closing = Help.closingHint(state.keymap, scrolls: layout.isScrollable)
  frame.put(closing, row: top + height - 2, column: left + 2, width: inner - 2, style: .helpText)
  let first = min(max(scroll, 0), layout.maximumScroll)
  let sliceWidth = inner / layout.columnCount
  for column in 0..<layout.columnCount {
    let x = left + 1 + column * sliceWidth
    let columnStart = column * layout.linesPerColumn
    let columnEnd = min(columnStart + layout.linesPerColumn, lines.count)
    for offset in 0..<layout.bodyRows where columnStart + first + offset < columnEnd {
      let row = top + 1 + offset
      switch lines[columnStart + first + offset] {
      case .heading(let text):
        frame.put(text, row: row, column: x + 1, width: sliceWidth - 2, style: .helpHeading)
      case .entry(let keys, let summary, _):
        // The command's name where it is not the summary itself (decision 0185).
        let command = lines[columnStart + first + offset].shownCommand
        frame.put(keys, row: row, column: x + 2, width: keyWidth, style: .helpKey)
        let summaryColumn = x + 2 + keyWidth + 1
        let end = x + sliceWidth - 1
        let summaryWidth =
          command == nil ? end - summaryColumn : min(HelpLayout.summaryWidth, end - summaryColumn)
        frame.put(summary, row: row, column: summaryColumn, width: summaryWidth, style: .helpText)
        if let command {
          let commandColumn = summaryColumn + summaryWidth + 1
          frame.put(command, row: row, column: commandColumn, width: end - commandColumn, style: .helpCommand)
        }
      }
    }
  }
  if layout.isScrollable {
    let last = min(first + layout.bodyRows, lines.count)
    composePosition(
      first + 1...last, of: lines.count, row: top + height - 1, within: left + 1..<left + 1 + inner,
      style: .helpBorder, into: &frame)
  }
  frame.cursor = nil
}

/// Draws an empty box over the screen: its border, `title` in the top border, and its
/// inside blank in the help's text style. Shared by the help and the pickers. Pure.
func composeBox(top: Int, left: Int, width: Int, height: Int, title: String, into frame: inout Frame) {
  let inner = width - 2
  frame.put("┌" + String(repeating: "─", count: inner) + "┐", row: top, column: left, style: .helpBorder)
  frame.put(title, row: top, column: left + 2, width: max(inner - 2, 0), style: .helpHeading)
  for row in top + 1..<top + height - 1 {
    frame.put("│" + String(repeating: " ", count: inner) + "│", row: row, column: left, style: .helpBorder)
    frame.setStyle(.helpText, row: row, columns: left + 1..<left + 1 + inner)
  }
  frame.put(
    "└" + String(repeating: "─", count: inner) + "┘", row: top + height - 1, column: left, style: .helpBorder)
}
