/// What the cells of one screen row depend on, as `composeRow` reads it: two states with
/// equal inputs for a row compose the same cells there, so the renderer composes a row
/// again only when its inputs changed (the input row when a character is typed, two list
/// rows when the selection moves). Cheap to make: no text is measured or laid out. Pure
/// value.
enum RowInputs: Equatable {
  /// The title row: the count of todos and of done ones, of those shown when some are left
  /// out, the sort, the spinner or the list's name.
  /// (The small fields first and `shown` as 32 bits, -1 when every todo shows: the case
  /// is no larger than a todo row's, so that no row's inputs cost more to copy.)
  case title(load: LoadStatus, sort: ListSort, shown: Int32, count: Int, done: Int, listName: String?)
  /// The input row, which also places the cursor, its prompt telling a search. (Whether
  /// Enter can add follows from the input alone.)
  case input(InputLine, focus: Focus, isSearching: Bool)
  /// The rule under the input: which rows of how many shown show.
  case separator(count: Int, scrollOffset: Int)
  /// The first list row of an empty list: its message (another when todos are left out).
  case emptyList(LoadStatus, allLeftOut: Bool)
  /// A list row showing a todo (whose due date is highlighted against the day).
  case todo(ToDo, isSelected: Bool, today: CalendarDate?)
  /// A list row showing nothing.
  case blank
  case status(StatusMessage?)
  case footer([FooterEntry])

  /// The inputs of every row for `state`, laid out by `layout` (not too small), top to
  /// bottom: one pass that reads each part of the state once. Pure.
  static func rows(of state: State, _ layout: Layout) -> [RowInputs] {
    var rows = [RowInputs](repeating: .blank, count: state.size.rows)
    rows[layout.titleRow] = .title(
      load: state.loadStatus, sort: state.view.settings.sort,
      shown: state.view.isFiltering ? Int32(truncatingIfNeeded: state.view.rows.count) : -1,
      count: state.todos.count, done: state.document.completedCount, listName: state.listName)
    let focus = state.focus
    rows[layout.inputRow] = .input(state.input, focus: focus, isSearching: state.mode.kind == .searching)
    let view = state.view
    let shownCount = view.rows.count
    let scrollOffset = view.scrollOffset
    rows[layout.separatorRow] = .separator(count: shownCount, scrollOffset: scrollOffset)
    if shownCount == 0 {
      rows[layout.listTop] = .emptyList(state.loadStatus, allLeftOut: !state.todos.isEmpty)
    } else {
      let selected = focus == .list ? view.selectedRow : nil
      let document = state.document
      let today = state.today
      for index in scrollOffset..<min(scrollOffset + layout.listHeight, shownCount) {
        rows[layout.listTop + index - scrollOffset] = .todo(
          view.todo(atRow: index, in: document), isSelected: index == selected, today: today)
      }
    }
    rows[layout.statusRow] = .status(state.status)
    rows[layout.footerRow] = .footer(state.keymap.footer(for: state))
    return rows
  }
}
