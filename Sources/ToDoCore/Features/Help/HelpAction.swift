/// The key help. Pure data.
public enum HelpAction: Equatable, Sendable, Codable {
  /// Show or hide the key help.
  case toggle
  /// Scroll the key help by this many lines (negative is up).
  case scroll(by: Int)
  /// Scroll the key help by this many pages (negative is up).
  case scrollByPage(by: Int)
  /// Turn to the help's other page (the keys, the search words), at its top.
  case turnPage
  /// A printable key without a command in the mode (its label): the status line says so,
  /// and where the help is.
  case noCommand(key: String)
}
