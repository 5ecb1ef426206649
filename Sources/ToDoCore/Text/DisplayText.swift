/// Turns any text into glyphs a terminal can show safely. Pure.
///
/// Nothing in a todo reaches the terminal as a control: C0 controls and DEL are shown in
/// caret notation (`^[`, `^?`), C1 controls, bidirectional overrides and code points the
/// terminal cannot print as U+FFFD, and a zero-width mark with nothing before it sits on a
/// dotted circle (`◌́`).
public enum DisplayText {
  public static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// The glyphs for `text`, stopping once they fill `maximumWidth` columns (pass nil for all).
  public static func glyphs<S: StringProtocol>(_ text: S, maximumWidth: Int? = nil) -> [Glyph] {
    var width = 0
    let limit = maximumWidth ?? Int.max
    var result: [Glyph] = []
    result.reserveCapacity(min(text.utf8.count, limit) + 1)
    for scalar in text.unicodeScalars {
      if width > limit { break }
      let value = scalar.value
      if value < 0x20 || value == 0x7F {
        let shown = value == 0x7F ? "?" : String(UnicodeScalarType(value + 0x40)!)
        result.append(Glyph("^", width: 1))
        result.append(Glyph(shown, width: 1))
        width += 2
        continue
      }
      if value < 0x7F {  // Printable ASCII: one column, glyph from a table.
        result.append(asciiGlyphs[Int(value) - 0x20])
        width += 1
        continue
      }
      let columns = isBidiControl(value) ? -1 : DisplayWidth.of(scalar)
      switch columns {
      case 0:
        if result.isEmpty {
          result.append(Glyph("◌" + String(scalar), width: 1))
          width += 1
        } else {
          result[result.count - 1].text.unicodeScalars.append(scalar)
        }
      case 1, 2:
        result.append(Glyph(String(scalar), width: columns))
        width += columns
      default:
        result.append(Glyph(String(replacement), width: 1))
        width += 1
      }
    }
    return result
  }

  /// The columns `text` takes on screen: the widths of its `glyphs`, counted without
  /// making them (the footer and the title measure text on every frame).
  public static func width<S: StringProtocol>(_ text: S) -> Int {
    var width = 0
    var hasGlyph = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x20 || value == 0x7F {
        width += 2
      } else if value < 0x7F {
        width += 1
      } else {
        let columns = isBidiControl(value) ? -1 : DisplayWidth.of(scalar)
        // A zero-width scalar rides on the glyph before it, or sits on a dotted circle.
        width += columns == 0 ? (hasGlyph ? 0 : 1) : max(columns, 1)
      }
      hasGlyph = true
    }
    return width
  }

  /// Left-to-right and right-to-left embeddings, overrides and isolates: they would reorder
  /// what follows them on a terminal that implements bidirectional text.
  static func isBidiControl(_ value: UInt32) -> Bool {
    (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  private typealias UnicodeScalarType = Unicode.Scalar

  /// The glyphs of the printable ASCII characters, made once.
  private static let asciiGlyphs: [Glyph] = (0x20..<0x7F).map {
    Glyph(String(UnicodeScalar(UInt8($0))), width: 1)
  }
}
