/// The ordered todos, newest first. Pure value.
///
/// Stored in chunks of at most `2 × chunkCapacity` todos, so that an insert or a removal
/// anywhere makes one new chunk, and a copy-on-write copy (the store keeps the previous
/// state while it reduces) copies the chunk table and one chunk, not the whole list: adding
/// or deleting stays cheap at a million todos. A chunk keeps its titles as spans of one
/// UTF-8 text, which for a loaded file is the file's own bytes, and a run of ids as one
/// number: a million loaded todos cost the file's bytes and 8 bytes each, and a `ToDo` (with
/// its title as a `String`) is made only when one is read. Every change goes through the few
/// mutating methods here.
public struct ToDoList: Sendable, RandomAccessCollection {
  static let chunkCapacity = 1_024

  private var chunks: [ToDoChunk]
  /// `starts[k]` is the index of the first todo of `chunks[k]`.
  private var starts: [Int]
  public private(set) var count: Int

  public init(_ items: [ToDo] = []) {
    chunks = []
    starts = []
    count = 0
    append(contentsOf: items)
  }

  /// `titles` as todos numbered from `firstID`, sharing their text: O(number of chunks).
  public init(titles: TitleList, firstID: ToDo.ID) {
    self.init()
    for (start, chunk) in zip(titles.list.starts, titles.list.chunks) {
      append(chunk: chunk.renumbered(from: firstID + start))
    }
  }

  /// `titles` as todos with the ids `ids`, sharing their text.
  public init(titles: TitleList, ids: [ToDo.ID]) {
    precondition(titles.count == ids.count, "one id per title")
    self.init()
    for (start, chunk) in zip(titles.list.starts, titles.list.chunks) {
      let chunkIDs = ChunkIDs(Array(ids[start..<(start + chunk.count)]))
      append(chunk: ToDoChunk(text: chunk.text, spans: chunk.spans, ids: chunkIDs))
    }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> ToDo {
    let (chunk, offset) = locate(position)
    return chunks[chunk].todo(at: offset)
  }

  /// The id of the todo at `index`, without making the todo (no string). O(log n).
  public func id(at index: Int) -> ToDo.ID {
    let (chunk, offset) = locate(index)
    return chunks[chunk].id(at: offset)
  }

  /// The title of the todo at `index` as a place in the list's shared text, without making
  /// a string. O(log n).
  public func line(at index: Int) -> TextLine {
    let (chunk, offset) = locate(index)
    return chunks[chunk].line(at: offset)
  }

  /// Whether both are one storage (a copy that neither changed since): then they are
  /// equal. O(1); false says nothing.
  func isIdentical(to other: ToDoList) -> Bool {
    count == other.count
      && chunks.withUnsafeBufferPointer { mine in
        other.chunks.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
      }
  }

  public func makeIterator() -> Iterator {
    Iterator(chunks: chunks)
  }

  /// Walks the chunks directly: a whole pass costs O(n), without a search per todo.
  public struct Iterator: IteratorProtocol {
    fileprivate let chunks: [ToDoChunk]
    fileprivate var chunk = 0
    fileprivate var offset = 0

    public mutating func next() -> ToDo? {
      guard let (chunk, offset) = advance() else { return nil }
      return chunks[chunk].todo(at: offset)
    }

    /// The next todo's place, without making the todo.
    fileprivate mutating func advance() -> (chunk: Int, offset: Int)? {
      while chunk < chunks.count {
        if offset < chunks[chunk].count {
          defer { offset += 1 }
          return (chunk, offset)
        }
        chunk += 1
        offset = 0
      }
      return nil
    }
  }

  /// The titles, in order, in one pass (a string each: for a few, or small lists).
  public var titles: [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    for chunk in chunks { for offset in 0..<chunk.count { result.append(chunk.title(at: offset)) } }
    return result
  }

  /// The titles as lines of their shared text, in order: no string is made.
  public var lines: [TextLine] {
    var result: [TextLine] = []
    result.reserveCapacity(count)
    for chunk in chunks { for offset in 0..<chunk.count { result.append(chunk.line(at: offset)) } }
    return result
  }

  /// How many of the todos are done (`x ` first), read from their bytes: no todo is made.
  /// O(n), two bytes a todo.
  public var completedCount: Int {
    chunks.reduce(0) { $0 + $1.completedCount }
  }

  /// The indices of the done todos (`x ` first), in order, read from their bytes: no todo
  /// is made. O(chunks) plus two bytes a todo of the chunks holding a done one.
  func doneIndices() -> [Int] {
    var indices: [Int] = []
    for (start, chunk) in zip(starts, chunks) { chunk.appendDoneOffsets(from: start, to: &indices) }
    return indices
  }

  /// The titles alone, sharing their text.
  public var titleList: TitleList { TitleList(self) }

  /// The index of the todo with `id`, if any: reads the ids only, makes no todo. O(chunks)
  /// where the ids run in order (a loaded list), O(n) at worst.
  public func firstIndex(ofID id: ToDo.ID) -> Int? {
    for (start, chunk) in zip(starts, chunks) {
      if let offset = chunk.offset(of: id) { return start + offset }
    }
    return nil
  }

  /// Puts `todo` at `index`, before the todo that was there.
  public mutating func insert(_ todo: ToDo, at index: Int) {
    precondition(index >= 0 && index <= count, "insert at \(index) in a list of \(count)")
    if chunks.isEmpty {
      append(chunk: ToDoChunk([todo]))
      return
    }
    let (chunk, offset) = index == count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(index)
    let changed = chunks[chunk].inserting(todo, at: offset)
    count += 1
    for later in (chunk + 1)..<starts.count { starts[later] += 1 }
    if changed.count > 2 * Self.chunkCapacity {
      chunks[chunk] = changed.prefix(upTo: Self.chunkCapacity)
      chunks.insert(changed.suffix(from: Self.chunkCapacity), at: chunk + 1)
      starts.insert(starts[chunk] + Self.chunkCapacity, at: chunk + 1)
    } else {
      chunks[chunk] = changed
    }
  }

  /// Puts `todos`, in order, after every other todo.
  public mutating func append(contentsOf todos: [ToDo]) {
    var remaining = todos[...]
    if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity, !remaining.isEmpty {
      let room = Self.chunkCapacity - chunks[last].count
      let filled = (0..<chunks[last].count).map(chunks[last].todo(at:)) + remaining.prefix(room)
      count += filled.count - chunks[last].count
      chunks[last] = ToDoChunk(filled)
      remaining = remaining.dropFirst(room)
    }
    while !remaining.isEmpty {
      let next = remaining.prefix(Self.chunkCapacity)
      append(chunk: ToDoChunk(next))
      remaining = remaining.dropFirst(next.count)
    }
  }

  /// Puts the todos of `other`, in order, after every other todo, sharing its storage:
  /// O(number of chunks).
  public mutating func append(contentsOf other: ToDoList) {
    for chunk in other.chunks { append(chunk: chunk) }
  }

  /// Removes and returns the todo at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> ToDo {
    let (chunk, offset) = locate(index)
    let removed = chunks[chunk].todo(at: offset)
    count -= 1
    for later in (chunk + 1)..<starts.count { starts[later] -= 1 }
    if let rest = chunks[chunk].removing(at: offset) {
      chunks[chunk] = rest
    } else {
      chunks.remove(at: chunk)
      starts.remove(at: chunk)
    }
    return removed
  }

