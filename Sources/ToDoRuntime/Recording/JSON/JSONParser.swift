/// Reads JSON text (RFC 8259) into a `JSONValue`, strictly: anything else, trailing text,
/// a control character inside a string, a lone surrogate or nesting deeper than
/// `deepestNesting` is an error that names the byte, never a crash. Time and stack grow with
/// the text's length and nesting only. Pure.
struct JSONParser {
  /// How deep arrays and objects may nest: far beyond any recording's (five or six), and
  /// shallow enough that the recursion stays within any thread's stack.
  static let deepestNesting = 100

  private let bytes: [UInt8]
  private var offset = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The one JSON value `text` holds, with white space around it allowed.
  static func parse(_ text: some Collection<UInt8>) throws(JSONError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text))
    parser.skipWhiteSpace()
    let value = try parser.value(depth: 0)
    parser.skipWhiteSpace()
    guard parser.offset == parser.bytes.count else { throw parser.error("text after the JSON value") }
    return value
  }

  private mutating func value(depth: Int) throws(JSONError) -> JSONValue {
    guard let byte = peek() else { throw error("the text ends where a value should be") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth + 1)
    case UInt8(ascii: "["): return try array(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("\(describe(byte)) where a value should be")
    }
  }

  private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
    guard depth <= Self.deepestNesting else { throw error("nested deeper than \(Self.deepestNesting)") }
    offset += 1
    var members: [String: JSONValue] = [:]
    skipWhiteSpace()
    if peek() == UInt8(ascii: "}") {
      offset += 1
      return .object(members)
    }
    while true {
      skipWhiteSpace()
      guard peek() == UInt8(ascii: "\"") else { throw error("an object's key must be a string") }
      let key = try string()
      skipWhiteSpace()
      try expect(UInt8(ascii: ":"), "':' after an object's key")
      skipWhiteSpace()
      guard members.updateValue(try value(depth: depth), forKey: key) == nil else {
        throw error("the key \"\(key.prefix(40))\" appears twice in one object")
      }
      skipWhiteSpace()
      if peek() == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}' after an object's member")
      return .object(members)
    }
  }

  private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
    guard depth <= Self.deepestNesting else { throw error("nested deeper than \(Self.deepestNesting)") }
    offset += 1
    var elements: [JSONValue] = []
    skipWhiteSpace()
    if peek() == UInt8(ascii: "]") {
      offset += 1
      return .array(elements)
    }
    while true {
      skipWhiteSpace()
      elements.append(try value(depth: depth))
      skipWhiteSpace()
      if peek() == UInt8(ascii: ",") {
        offset += 1
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']' after an array's element")
      return .array(elements)
    }
  }

  /// A string from its opening quote to its closing one, escapes resolved.
  private mutating func string() throws(JSONError) -> String {
    offset += 1
    var decoded: [UInt8] = []
    while true {
      guard let byte = peek() else { throw error("the text ends inside a string") }
      offset += 1
      switch byte {
      case UInt8(ascii: "\""): return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"): try escape(into: &decoded)
      case 0x00..<0x20:
        offset -= 1
        throw error("\(describe(byte)) inside a string (it must be written as an escape)")
      default: decoded.append(byte)
      }
    }
  }

  private mutating func escape(into decoded: inout [UInt8]) throws(JSONError) {
    guard let byte = peek() else { throw error("the text ends inside a string") }
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(byte)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
    case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
    case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
    case UInt8(ascii: "u"):
      var scalar = try hexQuad()
      if (0xD800..<0xDC00).contains(scalar) {
        guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
          throw error("a lone surrogate \\u\(String(scalar, radix: 16)) in a string")
        }
        offset += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("a lone surrogate \\u\(String(scalar, radix: 16)) in a string")
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(scalar) {
        throw error("a lone surrogate \\u\(String(scalar, radix: 16)) in a string")
      }
      // Every value left is a scalar: surrogates were paired or refused above.
      decoded.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
    default:
      offset -= 1
      throw error("an unknown escape \\\(describe(byte)) in a string")
    }
  }

  private mutating func hexQuad() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexValue(byte) else {
        throw error("\\u must be followed by four hexadecimal digits")
      }
      value = value << 4 | digit
      offset += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as its text.
  private mutating func number() throws(JSONError) -> JSONValue {
    let start = offset
    if peek() == UInt8(ascii: "-") { offset += 1 }
    if peek() == UInt8(ascii: "0") {
      offset += 1
    } else {
      guard digits() > 0 else { throw error("a number needs digits") }
    }
    if peek() == UInt8(ascii: ".") {
      offset += 1
      guard digits() > 0 else { throw error("a number needs digits after its '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      offset += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
      guard digits() > 0 else { throw error("a number needs digits in its exponent") }
    }
    return .number(String(decoding: bytes[start..<offset], as: UTF8.self))
  }

  private mutating func digits() -> Int {
    let start = offset
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { offset += 1 }
    return offset - start
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONError) -> JSONValue {
    for expected in word.utf8 {
      guard peek() == expected else { throw error("expected \(word)") }
      offset += 1
    }
    return value
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONError) {
    guard peek() == byte else {
      throw error(
        peek().map { "\(describe($0)) where \(what) should be" } ?? "the text ends where \(what) should be")
    }
    offset += 1
  }

  private mutating func skipWhiteSpace() {
    while let byte = peek(),
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      offset += 1
    }
  }

  private func peek(_ ahead: Int = 0) -> UInt8? {
    offset + ahead < bytes.count ? bytes[offset + ahead] : nil
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "the byte \(byte)"
  }

  private func error(_ problem: String) -> JSONError {
    JSONError(problem: problem, offset: offset)
  }
}

/// Why JSON text could not be read, or a value not written or read as JSON. Pure value.
struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
  var problem: String
  /// The byte where reading stopped, for text that is not JSON.
  var offset: Int?

  var description: String { offset.map { "\(problem) (at byte \($0 + 1))" } ?? problem }
}
