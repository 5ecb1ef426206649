/// Writes one todo on list row `row`: the selection mark, the line, and on the selected
/// row the `✕` that deletes it. A done todo shows dimmed with `✓` for its `x`; an open
/// one shows its priority `(A)`/`(B)`/`(C)` in that priority's style and a `due:` date
/// that is today or past highlighted. The selected row is one highlighted run,
/// `› line ✕`. The text keeps the line's width, so a press on the `✕` finds it. Pure.
func composeListRow(
  _ todo: ToDo, row: Int, isSelected: Bool, today: CalendarDate?, layout: Layout, into frame: inout Frame
) {
  let line = todo.line
  let isCompleted = line.isCompleted
  let text = isCompleted ? "✓ " + todo.title.dropFirst(2) : todo.title
  let base: Style = isSelected ? .selectedItem : isCompleted ? .completedItem : .item
  // The selection highlights the mark and the line only: moving it rewrites two short
  // runs, not two whole rows.
  frame.put(isSelected ? "› " : "  ", row: row, column: 0, style: isSelected ? .selectedItem : .item)
  let room = layout.titleWidth(isSelected: isSelected)
  let used = frame.put(text, row: row, column: layout.titleColumn, width: room, style: base)
  if isSelected {
    frame.put(" ✕", row: row, column: layout.titleColumn + used, style: .selectedItem)
    return
  }
  guard !isCompleted else { return }
  let parts = highlights(of: line, today: today)
  guard !parts.isEmpty else { return }
  // Highlights over the line, each only where it shows whole (not under a cut's `…`).
  let visible = used < room || DisplayText.width(text) <= room ? room : room - 1
  for (range, style) in parts {
    let column = DisplayText.width(text[..<range.lowerBound])
    let word = text[range]
    guard column + DisplayText.width(word) <= visible else { continue }
    frame.put(word, row: row, column: layout.titleColumn + column, style: style)
  }
}

/// The parts of an open line shown in their own style: the priority `(A)`–`(C)`, a `due:`
/// date that is today or past. Pure; reads the line's start and its words.
private func highlights(of line: ToDoTxtLine, today: CalendarDate?) -> [(Range<String.Index>, Style)] {
  // Most rows have neither a priority nor a known day to compare dates with.
  guard today != nil || line.raw.utf8.first == UInt8(ascii: "(") else { return [] }
  var parts: [(Range<String.Index>, Style)] = []
  let raw = line.raw
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
  if let today {
    for range in line.wordRanges() where raw[range].hasPrefix("due:") {
      guard let due = CalendarDate(iso: raw[range].dropFirst(4)), due <= today else { continue }
      parts.append((range, due < today ? .overdue : .dueToday))
      break
    }
  }
  return parts
}
