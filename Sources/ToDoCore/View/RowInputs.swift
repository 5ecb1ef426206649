/// What the cells of one list row depend on, as `composeRow` reads it: two states with
/// equal inputs for a row compose the same cells there, so the renderer composes a row
/// again only when its inputs changed (two list rows when the selection moves). Cheap to
/// make: no text is measured or laid out, and no string is made. Pure value.
enum RowInputs: Equatable {
  /// The first list row of an empty list: its message (another when todos are left out).
  case emptyList(LoadStatus, allLeftOut: Bool)
  /// A list row showing a todo's line (whose due date is highlighted against the day),
  /// marked to act on, and marked when the todo is blocked.
  case todo(TextLine, isSelected: Bool, isMarked: Bool, today: CalendarDate?, isBlocked: Bool)
  /// A list row showing nothing.
  case blank
  /// A row of the detail area (the selected todo's whole text): its place in the area (0
  /// is the rule) and what it wraps, which is the selected todo's text.
  case detail(DetailArea, row: Int)
  /// A list row under a message shown whole (`StatusArea`): its place in the area (0 is
  /// the rule) and the area.
  case status(StatusArea, row: Int)
}

/// What the rows that are not list rows depend on, one field a row, as `composeRow` reads
/// them. Compared field by field where they are kept (an enum's synthesized `==` copies
/// both values first, and these are compared on every key). Pure value.
struct FixedRowInputs: Equatable {
  /// The title row: the count of todos and of done ones, of those shown when some are left
  /// out, the sort, the spinner or the list's name.
  struct Title: Equatable {
    var load: LoadStatus
    var sort: ListSort
    /// -1 when every todo shows.
    var shown: Int
    var count: Int
    var done: Int
    var listName: String?
    var view: String?
    /// How many todos are marked.
    var marked: Int
    /// The sync's word (`syncTitle`), nil when it is off.
    var sync: String?
    /// The kept search (`keptSearch`), nil without one.
    var search: String?
    /// Whether `h` hides the done todos.
    var hidesDone: Bool
    /// The todos their own tags leave out.
    var hidden: ListProjection.HiddenByTags
  }

  /// The input row, which also places the cursor, its prompt and its button telling what
  /// the line is for. (Whether the button is enabled follows from the line.)
  struct Input: Equatable {
    var line: InputLine
    var focus: Focus
    var purpose: InputPurpose
  }

  /// The rule under the input: which rows of how many shown show.
  struct Separator: Equatable {
    var count: Int
    var scrollOffset: Int
  }

  var title: Title
  var input: Input
  var separator: Separator
  var status: StatusMessage?
  /// Whether the status shows whole (then maybe over list rows: `StatusArea`).
  var statusShownWhole: Bool
  /// The footer's entries: the keymap hands out the same array for the same context, so
  /// that this compares at once.
  var footer: [FooterEntry]

  /// The inputs of the fixed rows for `state`. Pure.
  init(_ state: borrowing State) {
    title = Title(
      load: state.loadStatus, sort: state.view.settings.sort,
      shown: state.view.isFiltering ? state.view.rows.count : -1,
      count: state.todos.count, done: state.document.completedCount, listName: state.listName,
      view: state.savedViews.name(showing: state.view.settings), marked: state.marks.count,
      sync: state.sync.titleWord, search: keptSearch(state), hidesDone: state.view.settings.hidesDone,
      hidden: state.view.rows.hiddenByTags)
    input = Input(line: state.input, focus: state.focus, purpose: InputPurpose(state.mode))
    separator = Separator(count: state.view.rows.count, scrollOffset: state.view.scrollOffset)
    status = state.status
    statusShownWhole = state.statusShownWhole
    footer = state.keymap.footer(for: state)
  }
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
  /// Compared as a dictionary: O(1) while it is the same storage, O(marks) else.
  var marks: Marks
  /// Which todos are blocked. Not compared: it changes only with the todos, which are.
  var dependencies: DependencyIndex

  /// Keep in step with `differsAtMostInSelection`, which compares the same fields.
  init(_ state: borrowing State) {
    todos = state.todos
    rows = state.view.rows
    scrollOffset = state.view.scrollOffset
    selectedRow = Self.selectedRow(of: state)
    load = state.loadStatus
    today = state.today
    marks = state.marks
    dependencies = state.view.dependencies
  }

  /// The row `state` shows selected.
  static func selectedRow(of state: borrowing State) -> Int? {
    state.focus == .list ? state.view.selectedRow : nil
  }

  /// Whether every list row of `state` has the same inputs as under these but the selected
  /// ones: each field that `init` reads but the selected row, compared with the state's
  /// (asked of the state itself: a move makes no new inputs but the selected row).
  func differsAtMostInSelection(from state: borrowing State) -> Bool {
    todos.isIdentical(to: state.todos) && rows == state.view.rows
      && scrollOffset == state.view.scrollOffset && load == state.loadStatus && today == state.today
      && marks == state.marks
  }