  /// Puts the todos of `chunk` after every other todo.
  mutating func append(chunk: ToDoChunk) {
    guard chunk.count > 0 else { return }
    starts.append(count)
    chunks.append(chunk)
    count += chunk.count
  }

  /// The chunk holding `index` and the offset in it.
  private func locate(_ index: Int) -> (chunk: Int, offset: Int) {
    precondition(index >= 0 && index < count, "index \(index) out of a list of \(count)")
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - starts[low])
  }

  /// Calls `body` with each todo's id and title line, in order, without making a todo.
  func forEachLine(_ body: (ToDo.ID, TextLine) -> Void) {
    for chunk in chunks {
      for offset in 0..<chunk.count { body(chunk.id(at: offset), chunk.line(at: offset)) }
    }
  }

  /// Whether both hold equal titles in the same order (and, with `comparingIDs`, the same
  /// ids): titles compare by their bytes, and where those differ by their text, as two
  /// `String`s do. Shared chunks answer at once; no todo is made.
  func isEqual(to other: ToDoList, comparingIDs: Bool) -> Bool {
    guard count == other.count else { return false }
    if chunks.count == other.chunks.count, zip(chunks, other.chunks).allSatisfy({ $0 === $1 }) { return true }
    var left = makeIterator()
    var right = other.makeIterator()
    while let mine = left.advance(), let theirs = right.advance() {
      let (first, second) = (chunks[mine.chunk], other.chunks[theirs.chunk])
      if comparingIDs, first.id(at: mine.offset) != second.id(at: theirs.offset) { return false }
      let (one, two) = (first.line(at: mine.offset), second.line(at: theirs.offset))
      if one != two, one.string != two.string { return false }
    }
    return true
  }
}

extension ToDoList: Equatable {
  /// Equal when they hold the same todos in the same order, however they are chunked;
  /// shared storage answers at once.
  public static func == (lhs: ToDoList, rhs: ToDoList) -> Bool {
    lhs.isEqual(to: rhs, comparingIDs: true)
  }
}

extension ToDoList: CustomDebugStringConvertible {
  public var debugDescription: String { "ToDoList(\(Array(self)))" }
}
