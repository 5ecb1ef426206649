/// The reminders (decision 0341): the clock read, what is due delivered once, the next
/// wake-up asked for, a snooze. Pure; the clock is what the runtime reads and sends.
extension RemindersSlice {
  /// The reminders' actions. Pure.
  mutating func reduce(_ action: RemindersAction) -> Command? {
    switch action {
    case .clockRead(let now, let since):
      reminders.clockAsked = false
      reminders.now = now
      // The window opens once: at the record's last look, else now (a first start
      // delivers nothing from before it).
      if reminders.since == nil { reminders.since = since ?? now }
      var commands: [Command] = []
      if reminders.snoozeAsked {
        reminders.snoozeAsked = false
        snooze(now: now)
      }
      refreshSchedule()
      if let deliver = deliverDue() { commands.append(deliver) }
      // Always asked again: the alarm that rang is spent, and a clock read a hair before
      // the minute must be woken again for it.
      if let wake = askWake(again: true) { commands.append(wake) }
      return .sequence(commands.first, commands.dropFirst().first)
    case .rang(let rung):
      guard let last = rung.last else { return nil }
      reminders.lastRung = last
      reminders.snoozes = 0
      let others = rung.count > 1 ? " (and \(rung.count - 1) more)" : ""
      status = StatusMessage(
        "Reminder \(last.time.clock): \(last.text)\(others) · z snoozes it 10 minutes", kind: .warning)
      return nil
    case .clockDue:
      guard !reminders.clockAsked else { return nil }
      reminders.clockAsked = true
      return .reminders(.readClock)
    case .snooze:
      // The clock first: a snooze counts from now, not from the clock last read.
      reminders.snoozeAsked = true
      reminders.clockAsked = true
      return .reminders(.readClock)
    }
  }

  /// The step after every action: the schedule made again when the list changed, what it
  /// makes due delivered and the wake-up moved. Nothing before the clock was first read
  /// (the runtime starts the reminders with `clockDue`); two comparisons when nothing
  /// changed. Pure.
  mutating func continueReminders() -> Command? {
    guard reminders.now != nil else { return nil }
    if reminders.madeFor?.isIdentical(to: document.todos) == true { return nil }
    refreshSchedule()
    return .sequence(deliverDue(), askWake())
  }

  /// The schedule of the list as it is now. O(todos). Pure.
  private mutating func refreshSchedule() {
    guard reminders.madeFor?.isIdentical(to: document.todos) != true else { return }
    reminders.madeFor = document.todos
    reminders.schedule = ScheduledReminder.schedule(of: document.todos)
  }

  /// The delivery of the reminders due by the clock last read that were not asked for
  /// yet, each asked for once; nil when none is. Pure.
  private mutating func deliverDue() -> Command? {
    guard let now = reminders.now else { return nil }
    let due = ScheduledReminder.due(
      in: reminders.schedule, since: reminders.since, upTo: now, excluding: reminders.claimed)
    guard !due.isEmpty else { return nil }
    reminders.claimed.formUnion(due.map(\.key))
    return .reminders(.deliver(due, now: now))
  }

  /// The wake-up for the next reminder after the clock last read, when it moved (or
  /// `again`, unless none is pending and none was). Pure.
  private mutating func askWake(again: Bool = false) -> Command? {
    guard let now = reminders.now else { return nil }
    let next = ScheduledReminder.next(in: reminders.schedule, after: now)
    guard next != reminders.wake || (again && next != nil) else { return nil }
    reminders.wake = next
    return .reminders(.wake(at: next))
  }

  /// Moves the reminder last named (else the selected todo's) to ring later, counted from
  /// `now`: ten minutes; pressed again, an hour; a third time, tomorrow at nine. One
  /// undoable change of its `rem:` tag, written as a time. Pure.
  private mutating func snooze(now: LocalTime) {
    guard let (index, todo, rungLast) = snoozeTarget() else {
      status = StatusMessage(
        "Nothing to snooze: no reminder rang, and the selected todo has no rem: tag.", kind: .info)
      return
    }
    let step = rungLast ? reminders.snoozes : 0
    let (later, words): (LocalTime, String) =
      if step == 0 {
        (now.adding(minutes: 10), "10 minutes")
      } else if step == 1 {
        (now.adding(minutes: 60), "an hour")
      } else {
        (LocalTime(day: now.day.adding(days: 1), minute: ReminderWords.defaultMinute), "until tomorrow")
      }
    let line = todo.line.settingTag("rem", to: Reminder.at(later).spelled)
    guard let change = document.change(at: index, to: line.raw) else { return }
    follow([change])
    reminders.snoozes = min(step + 1, 2)
    reminders.lastRung = ScheduledReminder(time: later, text: String(line.description))
    let next = reminders.snoozes == 1 ? "an hour" : "tomorrow"
    status = StatusMessage(
      "Snoozed \(words), rings at \(later.clock)\(later.day == now.day ? "" : " on \(later.day)")"
        + (step < 2 ? " · z again: \(next)" : "") + " (Ctrl-Z to undo)", kind: .success)
  }

  /// The todo the last reminder named, if it still has that reminder; else the selected
  /// todo when it has a `rem:` tag; and whether it is the one last named. Pure.
  private func snoozeTarget() -> (index: Int, todo: ToDo, rungLast: Bool)? {
    if let rung = reminders.lastRung,
      let index = document.todos.firstIndex(where: {
        let line = $0.line
        return !line.isCompleted && line.reminderTime == rung.time && String(line.description) == rung.text
      })
    {
      return (index, document.todos[index], true)
    }
    guard let place = selectedPlace, place.todo.line.tagValue("rem") != nil, !place.todo.line.isCompleted
    else {
      return nil
    }
    return (place.index, place.todo, false)
  }
}

extension ActionHook {
  /// The reminders' schedule follows the list.
  static func remindersFollowList(_ state: inout State, _: inout ActionStep) -> Command? {
    state.continueReminders()
  }
}
