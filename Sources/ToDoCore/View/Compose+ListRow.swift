/// Writes one todo on list row `row`: the selection mark (and `•` when it is marked), the line, and on the selected
/// row the `✕` that deletes it. A done todo shows dimmed with `✓` for its `x`; an open
/// one shows its priority `(A)`/`(B)`/`(C)` in that priority's style, its `due:` date as
/// overdue, due today, upcoming or later, a `t:` date still ahead as a threshold, and its
/// `+projects` and `@contexts` in styles of their own, and its links (`LinkScanner`)
/// underlined. Its dates counted from today (`due
/// tomorrow`, `3 days late`: `dateNotes`) follow the whole line (and the `✕`) after two
/// blanks, where the row has room for them: they never cut the line. The selected
/// row is one highlighted run, `› line ✕`. The text keeps the line's width, so a press on
/// the `✕` finds it. Pure.
func composeListRow(
  _ todo: ToDo, row: Int, isSelected: Bool, isMarked: Bool = false, today: CalendarDate?, layout: Layout,
  into frame: inout Frame
) {
  let line = todo.line
  let isCompleted = line.isCompleted
  let text = isCompleted ? "✓ " + todo.title.dropFirst(2) : todo.title
  let base: Style = isSelected ? .selectedItem : isCompleted ? .completedItem : .item
  let room = layout.titleWidth(isSelected: isSelected)
  let used = writeMarks(row: row, isSelected: isSelected, isMarked: isMarked, layout: layout, into: &frame) {
    frame in
    frame.put(text, row: row, column: layout.titleColumn, width: room, style: base)
  }
  guard !isCompleted else { return }
  writeDateNotes(
    of: line, today: today, row: row, after: layout.titleColumn + used + (isSelected ? 2 : 0), into: &frame)
  guard !isSelected else { return }
  let parts = highlights(of: line, today: today)
  guard !parts.isEmpty else { return }
  // Highlights over the line, each only where it shows whole (not under a cut's `…`). The
  // parts come in the line's order, so each is measured from the one before, and the first
  // past the row's end ends the walk: a line of any length costs one pass.
  let visible = used < room || DisplayText.width(text) <= room ? room : room - 1
  var column = 0
  var measuredUpTo = text.startIndex
  for (range, style) in parts {
    column += DisplayText.width(text[measuredUpTo..<range.lowerBound])
    measuredUpTo = range.lowerBound
    guard column < visible else { break }
    let word = text[range]
    guard column + DisplayText.width(word) <= visible else { continue }
    frame.put(word, row: row, column: layout.titleColumn + column, style: style)
  }
}

/// Writes `line` on list row `row` exactly as `composeListRow` writes its todo, when that
/// is the line's bytes as they are, most lines: printable ASCII that fits the row, not done,
/// and, unless selected (where nothing is highlighted), with no part in a style of its own
/// (no `(` first, no `+`, `@` or `:`); when selected, with no `due:` or `t:` tag. Then no todo or string is made: a move of the
/// selection rewrites two rows on every key. Returns false, writing nothing, for any other
/// line. Pure.
func composePlainListRow(
  _ line: TextLine, row: Int, isSelected: Bool, isMarked: Bool = false, layout: Layout,
  into frame: inout Frame
) -> Bool {
  let room = min(layout.titleWidth(isSelected: isSelected), frame.size.columns - layout.titleColumn)
  return line.withBytes { bytes in
    let isDone = bytes.count >= 2 && bytes[0] == UInt8(ascii: "x") && bytes[1] == UInt8(ascii: " ")
    guard bytes.count <= room, !isDone, bytes.allSatisfy(Frame.isPrintableASCII) else { return false }
    // The selected row highlights nothing, but still says its dates (`dateNotes`).
    if isSelected ? mayHaveDateTag(bytes) : highlightSigns(in: bytes) != .none { return false }
    writeMarks(row: row, isSelected: isSelected, isMarked: isMarked, layout: layout, into: &frame) { frame in
      frame.writeASCII(bytes, row: row, column: layout.titleColumn, style: isSelected ? .selectedItem : .item)
      return bytes.count
    }
    return true
  }
}

/// Writes a list row's marks around its title, which `writeTitle` writes and returns the
/// columns of: the selection mark before it (blanks on other rows), `•` in the second
/// column of a marked todo's row (a glyph, so it reads under NO_COLOR), and on the selected row
/// the `✕` right after it (the title's width leaves room for it). The selection highlights
/// the marks and the line only: moving it rewrites two short runs, not two whole rows.
/// Returns the title's columns. Pure.
@discardableResult
private func writeMarks(
  row: Int, isSelected: Bool, isMarked: Bool, layout: Layout, into frame: inout Frame,
  title writeTitle: (inout Frame) -> Int
) -> Int {
  if isSelected {
    frame.write(cells: isMarked ? markedSelectionMark : selectionMark, row: row, column: 0)
  } else if isMarked {
    frame.write(cells: markedMark, row: row, column: 0)
  } else {
    frame.put("  ", row: row, column: 0, style: .item)
  }
  let used = writeTitle(&frame)
  if isSelected { frame.write(cells: deleteMark, row: row, column: layout.titleColumn + used) }
  return used
}

