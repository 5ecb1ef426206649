/// What the list shows: hidden todos, the sort, and the rows made off the main thread.
/// Pure data.
public enum ViewAction: Equatable, Sendable, Codable {
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
