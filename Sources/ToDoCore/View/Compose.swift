/// Lays out the whole screen for `state`: title, input line, list, status and footer.
/// Pure; its work is bounded by the visible rows, never by the number of todos.
public func compose(_ state: State) -> Frame {
  var frame = Frame(size: state.size)
  let layout = Layout(state.size)
  guard !layout.isTooSmall else {
    composeTooSmall(into: &frame)
    return frame
  }
  for row in 0..<state.size.rows {
    composeRow(row, of: state, layout, into: &frame)
  }
  if state.isShowingHelp {
    composeHelp(state, into: &frame)
  } else if state.picker != nil {
    composePicker(state, into: &frame)
  }
  return frame
}

/// Lays out row `row` of the screen for `state` into `frame`, whose row is blank: what
/// `compose` writes there, before the help box. Each row is written by one function, which
/// reads what `RowInputs` names for the row; the input row also places the cursor. Not for
/// a screen too small for the layout. Pure.
func composeRow(_ row: Int, of state: State, _ layout: Layout, into frame: inout Frame) {
  composeRow(
    row, of: state, layout, detail: DetailArea(state, layout), statusArea: StatusArea(state, layout),
    into: &frame)
}

/// `composeRow` with the detail area and the status area of `state` given (made only for
/// a list row or the status row): the renderer has them already, and making them takes the
/// selected todo's text or the message.
func composeRow(
  _ row: Int, of state: State, _ layout: Layout, detail: @autoclosure () -> DetailArea?,
  statusArea: @autoclosure () -> StatusArea?, into frame: inout Frame
) {
  switch row {
  case layout.titleRow: composeTitle(state, layout, into: &frame)
  case layout.inputRow: composeInput(state, layout, into: &frame)
  case layout.separatorRow: composeSeparator(state, layout, into: &frame)
  case layout.statusRow:
    // A message longer than the line, shown whole: its last line.
    if let area = statusArea() {
      composeStatusAreaRow(row, of: area, layout, into: &frame)
    } else {
      composeStatus(state, layout, into: &frame)
    }
  case layout.footerRow: composeFooter(state, layout, into: &frame)
  default:
    // A new message longer than the status line, whole, over the last list rows.
    if let area = statusArea(), area.rows.contains(row) {
      composeStatusAreaRow(row, of: area, layout, into: &frame)
    } else if let detail = detail(), detail.rows.contains(row) {
      // The selected todo's whole text, over some list rows, when its row cuts it.
      composeDetailRow(row, of: detail, layout, into: &frame)
    } else {
      composeListRow(row, of: state, layout, into: &frame)
    }
  }
}

/// The too-small notice: the reason first, then what to do. Only the commands of
/// `Keymap.whileTooSmall` work on this screen (`Keymap.action(for:in:)`), and it says so.
let tooSmallNotice = [
  "Terminal too small:", "resize to use it",
  "(at least \(Layout.minimumSize.columns)×\(Layout.minimumSize.rows)).", "Ctrl-C quits.",
]

/// Writes the too-small notice, its phrases packed into as few rows as the width allows;
/// a phrase wider than the screen is cut. Pure.
private func composeTooSmall(into frame: inout Frame) {
  var rows: [String] = []
  for phrase in tooSmallNotice {
    if let last = rows.last, last.count + 1 + phrase.count <= frame.size.columns {
      rows[rows.count - 1] = last + " " + phrase
    } else {
      rows.append(phrase)
    }
  }
  for (row, text) in rows.enumerated() {
    frame.put(text, row: row, column: 0, style: .notice)
  }
}

private func composeTitle(_ state: State, _ layout: Layout, into frame: inout Frame) {
  let used = frame.put(titleText(state), row: layout.titleRow, column: 0, style: .title)
  if case .loading(let tick) = state.loadStatus {
    let indicator = "\(Spinner.glyph(tick)) Loading…"
    let column = max(state.size.columns - DisplayText.width(indicator), used + 1)
    frame.put(indicator, row: layout.titleRow, column: column, style: .spinner)
  } else if let listName = state.listName {
    // Right-aligned, cut from the left when long: the end of a path says most, and the
    // list's place among several (` · 1 of 3`) is at the end.
    let name = listName + listPlace(state.lists)
    let room = state.size.columns - used - 2
    guard room >= 8 else { return }
    let width = DisplayText.width(name)
    let shown = width <= room ? name : "…" + String(name.suffix(room - 1))
    let shownWidth = DisplayText.width(shown)
    frame.put(
      shown, row: layout.titleRow, column: max(state.size.columns - shownWidth, used + 2), style: .listName)
  }
}

/// ` · 1 of 3`: which of the session's lists is shown, when it has more than one; else
/// nothing. O(lists). Pure.
func listPlace(_ lists: ListSet) -> String {
  guard lists.entries.count > 1, let shown = lists.shown,
    let index = lists.entries.firstIndex(where: { $0.path == shown })
  else { return "" }
  return " · \(index + 1) of \(lists.entries.count)"
}

