/// A JSON document as a value: what `JSONValueEncoder` builds from an `Encodable` value and
/// `JSONValueDecoder` reads an `Decodable` one from. Pure.
///
/// Written the way the recordings have always been written (Foundation's `JSONEncoder` with
/// `.sortedKeys` and `.withoutEscapingSlashes`, as todo used before it had its own coder), so
/// that a recording's text does not change: no spaces, an object's keys sorted by their UTF-8
/// bytes, a string's `"` and `\` escaped, its control characters as `\b \f \n \r \t` or
/// `\u00xx`, everything else (`/`, non-ASCII) as it is.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// The number as its text, which the parser has checked against JSON's grammar for numbers.
  case number(String)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The value as JSON text.
  var text: String {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the value's JSON text to `bytes`.
  func write(into bytes: inout [UInt8]) {
    switch self {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let text): bytes.append(contentsOf: text.utf8)
    case .string(let text): Self.writeString(text, into: &bytes)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        element.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      for (index, member) in sorted.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        member.value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  private static func writeString(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
      case 0x00..<0x20:
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hexDigit(byte >> 4))
        bytes.append(hexDigit(byte & 0x0F))
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
