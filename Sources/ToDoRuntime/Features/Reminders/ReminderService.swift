import ToDoCore

/// What the app's reminders need of the world (decision 0341): the clock, the list whose
/// record of reminders delivered is kept (nil for the demo list, which records nothing;
/// with several lists, the one shown), how the terminal is
/// asked to notify, and the wall-clock alarm that wakes the loop at the next reminder (the
/// app sets it; nil takes the alarm back). Callable from any thread but `wake`.
public struct ReminderService: Sendable {
  public var clock: ReminderClock
  public var listPath: String?
  public var notification: TerminalNotification
  public var wake: @Sendable @MainActor (_ systemSeconds: Int64?) -> Void

  public init(
    clock: ReminderClock = ReminderClock(), listPath: String? = nil,
    notification: TerminalNotification = .bell,
    wake: @escaping @Sendable @MainActor (Int64?) -> Void = { _ in }
  ) {
    self.clock = clock
    self.listPath = listPath
    self.notification = notification
    self.wake = wake
  }

  /// The service for the list at `listPath` (nil: the demo) in a process whose variables
  /// are `environment`.
  public static func configured(listPath: String?, environment: [String: String]) -> ReminderService {
    ReminderService(
      clock: .configured(by: environment), listPath: listPath,
      notification: .chosen(by: environment))
  }
}
