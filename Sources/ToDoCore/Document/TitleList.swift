/// Titles in order, without ids: what a load gives (the non-blank lines of a file) and what
/// a merge leaves in it. Stored as a `ToDoList` is, in chunks of spans of shared UTF-8 text,
/// so a million loaded lines cost the file's bytes and 8 bytes each, not a string each; a
/// title becomes a `String` only when it is read. Encodes as an array of strings. Pure value.
public struct TitleList: Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The titles as a list whose ids are not used.
  let list: ToDoList

  init(_ list: ToDoList) {
    self.list = list
  }

  /// `lines`, in order, without those `isLeftOut` says, sharing their text where
  /// consecutive lines share one. One pass, a chunk at a time: no array of all the lines
  /// is made.
  public init(lines: [TextLine], leavingOut isLeftOut: (TextLine) -> Bool = { _ in false }) {
    var list = ToDoList()
    var pending: [TextLine] = []
    pending.reserveCapacity(ToDoList.chunkCapacity)
    for line in lines where !isLeftOut(line) {
      pending.append(line)
      if pending.count == ToDoList.chunkCapacity {
        list.append(chunk: ToDoChunk(lines: pending, firstID: 0))
        pending.removeAll(keepingCapacity: true)
      }
    }
    if !pending.isEmpty { list.append(chunk: ToDoChunk(lines: pending, firstID: 0)) }
    self.init(list)
  }

  /// `titles`, in order, copied into shared texts a chunk at a time.
  public init(_ titles: [String]) {
    var list = ToDoList()
    var pending: [String] = []
    pending.reserveCapacity(ToDoList.chunkCapacity)
    for title in titles {
      pending.append(title)
      if pending.count == ToDoList.chunkCapacity {
        list.append(chunk: ToDoChunk(titles: pending, ids: .consecutive(from: 0)))
        pending.removeAll(keepingCapacity: true)
      }
    }
    if !pending.isEmpty { list.append(chunk: ToDoChunk(titles: pending, ids: .consecutive(from: 0))) }
    self.init(list)
  }

  public init(arrayLiteral titles: String...) {
    self.init(titles)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { list.count }
  public subscript(position: Int) -> String { list[position].title }

  /// The titles as lines of their shared text, in order: no string is made.
  public var lines: [TextLine] { list.lines }
}

extension TitleList: Equatable {
  /// Equal when the titles are, in order (by their bytes, and where those differ by their
  /// text, as `String`s compare).
  public static func == (lhs: TitleList, rhs: TitleList) -> Bool {
    lhs.list.isEqual(to: rhs.list, comparingIDs: false)
  }
}

extension TitleList: Codable {
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode([String].self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Array(self))
  }
}

extension TitleList: CustomDebugStringConvertible {
  public var debugDescription: String { "\(Array(self))" }
}