/// The signs of parts shown in their own style that a line holds.
private enum HighlightSigns: Equatable {
  case none
  /// A `(` first: maybe a priority.
  case priorityOnly
  /// A `+`, `@` or `:`: maybe a project, a context or a date (and maybe a priority too).
  case words
}

/// Which signs of a part shown in its own style a line's bytes hold. Most lines hold none,
/// and then no part is looked for. Pure; one pass, up to the first word sign.
private func highlightSigns<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> HighlightSigns {
  var isFirst = true
  var mayHavePriority = false
  for byte in bytes {
    if isFirst {
      mayHavePriority = byte == UInt8(ascii: "(")
      isFirst = false
    }
    if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") { return .words }
  }
  return mayHavePriority ? .priorityOnly : .none
}

/// The selected row's marks, as cells made once: every move of the selection draws them.
private let selectionMark = Frame.cells(ofOneColumnText: "› ", style: .selectedItem)
private let deleteMark = Frame.cells(ofOneColumnText: " ✕", style: .selectedItem)
/// A marked row's marks, selected and not.
private let markedSelectionMark = Frame.cells(ofOneColumnText: "›•", style: .selectedItem)
private let markedMark = Frame.cells(ofOneColumnText: " •", style: .item)

/// The parts of an open line shown in their own style: the priority `(A)`–`(C)`, each
/// `+project` and `@context`, `due:` dates (overdue, today's and upcoming ones apart, once
/// the day is known) and a `t:` date still ahead. Pure; reads the line's start and its
/// words (links too: only the rows drawn are composed, so only they are scanned).
private func highlights(of line: ToDoTxtLine, today: CalendarDate?) -> [(Range<String.Index>, Style)] {
  var parts: [(Range<String.Index>, Style)] = []
  let raw = line.raw
  let signs = highlightSigns(in: raw.utf8)
  guard signs != .none else { return parts }
  let priorityStyle: Style? =
    switch line.priority {
    case "A": .priorityA
    case "B": .priorityB
    case "C": .priorityC
    default: nil
    }
  if let priorityStyle {
    parts.append((raw.startIndex..<raw.index(raw.startIndex, offsetBy: 3), priorityStyle))
  }
  guard signs == .words else { return parts }
  for range in line.wordRanges() {
    let word = raw[range]
    guard word.utf8.count > 1, let first = word.utf8.first else { continue }
    switch first {
    case UInt8(ascii: "+"): parts.append((range, .project))
    case UInt8(ascii: "@"): parts.append((range, .context))
    default:
      if word.hasPrefix("t:") {
        if let today, let start = CalendarDate(iso: word.dropFirst(2)), start > today {
          parts.append((range, .threshold))
        }
        continue
      }
      if word.hasPrefix("due:"), word.utf8.count > 4 {
        if let today, let due = CalendarDate(iso: word.dropFirst(4)) {
          parts.append((range, dueStyle(of: due, today: today)))
        } else {
          parts.append((range, .due))
        }
      } else if LinkScanner.mayStartLink(first), let link = LinkScanner.link(inWord: word) {
        parts.append((link, .link))
      }
    }
  }
  return parts
}

/// Writes the dates of `line` counted from `today` (`dateNotes`) on `row` two blanks after
/// column `end` (the line and its marks), next to the text they are about at any width,
/// when they fit before the row's end; writes nothing otherwise. Right-aligned, they sat
/// 150 columns from a short todo on a 200-column screen (issue 44). Pure.
private func writeDateNotes(
  of line: ToDoTxtLine, today: CalendarDate?, row: Int, after end: Int, into frame: inout Frame
) {
  let notes = dateNotes(of: line, today: today)
  guard !notes.isEmpty else { return }
  let separator = ", "
  let width = notes.reduce(0) { $0 + DisplayText.width($1.text) } + separator.count * (notes.count - 1)
  var column = end + 2
  guard column + width <= frame.size.columns else { return }
  for (index, note) in notes.enumerated() {
    if index > 0 { column += frame.put(separator, row: row, column: column, style: .item) }
    column += frame.put(note.text, row: row, column: column, style: note.style)
  }
}

/// Whether a line's bytes may hold a `due:` or `t:` tag: a word starting `due:` or `t:`.
/// Pure; one pass.
private func mayHaveDateTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  func isWordStart(_ index: Int) -> Bool { index == 0 || bytes[index - 1] == UInt8(ascii: " ") }
  for index in bytes.indices where bytes[index] == UInt8(ascii: ":") {
    if index >= 1, bytes[index - 1] == UInt8(ascii: "t"), isWordStart(index - 1) { return true }
    if index >= 3, bytes[index - 3] == UInt8(ascii: "d"), bytes[index - 2] == UInt8(ascii: "u"),
      bytes[index - 1] == UInt8(ascii: "e"), isWordStart(index - 3)
    {
      return true
    }
  }
  return false
}
