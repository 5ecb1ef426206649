/// What a piece of the screen is, not how it looks: the terminal adapter's theme maps each
/// style to colours and attributes (or to attributes alone on a monochrome terminal).
public enum Style: UInt8, Equatable, Hashable, Sendable, CaseIterable {
  case normal
  case title
  case listName
  case spinner
  case prompt
  case placeholder
  case addEnabled
  case addDisabled
  case separator
  case position
  case item
  /// A todo.txt line marked done (`x ` first).
  case completedItem
  /// An open todo's `(A)`, `(B)`, `(C)`: what matters most shows first.
  case priorityA
  case priorityB
  case priorityC
  /// An open todo's `due:` date when it is today, or past.
  case dueToday
  case overdue
  /// An open todo's `due:` date in the week ahead (tomorrow to six days on).
  case upcoming
  /// A `+project`, `@context` or later `due:` date in an open todo.
  case project
  case context
  case due
  /// An open todo's `t:` date while it is still ahead (the todo shows with `H`).
  case threshold
  case selectedItem
  case emptyList
  case info
  case success
  case warning
  case error
  case footerKey
  case footerText
  case notice
  case helpBorder
  case helpHeading
  case helpKey
  case helpText
  /// The name of the command a help line's keys run.
  case helpCommand
  /// A link in an open todo (`LinkScanner`): underlined.
  case link

  /// The style of a status message of `kind`.
  public static func status(_ kind: StatusMessage.Kind) -> Style {
    switch kind {
    case .info: return .info
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }
}
