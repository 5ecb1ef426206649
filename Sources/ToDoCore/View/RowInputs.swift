/// What the cells of one screen row depend on, as `composeRow` reads it: two states with
/// equal inputs for a row compose the same cells there, so the renderer composes a row
/// again only when its inputs changed (the input row when a character is typed, two list
/// rows when the selection moves). Cheap to make: no text is measured or laid out, and no
/// string is made. Pure value.
enum RowInputs: Equatable {
  /// The title row: the count of todos and of done ones, of those shown when some are left
  /// out, the sort, the spinner or the list's name.
  /// (The small fields first and `shown` as 32 bits, -1 when every todo shows: the case
  /// is no larger than a todo row's, so that no row's inputs cost more to copy.)
  case title(
    load: LoadStatus, sort: ListSort, shown: Int32, count: Int, done: Int, listName: String?, view: String?)
  /// The input row, which also places the cursor, its prompt telling what the line is
  /// for. (Whether Enter can add follows from the input alone.)
  case input(InputLine, focus: Focus, purpose: InputPurpose)
  /// The rule under the input: which rows of how many shown show.
  case separator(count: Int, scrollOffset: Int)
  /// The first list row of an empty list: its message (another when todos are left out).
  case emptyList(LoadStatus, allLeftOut: Bool)
  /// A list row showing a todo's line (whose due date is highlighted against the day).
  case todo(TextLine, isSelected: Bool, today: CalendarDate?)
  /// A list row showing nothing.
  case blank
  /// A row of the detail area (the selected todo's whole text): its place in the area (0
  /// is the rule) and what it wraps, which is the selected todo's text.
  case detail(DetailArea, row: Int)
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

  /// The inputs of screen row `row` of the list's rows (from `layout.listTop` to before
  /// the status row). Pure.
  func inputs(atScreenRow row: Int, _ layout: Layout) -> RowInputs {
    guard rows.count > 0 else {
      return row == layout.listTop ? .emptyList(load, allLeftOut: !todos.isEmpty) : .blank
    }
    let index = scrollOffset + row - layout.listTop
    return index < rows.count ? self.row(index) : .blank
  }

  /// The screen row that shows list row `index`, if it shows.
  func screenRow(of index: Int, _ layout: Layout) -> Int? {
    guard index >= scrollOffset, index < min(scrollOffset + layout.listHeight, rows.count) else { return nil }
    return layout.listTop + index - scrollOffset
  }
}

/// The inputs of every row of a screen laid out by a `Layout` (not too small), and what its
/// list rows depend on together. Pure value.
struct ScreenInputs {
  private(set) var list: ListInputs
  /// The detail area over the list's rows, if the selected todo needs one.
  private(set) var detail: DetailArea?
  private(set) var rows: [RowInputs]

  /// The inputs of every row for `state`, laid out by `layout`, top to bottom: one pass
  /// that reads each part of the state once. Pure.
  init(_ state: State, _ layout: Layout) {
    list = ListInputs(state)
    detail = DetailArea(state, layout)
    rows = [RowInputs](repeating: .blank, count: state.size.rows)
    for row in layout.listTop..<layout.statusRow { rows[row] = listRowInputs(atScreenRow: row, layout) }
    _ = setOtherRows(of: state, layout)
  }

  /// Brings the inputs up to `state` (at the size of these) and returns the rows whose
  /// inputs changed, top to bottom. List rows are looked at only where the list's inputs
  /// changed: none for a typed character, the rows that were and are selected for a move,
  /// and those the detail area covered or covers when it changed. Pure.
  mutating func update(to state: State, _ layout: Layout) -> [Int] {
    var changed = setOtherRows(of: state, layout)
    let next = ListInputs(state)
    let previous = (list: list, detail: detail)
    list = next
    detail = DetailArea(state, layout)
    if next.differsAtMostInSelection(from: previous.list) {
      // The rows that were and are selected (two rows, or one and none).
      if next.selectedRow != previous.list.selectedRow {
        for index in [previous.list.selectedRow, next.selectedRow] {
          guard let index, let row = next.screenRow(of: index, layout) else { continue }
          set(row, to: listRowInputs(atScreenRow: row, layout), changed: &changed)
        }
      }
      if detail != previous.detail {
        for area in [previous.detail, detail] {
          for row in area?.rows ?? 0..<0 {
            set(row, to: listRowInputs(atScreenRow: row, layout), changed: &changed)
          }
        }
      }
    } else {
      for row in layout.listTop..<layout.statusRow {
        set(row, to: listRowInputs(atScreenRow: row, layout), changed: &changed)
      }
    }
    changed.sort()
    return changed
  }

  /// The inputs of the list's screen row `row`: the detail area's where it covers the row.
  private func listRowInputs(atScreenRow row: Int, _ layout: Layout) -> RowInputs {
    if let detail, detail.rows.contains(row) { return .detail(detail, row: row - detail.ruleRow) }
    return list.inputs(atScreenRow: row, layout)
  }

  /// Sets the inputs of `row`, adding it to `changed` when they differ.
  private mutating func set(_ row: Int, to inputs: RowInputs, changed: inout [Int]) {
    guard rows[row] != inputs else { return }
    rows[row] = inputs
    changed.append(row)
  }

  /// Sets the inputs of the rows that are not list rows; returns those that changed.
  private mutating func setOtherRows(of state: State, _ layout: Layout) -> [Int] {
    var changed: [Int] = []
    set(
      layout.titleRow,
      to: .title(
        load: state.loadStatus, sort: state.view.settings.sort,
        shown: state.view.isFiltering ? Int32(truncatingIfNeeded: state.view.rows.count) : -1,
        count: state.todos.count, done: state.document.completedCount, listName: state.listName,
        view: state.savedViews.name(showing: state.view.settings)),
      changed: &changed)
    set(
      layout.inputRow,
      to: .input(state.input, focus: state.focus, purpose: InputPurpose(state.mode)),
      changed: &changed)
    set(
      layout.separatorRow,
      to: .separator(count: state.view.rows.count, scrollOffset: state.view.scrollOffset),
      changed: &changed)
    set(layout.statusRow, to: .status(state.status), changed: &changed)
    set(layout.footerRow, to: .footer(state.keymap.footer(for: state)), changed: &changed)
    return changed
  }
}