/// `TODO - (N)` with N the todos in the list, or `(shown/N)` while some are left out: one
/// meaning with and without a filter (the help says it); the done count when there are any
/// (said hidden, with the key that shows them, while `h` hides them); the todos their own
/// tags hide, counted apart with the key that shows them; how many are marked; the sort
/// when it is not the file's order; the name of the saved view the list shows, if any; a
/// kept search, with the key that changes it (what hides rows stays in sight: issue 44).
/// Pure.
func titleText(_ state: State) -> String {
  let done = state.document.completedCount
  let count = state.todos.count
  var title = state.view.isFiltering ? "TODO - (\(state.view.rows.count)/\(count))" : "TODO - (\(count))"
  if done > 0 {
    title +=
      state.view.settings.hidesDone
      ? " · \(done) done hidden" + showingKey(state, "hideDone") : " · \(done) done"
  }
  if let hidden = hiddenByTags(state) { title += " · " + hidden }
  if !state.marks.isEmpty { title += " · \(state.marks.count) marked" }
  if let sort = state.view.settings.sort.label { title += " · " + sort }
  if let view = state.savedViews.name(showing: state.view.settings) { title += " · view " + view }
  if let search = keptSearch(state) { title += " · " + search }
  return title + syncTitle(state)
}

/// `2 hidden until later (H)`, `1 hidden by h:1 (H)`, `3 hidden: 2 later, 1 h:1 (H)`: the
/// todos their own tags alone leave out, with the key that shows them (short, so that the
/// sort still fits 80 columns after them); nil when there are none. Pure.
func hiddenByTags(_ state: borrowing State) -> String? {
  let hidden = state.view.rows.hiddenByTags
  guard hidden.total > 0 else { return nil }
  let key = showingKey(state, "showHidden")
  if hidden.hiddenTag == 0 { return "\(hidden.untilLater) hidden until later" + key }
  if hidden.untilLater == 0 { return "\(hidden.hiddenTag) hidden by h:1" + key }
  return "\(hidden.total) hidden: \(hidden.untilLater) later, \(hidden.hiddenTag) h:1" + key
}

/// ` (H)`: the list's key for `command`, which shows todos left out; nothing when no key is
/// bound to it. Pure.
func showingKey(_ state: borrowing State, _ command: String) -> String {
  guard
    let key = state.keymap.keys(in: .browsing).bindings.first(where: { $0.command == command })?.keys.first?
      .label
  else { return "" }
  return " (\(key))"
}

/// `search: +home (/ changes it)`: the search that hides rows while the search line is
/// closed, with the key that changes it; nil without one, and while the search line shows
/// it. Pure.
func keptSearch(_ state: borrowing State) -> String? {
  let query = state.view.settings.query
  guard !query.isEmpty, state.mode.kind != .searching else { return nil }
  let key = state.keymap.keys(in: .browsing).bindings.first { $0.command == "search" }?.keys.first?.label
  return "search: \(query)" + (key.map { " (\($0) changes it)" } ?? "")
}

/// ` · synced`, ` · 2 ahead`, ` · offline`, ` · syncing…`: the sync's state, when it is on;
/// else nothing. Pure.
func syncTitle(_ state: State) -> String {
  state.sync.titleWord.map { " · " + $0 } ?? ""
}

private func composeInput(_ state: State, _ layout: Layout, into frame: inout Frame) {
  let row = layout.inputRow
  let purpose = InputPurpose(state.mode)
  let button = purpose.button
  frame.write(cells: purpose.promptCells, row: row, column: 0)
  let fieldWidth = button.textWidth(layout)
  if state.input.isEmpty {
    frame.put(
      purpose.placeholder, row: row, column: layout.inputTextColumn, width: fieldWidth, style: .placeholder)
  }
  let cursorColumn = composeInputText(state.input, row: row, width: fieldWidth, layout, into: &frame)
  frame.put(
    button.label, row: row, column: button.columns(layout).lowerBound,
    style: button.isEnabled(in: state) ? .addEnabled : .addDisabled)
  if state.focus == .input {
    frame.cursor = Position(row: row, column: cursorColumn)
  }
}

