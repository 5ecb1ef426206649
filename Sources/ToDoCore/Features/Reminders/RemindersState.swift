/// What the app knows of the list's reminders (decision 0341): the clock as last read, the
/// window the app delivers in (from when it or `todo remind` last looked), the reminders
/// it claimed, the schedule of the list shown and the wake-up asked for, and the reminder
/// last named on the status line, which `z` snoozes. Pure value.
public struct RemindersState: Equatable, Sendable {
  /// The wall clock's minute as last read; nil until the first read.
  public var now: LocalTime?
  /// The first minute a reminder may be delivered in: when the record was last looked at
  /// by the app or `todo remind`, else when the app started.
  public var since: LocalTime?
  /// The keys of the reminders this app asked to deliver: each is asked for once.
  public var claimed: Set<String> = []
  /// The list's reminders, soonest first, as of `madeFor`.
  public var schedule: [ScheduledReminder] = []
  /// The todos the schedule was made for: a list changed, loaded, reloaded or switched is
  /// another storage (`ToDoList.isIdentical`, O(1)).
  var madeFor: ToDoList?
  /// Whether the clock was asked for and not read yet.
  var clockAsked = false
  /// The wake-up last asked of the runtime.
  public var wake: LocalTime?
  /// The reminder last named on the status line, and how many times `z` snoozed it.
  public var lastRung: ScheduledReminder?
  public var snoozes = 0
  /// Whether `z` waits for the clock to snooze.
  var snoozeAsked = false

  public init() {}
}
