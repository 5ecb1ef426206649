/// The actions of one mode's bound keys, as the keymap looks them up on every key press.
/// The keys without a payload (arrows, Enter, Esc…) sit in an array at their
/// `Key.plainIndex`, read without hashing; the others (characters, chords, function keys)
/// in a dictionary. Pure value.
struct KeyTable: Sendable {
  private var plain = [Action?](repeating: nil, count: Key.plainCount)
  private var others: [Key: Action] = [:]

  subscript(key: Key) -> Action? {
    get {
      if let index = key.plainIndex { return plain[index] }
      return others[key]
    }
    set {
      if let index = key.plainIndex {
        plain[index] = newValue
      } else {
        others[key] = newValue
      }
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
