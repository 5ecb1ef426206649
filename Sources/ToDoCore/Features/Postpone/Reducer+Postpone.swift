extension PostponeSlice {
  /// Postponing: `>` and `}` in the list. Pure.
  mutating func reduce(_ action: PostponeAction) -> Command? {
    switch action {
    case .by(let days): postpone(by: days)
    }
    return nil
  }

  /// Moves the selected todo's `due:` date `days` days later, and its `t:` by as many, as
  /// one undoable step; a todo without `due:` gets today plus `days`. Its `rec:` and every
  /// other word stay. Refused, with the reason on the status line: a done todo (it keeps
  /// the dates it was done with), a `due:` or `t:` that is not a date, a date that would
  /// leave the years 0001–9999, and a todo without `due:` while the day is not known. Pure;
  /// O(length of the todo).
  mutating func postpone(by days: Int) {
    guard let place = selectedPlace else { return }
    postpone(by: days, at: place)
  }

  /// Postpones the todo at `place` (its index and the todo there) as `postpone(by:)` does
  /// the selected one, and says whether it moved; the marked todos go through here one by
  /// one. Pure.
  @discardableResult
  mutating func postpone(by days: Int, at place: (index: Int, todo: ToDo)) -> Bool {
    let (index, todo) = place
    let line = todo.line
    let changed: ToDoTxtLine
    switch line.postponed(by: days, today: today) {
    case .success(let line): changed = line
    case .failure(.done):
      status = StatusMessage(
        "Not postponed: the todo is done and keeps the dates it was done with; "
          + "x opens it again.", kind: .info)
      return false
    case .failure(.notADate(let key, let value)):
      status = Self.notADate(key, value)
      return false
    case .failure(.outOfRange):
      refuseOutOfRange()
      return false
    case .failure(.dayUnknown):
      status = StatusMessage(
        "Not postponed: the date is not known yet; press the key again in a moment.",
        kind: .warning)
      return false
    }
    let givenDue = line.tagValue("due") == nil
    let step = Self.stepName(days)
    guard let change = document.change(at: index, to: changed.raw) else { return false }
    follow([change])
    let what = givenDue ? "Had no due date; now due today + \(step)" : "Postponed \(step)"
    status = StatusMessage("\(what) (Ctrl-Z to undo): “\(changed.raw)”", kind: .success)
    return true
  }

  /// "a day", "a week", "3 days". Pure.
  private static func stepName(_ days: Int) -> String {
    if days == 1 { return "a day" }
    return days == 7 ? "a week" : "\(days) days"
  }

  /// The refusal for a `key:` whose value is no ISO date. Pure.
  private static func notADate(_ key: String, _ value: String) -> StatusMessage {
    StatusMessage(
      "Not postponed: its \(key):\(value) is not a date (YYYY-MM-DD); e edits it.", kind: .warning)
  }

  /// Says that the moved date would leave the years todo.txt dates hold. Pure.
  private mutating func refuseOutOfRange() {
    status = StatusMessage(
      "Not postponed: the date would fall outside the years 0001–9999 todo.txt dates hold.",
      kind: .warning)
  }
}
