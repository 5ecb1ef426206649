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
      let shape = Shape(scalar)
      width += shape.columns(atStart: result.isEmpty)
      switch shape {
      case .caret(let shown):
        result.append(Glyph("^", width: 1))
        result.append(Glyph(shown, width: 1))
      case .ascii(let value):
        result.append(asciiGlyphs[Int(value) - 0x20])
      case .spacing(let columns):
        result.append(Glyph(String(scalar), width: columns))
      case .zeroWidth:
        if result.isEmpty {
          result.append(Glyph("◌" + String(scalar), width: 1))
        } else {
          result[result.count - 1].text.unicodeScalars.append(scalar)
        }
      case .replaced:
        result.append(Glyph(String(replacement), width: 1))
      }
    }
    return result
  }

  /// The columns `text` takes on screen: the widths of its `glyphs`, counted without
  /// making them (the footer and the title measure text on every frame).
  public static func width<S: StringProtocol>(_ text: S) -> Int {
    var width = 0
    var atStart = true
    for scalar in text.unicodeScalars {
      width += Shape(scalar).columns(atStart: atStart)
      atStart = false
    }
    return width
  }

  /// How one scalar shows: the one definition that `glyphs` and `width` share.
  private enum Shape {
    /// A C0 control or DEL, in caret notation: `^` and this character.
    case caret(String)
    /// Printable ASCII.
    case ascii(UInt32)
    /// A spacing character of one or two columns.
    case spacing(Int)
    /// Rides on the glyph before it, or on a dotted circle at the start.
    case zeroWidth
    /// Cannot be shown as it is: U+FFFD.
    case replaced

    init(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      if value < 0x20 || value == 0x7F {
        self = .caret(value == 0x7F ? "?" : String(UnicodeScalarType(value + 0x40)!))
      } else if value < 0x7F {
        self = .ascii(value)
      } else {
        switch isBidiControl(value) ? -1 : DisplayWidth.of(scalar) {
        case 0: self = .zeroWidth
        case 1: self = .spacing(1)
        case 2: self = .spacing(2)
        default: self = .replaced
        }
      }
    }

    /// The columns it adds to a text; `atStart` when nothing comes before it.
    func columns(atStart: Bool) -> Int {
      switch self {
      case .caret: 2
      case .ascii, .replaced: 1
      case .spacing(let columns): columns
      case .zeroWidth: atStart ? 1 : 0
      }
    }
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
