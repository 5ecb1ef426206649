/// The actions of one mode's keys, as the keymap looks them up on every key press. The keys
/// without a payload (arrows, Enter, Esc…) sit in an array at their `Key.plainIndex`, read
/// without hashing; the others (characters, chords, function keys) in a dictionary, which a
/// character is not hashed into when the mode binds none (typing into the input line); then
/// what the mode does with a key it does not bind. Pure value.
struct KeyTable: Sendable {
  private var plain = [Action?](repeating: nil, count: Key.plainCount)
  private var others: [Key: Action] = [:]
  /// Whether a character was ever bound here (a table is made once, then only read).
  private var bindsCharacters = false
  /// What the mode does with a key it does not bind.
  var unbound = ModeKeys.Unbound.isIgnored

  /// Room for `count` keys with a payload, so that the table does not grow (and hash its
  /// keys again) while it is made.
  mutating func reserveCapacity(_ count: Int) {
    others.reserveCapacity(count)
  }

  /// The action bound to `key`, if any.
  subscript(key: Key) -> Action? {
    get {
      if let index = key.plainIndex { return plain[index] }
      if case .character = key, !bindsCharacters { return nil }
      return others[key]
    }
    set {
      if let index = key.plainIndex {
        plain[index] = newValue
      } else {
        others[key] = newValue
        if case .character = key, newValue != nil { bindsCharacters = true }
      }
    }
  }

  /// The action for `key`: the bound one, else what the mode does with unbound keys.
  func action(for key: Key) -> Action? {
    if let action = self[key] { return action }
    switch unbound {
    case .typesText:
      if case .character(let character) = key { return .lineEdit(.insert(String(character))) }
      return nil
    case .isIgnored:
      return nil
    case .saysNoCommand:
      // Reached only by a key without a binding: a bound key never pays for the label.
      if case .character = key { return .help(.noCommand(key: key.label)) }
      return nil
    case .sends(let action):
      return action
    }
  }
}

extension Key {
  /// How many keys have no payload.
  static let plainCount = 14

  /// A place of its own in `0..<plainCount` for a key without a payload; nil for the others.
  var plainIndex: Int? {
    switch self {
    case .character, .control, .alt, .function: nil
    case .enter: 0
    case .tab: 1
    case .backTab: 2
    case .backspace: 3
    case .delete: 4
    case .escape: 5
    case .up: 6
    case .down: 7
    case .left: 8
    case .right: 9
    case .home: 10
    case .end: 11
    case .pageUp: 12
    case .pageDown: 13
    }
  }
}
