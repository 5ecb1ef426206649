/// UTF-8 bytes that many lines share: a file as read, or the titles of one chunk of a
/// list. Immutable, so values and threads share it without copies. Pure.
public final class TextStorage: Sendable {
  public let bytes: [UInt8]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }
}

/// Where one line's bytes are in a `TextStorage`, end excluded. Offsets fit 32 bits: a file
/// is at most 64 MiB, and a chunk of a list far less. Pure value.
struct Span: Equatable, Sendable {
  var start: UInt32
  var end: UInt32

  init(start: UInt32, end: UInt32) {
    self.start = start
    self.end = end
  }

  init(_ range: Range<Int>) {
    precondition(range.upperBound <= Int(UInt32.max), "a text of more than 4 GiB")
    start = UInt32(truncatingIfNeeded: range.lowerBound)
    end = UInt32(truncatingIfNeeded: range.upperBound)
  }

  var range: Range<Int> { Int(start)..<Int(end) }
  var count: Int { Int(end &- start) }
}

/// One line of text as a place in shared bytes, without its ending: a million lines cost a
/// million of these (16 bytes each) and one copy of the file, not a string each. Equal and
/// hashed by its bytes, so lines are matched exactly as they are in the file. Pure value.
public struct TextLine: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  public let storage: TextStorage
  let span: Span

  /// The line at `range` of `storage`, which must be valid UTF-8 cut at line boundaries.
  public init(storage: TextStorage, range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= storage.bytes.count, "a line outside its text")
    self.init(storage: storage, span: Span(range))
  }

  init(storage: TextStorage, span: Span) {
    self.storage = storage
    self.span = span
  }

  /// A line of its own, from `text`.
  public init(_ text: String) {
    let bytes = Array(text.utf8)
    self.init(storage: TextStorage(bytes), span: Span(0..<bytes.count))
  }

  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// The line's text (a new string: made when asked for).
  public var string: String {
    withBytes { String(decoding: $0, as: UTF8.self) }
  }

  public var description: String { string }

  /// How many bytes the line has.
  public var byteCount: Int { span.count }

  /// Calls `body` with the line's bytes, without copying them.
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try storage.bytes.withUnsafeBufferPointer { buffer in
      try body(UnsafeBufferPointer(rebasing: buffer[span.range]))
    }
  }

  /// Whether every byte of the line is ASCII (then its bytes are its only spelling).
  public var isASCII: Bool {
    withBytes { bytes in bytes.allSatisfy { $0 < 0x80 } }
  }

  /// Whether the line reads as `other` does: the same bytes, or the same text in another
  /// Unicode normalisation (NFC and NFD, say). Pure.
  public func isCanonicallyEquivalent(to other: TextLine) -> Bool {
    self == other || (!isASCII && !other.isASCII && string == other.string)
  }

  /// Whether the line holds nothing but spaces and tabs (a blank line of a file).
  public var isBlank: Bool {
    withBytes { bytes in bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
  }

  /// Appends the line's bytes to `bytes`.
  public func append(to bytes: inout [UInt8]) {
    withBytes { bytes.append(contentsOf: $0) }
  }

  public static func == (lhs: TextLine, rhs: TextLine) -> Bool {
    if lhs.storage === rhs.storage, lhs.span == rhs.span { return true }
    guard lhs.span.count == rhs.span.count else { return false }
    return lhs.withBytes { left in rhs.withBytes { right in left.elementsEqual(right) } }
  }

  public func hash(into hasher: inout Hasher) {
    withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
