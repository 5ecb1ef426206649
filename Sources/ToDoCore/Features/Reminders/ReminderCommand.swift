/// What the reminders ask of the runtime (decision 0341). Pure data.
public enum ReminderCommand: Equatable, Sendable {
  /// Read the wall clock and the record of reminders delivered: `RemindersAction.clockRead`.
  case readClock
  /// Deliver these reminders unless the record has them (another process did), under the
  /// record's lock: each delivered is recorded, the terminal asked to notify, and
  /// `RemindersAction.rang` sent with them. `now` is recorded as when the app last looked.
  case deliver([ScheduledReminder], now: LocalTime)
  /// Read the clock again at this minute of the wall clock (nil: no reminder is pending;
  /// the wake-up set before is taken back).
  case wake(at: LocalTime?)
}
