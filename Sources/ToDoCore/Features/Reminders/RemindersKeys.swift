/// Snoozing a reminder from the list: `z`. Pure data.
enum RemindersKeys {
  static let browsing = [
    Binding(["z"], "snoozeReminder", .reminders(.snooze), "snooze reminder")
  ]
}

extension BrowsingKeys {
  /// The keys it adds to the list's mode, in the place `ModeTable.browsingKeys` gives them.
  static let reminders = RemindersKeys.browsing
}
