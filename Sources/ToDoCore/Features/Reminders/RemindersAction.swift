/// The reminders' actions: the clock read, the reminders delivered, a snooze. Pure data.
public enum RemindersAction: Equatable, Sendable, Codable {
  /// The wall clock read (its minute), and the first minute the record of reminders
  /// delivered leaves to deliver (when the app or `todo remind` last looked; nil: none
  /// known, the app's first look).
  case clockRead(now: LocalTime, since: LocalTime?)
  /// These reminders were delivered by the app (the terminal asked to notify): the record
  /// had them not, so no other process delivered them.
  case rang([ScheduledReminder])
  /// The clock is to be read: the app started, or the wall clock reached the wake-up asked
  /// for, or was set, or the machine woke from a suspend past it.
  case clockDue
  /// `z`: the reminder last named (else the selected todo's) rings again later: in ten
  /// minutes, pressed again an hour from now, a third time tomorrow at nine.
  case snooze
}
