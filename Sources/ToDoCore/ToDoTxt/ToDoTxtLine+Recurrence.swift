/// The next occurrence of a recurring todo, by the rules topydo and sleek share. Pure.
extension ToDoTxtLine {
  /// The recurrence its `rec:` tag asks for, if it has a valid one.
  public var recurrence: Recurrence? { tagValue("rec").flatMap(Recurrence.init) }

  /// The todo that comes back when this open todo is completed on `today`, or nil when it
  /// does not recur, or when a date it would get falls outside the years a todo.txt date
  /// can hold (0001–9999: `rec:99999y` on `due:9999-12-31`). Its new `due:` is `today`
  /// plus the interval (strict `rec:+…`: the old due date plus the interval); its `t:` keeps
  /// its distance to `due:`. A todo with a `t:` and no `due:` gets a new `t:` the same way
  /// instead (from `today`, or strictly from the old `t:`); one with neither gets a `due:`.
  /// A creation date becomes `today` (the occurrence is made then); the priority and every
  /// other word stay.
  public func nextOccurrence(completedOn today: CalendarDate) -> ToDoTxtLine? {
    guard !isCompleted, let recurrence else { return nil }
    let due = tagValue("due").flatMap { CalendarDate(iso: $0) }
    let threshold = tagValue("t").flatMap { CalendarDate(iso: $0) }
    var next = self
    if let threshold, due == nil {
      let start = recurrence.isStrict ? threshold : today
      guard let newThreshold = recurrence.advance(start) else { return nil }
      next = next.settingTag("t", to: newThreshold.description)
    } else {
      let start = recurrence.isStrict ? (due ?? today) : today
      guard let newDue = recurrence.advance(start) else { return nil }
      next = next.settingTag("due", to: newDue.description)
      if let threshold, let due {
        let newThreshold = newDue.adding(days: threshold.dayNumber - due.dayNumber)
        guard newThreshold.isWritable else { return nil }
        next = next.settingTag("t", to: newThreshold.description)
      }
    }
    return next.withCreationDate(creationDate == nil ? nil : today)
  }

  /// The line with its creation date set to `date` (nil: left out). Only for an open line.
  private func withCreationDate(_ date: CalendarDate?) -> ToDoTxtLine {
    var rest = priority == nil ? raw[...] : raw.dropFirst(4)
    if let created = Self.leadingDate(of: rest) {
      rest = rest.dropFirst(created.count)
      if rest.first == " " { rest = rest.dropFirst() }
    }
    let head = priority.map { "(\($0)) " } ?? ""
    return ToDoTxtLine(head + (date.map { "\($0) " } ?? "") + rest)
  }
}
