/// The detail area: the selected todo's whole text, wrapped, over the last rows of the
/// list, when the text is longer than its row shows, and the first lines of its note
/// (`NotePreview`, read by the runtime) when it has one; over the first rows instead when
/// the selected row is among the last (none while a message shows whole there:
/// `StatusArea`). A text that fits its row and has no note takes no room. Its rule says
/// the todo's dates counted from today (`dateNotes`), which its cut row may not have room
/// for. A todo that is blocked, on a cycle of waiting or waiting for a missing id has the
/// area too, those first (`DependencyNotes`). Pure; it wraps one todo's text and asks the
/// dependency index about it, never looks at the other todos, never reads a file.
///
///     ─ Full text · note call.txt · due tomorrow ─
///       (A) Call the insurance about the claim
///       for the car +admin due:2026-02-03 note:call.txt
///       Claim number 4711, ask for Ms Weber
struct DetailArea: Equatable {
  /// The row of the rule that heads the area.
  let ruleRow: Int
  /// The selected todo's text, as its row shows it (`✓` for a done todo's `x`), in lines
  /// that fit the width, the last one cut with `…` when the area is too short for all.
  let lines: [String]
  let isCompleted: Bool
  /// How many of the first `lines` say what the todo waits for (`DependencyNotes`).
  let dependencyLines: Int
  /// The index in `lines` of the note's first line (`lines.count` without a note).
  let noteStart: Int
  /// What the rule says before the dates: `Waiting`, `Full text`, `note NAME`, or two.
  let heading: String
  /// The todo's dates counted from today (`due tomorrow, starts Fri`), or empty.
  let dates: String

  /// The first column of the text.
  static let textColumn = 2
  /// The most text rows the area takes: at most half the list's rows less the rule.
  static let maximumLines = 5

  /// The area for `state` laid out by `layout`, or nil when nothing selected needs one:
  /// the list has no focus, or the selected todo's text fits its row and it has no note
  /// and waits for nothing.
  /// Pure.
  init?(_ state: borrowing some FeatureContext, _ layout: Layout) {
    guard state.focus == .list, !state.isShowingHelp, let selected = state.selectedRow,
      let screenRow = layout.screenRow(ofListIndex: selected, scrollOffset: state.view.scrollOffset)
    else { return nil }
    // A new message shown whole takes the rows at the bottom until the next key.
    if StatusArea.mayShow(state, layout), StatusArea(state, layout) != nil { return nil }
    let room = layout.titleWidth(isSelected: true)
    let index = state.view.rows.documentIndex(ofRow: selected)
    let waiting = state.view.dependencyNotes(of: state.todos.id(at: index))
    let selectedID = state.view.selection?.id
    let note = state.notePreview.flatMap { $0.id == selectedID ? $0 : nil }
    let noteLines = note?.shownLines ?? []
    // A column is at least one byte: most lines fit without measuring, or making a todo.
    let mayOverflow = state.todos.line(at: index).byteCount > room
    guard mayOverflow || !noteLines.isEmpty || !waiting.isEmpty else { return nil }
    let todo = state.view.todo(atRow: selected, in: state.document)
    let text = todo.shownText
    let overflows = mayOverflow && DisplayText.width(text) > room
    guard overflows || !noteLines.isEmpty || !waiting.isEmpty else { return nil }
    let maximum = min(Self.maximumLines, layout.listHeight / 2 - 1)
    guard maximum >= 1 else { return nil }
    let width = layout.size.columns - Self.textColumn
    // What it waits for first, then the text, then the note's lines (one line each, cut
    // with `…`), which keep their room: the text has the rest, at least one line.
    let waitingLines = waiting.prefix(maximum).map { Self.wrap($0, width: width, maximumLines: 1)[0] }
    let left = maximum - waitingLines.count
    let shownNote = noteLines.prefix(overflows ? max(left - 1, 0) : left)
      .map { Self.wrap($0, width: width, maximumLines: 1).first ?? "" }
    let textRoom = left - shownNote.count
    let textLines = overflows && textRoom > 0 ? Self.wrap(text, width: width, maximumLines: textRoom) : []
    let lines = waitingLines + textLines + shownNote
    dependencyLines = waitingLines.count
    noteStart = waitingLines.count + textLines.count
    heading = [
      overflows ? "Full text" : waitingLines.isEmpty ? nil : "Waiting", note.map { "note \($0.name)" },
    ].compactMap { $0 }.joined(separator: " · ")
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
    frame.put(
      area.dates.isEmpty ? " \(area.heading) " : " \(area.heading) · \(area.dates) ", row: row,
      column: 1,
      style: .position)
    return
  }
  let index = row - area.ruleRow - 1
  guard area.lines.indices.contains(index) else { return }
  let style: Style =
    index < area.dependencyLines
    ? .threshold : area.isCompleted && index < area.noteStart ? .completedItem : .item
  frame.put(area.lines[index], row: row, column: DetailArea.textColumn, style: style)
}
