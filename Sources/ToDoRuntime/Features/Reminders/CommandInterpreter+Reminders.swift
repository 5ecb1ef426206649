import ToDoCore

/// The reminders' commands (decision 0341): the clock and the record read, the wall-clock
/// alarm set, reminders delivered through the record's lock and the terminal. Main-actor
/// only; the record is read and written on the worker.
extension CommandInterpreter {
  func runReminders(_ command: ReminderCommand) {
    let service = environment.reminders
    let record = (environment.lists?.shownPath ?? service.listPath).map { ReminderRecord(listPath: $0) }
    switch command {
    case .readClock:
      guard let record else {
        deliver(.reminders(.clockRead(now: service.clock.now(), since: nil)))
        return
      }
      environment.worker.schedule(after: .zero) { [deliver] in
        let since = record.lastLook()
        deliver(.reminders(.clockRead(now: service.clock.now(), since: since)))
      }
    case .wake(let time):
      service.wake(time.map { service.clock.systemSeconds(at: $0) })
    case .deliver(let candidates, let now):
      let (scheduler, write, send) = (environment.mainScheduler, environment.writeToTerminal, sendAction)
      environment.worker.schedule(after: .zero) {
        let fresh = record?.claim(candidates, now: now) ?? candidates
        guard !fresh.isEmpty else { return }
        scheduler.schedule(after: .zero) {
          MainActor.assumeIsolated {
            // Between two updates, as OSC 52 is written (decision 0237): once a reminder.
            for reminder in fresh {
              write(
                service.notification.sequence(title: "Reminder \(reminder.time.clock)", body: reminder.text))
            }
            send(.reminders(.rang(fresh)))
          }
        }
      }
    }
  }
}
