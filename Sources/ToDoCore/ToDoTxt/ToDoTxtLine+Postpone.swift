/// Postponing a todo: its `due:` date moved later, its `t:` by as many days. The one rule
/// for `>`/`}` in the list (`PostponeSlice`) and the command line's `todo postpone`. Pure.
extension ToDoTxtLine {
  /// Why a todo is not postponed.
  public enum PostponeRefusal: Error, Equatable, Sendable {
    /// A done todo keeps the dates it was done with.
    case done
    /// Its `key:` tag holds `value`, which is no ISO date.
    case notADate(key: String, value: String)
    /// The moved date would leave the years 0001–9999.
    case outOfRange
    /// It has no `due:` and the day is not known yet.
    case dayUnknown
  }

  /// The line with its `due:` date `days` days later and its `t:` by as many; a line
  /// without `due:` gets `today` plus `days`. Every other word stays. Pure; O(length).
  public func postponed(by days: Int, today: CalendarDate?) -> Result<ToDoTxtLine, PostponeRefusal> {
    guard !isCompleted else { return .failure(.done) }
    let due: CalendarDate
    if let value = tagValue("due") {
      guard let date = CalendarDate(iso: value) else {
        return .failure(.notADate(key: "due", value: String(value)))
      }
      due = date
    } else {
      guard let today else { return .failure(.dayUnknown) }
      due = today
    }
    let later = due.adding(days: days)
    guard later.isWritable else { return .failure(.outOfRange) }
    var changed = settingTag("due", to: later.description)
    if let value = tagValue("t") {
      guard let threshold = CalendarDate(iso: value) else {
        return .failure(.notADate(key: "t", value: String(value)))
      }
      let moved = threshold.adding(days: days)
      guard moved.isWritable else { return .failure(.outOfRange) }
      changed = changed.settingTag("t", to: moved.description)
    }
    return .success(changed)
  }
}
