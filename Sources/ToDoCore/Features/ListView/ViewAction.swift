/// What the list shows: the search, hidden todos, the sort, the rows made off the main
/// thread, the projects and contexts picked as a filter, and the saved views. Pure data.
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
  /// `t`: the projects and contexts with their counts, to pick one as the filter.
  case openTags
  /// The projects and contexts counted off the main thread by the count numbered `number`.
  case tagsCounted(number: Int, [TagCount])
  /// `v`: the saved views, to recall one, save the list's view or delete one.
  case openViews
  /// `1`–`9`: show the list as the view saved in `slot` shows it.
  case recallView(slot: Int)
  /// `V` (or `s` among the views): the input line asks for a name to save the view under.
  case startNamingView
  /// Enter while naming: save the list's view under the name typed.
  case saveView
  /// Esc while naming: save nothing.
  case cancelNamingView
  /// `d` among the views: delete the selected one.
  case deleteView
  /// The saved views as the views file held them at the start.
  case viewsLoaded(SavedViews)
  /// The views file was written.
  case viewsSaved
  /// The views file could not be written, for `reason`.
  case viewsNotSaved(reason: String)
  /// Move the picker's selection by `by` entries (negative is up).
  case movePick(by: Int)
  /// Move the picker's selection by `by` pages.
  case movePickByPage(by: Int)
  /// Enter in a picker: take the selected entry.
  case pick
  /// Esc in a picker: close it, taking nothing.
  case closePicker
  /// The rows made by the projection numbered `number` (the document indices in order; nil
  /// for every todo in file order).
  case rowsProjected(number: Int, order: [Int32]?)
}
