/// A key press, decoded from the terminal. Pure value.
public enum Key: Hashable, Sendable {
  /// Printable text: one grapheme cluster.
  case character(Character)
  /// A control chord, Ctrl plus a lowercase letter (`"c"` for Ctrl-C).
  case control(Character)
  /// Alt (Meta) plus a character.
  case alt(Character)
  case enter
  case tab
  case backTab
  case backspace
  case delete
  case escape
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  case function(Int)

  /// Whether the key is printable text.
  public var isPrintable: Bool {
    if case .character = self { true } else { false }
  }

  /// How the key is written in the footer and the help: `↑`, `Enter`, `^C`.
  public var label: String {
    switch self {
    case .character(" "): return "Space"
    case .character(let character): return String(character)
    case .control(let letter): return "^" + letter.uppercased()
    case .alt(let character): return "Alt-" + String(character)
    case .enter: return "Enter"
    case .tab: return "Tab"
    case .backTab: return "S-Tab"
    case .backspace: return "Bksp"
    case .delete: return "Del"
    case .escape: return "Esc"
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .function(let number): return "F\(number)"
    }
  }
}
