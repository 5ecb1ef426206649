extension LifeCycleSlice {
  /// The runtime says which day it is: the list reads dates against it from now on, and
  /// the day is read again when the next one begins (a list left open overnight shows the
  /// new day). Pure.
  mutating func dayBegan(_ day: CalendarDate, nextDayIn: Duration) -> Command? {
    today = day
    // At least a second: a clock read a hair before midnight does not read it again at once.
    let wait = max(nextDayIn, .seconds(1))
    return .schedule(id: .nextDay, after: wait, send: .system(.dayEnded))
  }
}
