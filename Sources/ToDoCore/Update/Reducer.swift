/// The app's only state transition: the new state for `action`, and the side effect to
/// perform, if any. Pure and total: no I/O, no clock, no randomness; ids come from
/// `State.nextID`.
public func reducer(_ state: State, _ action: Action) -> (State, Command?) {
  var next = state
  let command = next.reduce(action)
  return (next, command)
}

extension State {
  /// Applies `action` in place and returns the command it asks for. Pure.
  mutating func reduce(_ action: Action) -> Command? {
    let changesBefore = saving.changeCount
    let command: Command?
    switch action {
    case .lineEdit(let edit): command = reduce(edit)
    case .list(let list): command = reduce(list)
    case .mode(let mode): command = reduce(mode)
    case .persistence(let persistence): command = reduce(persistence)
    case .system(let system): command = reduce(system)
    }
    // The steps after every action: the selection on a todo and on screen, and a save
    // asked for after a change to the list.
    keepSelectionVisible()
    return scheduleSaveIfChanged(since: changesBefore, command: command)
  }

  /// Keeps the selection on a todo and that todo on screen; keeps the list from scrolling
  /// past its end.
  mutating func keepSelectionVisible() {
    if let index = selection, todos.isEmpty || index >= todos.count {
      selection = todos.isEmpty ? nil : todos.count - 1
    }
    if todos.isEmpty, focus == .list { focus = .input }
    let height = Layout(size).listHeight
    let lastTop = max(todos.count - height, 0)
    if let index = selection, height > 0 {
      if index < scrollOffset { scrollOffset = index }
      if index >= scrollOffset + height { scrollOffset = index - height + 1 }
    }
    scrollOffset = min(max(scrollOffset, 0), lastTop)
  }
}
