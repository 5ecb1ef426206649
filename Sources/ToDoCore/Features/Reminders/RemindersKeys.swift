/// Snoozing a reminder from the list: `z`. Pure data.
enum RemindersKeys {
  static let browsing = [
    Binding(["z"], "snoozeReminder", .reminders(.snooze), "snooze reminder")
  ]
}
