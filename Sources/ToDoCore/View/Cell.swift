/// One character cell of a frame. Pure value, and a plain one: no reference inside, so a
/// frame of thousands of cells is made, compared and dropped without reference counting
/// (composing and diffing a whole frame happens on every key). Two words and no padding:
/// the style sits in bits the scalars leave free, so that a row of cells compares as plain
/// memory (`diffRow`).
public struct Cell: Equatable, Sendable {
  private var packed: PackedScalars

  /// A cell showing `glyph`: a spacing character and the zero-width ones riding on it, at
  /// most `PackedScalars.capacity` in all, as a terminal cell holds them (ncurses keeps no
  /// more: `CCHARW_MAX`); "" for the right half of a wide glyph.
  public init(_ glyph: String, _ style: Style = .normal) {
    self.packed = PackedScalars(glyph.unicodeScalars)
    self.style = style
  }

  /// A cell showing the printable ASCII character `byte` (0x20–0x7E), made without a
  /// string: what most cells of a frame hold.
  init(ascii byte: UInt8, _ style: Style = .normal) {
    self.packed = PackedScalars(ascii: byte, tag: style.rawValue)
  }

  public static let blank = Cell(" ")

  public var style: Style {
    // Only a style's raw value is ever stored in the tag, so it is read back unchecked.
    get { unsafeBitCast(packed.tag, to: Style.self) }
    set { packed.tag = newValue.rawValue }
  }

  /// The glyph's text; empty in the second cell of a wide glyph.
  public var glyph: String { packed.string }

  /// The length of the glyph's text in UTF-8.
  var utf8Count: Int { packed.utf8Count }

  /// Writes the glyph's text as UTF-8 into `buffer` from `offset`, where `utf8Count` bytes
  /// fit; returns that count. (A run's text is written straight into its string.)
  func writeUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    packed.writeUTF8(into: buffer, at: offset)
  }

  /// Whether the cell shows a plain space (not the right half of a wide glyph).
  var isSpace: Bool { packed.isASCII(0x20) }

  /// Whether this is the right half of a wide glyph that starts in the cell before.
  public var isContinuation: Bool { packed.isEmpty }
}

/// Up to five Unicode scalars in two words: 21 bits each (three in the first word, two in
/// the second), their count in the second word's top bits, and between them an 8-bit tag
/// that the owner keeps beside the scalars (a cell's style). Equal values have equal
/// scalars and tags. Pure value.
struct PackedScalars: Equatable, Sendable {
  static let capacity = 5
  private static let bitsPerScalar = 21
  private static let perWord = 3
  private static let countShift = 60
  private static let tagShift = 48
  /// Bits 48–55 (a literal: a computed static constant would be initialised lazily, with a
  /// check on every use).
  private static let tagMask: UInt64 = 0x00FF_0000_0000_0000

  private var words: (UInt64, UInt64) = (0, 0)

  /// The first `capacity` scalars of `scalars`.
  init(_ scalars: String.UnicodeScalarView) {
    // Most cells hold one scalar: found without counting them all (`count` walks the
    // string's indices, and this runs for every cell written).
    var iterator = scalars.makeIterator()
    if let only = iterator.next(), iterator.next() == nil {
      words = (UInt64(only.value), 1 << Self.countShift)
      return
    }
    var count = 0
    for scalar in scalars.prefix(Self.capacity) {
      let shift = UInt64(count % Self.perWord * Self.bitsPerScalar)
      if count < Self.perWord {
        words.0 |= UInt64(scalar.value) << shift
      } else {
        words.1 |= UInt64(scalar.value) << shift
      }
      count += 1
    }
    words.1 |= UInt64(count) << Self.countShift
  }

  /// One ASCII scalar, and `tag`.
  init(ascii byte: UInt8, tag: UInt8 = 0) {
    words = (UInt64(byte), 1 << Self.countShift | UInt64(tag) << Self.tagShift)
  }

  /// The owner's 8 bits (0 until set), in bits 48–55 of the second word, which the two
  /// scalars there (bits 0–41) and the count (60–63) leave free.
  var tag: UInt8 {
    get { UInt8(truncatingIfNeeded: words.1 >> Self.tagShift) }
    set { words.1 = words.1 & ~Self.tagMask | UInt64(newValue) << Self.tagShift }
  }

  /// Whether this is the one ASCII scalar `byte`, whatever the tag.
  func isASCII(_ byte: UInt8) -> Bool {
    words.0 == UInt64(byte) && words.1 & ~Self.tagMask == 1 << Self.countShift
  }

  static func == (left: Self, right: Self) -> Bool {
    left.words == right.words
  }

  var count: Int { Int(words.1 >> Self.countShift) }

  var isEmpty: Bool { count == 0 }

  var string: String {
    var text = ""
    append(to: &text)
    return text
  }

  /// Appends the scalars to `text`, without making a string of them first.
  func append(to text: inout String) {
    for index in 0..<count { text.unicodeScalars.append(scalar(index)) }
  }

  /// Whether this is one ASCII scalar, what most cells hold.
  private var isOneASCIIScalar: Bool {
    words.1 & ~Self.tagMask == 1 << Self.countShift && words.0 < 0x80
  }

  /// The scalars' length in UTF-8.
  var utf8Count: Int {
    if isOneASCIIScalar { return 1 }
    var total = 0
    for index in 0..<count { total += UTF8.width(scalar(index)) }
    return total
  }

  /// Writes the scalars as UTF-8 into `buffer` from `offset`, where `utf8Count` bytes fit;
  /// returns that count.
  func writeUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
    if isOneASCIIScalar {
      buffer[offset] = UInt8(truncatingIfNeeded: words.0)
      return 1
    }
    var written = 0
    for index in 0..<count {
      UTF8.encode(scalar(index)) { byte in
        buffer[offset + written] = byte
        written += 1
      }
    }
    return written
  }

  private func scalar(_ index: Int) -> Unicode.Scalar {
    let word = index < Self.perWord ? words.0 : words.1
    let value =
      UInt32(truncatingIfNeeded: word >> UInt64(index % Self.perWord * Self.bitsPerScalar)) & 0x1F_FFFF
    return Unicode.Scalar(value)!
  }
}
