/// Draws the open picker as a box over the middle of the screen, laid out by
/// `PickerLayout`: its title in the top border, one entry a row (the selected one
/// reversed), and, when the entries do not all fit, which show out of how many in the
/// bottom border. The footer says which keys do what. Pure.
func composePicker(_ state: State, into frame: inout Frame) {
  guard let picker = state.picker, let layout = state.pickerLayout else { return }
  let (top, left, width, height) = (layout.top, layout.left, layout.width, layout.height)
  let inner = width - 2
  let count = state.pickerEntryCount
  let title =
    switch picker.content {
    case .tags: " Projects and contexts "
    case .views: " Saved views "
    case .changes:
      " Since \(state.outsideChanges?.since.phrase(today: state.today) ?? "last time"), by other programs "
    case .lists(_, moving: false): " Lists "
    case .lists(_, moving: true): " Move to list "
    case .history: " History of the todo "
    }
  composeBox(top: top, left: left, width: width, height: height, title: title, into: &frame)
  frame.cursor = nil
  guard count > 0 else {
    let message =
      switch picker.content {
      case .tags(nil, _): "Counting projects and contexts…"
      case .tags: "No project or context."
      case .views: "No saved views: s saves this one."
      case .changes: "No changes by other programs."
      case .lists(nil, _): "Looking for lists…"
      case .lists: "No other list: name it on the command line or in the config."
      case .history(nil, _): "Reading the journal…"
      case .history: "No history for this todo yet."
      }
    frame.put(message, row: top + 1, column: left + 2, width: inner - 2, style: .helpText)
    return
  }
  let first = layout.scroll(picker.scroll, keeping: picker.selected, of: count)
  for offset in 0..<min(layout.bodyRows, count - first) {
    let entry = first + offset
    let row = top + 1 + offset
    let isSelected = entry == picker.selected
    let (name, nameStyle, detail) = pickerEntry(entry, of: picker, in: state)
    let columns = left + 1..<left + 1 + inner
    if isSelected { frame.setStyle(.selectedItem, row: row, columns: columns) }
    let detailWidth = min(DisplayText.width(detail), max(inner - 4 - 12, 0))
    let detailColumn = columns.upperBound - 1 - detailWidth
    frame.put(
      name, row: row, column: left + 2, width: max(detailColumn - 1 - (left + 2), 1),
      style: isSelected ? .selectedItem : nameStyle)
    frame.put(
      detail, row: row, column: detailColumn, width: detailWidth,
      style: isSelected ? .selectedItem : .helpText)
  }
  if count > layout.bodyRows {
    composePosition(
      first + 1...min(first + layout.bodyRows, count), of: count, row: top + height - 1,
      within: left + 1..<left + 1 + inner, style: .helpBorder, into: &frame)
  }
}

/// What entry `index` of `picker` shows: its name, the name's style, and what is said of
/// it on the right (a project's counts, a view's settings). Pure.
private func pickerEntry(_ index: Int, of picker: Picker, in state: State) -> (String, Style, String) {
  switch picker.content {
  case .tags(let counts, _):
    guard let tag = counts?[index] else { return ("", .helpText, "") }
    let detail = tag.done > 0 ? "\(tag.open) open · \(tag.done) done" : "\(tag.open) open"
    return (tag.term, tag.kind == .project ? .project : .context, detail)
  case .views:
    let entry = state.savedViews.ordered[index]
    return ("\(entry.slot)  \(entry.view.name)", .helpKey, entry.view.summary)
  case .changes:
    guard let change = state.outsideChanges?.changes[index] else { return ("", .helpText, "") }
    let text =
      switch (change.before, change.after) {
      case (let before?, let after?): "\(before) → \(after)"
      case (let line?, nil), (nil, let line?): line
      case (nil, nil): ""
      }
    return (text, change.kind == .deleted ? .helpKey : .helpText, change.kind.rawValue)
  case .lists(let entries, _):
    guard let entry = entries?[index] else { return ("", .helpText, "") }
    return (entry.name, .helpKey, entry.path == state.lists.shown ? "shown" : "")
  case .history(let events, _):
    guard let event = events?[index] else { return ("", .helpText, "") }
    return historyEntry(event, today: state.today)
  }
}

/// A history event's row: its text (before → after for a change), and on the right what
/// happened, by whom and when (`completed · other · today 18:02`). Pure.
private func historyEntry(_ event: ToDoHistoryEvent, today: CalendarDate?) -> (String, Style, String) {
  let text =
    switch (event.kind, event.before, event.after) {
    case (.changed, let before?, let after?), (.reopened, let before?, let after?),
      (.completed, let before?, let after?):
      "\(before) → \(after)"
    case (_, _, let line?), (_, let line?, nil): line
    case (_, nil, nil): ""
    }
  let what =
    event.op == "undo" || event.op == "redo"
    ? "\(event.op): \(event.kind.rawValue)" : event.kind.rawValue
  let by = event.by == "todo" ? "this app" : "other"
  let when = event.moment.map { " · " + $0.phrase(today: today) } ?? ""
  return (text, event.by == "todo" ? .helpText : .helpKey, "\(what) · \(by)\(when)")
}
