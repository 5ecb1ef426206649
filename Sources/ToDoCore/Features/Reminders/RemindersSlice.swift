/// The reminders' slice: their own state, and the todos a snooze changes (a `rem:` moved;
/// the rows follow) with the status line that names a reminder rung. Pure.
protocol RemindersSlice: ChangesToDos {
  var reminders: RemindersState { get set }
}

extension State: RemindersSlice {}
