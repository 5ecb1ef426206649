/// Decodes what the terminal sent into events: control bytes into named keys, Esc followed
/// by a character into Alt chords, code points into typed characters. Pure and total: any
/// input decodes to something or nothing, never a crash.
public enum KeyDecoder {
  public static func decode(_ inputs: [TerminalInput]) -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    while index < inputs.count {
      defer { index += 1 }
      switch inputs[index] {
      case .key(let key): events.append(.key(key))
      case .mouse(let mouse): events.append(.mouse(mouse))
      case .resize(let size): events.append(.resize(size))
      case .scalar(let value):
        if value == 0x1B, index + 1 < inputs.count, case .scalar(let next) = inputs[index + 1],
          let character = printable(next)
        {
          events.append(.key(.alt(character)))
          index += 1
        } else if let key = key(for: value) {
          events.append(.key(key))
        }
      }
    }
    return events
  }

  /// The key for one code point, or nil for one that means nothing (NUL, an invalid value).
  static func key(for value: UInt32) -> Key? {
    switch value {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    case 0x01...0x1A: return .control(Character(Unicode.Scalar(value + 0x60)!))
    default: return printable(value).map(Key.character)
    }
  }

  /// The character for a code point that prints, or nil for controls and invalid values.
  static func printable(_ value: UInt32) -> Character? {
    guard value >= 0x20, value != 0x7F, !(0x80...0x9F).contains(value),
      let scalar = Unicode.Scalar(value)
    else { return nil }
    return Character(scalar)
  }
}
