/// Turns the terminal's bytes into Unicode scalars, one byte at a time, as they arrive: a
/// character split across two reads is joined, and bytes that are not UTF-8 are dropped
/// without taking the bytes after them along (a key typed right after a bad byte is kept).
/// Pure value; the terminal adapter keeps one between reads.
public struct UTF8Assembler: Equatable, Sendable {
  /// The bytes of a character begun but not finished.
  private var pending: [UInt8] = []
  /// How many bytes the pending character has in all.
  private var expected = 0

  public init() {}

  /// The scalar that `byte` completes: none while a character is incomplete, the character
  /// when it ends one, and, when it breaks the pending character (which is dropped), what
  /// it makes on its own. Pure.
  public mutating func push(_ byte: UInt8) -> UInt32? {
    if !pending.isEmpty {
      if byte & 0xC0 == 0x80 {
        pending.append(byte)
        guard pending.count == expected else { return nil }
        defer { pending.removeAll(keepingCapacity: true) }
        return Self.decode(pending)
      }
      pending.removeAll(keepingCapacity: true)  // Broken off: dropped.
    }
    switch byte {
    case 0x00...0x7F: return UInt32(byte)
    case 0xC2...0xDF: expected = 2
    case 0xE0...0xEF: expected = 3
    case 0xF0...0xF4: expected = 4
    default: return nil  // A continuation byte alone, or a byte UTF-8 never uses.
    }
    pending.append(byte)
    return nil
  }

  /// The scalar `bytes` encode, or nil when they are no valid UTF-8 (an overlong form, a
  /// surrogate, past U+10FFFF). Pure.
  private static func decode(_ bytes: [UInt8]) -> UInt32? {
    guard let string = String(validating: bytes, as: UTF8.self), let scalar = string.unicodeScalars.first
    else { return nil }
    return scalar.value
  }
}
