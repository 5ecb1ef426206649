/// The dependency words of one todo's line, in every spelling in use (decision 0220): `id:X`
/// names the todo; `after:X` (pter), `dep:X` (todo.txt's format proposal) and `needs:X`
/// (tuxedo) say it waits for the todo named `X`; `p:X` (topydo, and pter's subtasks) says
/// the todo named `X` waits for this one. A value may list several names, comma-separated
/// (`after:a,b`), and a line may hold several words. Pure value; read from the line's bytes
/// without making its string.
struct DependencyLinks: Equatable, Sendable {
  /// The names this todo carries (`id:`).
  var names: [String] = []
  /// The names of the todos it waits for (`after:`, `dep:`, `needs:`).
  var waitsFor: [String] = []
  /// The names of the todos that wait for it (`p:`).
  var awaitedBy: [String] = []
  /// Whether the todo is still to do (no `x ` first).
  var isOpen = true

  /// Whether the line names no dependency at all (most lines): no entry is kept for it.
  var isEmpty: Bool { names.isEmpty && waitsFor.isEmpty && awaitedBy.isEmpty }

  /// The spelling written for new links: the todo waits for `id:` of another (decision 0220).
  static let writtenKey = "after:"

  /// What a dependency word says of the name it holds.
  enum Kind: UInt32, Sendable {
    /// `id:`: the todo carries the name.
    case name = 0
    /// `after:`, `dep:`, `needs:`: the todo waits for the todo of the name.
    case waitsFor = 1
    /// `p:`: the todo of the name waits for this one.
    case awaitedBy = 2
  }

  /// The links of `bytes`, or nil when the line names none. Pure; one pass over the bytes,
  /// and a line without `:` is left at once.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> DependencyLinks? {
    var links = DependencyLinks()
    forEachName(in: bytes) { kind, name in
      let name = String(decoding: name, as: UTF8.self)
      switch kind {
      case .name: links.names.append(name)
      case .waitsFor: links.waitsFor.append(name)
      case .awaitedBy: links.awaitedBy.append(name)
      }
    }
    guard !links.isEmpty else { return nil }
    links.isOpen = !LineBytes.isCompleted(bytes)
    return links
  }

  /// The links of `line`, or nil when it names none. Pure.
  static func read(_ line: TextLine) -> DependencyLinks? { line.withBytes { read($0) } }

  /// Calls `body` with each name the words of `bytes` hold, in the order they are written,
  /// with what its word says of it; no string made. Pure; one pass over the bytes, and a
  /// line without `:` is left at once.
  static func forEachName(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Kind, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    guard bytes.contains(UInt8(ascii: ":")) else { return }
    var index = 0
    let count = bytes.count
    while index < count {
      while index < count, bytes[index] == LineBytes.space || bytes[index] == LineBytes.tab { index += 1 }
      let start = index
      while index < count, bytes[index] != LineBytes.space, bytes[index] != LineBytes.tab { index += 1 }
      guard index - start >= 3 else { continue }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
      guard let (keyLength, kind) = key(of: word) else { continue }
      var nameStart = start + keyLength
      for position in nameStart...index where position == index || bytes[position] == comma {
        if position > nameStart { body(kind, UnsafeBufferPointer(rebasing: bytes[nameStart..<position])) }
        nameStart = position + 1
      }
    }
  }

  private static let comma = UInt8(ascii: ",")

  /// The dependency key `word` (at least 3 bytes) starts with, with something after it,
  /// and the key's length: told by its first byte, then compared byte by byte, with no
  /// table walked (this runs for every word of every line when the index is made).
  private static func key(of word: UnsafeBufferPointer<UInt8>) -> (Int, Kind)? {
    switch word[0] {
    case UInt8(ascii: "i"): word.has("id:") ? (3, .name) : nil
    case UInt8(ascii: "a"): word.has("after:") ? (6, .waitsFor) : nil
    case UInt8(ascii: "d"): word.has("dep:") ? (4, .waitsFor) : nil
    case UInt8(ascii: "n"): word.has("needs:") ? (6, .waitsFor) : nil
    case UInt8(ascii: "p"): word.has("p:") ? (2, .awaitedBy) : nil
    default: nil
    }
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether these bytes start with `key` (ASCII) and hold more after it. Pure.
  fileprivate func has(_ key: StaticString) -> Bool {
    guard count > key.utf8CodeUnitCount else { return false }
    let keyBytes = key.utf8Start
    for offset in 0..<key.utf8CodeUnitCount where self[offset] != keyBytes[offset] { return false }
    return true
  }
}
