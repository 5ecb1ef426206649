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

/// Everything the list rows depend on, together: while it stays the same no list row
/// changes, and when only the selected row differs only two rows do, so the rows' own
/// inputs are made only where they may have changed (not for a typed character, a tick of
/// the spinner, nor the rows a selection move does not touch). Pure value.
struct ListInputs {
  /// Compared by identity: the same storage is the same todos; other storage may still
  /// hold equal todos, which the rows' own inputs then find.
  var todos: ToDoList
  var rows: ListProjection
  var scrollOffset: Int
  /// The row shown selected: nil while the list does not have the focus.
  var selectedRow: Int?
  var load: LoadStatus
  var today: CalendarDate?

  init(_ state: State) {
    todos = state.todos
    rows = state.view.rows
    scrollOffset = state.view.scrollOffset
    selectedRow = state.focus == .list ? state.view.selectedRow : nil
    load = state.loadStatus
    today = state.today
  }

  /// Whether every list row has the same inputs as under `other` but the selected ones.
  func differsAtMostInSelection(from other: ListInputs) -> Bool {
    todos.isIdentical(to: other.todos) && rows == other.rows && scrollOffset == other.scrollOffset
      && load == other.load && today == other.today
  }

  /// The inputs of list row `index` (a row of the list, not of the screen). Pure.
  func row(_ index: Int) -> RowInputs {
    .todo(todos.line(at: rows.documentIndex(ofRow: index)), isSelected: index == selectedRow, today: today)
  }

  /// Writes the inputs of the list's screen rows (from `layout.listTop` to before the status
  /// row), which are blank. Pure.
  func writeRows(_ layout: Layout, into screenRows: inout [RowInputs]) {
    guard rows.count > 0 else {
      screenRows[layout.listTop] = .emptyList(load)
      return
    }
    for index in scrollOffset..<min(scrollOffset + layout.listHeight, rows.count) {
      screenRows[layout.listTop + index - scrollOffset] = row(index)
    }
  }

  /// The screen row that shows list row `index`, if it shows.
  func screenRow(of index: Int?, _ layout: Layout) -> Int? {
    guard let index, index >= scrollOffset, index < min(scrollOffset + layout.listHeight, rows.count) else {
      return nil
    }
    return layout.listTop + index - scrollOffset
  }
}

/// The inputs of every row of a screen laid out by a `Layout` (not too small), and what its
/// list rows depend on together. Pure value.
struct ScreenInputs {
  private(set) var list: ListInputs
  private(set) var rows: [RowInputs]

  /// The inputs of every row for `state`, laid out by `layout`, top to bottom: one pass
  /// that reads each part of the state once. Pure.
  init(_ state: State, _ layout: Layout) {
    list = ListInputs(state)
    rows = [RowInputs](repeating: .blank, count: state.size.rows)
    list.writeRows(layout, into: &rows)
    setOtherRows(of: state, layout)
  }

  /// The inputs for `state` (at the size of these), and the rows whose inputs changed, top
  /// to bottom. List rows are looked at only where the list's inputs changed. Pure.
  func updated(to state: State, _ layout: Layout) -> (inputs: ScreenInputs, changedRows: [Int]) {
    var next = self
    next.list = ListInputs(state)
    next.setOtherRows(of: state, layout)
    var looked: [Int] = [layout.titleRow, layout.inputRow, layout.separatorRow]
    if next.list.differsAtMostInSelection(from: list) {
      // The rows that were and are selected: the others keep their inputs.
      for index in Set([list.selectedRow, next.list.selectedRow].compactMap { $0 }) {
        guard let screenRow = next.list.screenRow(of: index, layout) else { continue }
        next.rows[screenRow] = next.list.row(index)
        looked.append(screenRow)
      }
    } else {
      for row in layout.listTop..<layout.statusRow { next.rows[row] = .blank }
      next.list.writeRows(layout, into: &next.rows)
      looked += Array(layout.listTop..<layout.statusRow)
    }
    looked += [layout.statusRow, layout.footerRow]
    return (next, looked.sorted().filter { next.rows[$0] != rows[$0] })
  }

  /// Sets the inputs of the rows that are not list rows.
  private mutating func setOtherRows(of state: State, _ layout: Layout) {
    rows[layout.titleRow] = .title(
      count: state.todos.count, done: state.document.completedCount, load: state.loadStatus,
      listName: state.listName)
    rows[layout.inputRow] = .input(state.input, focus: state.focus)
    rows[layout.separatorRow] = .separator(
      count: state.view.rows.count, scrollOffset: state.view.scrollOffset)
    rows[layout.statusRow] = .status(state.status)
    rows[layout.footerRow] = .footer(state.keymap.footer(for: state))
  }
}
