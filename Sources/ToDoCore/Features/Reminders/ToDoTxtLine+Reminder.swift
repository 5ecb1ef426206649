/// A todo.txt line's reminder: its first `rem:` tag (decision 0340). Pure.
extension ToDoTxtLine {
  /// The reminder the line's first `rem:` tag spells, if it spells one.
  public var reminder: Reminder? {
    tagValue("rem").flatMap { Reminder(spelled: $0) }
  }

  /// When the line's reminder rings: its time, or the time counted from its `due:` date;
  /// nil without a reminder, or for one counted from a due date that is not a date.
  public var reminderTime: LocalTime? {
    guard let reminder else { return nil }
    return reminder.time(due: tagValue("due").flatMap { CalendarDate(iso: $0) })
  }

  /// The line with a typed `rem:` word (`rem:fri@9`, `rem:due-1d@9`) written as its
  /// spelling (`rem:2026-12-25T0900`, `rem:due-1dT0900`), counted from `today`; the line as
  /// it is when its `rem:` is spelled already, or names no reminder.
  public func resolvingReminder(today: CalendarDate) -> ToDoTxtLine {
    guard let value = tagValue("rem"), Reminder(spelled: value) == nil,
      let reminder = ReminderWords.read(value, today: today)
    else { return self }
    return settingTag("rem", to: reminder.spelled)
  }
}
