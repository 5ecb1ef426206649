/// The reminders' slice: their own state, and the todos a snooze changes (a `rem:` moved;
/// the rows follow) with the status line that names a reminder rung. Pure.
protocol RemindersSlice: ChangesToDos {
  var reminders: RemindersState { get set }
  /// Read for the switches: another list shown is another schedule.
  var lists: ListSet { get }
}

extension State: RemindersSlice {}
