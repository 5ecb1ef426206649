/// The ordered todos, newest first. Pure value.
///
/// Stored in chunks of at most `chunkCapacity` todos, so that an insert or a removal anywhere
/// moves at most one chunk, and a copy-on-write copy (the store keeps the previous state
/// while it reduces) copies the chunk table and one chunk, not the whole list: adding or
/// deleting stays cheap at a million todos. Every change goes through the few mutating
/// methods here.
public struct ToDoList: Sendable, RandomAccessCollection {
  static let chunkCapacity = 1_024

  private var chunks: [[ToDo]]
  /// `starts[k]` is the index of the first todo of `chunks[k]`.
  private var starts: [Int]
  public private(set) var count: Int

  public init(_ items: [ToDo] = []) {
    chunks = []
    starts = []
    count = 0
    append(contentsOf: items)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> ToDo {
    let (chunk, offset) = locate(position)
    return chunks[chunk][offset]
  }

  public func makeIterator() -> Iterator {
    Iterator(chunks: chunks)
  }

  /// Walks the chunks directly: a whole pass costs O(n), without a search per todo.
  public struct Iterator: IteratorProtocol {
    fileprivate let chunks: [[ToDo]]
    fileprivate var chunk = 0
    fileprivate var offset = 0

    public mutating func next() -> ToDo? {
      while chunk < chunks.count {
        if offset < chunks[chunk].count {
          defer { offset += 1 }
          return chunks[chunk][offset]
        }
        chunk += 1
        offset = 0
      }
      return nil
    }
  }

  /// The titles, in order, in one pass.
  public var titles: [String] {
    var result: [String] = []
    result.reserveCapacity(count)
    for chunk in chunks { for todo in chunk { result.append(todo.title) } }
    return result
  }

  /// Puts `todo` at `index`, before the todo that was there.
  public mutating func insert(_ todo: ToDo, at index: Int) {
    precondition(index >= 0 && index <= count, "insert at \(index) in a list of \(count)")
    if chunks.isEmpty {
      chunks = [[todo]]
      starts = [0]
      count = 1
      return
    }
    let (chunk, offset) = index == count ? (chunks.count - 1, chunks[chunks.count - 1].count) : locate(index)
    chunks[chunk].insert(todo, at: offset)
    count += 1
    for later in (chunk + 1)..<starts.count { starts[later] += 1 }
    if chunks[chunk].count > 2 * Self.chunkCapacity {
      let second = Array(chunks[chunk][Self.chunkCapacity...])
      chunks[chunk].removeSubrange(Self.chunkCapacity...)
      chunks.insert(second, at: chunk + 1)
      starts.insert(starts[chunk] + Self.chunkCapacity, at: chunk + 1)
    }
  }

  /// Puts `todos`, in order, after every other todo.
  public mutating func append(contentsOf todos: [ToDo]) {
    var remaining = todos[...]
    if let last = chunks.indices.last, chunks[last].count < Self.chunkCapacity {
      let room = Self.chunkCapacity - chunks[last].count
      chunks[last].append(contentsOf: remaining.prefix(room))
      count += Swift.min(room, remaining.count)
      remaining = remaining.dropFirst(room)
    }
    while !remaining.isEmpty {
      let next = remaining.prefix(Self.chunkCapacity)
      starts.append(count)
      chunks.append(Array(next))
      count += next.count
      remaining = remaining.dropFirst(next.count)
    }
  }

  /// Removes and returns the todo at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> ToDo {
    let (chunk, offset) = locate(index)
    let removed = chunks[chunk].remove(at: offset)
    count -= 1
    for later in (chunk + 1)..<starts.count { starts[later] -= 1 }
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      starts.remove(at: chunk)
    }
    return removed
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
}

extension ToDoList: Equatable {
  /// Equal when they hold the same todos in the same order, however they are chunked;
  /// shared storage answers at once.
  public static func == (lhs: ToDoList, rhs: ToDoList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.chunks == rhs.chunks || lhs.elementsEqual(rhs)
  }
}

extension ToDoList: CustomDebugStringConvertible {
  public var debugDescription: String { "ToDoList(\(Array(self)))" }
}
