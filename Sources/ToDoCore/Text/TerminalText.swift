/// Text made safe to write to a terminal: every control character a terminal would obey
/// (C0 but the line feed and the tab, DEL, C1) written visibly instead, so that a todo's
/// ESC or BEL, or an OSC sequence that came in from a `.ics` file, shows as characters and
/// never sets the title or moves the cursor. C0 and DEL in caret notation (`^[`, `^G`,
/// `^?`), C1 as `<U+009B>`. Pure.
public enum TerminalText {
  /// `text` with its controls made visible; returned as it is when it holds none (one
  /// scan of its bytes). O(bytes).
  public static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 || $0 == 0x7F || $0 == 0xC2 })
    else {
      return text
    }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x09: out.unicodeScalars.append(scalar)
      case 0..<0x20: out += "^" + String(Unicode.Scalar(UInt8(scalar.value) + 0x40))
      case 0x7F: out += "^?"
      case 0x80...0x9F: out += "<U+00" + String(scalar.value, radix: 16, uppercase: true) + ">"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
