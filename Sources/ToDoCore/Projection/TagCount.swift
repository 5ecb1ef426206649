/// A project or a context with the number of open and done todos naming it, as the picker
/// of projects and contexts lists them. Pure value.
public struct TagCount: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case project
    case context

    /// The sign the word starts with.
    var sign: UInt8 { self == .project ? UInt8(ascii: "+") : UInt8(ascii: "@") }
  }

  public var kind: Kind
  /// The name without its sign.
  public var name: String
  public var open: Int
  public var done: Int

  public init(_ kind: Kind, _ name: String, open: Int, done: Int = 0) {
    self.kind = kind
    self.name = name
    self.open = open
    self.done = done
  }

  /// The word as a todo writes it: `+home`, `@phone`.
  public var term: String { (kind == .project ? "+" : "@") + name }

  /// The search's word for exactly this project or context: `"+home"` (not `+homework`).
  public var searchWord: String { "\"" + term + "\"" }

  /// The most todos counted in the reducer, on the main thread (a pass over their bytes, as
  /// the projection's); more are counted off it by `Command.countTags`.
  public static let largestCountOnTheMainThread = ShownList.largestProjectionOnTheMainThread

  /// Every project and context of `todos` (in a todo's text after its dates, as
  /// `ToDoTxtLine` reads them: a sign, then a name starting with a letter, a digit or `_`),
  /// each with the open and done todos naming it (a todo naming one twice counts once; the
  /// case of ASCII letters aside, as the search reads them): projects first, then
  /// contexts, each by name, capitals aside. Reads bytes, makes a string per distinct name
  /// only. Pure.
  public static func counts(in todos: ToDoList) -> [TagCount] {
    var table = CountTable()
    var seenInLine: [Int] = []
    todos.forEachLine { _, line in
      line.withBytes { bytes in
        seenInLine.removeAll(keepingCapacity: true)
        let isDone = LineBytes.isCompleted(bytes)
        forEachTag(in: bytes) { kind, range in
          let entry = table.entry(kind, UnsafeBufferPointer(rebasing: bytes[range]))
          guard !seenInLine.contains(entry) else { return }
          seenInLine.append(entry)
          if isDone { table.entries[entry].done += 1 } else { table.entries[entry].open += 1 }
        }
      }
    }
    return table.entries.map { entry in
      TagCount(entry.kind, String(decoding: entry.name, as: UTF8.self), open: entry.open, done: entry.done)
    }.sorted { a, b in
      if a.kind != b.kind { return a.kind == .project }
      let (left, right) = (a.name.lowercased(), b.name.lowercased())
      return left != right ? left < right : a.name < b.name
    }
  }

  /// The names counted so far, found by a hash of their bytes without making an array for
  /// a name already there (the common case: a million todos name a few hundred projects).
  /// Names differing only in the case of ASCII letters are one, as the search finds them
  /// (`+Home` and `+home`), spelt as first met.
  private struct CountTable {
    var entries: [(kind: Kind, name: [UInt8], open: Int, done: Int)] = []
    /// Entry indices by the hash of kind and name; more than one only when hashes collide.
    private var byHash: [UInt64: [Int]] = [:]

    /// The index of the entry for `kind` and `name`, made when new.
    mutating func entry(_ kind: Kind, _ name: UnsafeBufferPointer<UInt8>) -> Int {
      // FNV-1a over the sign and the name.
      var hash: UInt64 = (0xcbf2_9ce4_8422_2325 ^ UInt64(kind.sign)) &* 0x0000_0100_0000_01b3
      for byte in name {
        hash = (hash ^ UInt64(LineBytes.lowercased(byte))) &* 0x0000_0100_0000_01b3
      }
      if let candidates = byHash[hash] {
        for index in candidates
        where entries[index].kind == kind
          && entries[index].name.elementsEqual(
            name, by: { LineBytes.lowercased($0) == LineBytes.lowercased($1) })
        {
          return index
        }
      }
      entries.append((kind, Array(name), 0, 0))
      byHash[hash, default: []].append(entries.count - 1)
      return entries.count - 1
    }
  }

  /// Calls `body` with each `+project` and `@context` word of a line's bytes: its kind and
  /// the range of its name. Words are split at spaces and tabs; the name's first byte is an
  /// ASCII letter, digit or `_`, or starts a non-ASCII character (read as a letter).
  private static func forEachTag(
    in bytes: UnsafeBufferPointer<UInt8>, _ body: (Kind, Range<Int>) -> Void
  ) {
    var index = 0
    let count = bytes.count
    while index < count {
      while index < count, bytes[index] == LineBytes.space || bytes[index] == LineBytes.tab { index += 1 }
      let start = index
      while index < count, bytes[index] != LineBytes.space, bytes[index] != LineBytes.tab { index += 1 }
      guard index - start >= 2 else { continue }
      let sign = bytes[start]
      guard sign == Kind.project.sign || sign == Kind.context.sign, startsName(bytes[start + 1]) else {
        continue
      }
      body(sign == Kind.project.sign ? .project : .context, start + 1..<index)
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
}