/// Writes the part of `input`'s text that shows in the input field, `fieldWidth` columns
/// wide, scrolled horizontally so that the cursor stays inside the field; returns the
/// cursor's screen column. Pure.
private func composeInputText(
  _ input: InputLine, row: Int, width fieldWidth: Int, _ layout: Layout, into frame: inout Frame
) -> Int {
  let text = input.text
  // Printable ASCII (most input): a character is a byte and a column, so the field is a
  // slice of the bytes, found without making glyphs.
  if let column = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
    guard bytes.allSatisfy(Frame.isPrintableASCII) else { return nil }
    let skipped = max(input.cursor - (fieldWidth - 1), 0)
    let shown = UnsafeBufferPointer(rebasing: bytes[skipped..<min(bytes.count, skipped + fieldWidth)])
    frame.writeASCII(shown, row: row, column: layout.inputTextColumn, style: .normal)
    return layout.inputTextColumn + input.cursor - skipped
  }) ?? nil {
    return column
  }
  let glyphs = DisplayText.glyphs(text)
  let cursorColumn = DisplayText.width(input.beforeCursor)
  var skipped = 0
  var first = 0
  while cursorColumn - skipped > fieldWidth - 1, first < glyphs.count {
    skipped += glyphs[first].width
    first += 1
  }
  var visible: [Glyph] = []
  var used = 0
  for glyph in glyphs[first...] {
    guard used + glyph.width <= fieldWidth else { break }
    visible.append(glyph)
    used += glyph.width
  }
  frame.write(visible, row: row, column: layout.inputTextColumn, style: .normal)
  return layout.inputTextColumn + cursorColumn - skipped
}

private func composeSeparator(_ state: State, _ layout: Layout, into frame: inout Frame) {
  let columns = state.size.columns
  frame.fill(row: layout.separatorRow, columns: 0..<columns, with: "─", style: .separator)
  let count = state.view.rows.count
  guard count > layout.listHeight else { return }
  // Which rows show, not which is selected: a selection move within the screen then
  // changes nothing here (the selected row shows itself).
  let first = state.view.scrollOffset + 1
  let last = min(state.view.scrollOffset + layout.listHeight, count)
  composePosition(
    first...last, of: count, row: layout.separatorRow, within: 0..<columns, style: .position, into: &frame)
}

/// Writes which items show, ` 12–20/250 `, on a rule at `row`: right-aligned in `columns`
/// with one cell of the rule after it, never left of them. Pure.
func composePosition(
  _ shown: ClosedRange<Int>, of count: Int, row: Int, within columns: Range<Int>, style: Style,
  into frame: inout Frame
) {
  let position = " \(shown.lowerBound)–\(shown.upperBound)/\(count) "
  let column = columns.upperBound - DisplayText.width(position) - 1
  frame.put(position, row: row, column: max(column, columns.lowerBound), style: style)
}

/// One list row: a todo, the empty list's message (on the first row), or nothing.
private func composeListRow(_ row: Int, of state: State, _ layout: Layout, into frame: inout Frame) {
  if state.view.rows.isEmpty {
    guard row == layout.listTop else { return }
    let message =
      if case .loading(let tick) = state.loadStatus {
        "\(Spinner.glyph(tick)) Loading your todos…"
      } else if !state.todos.isEmpty {
        "No todo shows: / then Esc clears the search; h and H show hidden ones."
      } else {
        "Nothing to do. Type a todo and press Enter to add it."
      }
    frame.put(message, row: layout.listTop, column: 2, style: .emptyList)
    return
  }
  guard let index = layout.listIndex(atRow: row, scrollOffset: state.view.scrollOffset),
    index < state.view.rows.count
  else { return }
  let isSelected = state.focus == .list && state.selectedRow == index
  let documentIndex = state.view.rows.documentIndex(ofRow: index)
  let line = state.todos.line(at: documentIndex)
  let isMarked = !state.marks.isEmpty && state.marks.contains(state.todos.id(at: documentIndex))
  defer {
    // A blocked todo's mark, where the selection's would be (the detail area says why).
    let dependencies = state.view.dependencies
    if !isSelected, !dependencies.isEmpty, dependencies.isBlocked(state.todos.id(at: documentIndex)) {
      frame.put(blockedMark, row: row, column: 0, style: .threshold)
    }
  }
  if composePlainListRow(
    line, row: row, isSelected: isSelected, isMarked: isMarked, layout: layout, into: &frame)
  {
    return
  }
  let todo = state.view.todo(atRow: index, in: state.document)
  composeListRow(
    todo, row: row, isSelected: isSelected, isMarked: isMarked, today: state.today, layout: layout,
    into: &frame)
}

/// The mark before a blocked todo's row: it waits for an open todo.
let blockedMark = "⊘"

private func composeStatus(_ state: State, _ layout: Layout, into frame: inout Frame) {
  if let status = state.status {
    frame.put(status.text, row: layout.statusRow, column: 0, style: .status(status.kind))
  }
}

private func composeFooter(_ state: State, _ layout: Layout, into frame: inout Frame) {
  let columns = state.size.columns
  var column = 0
  for entry in FooterEntry.fitting(state.keymap.footer(for: state), in: columns) {
    column += frame.put(entry.keys, row: layout.footerRow, column: column, style: .footerKey)
    column += frame.put(" " + entry.summary, row: layout.footerRow, column: column, style: .footerText)
    column += 2
  }
}
