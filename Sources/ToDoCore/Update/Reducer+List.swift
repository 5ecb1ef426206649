extension State {
  /// Moves the focus into the list, selecting the first visible todo when none is. Pure.
  mutating func focusList() {
    guard !todos.isEmpty else {
      status = StatusMessage("The list is empty: type a todo and press Enter.", kind: .info)
      return
    }
    focus = .list
    if selection == nil { selection = scrollOffset }
    unchosenSelection = nil
  }

  /// The list: moves the selection, deletes, scrolls, takes the mouse, undoes and redoes.
  /// While the help shows, a press closes it and the wheel scrolls it. Pure.
  mutating func reduce(_ action: ListAction) -> Command? {
    let layout = Layout(size)
    switch action {
    case .clicked where isShowingHelp:
      isShowingHelp = false
    case .scrolled(let rows) where isShowingHelp:
      scrollHelp(by: rows)
    case .moveSelection(let delta):
      moveSelection(to: (selection ?? scrollOffset).addingSaturating(delta), leavingAtTop: delta < 0)
    case .moveSelectionByPage(let pages):
      let step = max(layout.listHeight - 1, 1)
      moveSelection(
        to: (selection ?? scrollOffset).addingSaturating(pages.multipliedSaturating(by: step)),
        leavingAtTop: false)
    case .selectFirst:
      moveSelection(to: 0, leavingAtTop: false)
    case .selectLast:
      moveSelection(to: todos.count - 1, leavingAtTop: false)
    case .clicked(let position, let time):
      click(at: position, time: time, layout: layout)
    case .scrolled(let rows):
      scroll(by: rows, layout: layout)
    case .deleteSelected:
      deleteSelected()
    case .undo:
      undo()
    case .redo:
      redo()
    }
    return nil
  }

  /// Removes the selected todo; the selection moves to the todo that took its place, which
  /// the user has not chosen: a press on its ✕ only selects it. Pure.
  mutating func deleteSelected() {
    guard focus == .list, let index = selection else { return }
    let removed = removeToDo(at: index)
    history.record(.removed(removed, at: index))
    unchosenSelection = todos.isEmpty ? nil : todos[min(index, todos.count - 1)].id
    status = StatusMessage("Deleted (Ctrl-Z to undo): “\(removed.title)”", kind: .success)
  }

  private mutating func moveSelection(to target: Int, leavingAtTop: Bool) {
    guard !todos.isEmpty else { return }
    if leavingAtTop, target < 0, focus == .list {
      focus = .input
      return
    }
    focus = .list
    selection = min(max(target, 0), todos.count - 1)
    unchosenSelection = nil
  }

  /// A press on the input row focuses it (or adds, on `[ Add ]`); a press on a list row
  /// selects its todo; a press on the selected todo's `✕` deletes it, unless the todo is
  /// one the user has not chosen (it slid under the pointer). The second press of a double
  /// click does nothing: it was aimed at what the first press already handled, and the
  /// todo under it now may be one that slid there. Pure.
  private mutating func click(at position: Position, time: Int?, layout: Layout) {
    let isSecondOfDoubleClick = isSecondPressOfDoubleClick(at: position, time: time)
    // Only a timed press can start a double click.
    lastPressTime = time
    lastPressPosition = time == nil ? nil : position
    guard !isSecondOfDoubleClick else { return }
    if position.row == layout.inputRow {
      if layout.addButtonColumns.contains(position.column) {
        submit()
      } else {
        focus = .input
      }
    } else if let index = layout.listIndex(atRow: position.row, scrollOffset: scrollOffset),
      index < todos.count
    {
      let todo = todos[index]
      let onMarker =
        position.column.saturatingSubtracting(layout.deleteMarkerColumn(forTitle: todo.title)).magnitude <= 1
      let isChosen = focus == .list && selection == index && unchosenSelection != todo.id
      if onMarker, isChosen {
        deleteSelected()
      } else {
        focus = .list
        selection = index
        unchosenSelection = nil
      }
    }
  }

  /// Whether a press at `position` and `time` follows the press before it within the
  /// double-click interval, at nearly the same place (a press elsewhere, such as on the ✕
  /// of a row just selected, is a click of its own). A press without a time never is. Pure.
  private func isSecondPressOfDoubleClick(at position: Position, time: Int?) -> Bool {
    guard let time, let last = lastPressTime, let lastPosition = lastPressPosition,
      lastPosition.row == position.row,
      abs(lastPosition.column - position.column) <= Self.doubleClickColumns
    else { return false }
    let (gap, overflow) = time.subtractingReportingOverflow(last)
    return !overflow && gap >= 0 && gap < Self.doubleClickMilliseconds
  }

  /// Scrolls the list by `rows`, keeping the selection on screen: if the selected todo
  /// scrolls away, the selection lands on the nearest visible one, which the user has not
  /// chosen. Pure.
  private mutating func scroll(by rows: Int, layout: Layout) {
    let height = layout.listHeight
    guard height > 0 else { return }
    scrollOffset = min(max(scrollOffset.addingSaturating(rows), 0), max(todos.count - height, 0))
    if let index = selection {
      let visible = min(max(index, scrollOffset), scrollOffset + height - 1)
      if visible != index, visible < todos.count {
        selection = visible
        unchosenSelection = todos[visible].id
      }
    }
  }
}

extension Int {
  /// The sum, or the nearest representable value when it overflows. Pure.
  fileprivate func addingSaturating(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other > 0 ? .max : .min) : sum
  }

  /// The product, or the nearest representable value when it overflows. Pure.
  fileprivate func multipliedSaturating(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
  }
}