  /// The inputs of list row `index` (a row of the list, not of the screen). Pure.
  func row(_ index: Int) -> RowInputs {
    let documentIndex = rows.documentIndex(ofRow: index)
    return .todo(
      todos.line(at: documentIndex), isSelected: index == selectedRow,
      isMarked: !marks.isEmpty && marks.contains(todos.id(at: documentIndex)), today: today,
      isBlocked: !dependencies.isEmpty && dependencies.isBlocked(todos.id(at: documentIndex)))
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
  /// A new message shown whole over the last list rows, if any.
  private(set) var statusArea: StatusArea?
  /// The rows that are not list rows.
  private var fixed: FixedRowInputs
  /// The list rows' inputs, by screen row (those of other rows unused).
  private(set) var rows: [RowInputs]

  /// The inputs of every row for `state`, laid out by `layout`, top to bottom: one pass
  /// that reads each part of the state once. Pure.
  init(_ state: State, _ layout: Layout) {
    list = ListInputs(state)
    detail = DetailArea(state, layout)
    statusArea = StatusArea(state, layout)
    fixed = FixedRowInputs(state)
    rows = [RowInputs](repeating: .blank, count: state.size.rows)
    for row in layout.listTop..<layout.statusRow { rows[row] = listRowInputs(atScreenRow: row, layout) }
  }

  /// Brings the inputs up to `state` (at the size of these) and sets `changed` to the rows
  /// whose inputs changed, top to bottom (an array the caller keeps, so that none is made per
  /// key). List rows are looked at only where the list's inputs changed: none for a typed
  /// character, the rows that were and are selected for a move, and those the detail area
  /// covered or covers when it changed. Pure.
  mutating func update(to state: State, _ layout: Layout, changed: inout [Int]) {
    changed.removeAll(keepingCapacity: true)
    defer { changed.sort() }
    // The message's area is made again only when the status changed or folded.
    var previousStatusArea: StatusArea?
    var statusAreaChanged = false
    if setFixedRows(of: state, layout, changed: &changed) {
      let next = StatusArea(state, layout)
      if next != statusArea {
        previousStatusArea = statusArea
        statusArea = next
        statusAreaChanged = true
      }
    }
    let nextDetail = DetailArea(state, layout)
    guard list.differsAtMostInSelection(from: state) else {
      list = ListInputs(state)
      detail = nextDetail
      for row in layout.listTop..<layout.statusRow {
        set(row, to: listRowInputs(atScreenRow: row, layout), changed: &changed)
      }
      return
    }
    let wasSelected = list.selectedRow
    let detailChanged = nextDetail != detail
    // The area that showed, kept only when another shows now.
    let previousDetail = detailChanged ? detail : nil
    list.selectedRow = ListInputs.selectedRow(of: state)
    detail = nextDetail
    func setListRow(_ row: Int) {
      set(row, to: listRowInputs(atScreenRow: row, layout), changed: &changed)
    }
    // The rows that were and are selected (two rows, or one and none).
    if list.selectedRow != wasSelected {
      if let wasSelected, let row = list.screenRow(of: wasSelected, layout) { setListRow(row) }
      if let selected = list.selectedRow, let row = list.screenRow(of: selected, layout) { setListRow(row) }
    }
    if detailChanged {
      for row in previousDetail?.rows ?? 0..<0 { setListRow(row) }
      for row in detail?.rows ?? 0..<0 { setListRow(row) }
    }
    if statusAreaChanged {
      for row in previousStatusArea?.listRows ?? 0..<0 { setListRow(row) }
      for row in statusArea?.listRows ?? 0..<0 { setListRow(row) }
    }
  }

  /// The inputs of the list's screen row `row`: the detail area's where it covers the row.
  private func listRowInputs(atScreenRow row: Int, _ layout: Layout) -> RowInputs {
    if let statusArea, statusArea.listRows.contains(row) {
      return .status(statusArea, row: row - statusArea.ruleRow)
    }
    if let detail, detail.rows.contains(row) { return .detail(detail, row: row - detail.ruleRow) }
    return list.inputs(atScreenRow: row, layout)
  }

  /// Sets the inputs of `row`, adding it to `changed` when they differ.
  private mutating func set(_ row: Int, to inputs: RowInputs, changed: inout [Int]) {
    guard rows[row] != inputs else { return }
    rows[row] = inputs
    changed.append(row)
  }

  /// Brings the inputs of the rows that are not list rows up to `state`; adds those that
  /// changed to `changed`. Returns whether the status changed (its text, or whether it
  /// shows whole).
  private mutating func setFixedRows(of state: State, _ layout: Layout, changed: inout [Int]) -> Bool {
    let next = FixedRowInputs(state)
    if next.title != fixed.title { changed.append(layout.titleRow) }
    if next.input != fixed.input { changed.append(layout.inputRow) }
    if next.separator != fixed.separator { changed.append(layout.separatorRow) }
    let statusChanged = next.status != fixed.status || next.statusShownWhole != fixed.statusShownWhole
    if statusChanged { changed.append(layout.statusRow) }
    if next.footer != fixed.footer { changed.append(layout.footerRow) }
    fixed = next
    return statusChanged
  }
}
