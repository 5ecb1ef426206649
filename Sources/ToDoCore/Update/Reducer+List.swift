extension State {
  /// Moves the focus and the selection, or scrolls the list. Pure.
  mutating func navigate(_ action: Action) {
    let layout = Layout(size)
    switch action {
    case .focusList:
      guard !todos.isEmpty else {
        status = StatusMessage("The list is empty: type a todo and press Enter.", kind: .info)
        return
      }
      focus = .list
      if selection == nil { selection = scrollOffset }
    case .focusInput:
      focus = .input
    case .moveSelection(let delta):
      moveSelection(to: (selection ?? scrollOffset).saturatingAdding(delta), leavingAtTop: delta < 0)
    case .moveSelectionByPage(let pages):
      let step = max(layout.listHeight - 1, 1)
      moveSelection(
        to: (selection ?? scrollOffset).saturatingAdding(pages.saturatingMultiplied(by: step)),
        leavingAtTop: false)
    case .selectFirst:
      moveSelection(to: 0, leavingAtTop: false)
    case .selectLast:
      moveSelection(to: todos.count - 1, leavingAtTop: false)
    case .clicked(let position):
      click(at: position, layout: layout)
    case .scrolled(let rows):
      scroll(by: rows, layout: layout)
    default:
      assertionFailure("navigate called with \(action)")
    }
  }

  /// Removes the selected todo; the selection moves to the todo that took its place. Pure.
  mutating func deleteSelected() {
    guard focus == .list, let index = selection else { return }
    let removed = removeToDo(at: index)
    history.record(.removed(removed, at: index))
    status = StatusMessage("Deleted “\(removed.title)”. Ctrl-Z to undo.", kind: .success)
  }

  private mutating func moveSelection(to target: Int, leavingAtTop: Bool) {
    guard !todos.isEmpty else { return }
    if leavingAtTop, target < 0, focus == .list {
      focus = .input
      return
    }
    focus = .list
    selection = min(max(target, 0), todos.count - 1)
  }

  private mutating func click(at position: Position, layout: Layout) {
    if position.row == layout.inputRow {
      if layout.addButtonColumns.contains(position.column) {
        submit()
      } else {
        focus = .input
      }
    } else if let index = layout.listIndex(atRow: position.row, scrollOffset: scrollOffset),
      index < todos.count
    {
      let marker = layout.deleteMarkerColumn(forTitle: todos[index].title)
      let onMarker = position.column.saturatingSubtracting(marker).magnitude <= 1
      if focus == .list, selection == index, onMarker {
        deleteSelected()
      } else {
        focus = .list
        selection = index
      }
    }
  }

  private mutating func scroll(by rows: Int, layout: Layout) {
    let height = layout.listHeight
    guard height > 0 else { return }
    scrollOffset = min(max(scrollOffset.saturatingAdding(rows), 0), max(todos.count - height, 0))
    if let index = selection {
      selection = min(max(index, scrollOffset), scrollOffset + height - 1)
    }
  }
}
