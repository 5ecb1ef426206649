/// The words of a todo's line that name something, `+project`, `@context` and `key:value`,
/// found in its bytes as `ToDoTxtLine` reads them, and a table of the distinct names met,
/// capitals aside: what the picker's counts (`TagCount`) and Tab's words
/// (`CompletionWords`) are both made from. Pure.
enum LineWords {
  enum Kind: Hashable, Sendable {
    case project
    case context
    case key
  }

  /// Calls `body` with each naming word of a line's bytes: its kind and the range of its
  /// name (after the sign; before the colon). Words are split at spaces and tabs; a name
  /// after a sign starts with an ASCII letter, digit or `_`, or a non-ASCII character; with
  /// `keys`, a `key:value` word (one colon, a value not starting `//`) gives its key.
  static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>, keys: Bool, _ body: (Kind, Range<Int>) -> Void
  ) {
    var index = 0
    let count = bytes.count
    while index < count {
      while index < count, bytes[index] == LineBytes.space || bytes[index] == LineBytes.tab { index += 1 }
      let start = index
      var colon: Int?
      while index < count, bytes[index] != LineBytes.space, bytes[index] != LineBytes.tab {
        if keys, bytes[index] == UInt8(ascii: ":") { colon = colon == nil ? index : -1 }
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

  /// The distinct names met so far, found by a hash of their bytes without making an array
  /// for a name already there (the common case: a million todos name a few hundred
  /// projects). Names differing only in the case of ASCII letters are one, as the search
  /// finds them (`+Home` and `+home`), spelt as first met.
  struct Table {
    private(set) var entries: [(kind: Kind, name: [UInt8])] = []
    /// Entry indices by the hash of kind and name; more than one only when hashes collide.
    private var byHash: [UInt64: [Int]] = [:]

    /// The index of the entry for `kind` and `name`, made when new.
    mutating func entry(_ kind: Kind, _ name: UnsafeBufferPointer<UInt8>) -> Int {
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
          return index
        }
      }
      entries.append((kind, Array(name)))
      byHash[hash, default: []].append(entries.count - 1)
      return entries.count - 1
    }
  }
}
