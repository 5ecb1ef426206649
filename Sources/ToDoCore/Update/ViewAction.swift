/// What the list shows: the search, hidden todos, the sort, and the rows made off the main
/// thread. Pure data.
public enum ViewAction: Equatable, Sendable, Codable {
  /// `/` in the list: the input line edits the search, filtering as it is typed.
  case startSearch
  /// The search's debounce elapsed: filter by what the search line holds now.
  case searchDue
  /// Enter in the search: keep the filter and go to the list.
  case keepSearch
  /// Esc in the search: clear the filter.
  case clearSearch
  /// `h`: hide the done todos, or show them again.
  case toggleHideDone
  /// Show the todos hidden by their own tags (`t:` after today, `h:1`), or hide them again.
  case toggleShowHidden
  /// `s`: the next sort (file order, priority, due date, creation date).
  case cycleSort
  /// The rows made by the projection numbered `number` (the document indices in order; nil
  /// for every todo in file order).
  case rowsProjected(number: Int, order: [Int32]?)
}
