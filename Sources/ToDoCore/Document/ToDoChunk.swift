/// A run of consecutive todos of a `ToDoList`: their titles as spans of one shared UTF-8
/// text (for a loaded file, the file's own bytes: no copy, no string per todo) and their
/// ids. Immutable: a change makes a new chunk, so the old list (kept by the store and the
/// undo history) never sees it. Pure.
final class ToDoChunk: Sendable {
  let text: TextStorage
  let spans: [Span]
  let ids: ChunkIDs
  /// How many of its titles are done todo.txt lines (`x ` first): counted once, when the
  /// chunk is made, so that the list's count and the archive's search skip chunks.
  let completedCount: Int

  init(text: TextStorage, spans: [Span], ids: ChunkIDs) {
    precondition(ids.count(for: spans.count) == spans.count, "one id per title")
    self.text = text
    self.spans = spans
    self.ids = ids
    completedCount = Self.countCompleted(spans, in: text)
  }

  /// `todos` in a text of their own.
  convenience init(_ todos: some Collection<ToDo>) {
    self.init(titles: todos.map(\.title), ids: ChunkIDs(todos.map(\.id)))
  }

  /// `titles` in a text of their own.
  convenience init(titles: some Collection<String>, ids: ChunkIDs) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(titles.count * 16)
    var spans: [Span] = []
    spans.reserveCapacity(titles.count)
    for title in titles {
      let start = bytes.count
      var title = title
      title.withUTF8 { bytes.append(contentsOf: $0) }
      spans.append(Span(start..<bytes.count))
    }
    self.init(text: TextStorage(bytes), spans: spans, ids: ids)
  }

  /// `lines` as titles numbered from `firstID`: in the lines' own text when they share one
  /// (a loaded file), else copied into a text of their own.
  convenience init(lines: some Collection<TextLine>, firstID: ToDo.ID) {
    self.init(lines: lines, ids: .consecutive(from: firstID))
  }

  convenience init(lines: some Collection<TextLine>, ids: ChunkIDs) {
    if let first = lines.first, lines.allSatisfy({ $0.storage === first.storage }) {
      self.init(text: first.storage, spans: lines.map(\.span), ids: ids)
      return
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(lines.reduce(0) { $0 + $1.byteCount })
    var spans: [Span] = []
    spans.reserveCapacity(lines.count)
    for line in lines {
      let start = bytes.count
      line.withBytes { bytes.append(contentsOf: $0) }
      spans.append(Span(start..<bytes.count))
    }
    self.init(text: TextStorage(bytes), spans: spans, ids: ids)
  }

  var count: Int { spans.count }

  func id(at offset: Int) -> ToDo.ID { ids[offset] }

  /// The offset of the todo `id` in this chunk, if it is here: O(1) for a run of ids, a
  /// scan of the listed ids otherwise.
  func offset(of id: ToDo.ID) -> Int? { ids.offset(of: id, count: count) }

  func line(at offset: Int) -> TextLine { TextLine(storage: text, span: spans[offset]) }

  func title(at offset: Int) -> String {
    text.bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[spans[offset].range]), as: UTF8.self)
    }
  }

  func todo(at offset: Int) -> ToDo { ToDo(id: ids[offset], title: title(at: offset)) }

  /// The same titles numbered from `firstID`, sharing the text and the spans.
  func renumbered(from firstID: ToDo.ID) -> ToDoChunk {
    ToDoChunk(text: text, spans: spans, ids: .consecutive(from: firstID))
  }

  /// The chunk with `todo` at `offset`: the titles' part of the text is copied once (a few
  /// tens of kilobytes at most), the new title after it.
  func inserting(_ todo: ToDo, at offset: Int) -> ToDoChunk {
    let ownRegion = titleRegion
    let source = isMostlyGaps(ownRegion) ? compacted() : self
    let region = source === self ? ownRegion : source.titleRegion
    var bytes: [UInt8] = []
    bytes.reserveCapacity(region.count + todo.title.utf8.count)
    bytes.append(contentsOf: source.text.bytes[region])
    let shift = UInt32(truncatingIfNeeded: region.lowerBound)
    var newSpans = source.spans.map { Span(start: $0.start &- shift, end: $0.end &- shift) }
    let start = bytes.count
    bytes.append(contentsOf: todo.title.utf8)
    newSpans.insert(Span(start..<bytes.count), at: offset)
    var newIDs = ids.listed(count: count)
    newIDs.insert(todo.id, at: offset)
    return ToDoChunk(text: TextStorage(bytes), spans: newSpans, ids: ChunkIDs(newIDs))
  }

  /// The chunk without the todo at `offset`, sharing the text (nil when none is left).
  func removing(at offset: Int) -> ToDoChunk? {
    guard count > 1 else { return nil }
    var newSpans = spans
    newSpans.remove(at: offset)
    var newIDs = ids.listed(count: count)
    newIDs.remove(at: offset)
    return ToDoChunk(text: text, spans: newSpans, ids: ChunkIDs(newIDs))
  }

  /// The todos from `offset` on, sharing the text.
  func suffix(from offset: Int) -> ToDoChunk {
    ToDoChunk(text: text, spans: Array(spans[offset...]), ids: ids.suffix(from: offset, count: count))
  }

  /// The todos before `offset`, sharing the text.
  func prefix(upTo offset: Int) -> ToDoChunk {
    ToDoChunk(text: text, spans: Array(spans[..<offset]), ids: ids.prefix(upTo: offset, count: count))
  }

  /// The bytes from the first title to the last, found in one pass over the spans.
  private var titleRegion: Range<Int> {
    guard var low = spans.first?.start, var high = spans.first?.end else { return 0..<0 }
    for span in spans {
      low = min(low, span.start)
      high = max(high, span.end)
    }
    return Int(low)..<Int(high)
  }

  /// Whether most of `titleRegion` is not titles (left by removals, or a file's blank
  /// lines): then a change copies only the titles, so that a chunk never keeps much more
  /// than its own text.
  private func isMostlyGaps(_ region: Range<Int>) -> Bool {
    region.count > 2 * spans.reduce(0) { $0 + $1.count } + 64
  }

  /// The same todos, their titles alone in a text of their own.
  private func compacted() -> ToDoChunk {
    ToDoChunk(lines: (0..<count).map(line(at:)), ids: ids)
  }
}

