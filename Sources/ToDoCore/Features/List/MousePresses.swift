/// The pointer sub-state: what tells a deliberate press on a todo's ✕ from the second press
/// of a double click, which may land on a todo that just slid there. Pure value.
public struct MousePresses: Equatable, Sendable {
  /// Two presses closer in time than this, and in place than `doubleClickColumns`, are a
  /// double click: the second does nothing.
  public static let doubleClickMilliseconds = 500
  /// How many columns apart the presses of a double click may be (on the same row): a hand
  /// moves the pointer a little between them.
  public static let doubleClickColumns = 2

  /// When the last timed press happened (monotonic milliseconds, as the terminal adapter
  /// stamped it), or nil.
  public private(set) var lastTime: Int?
  /// Where the last timed press happened, or nil.
  public private(set) var lastPosition: Position?

  public init() {}

  /// Remembers a press at `position` and `time`, and says whether it is the second press of
  /// a double click: one that follows the press before it within the double-click interval,
  /// at nearly the same place (a press elsewhere, such as on the ✕ of a row just selected,
  /// is a click of its own). A press without a time never is, and starts none. Pure.
  mutating func press(at position: Position, time: Int?) -> Bool {
    defer {
      lastTime = time
      lastPosition = time == nil ? nil : position
    }
    guard let time, let last = lastTime, let lastPosition,
      lastPosition.row == position.row,
      abs(lastPosition.column - position.column) <= Self.doubleClickColumns
    else { return false }
    let (gap, overflow) = time.subtractingReportingOverflow(last)
    return !overflow && gap >= 0 && gap < Self.doubleClickMilliseconds
  }
}
