/// Searching the list in the input line. Pure data.
public enum SearchAction: Equatable, Sendable, Codable {
  /// `/` in the list: the input line edits the search, filtering as it is typed.
  case start
  /// The search's debounce elapsed: filter by what the search line holds now.
  case due
  /// Enter in the search: keep the filter and go to the list.
  case keep
  /// Esc in the search: clear the filter.
  case clear
}
