/// What the cells of one screen row depend on, as `composeRow` reads it: two states with
/// equal inputs for a row compose the same cells there, so the renderer composes a row
/// again only when its inputs changed (the input row when a character is typed, two list
/// rows when the selection moves). Cheap to make: no text is measured or laid out. Pure
/// value.
enum RowInputs: Equatable {
  /// The title row: the count, the spinner or the list's name.
  case title(count: Int, load: LoadStatus, listName: String?)
  /// The input row, which also places the cursor. (Whether Enter can add follows from the
  /// input alone.)
  case input(InputLine, focus: Focus)
  /// The rule under the input: which rows of how many show.
  case separator(count: Int, scrollOffset: Int)
  /// The first list row of an empty list: its message.
  case emptyList(LoadStatus)
  /// A list row showing a todo.
  case todo(ToDo, isSelected: Bool)
  /// A list row showing nothing.
  case blank
  case status(StatusMessage?)
  case footer([FooterEntry])

  /// The inputs of row `row` for `state`, laid out by `layout` (not too small). Pure.
  init(row: Int, of state: State, _ layout: Layout) {
    switch row {
    case layout.titleRow:
      self = .title(count: state.todos.count, load: state.loadStatus, listName: state.listName)
    case layout.inputRow:
      self = .input(state.input, focus: state.focus)
    case layout.separatorRow:
      self = .separator(count: state.todos.count, scrollOffset: state.scrollOffset)
    case layout.statusRow:
      self = .status(state.status)
    case layout.footerRow:
      self = .footer(state.keymap.footer(for: state))
    default:
      if state.todos.isEmpty {
        self = row == layout.listTop ? .emptyList(state.loadStatus) : .blank
      } else if let index = layout.listIndex(atRow: row, scrollOffset: state.scrollOffset),
        index < state.todos.count
      {
        self = .todo(state.todos[index], isSelected: state.focus == .list && state.selection == index)
      } else {
        self = .blank
      }
    }
  }
}
