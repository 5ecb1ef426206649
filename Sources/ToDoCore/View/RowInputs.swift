/// What the cells of one screen row depend on, as `composeRow` reads it: two states with
/// equal inputs for a row compose the same cells there, so the renderer composes a row
/// again only when its inputs changed (the input row when a character is typed, two list
/// rows when the selection moves). Cheap to make: no text is measured or laid out, and no
/// string is made. Pure value.
enum RowInputs: Equatable {
  /// The title row: the count of todos and of done ones, the spinner or the list's name.
  case title(count: Int, done: Int, load: LoadStatus, listName: String?)
  /// The input row, which also places the cursor. (Whether Enter can add follows from the
  /// input alone.)
  case input(InputLine, focus: Focus)
  /// The rule under the input: which rows of how many shown show.
  case separator(count: Int, scrollOffset: Int)
  /// The first list row of an empty list: its message.
  case emptyList(LoadStatus)
  /// A list row showing a todo's line (whose due date is highlighted against the day).
  case todo(TextLine, isSelected: Bool, today: CalendarDate?)
  /// A list row showing nothing.
  case blank
  case status(StatusMessage?)
  case footer([FooterEntry])
}

/// What every list row depends on at once: while it stays the same, no list row changes,
/// and the rows' own inputs need not be made (a typed character, a tick of the spinner).
/// Pure value.
struct ListInputs: Equatable {
  /// Compared by identity: the same storage is the same todos; other storage may still
  /// hold equal todos, which the rows' own inputs then find.
  var todos: ToDoList
  var view: ListView
  var listHasFocus: Bool
  var load: LoadStatus
  var today: CalendarDate?

  init(_ state: State) {
    todos = state.todos
    view = state.view
    listHasFocus = state.focus == .list
    load = state.loadStatus
    today = state.today
  }

  static func == (left: ListInputs, right: ListInputs) -> Bool {
    left.todos.isIdentical(to: right.todos) && left.view == right.view
      && left.listHasFocus == right.listHasFocus
      && left.load == right.load && left.today == right.today
  }
}

/// The inputs of every row of a screen laid out by a `Layout` (not too small), and what its
/// list rows depend on together. Pure value.
struct ScreenInputs {
  var list: ListInputs
  var rows: [RowInputs]

  /// The inputs of every row for `state`, laid out by `layout`, top to bottom: one pass
  /// that reads each part of the state once. With `previous` (the inputs of the screen
  /// shown, at the same size), the list rows' inputs are taken from it when the list's
  /// inputs are the same. Pure.
  init(_ state: State, _ layout: Layout, previous: ScreenInputs? = nil) {
    list = ListInputs(state)
    if let previous, previous.list == list {
      rows = previous.rows
    } else {
      rows = [RowInputs](repeating: .blank, count: state.size.rows)
      Self.listRows(of: state, layout, into: &rows)
    }
    rows[layout.titleRow] = .title(
      count: state.todos.count, done: state.document.completedCount, load: state.loadStatus,
      listName: state.listName)
    rows[layout.inputRow] = .input(state.input, focus: state.focus)
    rows[layout.separatorRow] = .separator(
      count: state.view.rows.count, scrollOffset: state.view.scrollOffset)
    rows[layout.statusRow] = .status(state.status)
    rows[layout.footerRow] = .footer(state.keymap.footer(for: state))
  }

  /// The rows whose inputs differ from `old`'s (same size), top to bottom. The list rows
  /// are compared only when the list's inputs changed. Pure.
  func changedRows(since old: ScreenInputs, _ layout: Layout) -> [Int] {
    let listUnchanged = old.list == list
    return rows.indices.filter { row in
      if listUnchanged, row >= layout.listTop, row < layout.statusRow { return false }
      return rows[row] != old.rows[row]
    }
  }

  /// Writes the inputs of the list rows (from `layout.listTop` to before the status row).
  private static func listRows(of state: State, _ layout: Layout, into rows: inout [RowInputs]) {
    let view = state.view
    let shownCount = view.rows.count
    guard shownCount > 0 else {
      rows[layout.listTop] = .emptyList(state.loadStatus)
      return
    }
    let scrollOffset = view.scrollOffset
    let selected = state.focus == .list ? view.selectedRow : nil
    let todos = state.todos
    let today = state.today
    for index in scrollOffset..<min(scrollOffset + layout.listHeight, shownCount) {
      rows[layout.listTop + index - scrollOffset] = .todo(
        todos.line(at: view.rows.documentIndex(ofRow: index)), isSelected: index == selected, today: today)
    }
  }
}