/// The ids of a chunk's todos: a run numbered from one id (a loaded list, no memory per
/// todo), or listed. Pure value.
enum ChunkIDs: Sendable {
  case consecutive(from: ToDo.ID)
  case listed([ToDo.ID])

  init(_ ids: [ToDo.ID]) {
    if let first = ids.first, ids.indices.allSatisfy({ ids[$0] == first &+ $0 }) {
      self = .consecutive(from: first)
    } else {
      self = .listed(ids)
    }
  }

  subscript(offset: Int) -> ToDo.ID {
    switch self {
    case .consecutive(let first): first + offset
    case .listed(let ids): ids[offset]
    }
  }

  /// The offset of `id` among the ids of a chunk of `count` titles, if it is there.
  func offset(of id: ToDo.ID, count: Int) -> Int? {
    switch self {
    case .consecutive(let first):
      let offset = id &- first
      return offset >= 0 && offset < count ? offset : nil
    case .listed(let ids):
      return ids.firstIndex(of: id)
    }
  }

  /// How many ids there are for a chunk of `count` titles (a run has as many as needed).
  func count(for count: Int) -> Int {
    switch self {
    case .consecutive: count
    case .listed(let ids): ids.count
    }
  }

  func listed(count: Int) -> [ToDo.ID] {
    switch self {
    case .consecutive(let first): Array(first..<(first + count))
    case .listed(let ids): ids
    }
  }

  func suffix(from offset: Int, count: Int) -> ChunkIDs {
    switch self {
    case .consecutive(let first): .consecutive(from: first + offset)
    case .listed(let ids): .listed(Array(ids[offset...]))
    }
  }

  func prefix(upTo offset: Int, count: Int) -> ChunkIDs {
    switch self {
    case .consecutive: self
    case .listed(let ids): .listed(Array(ids[..<offset]))
    }
  }
}

extension ToDoChunk {
  /// How many of `spans` of `text` are done todo.txt lines (`x ` first), read from their
  /// bytes: no string is made. O(count).
  private static func countCompleted(_ spans: [Span], in text: TextStorage) -> Int {
    text.bytes.withUnsafeBufferPointer { bytes in
      var count = 0
      for span in spans where span.count >= 2 {
        let start = Int(span.start)
        if bytes[start] == UInt8(ascii: "x"), bytes[start + 1] == UInt8(ascii: " ") { count += 1 }
      }
      return count
    }
  }
}

extension ToDoChunk {
  /// Appends `start` plus the offset of each done title (`x ` first) to `indices`, read
  /// from their bytes. O(count), nothing for a chunk without a done todo.
  func appendDoneOffsets(from start: Int, to indices: inout [Int]) {
    guard completedCount > 0 else { return }
    text.bytes.withUnsafeBufferPointer { bytes in
      for (offset, span) in spans.enumerated() where span.count >= 2 {
        let first = Int(span.start)
        if bytes[first] == UInt8(ascii: "x"), bytes[first + 1] == UInt8(ascii: " ") {
          indices.append(start + offset)
        }
      }
    }
  }
}
