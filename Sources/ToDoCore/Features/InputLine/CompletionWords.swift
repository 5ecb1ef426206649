/// The words Tab completes from: the list's `+projects`, `@contexts` and `key:` names, each
/// as the list first spells it (names differing only in the case of ASCII letters are one,
/// as `TagCount` reads them), sorted case-insensitively. Made by one pass over the todos'
/// bytes and kept with the list it was made from, so that the next Tab on the same list
/// (`ToDoList.isIdentical`, O(1)) reads it instead of the list. Pure value.
struct CompletionWords: Sendable {
  /// The keys offered even when no todo uses them yet.
  static let standardKeys = ["due", "pri", "rec", "t"]

  /// The list the words were read from, kept so that its storage is not reused while the
  /// words stand for it.
  let list: ToDoList
  /// `+name` words.
  let projects: [String]
  /// `@name` words.
  let contexts: [String]
  /// `key:` words.
  let keys: [String]

  /// The words of `list`. O(bytes of the list); a string per distinct word only.
  init(of list: ToDoList) {
    self.list = list
    var table = WordTable()
    list.forEachLine { _, line in
      line.withBytes { bytes in
        Self.forEachWord(in: bytes) { table.add($0, UnsafeBufferPointer(rebasing: bytes[$1])) }
      }
    }
    for key in Self.standardKeys {
      Array(key.utf8).withUnsafeBufferPointer { table.add(.key, $0) }
    }
    func words(_ kind: Kind) -> [String] {
      table.entries.filter { $0.kind == kind }.map {
        kind.prefix + String(decoding: $0.name, as: UTF8.self) + kind.suffix
      }
      .sorted(by: Self.precedes)
    }
    projects = words(.project)
    contexts = words(.context)
    keys = words(.key)
  }

  /// The words of `kind` starting with `prefix` (its sign included, `+ho`), capitals
  /// aside, in order. O(words of that kind). Pure.
  func matches(_ kind: Kind, prefix: String) -> [String] {
    let wanted = prefix.lowercased()
    let words = kind == .project ? projects : kind == .context ? contexts : keys
    return words.filter { $0.lowercased().hasPrefix(wanted) }
  }

  /// The order of the words: case-insensitive, then by their own spelling. Pure.
  static func precedes(_ a: String, _ b: String) -> Bool {
    let (left, right) = (a.lowercased(), b.lowercased())
    return left != right ? left < right : a < b
  }

  /// What a word completes to.
  enum Kind: Hashable, Sendable {
    case project
    case context
    case key

    var prefix: String { self == .project ? "+" : self == .context ? "@" : "" }
    var suffix: String { self == .key ? ":" : "" }
  }

  /// Calls `body` with each completable word of a line's bytes: its kind and the range of
  /// its name (after the sign; before the colon). Words are split at spaces and tabs; as
  /// `ToDoTxtLine` reads them, a name starts with an ASCII letter, digit or `_`, or a
  /// non-ASCII character, and a key has a value without a colon, not starting `//`.
  private static func forEachWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Kind, Range<Int>) -> Void) {
    var index = 0
    let count = bytes.count
    while index < count {
      while index < count, bytes[index] == LineBytes.space || bytes[index] == LineBytes.tab { index += 1 }
      let start = index
      var colon: Int?
      while index < count, bytes[index] != LineBytes.space, bytes[index] != LineBytes.tab {
        if bytes[index] == UInt8(ascii: ":") { colon = colon == nil ? index : -1 }
        index += 1
      }
      guard index - start >= 2 else { continue }
      let sign = bytes[start]
      if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "@") {
        guard startsName(bytes[start + 1]) else { continue }
        body(sign == UInt8(ascii: "+") ? .project : .context, start + 1..<index)
      } else if let colon, colon > start, colon + 1 < index,
        !(colon + 2 < index && bytes[colon + 1] == UInt8(ascii: "/") && bytes[colon + 2] == UInt8(ascii: "/"))
      {
        body(.key, start..<colon)
      }
    }
  }

  private static func startsName(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0xC0...:
      true
    default:
      false
    }
  }

  /// The distinct words met so far, found by a hash of their bytes without making an
  /// array for a word already there.
  private struct WordTable {
    var entries: [(kind: Kind, name: [UInt8])] = []
    private var byHash: [UInt64: [Int]] = [:]

    mutating func add(_ kind: Kind, _ name: UnsafeBufferPointer<UInt8>) {
      // FNV-1a over the kind and the name, ASCII capitals as small letters.
      let seed: UInt64 = kind == .project ? 1 : kind == .context ? 2 : 3
      var hash: UInt64 = (0xcbf2_9ce4_8422_2325 ^ seed) &* 0x0000_0100_0000_01b3
      for byte in name { hash = (hash ^ UInt64(LineBytes.lowercased(byte))) &* 0x0000_0100_0000_01b3 }
      if let candidates = byHash[hash] {
        for index in candidates
        where entries[index].kind == kind
          && entries[index].name.elementsEqual(
            name, by: { LineBytes.lowercased($0) == LineBytes.lowercased($1) })
        {
          return
        }
      }
      entries.append((kind, Array(name)))
      byHash[hash, default: []].append(entries.count - 1)
    }
  }
}

extension CompletionWords: Equatable {
  /// Always equal: the words are read from the document and say nothing the document
  /// does not, so two states differ only where their documents do.
  static func == (lhs: CompletionWords, rhs: CompletionWords) -> Bool { true }
}
