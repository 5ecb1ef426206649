/// Which part of the screen the keys act on, and the help. Pure data.
public enum ModeAction: Equatable, Sendable, Codable {
  case focusList
  case focusInput
  /// Show or hide the key help.
  case toggleHelp
  /// Scroll the key help by this many lines (negative is up).
  case scrollHelp(by: Int)
  /// Scroll the key help by this many pages (negative is up).
  case scrollHelpByPage(by: Int)
  /// `p` in the list: the next letter sets the selected todo's priority.
  case choosePriority
  /// Leave choosing a priority without setting one.
  case stopChoosingPriority
}
