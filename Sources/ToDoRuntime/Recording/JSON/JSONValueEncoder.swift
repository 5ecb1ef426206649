/// Encodes an `Encodable` value as JSON text, exactly as Foundation's `JSONEncoder` with
/// `.sortedKeys` and `.withoutEscapingSlashes` did for the recordings (see `JSONValue`), so
/// the app links no Foundation. Only what the recordings need: strings, booleans, integers,
/// `nil`, keyed and unkeyed containers; a floating-point number is refused with an error.
/// Pure (its nodes live only during one `encode`).
enum JSONValueEncoder {
  static func encode(_ value: some Encodable) throws -> String {
    try tree(of: value).text
  }

  static func tree(of value: some Encodable) throws -> JSONValue {
    let root = Node()
    try value.encode(to: NodeEncoder(node: root, codingPath: []))
    return root.value
  }

  /// What one encoded value has become so far: containers hand out child nodes, which their
  /// own encoders fill later, so the tree is made of references until `value` reads it.
  final class Node {
    var scalar: JSONValue?
    var members: [String: Node]?
    var elements: [Node]?

    /// A node nothing was written to is an empty object, as a case without values is.
    var value: JSONValue {
      if let scalar { return scalar }
      if let elements { return .array(elements.map(\.value)) }
      return .object((members ?? [:]).mapValues(\.value))
    }

    func member(_ key: some CodingKey) -> Node {
      let child = Node()
      members = members ?? [:]
      members![key.stringValue] = child
      return child
    }

    func appendElement() -> Node {
      let child = Node()
      elements = elements ?? []
      elements!.append(child)
      return child
    }
  }

  struct NodeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
      if node.members == nil { node.members = [:] }
      return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
      if node.elements == nil { node.elements = [] }
      return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
      SingleValueContainer(node: node, codingPath: codingPath)
    }
  }

  struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key).scalar = .null }

    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      try value.encode(to: NodeEncoder(node: node.member(key), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      NodeEncoder(node: node.member(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      NodeEncoder(node: node.member(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      NodeEncoder(node: node.member(SuperKey()), codingPath: codingPath + [SuperKey()])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
      NodeEncoder(node: node.member(key), codingPath: codingPath + [key])
    }
  }

  struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.elements?.count ?? 0 }

    mutating func encodeNil() throws { node.appendElement().scalar = .null }

    mutating func encode(_ value: some Encodable) throws {
      let path = codingPath + [IndexKey(count)]
      try value.encode(to: NodeEncoder(node: node.appendElement(), codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
      -> KeyedEncodingContainer<NestedKey>
    {
      let path = codingPath + [IndexKey(count)]
      return NodeEncoder(node: node.appendElement(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      let path = codingPath + [IndexKey(count)]
      return NodeEncoder(node: node.appendElement(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
      NodeEncoder(node: node.appendElement(), codingPath: codingPath + [IndexKey(count)])
    }
  }

  /// Where every scalar is written: keyed and unkeyed containers hand a value to its own
  /// `encode(to:)`, which comes here.
  struct SingleValueContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.scalar = .null }
    mutating func encode(_ value: Bool) throws { node.scalar = .bool(value) }
    mutating func encode(_ value: String) throws { node.scalar = .string(value) }
    mutating func encode(_ value: Double) throws { throw floatingPoint(value) }
    mutating func encode(_ value: Float) throws { throw floatingPoint(value) }
    mutating func encode(_ value: Int) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: Int8) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: Int16) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: Int32) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: Int64) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: UInt) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: UInt8) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: UInt16) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: UInt32) throws { node.scalar = .number(String(value)) }
    mutating func encode(_ value: UInt64) throws { node.scalar = .number(String(value)) }

    mutating func encode(_ value: some Encodable) throws {
      try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    }

    private func floatingPoint(_ value: Any) -> EncodingError {
      EncodingError.invalidValue(
        value,
        .init(
          codingPath: codingPath,
          debugDescription: "a floating-point number: recordings hold only integers, strings and booleans"))
    }
  }
}

/// The key of an unkeyed container's element in a coding path.
struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// The key `superEncoder()` and `superDecoder()` use, as Foundation's coders do.
struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}
  init?(intValue: Int) { nil }
  init?(stringValue: String) {
    guard stringValue == "super" else { return nil }
  }
}
