/// What the keys act on now: the input line (adding), the list (browsing), or the key help
/// over one of them. Editing a todo and searching the list will be modes of their own.
/// Pure value.
public enum Mode: Hashable, Sendable {
  /// The input line has the focus: every printable key is text.
  case adding
  /// The list has the focus: printable keys are commands (`j`, `k`, `d`, `q`, …).
  case browsing
  /// The key help covers the screen, scrolled to its line `scroll`; closing it goes back to
  /// `over`.
  case help(scroll: Int, over: Focus)

  /// The mode without what it carries: the keymap's key.
  public var kind: Kind {
    switch self {
    case .adding: .adding
    case .browsing: .browsing
    case .help: .help
    }
  }

  /// The mode for a focus.
  public init(_ focus: Focus) {
    switch focus {
    case .input: self = .adding
    case .list: self = .browsing
    }
  }

  /// A mode as the keymap knows it.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case adding
    case browsing
    case help
  }
}
