import ToDoCore

/// Performs the commands the reducer returns and sends their results back as actions.
/// Main-actor only.
@MainActor
public final class CommandInterpreter {
  /// What the commands act on; its store and notes follow the list shown (`showList`).
  var environment: Environment
  private let send: @MainActor (Action) -> Void
  /// The environment's main scheduler, which never changes: results are delivered through it.
  private let mainScheduler: any Scheduler
  private let exit: @MainActor (Int32) -> Void
  /// The timers running, by id: each holds the number of its scheduling, so that a timer
  /// replaced or cancelled before it fires sends nothing, and its work in the scheduler,
  /// taken out when it is replaced or cancelled so that it wakes nothing.
  private var timers: [TimerID: (number: Int, work: ScheduledWork)] = [:]
  private var timersScheduled = 0

  /// - Parameters:
  ///   - send: gives a result action to the store (called on the main actor).
  ///   - exit: restores the terminal and ends the process with this status.
  public init(
    environment: Environment,
    send: @escaping @MainActor (Action) -> Void,
    exit: @escaping @MainActor (Int32) -> Void
  ) {
    self.environment = environment
    self.mainScheduler = environment.mainScheduler
    self.send = send
    self.exit = exit
  }

  /// Performs `command`: the root's own (a message, a timer, the exit, a batch) here, each
  /// feature's family by its part (`ToDoRuntime/Features/<Feature>/`).
  public func run(_ command: Command) {
    switch command {
    case .send(let action):
      // The store is reducing the action that asked: it queues this one and reduces it next.
      send(action)
    case .schedule(let id, let delay, let action):
      schedule(id, after: delay, send: action)
    case .cancel(let id):
      timers.removeValue(forKey: id)?.work.cancel()
    case .exit(let status):
      environment.toDoStore.finishRecords()
      exit(status)
    case .batch(let commands):
      commands.forEach(run)
    case .persistence(let persistence): runPersistence(persistence)
    case .reload(let reload): runReload(reload)
    case .quitting(let quitting): runQuitting(quitting)
    case .conflictCopies(let conflictCopies): runConflictCopies(conflictCopies)
    case .system(let system): runSystem(system)
    case .archive(let archive): runArchive(archive)
    case .externalEdit(let externalEdit): runExternalEdit(externalEdit)
    case .note(let note): runNote(note)
    case .toDoHistory(let toDoHistory): runToDoHistory(toDoHistory)
    case .view(let view): runView(view)
    case .picker(let picker): runPicker(picker)
    case .savedViews(let savedViews): runSavedViews(savedViews)
    case .sync(let sync): runSync(sync)
    case .vdirSync(let vdirSync): runVdirSync(vdirSync)
    case .links(let links): runLinks(links)
    case .lists(let lists): runLists(lists)
    case .reminders(let reminders): runReminders(reminders)
    }
  }

  /// The wall-clock seconds in which the day last read is still today: from when it was
  /// read to when the next day begins (nil until it is read).
  private var dayLasts: Range<Int64>?

  /// Reads the day, and notes until when it lasts on the wall clock: its action.
  func readToday() -> Action {
    let clock = environment.dayClock
    let now = clock.wallClockSeconds()
    let (day, nextDayIn) = clock.today()
    let dayLasts = now..<(now + max(nextDayIn.components.seconds, 1))
    self.dayLasts = dayLasts
    // A wake-up when the day ends on the wall clock, which counts the hours suspended.
    environment.wakeAtWallClock(dayLasts.upperBound)
    return .system(.dayBegan(day, nextDayIn: nextDayIn))
  }

  /// Sends the day at once when the wall clock has left the day last read: the next day's
  /// timer runs on the monotonic clock, which stops while the machine is suspended, so a
  /// laptop woken the next morning would keep yesterday (for completion dates, `due:today`,
  /// `rec:`) until the timer's remaining hours had passed. The store calls this before each
  /// action from outside (a key, a timer, a signal, a result): the action then sees the new
  /// day. A comparison of two integers when the day has not changed.
  public func noticeDayChange() {
    guard let dayLasts, !dayLasts.contains(environment.dayClock.wallClockSeconds()) else { return }
    send(readToday())
  }

  /// Sends `action` after `delay` as the timer `id`, replacing the timer `id` if it runs.
  private func schedule(_ id: TimerID, after delay: Duration, send action: Action) {
    timersScheduled += 1
    let number = timersScheduled
    let send = self.send
    let work = environment.mainScheduler.schedule(after: delay) { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.timers[id]?.number == number else { return }
        self.timers[id] = nil
        send(action)
      }
    }
    timers.updateValue((number, work), forKey: id)?.work.cancel()
  }

  /// The store's own `send`, for results that must follow a write on the main actor.
  var sendAction: @MainActor (Action) -> Void { send }

  /// The ids of the timers that run now.
  public var runningTimers: Set<TimerID> { Set(timers.keys) }

  /// Sends `action` to the store through the main scheduler (live: the event loop's
  /// mailbox, which wakes the main thread). Callable from any thread.
  nonisolated var deliver: @Sendable (Action) -> Void {
    let scheduler = mainScheduler
    let send = self.send
    return { action in
      scheduler.schedule(after: .zero) {
        MainActor.assumeIsolated { send(action) }
      }
    }
  }
}
