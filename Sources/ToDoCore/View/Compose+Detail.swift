/// The detail area: the selected todo's whole text, wrapped, over the last rows of the
/// list, when the text is longer than its row shows; over the first rows instead when the
/// selected row is among the last (none while a message shows whole there: `StatusArea`).
/// A text that fits its row takes no room. Its rule says
/// the todo's dates counted from today (`dateNotes`), which its cut row may not have room
/// for. A todo that is blocked, on a cycle of waiting or waiting for a missing id has the
/// area too, those first (`DependencyNotes`), its text after them when its row cuts it.
/// Pure; it wraps one todo's text and asks the dependency index about it, never looks at
/// the other todos.
///
///     ─ Full text · due tomorrow ───────────────
///       (A) Call the insurance about the claim
///       for the car +admin due:2026-02-03
struct DetailArea: Equatable {
  /// The row of the rule that heads the area.
  let ruleRow: Int
  /// The selected todo's text, as its row shows it (`✓` for a done todo's `x`), in lines
  /// that fit the width, the last one cut with `…` when the area is too short for all.
  let lines: [String]
  let isCompleted: Bool
  /// The todo's dates counted from today (`due tomorrow, starts Fri`), or empty.
  let dates: String
  /// How many of the first `lines` say what the todo waits for (`DependencyNotes`).
  let dependencyLines: Int

  /// The first column of the text.
  static let textColumn = 2
  /// The most text rows the area takes: at most half the list's rows less the rule.
  static let maximumLines = 5

  /// The area for `state` laid out by `layout`, or nil when nothing selected needs one:
  /// the list has no focus, or the selected todo's text fits its row. Pure.
  init?(_ state: borrowing some FeatureContext, _ layout: Layout) {
    guard state.focus == .list, !state.isShowingHelp, let selected = state.selectedRow,
      let screenRow = layout.screenRow(ofListIndex: selected, scrollOffset: state.view.scrollOffset)
    else { return nil }
    // A new message shown whole takes the rows at the bottom until the next key.
    if StatusArea.mayShow(state, layout), StatusArea(state, layout) != nil { return nil }
    let room = layout.titleWidth(isSelected: true)
    let index = state.view.rows.documentIndex(ofRow: selected)
    let notes = state.view.dependencyNotes(of: state.todos.id(at: index))
    // A column is at least one byte: most lines fit without measuring, or making a todo.
    if notes.isEmpty, state.todos.line(at: index).byteCount <= room { return nil }
    let todo = state.view.todo(atRow: selected, in: state.document)
    let text = todo.shownText
    let textFits = DisplayText.width(text) <= room
    guard !notes.isEmpty || !textFits else { return nil }
    let maximum = min(Self.maximumLines, layout.listHeight / 2 - 1)
    guard maximum >= 1 else { return nil }
    let width = layout.size.columns - Self.textColumn
    let noteLines = notes.prefix(maximum).map { Self.wrap($0, width: width, maximumLines: 1)[0] }
    let textLines =
      textFits || noteLines.count == maximum
      ? [] : Self.wrap(text, width: width, maximumLines: maximum - noteLines.count)
    let lines = noteLines + textLines
    dependencyLines = noteLines.count
    let height = lines.count + 1
    let bottom = layout.statusRow - height
    ruleRow = screenRow < bottom ? bottom : layout.listTop
    self.lines = lines
    isCompleted = todo.line.isCompleted
    dates = dateNotes(of: todo.line, today: state.today).map(\.text).joined(separator: ", ")
  }

  /// The rows the area covers, its rule first.
  var rows: Range<Int> { ruleRow..<ruleRow + 1 + lines.count }

  /// `text` in lines of at most `width` columns, broken after spaces where a line has one
  /// (a word longer than a line is broken where it must), at most `maximumLines` of them:
  /// the last one ends in `…` when text is left over. Pure.
  static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
    let glyphs = DisplayText.glyphs(text)
    var lines: [[Glyph]] = []
    var start = 0
    while start < glyphs.count, lines.count < maximumLines {
      var end = start
      var used = 0
      var lastBreak: Int?
      while end < glyphs.count, used + glyphs[end].width <= width {
        used += glyphs[end].width
        if glyphs[end].text == " " { lastBreak = end + 1 }
        end += 1
      }
      // A word that ends at the line's end stays whole; one cut by it goes to the next line.
      if end < glyphs.count, glyphs[end].text != " ", let lastBreak, lastBreak > start { end = lastBreak }
      lines.append(Array(glyphs[start..<max(end, start + 1)]))
      start = max(end, start + 1)
      while start < glyphs.count, glyphs[start].text == " " { start += 1 }
    }
    if start < glyphs.count, var last = lines.popLast() {
      while let end = last.last, end.text == " " || last.reduce(0, { $0 + $1.width }) + 1 > width {
        last.removeLast()
      }
      lines.append(last + [.ellipsis])
    }
    return lines.map { line in line.map(\.text).joined() }
  }
}

extension ToDo {
  /// The text a list row shows for this todo: a done todo's `x` as `✓`. Pure.
  var shownText: String {
    line.isCompleted ? "✓ " + title.dropFirst(2) : title
  }
}

/// Writes row `row` of the detail area `area`: its rule, or one line of the text. Pure.
func composeDetailRow(_ row: Int, of area: DetailArea, _ layout: Layout, into frame: inout Frame) {
  if row == area.ruleRow {
    frame.fill(row: row, columns: 0..<layout.size.columns, with: "─", style: .separator)
    let heading = area.dependencyLines == area.lines.count ? "Waiting" : "Full text"
    frame.put(
      area.dates.isEmpty ? " \(heading) " : " \(heading) · \(area.dates) ", row: row, column: 1,
      style: .position)
    return
  }
  let index = row - area.ruleRow - 1
  guard area.lines.indices.contains(index) else { return }
  let style: Style = index < area.dependencyLines ? .threshold : area.isCompleted ? .completedItem : .item
  frame.put(area.lines[index], row: row, column: DetailArea.textColumn, style: style)
}
