/// Decodes a `Decodable` value from JSON text, reading everything Foundation's `JSONDecoder`
/// read in the recordings; strict where it was lenient: an integer must be written as one
/// (no `1.0`, no `1e2`), a floating-point number is refused, a key may appear only once.
/// Errors are `JSONError` (not JSON) or `DecodingError` (not the type), never a crash. Pure.
enum JSONValueDecoder {
  static func decode<T: Decodable>(_ type: T.Type, from text: some Collection<UInt8>) throws -> T {
    try T(from: ValueDecoder(value: JSONParser.parse(text), codingPath: []))
  }

  /// Decodes a value from JSON already parsed.
  static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try T(from: ValueDecoder(value: value, codingPath: []))
  }

  struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
      guard case .object(let members) = value else { throw mismatch(expected: "an object") }
      return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      guard case .array(let elements) = value else { throw mismatch(expected: "an array") }
      return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
      guard case .bool(let bool) = value else { throw mismatch(expected: "true or false") }
      return bool
    }

    func decode(_ type: String.Type) throws -> String {
      guard case .string(let string) = value else { throw mismatch(expected: "a string") }
      return string
    }

    func decode(_ type: Double.Type) throws -> Double { throw floatingPoint() }
    func decode(_ type: Float.Type) throws -> Float { throw floatingPoint() }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// The number as `T`, when it is written as an integer and `T` holds it.
    private func integer<T: FixedWidthInteger>() throws -> T {
      guard case .number(let text) = value else { throw mismatch(expected: "an integer") }
      guard let integer = T(text, radix: 10) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath, debugDescription: "\(text) is not an integer that fits \(T.self)"))
      }
      return integer
    }

    private func floatingPoint() -> DecodingError {
      .dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription: "a floating-point number: recordings hold only integers, strings and booleans"))
    }

    private func mismatch(expected: String) -> DecodingError {
      .typeMismatch(
        Any.self, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kind)")
      )
    }
  }

  struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    /// The keys `Key` knows: others are ignored, as by Foundation's decoder.
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try member(key).value == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try T(from: member(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      try member(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      try member(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
      ValueDecoder(value: members[SuperKey().stringValue] ?? .null, codingPath: codingPath + [SuperKey()])
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      ValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
    }

    private func member(_ key: Key) throws -> ValueDecoder {
      guard let value = members[key.stringValue] else {
        throw DecodingError.keyNotFound(
          key, .init(codingPath: codingPath, debugDescription: "no \"\(key.stringValue)\" in the object"))
      }
      return ValueDecoder(value: value, codingPath: codingPath + [key])
    }
  }

  struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
      self.elements = elements
      self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
      guard try current().value == .null else { return false }
      currentIndex += 1
      return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
      let value = try T(from: current())
      currentIndex += 1
      return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      let container = try current().container(keyedBy: type)
      currentIndex += 1
      return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
      let container = try current().unkeyedContainer()
      currentIndex += 1
      return container
    }

    mutating func superDecoder() throws -> any Decoder {
      let decoder = try current()
      currentIndex += 1
      return decoder
    }

    private func current() throws -> ValueDecoder {
      let path = codingPath + [IndexKey(currentIndex)]
      guard !isAtEnd else {
        throw DecodingError.valueNotFound(
          Any.self, .init(codingPath: path, debugDescription: "the array has only \(elements.count) elements")
        )
      }
      return ValueDecoder(value: elements[currentIndex], codingPath: path)
    }
  }
}

extension JSONValue {
  /// What kind of value this is, for error messages.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number(let text): "the number \(text.prefix(20))"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
