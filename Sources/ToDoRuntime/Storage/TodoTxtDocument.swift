import ToDoCore

/// A todo.txt file as lines: one todo per non-blank line, kept byte for byte (priorities,
/// dates, `+project`, `@context`, completed `x ` lines alike), blank lines kept where they
/// are, each line's own ending (LF, CRLF or a lone CR) kept, the final newline kept or left
/// out as found, and a UTF-8 byte order mark kept at the start of the file, never part of a
/// todo. Pure value.
public struct TodoTxtDocument: Equatable, Sendable {
  /// Files larger than this are refused rather than loaded (64 MiB).
  public static let maximumSize = 64 << 20
  /// The UTF-8 byte order mark some editors put at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Every line, blank ones included, without line endings. Lines kept from before a
  /// change keep their own endings (matched by text); new lines take `lineEnding`.
  public var lines: [String] {
    didSet {
      guard let endings = ownEndings else { return }
      let carried = LineEndings.carried(from: oldValue, endings: endings, to: lines, dominant: lineEnding)
      ownEndings = carried.allSatisfy { $0 == lineEnding } ? nil : carried
    }
  }
  /// The ending most lines use (`"\n"`, `"\r\n"` or `"\r"`): new lines get it.
  public var lineEnding: String
  /// Whether the last line ended with a line ending (true for a new file).
  public var endsWithLineEnding: Bool
  /// Whether the file starts with a UTF-8 byte order mark, which stays at its start.
  public var startsWithByteOrderMark: Bool
  /// Each line's ending, when not all of them are `lineEnding` (nil: all are).
  private var ownEndings: [String]?

  public init(
    lines: [String] = [], lineEnding: String = "\n", endsWithLineEnding: Bool = true,
    startsWithByteOrderMark: Bool = false
  ) {
    self.lines = lines
    self.lineEnding = lineEnding
    self.endsWithLineEnding = endsWithLineEnding
    self.startsWithByteOrderMark = startsWithByteOrderMark
  }

  /// The todos: the non-blank lines, in order.
  public var todoLines: [String] {
    lines.filter { !Self.isBlank($0) }
  }

  public static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// Reads a file's bytes; refuses binary data, text that is not UTF-8, and huge files,
  /// saying which. A line ends at LF, CRLF or a lone CR (files written on old Macs).
  public static func parse(_ bytes: [UInt8]) throws(ToDoStoreError) -> TodoTxtDocument {
    guard bytes.count <= maximumSize else {
      throw ToDoStoreError(
        "the file is too large (\(bytes.count >> 20) MiB; at most \(maximumSize >> 20) MiB)")
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw ToDoStoreError("the file is UTF-16 text, not UTF-8 (convert it: iconv -f UTF-16 -t UTF-8)")
    }
    guard !bytes.contains(0) else {
      throw ToDoStoreError("the file looks binary (it contains NUL bytes), not a todo.txt list")
    }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ToDoStoreError("the file is not UTF-8 text")
    }
    let hasMark = bytes.starts(with: byteOrderMark)
    var lines: [String] = []
    var endings: [String] = []
    // Lines are split on the bytes (CR and LF never occur inside a UTF-8 sequence): far
    // faster on a large file than walking it by grapheme clusters.
    bytes.withUnsafeBufferPointer { buffer in
      var start = hasMark ? byteOrderMark.count : 0
      var index = start
      while index < buffer.count {
        let byte = buffer[index]
        guard byte == 0x0A || byte == 0x0D else {
          index += 1
          continue
        }
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self))
        if byte == 0x0D, index + 1 < buffer.count, buffer[index + 1] == 0x0A {
          endings.append("\r\n")
          index += 2
        } else {
          endings.append(byte == 0x0A ? "\n" : "\r")
          index += 1
        }
        start = index
      }
      if start < buffer.count {
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self))
      }
    }
    let endsWithLineEnding = lines.count == endings.count
    let dominant = LineEndings.dominant(endings)
    var document = TodoTxtDocument(
      lines: lines, lineEnding: dominant, endsWithLineEnding: endsWithLineEnding,
      startsWithByteOrderMark: hasMark)
    if endings.contains(where: { $0 != dominant }) {
      if !endsWithLineEnding { endings.append(dominant) }
      document.ownEndings = endings
    }
    return document
  }

  /// The file's bytes.
  public var bytes: [UInt8] {
    var result: [UInt8] = startsWithByteOrderMark ? Self.byteOrderMark : []
    result.reserveCapacity(lines.reduce(result.count) { $0 + $1.utf8.count + 2 })
    let endings = ownEndings.flatMap { $0.count == lines.count ? $0 : nil }
    for (index, line) in lines.enumerated() {
      result.append(contentsOf: line.utf8)
      if index < lines.count - 1 || endsWithLineEnding {
        result.append(contentsOf: (endings?[index] ?? lineEnding).utf8)
      }
    }
    return result
  }

  /// The document with `ours` (the app's todos) merged into it: `base` is the todos as
  /// they were when the app last read or wrote the file, and this document is the file now,
  /// which another program may have changed. Todos deleted in the app since `base` are
  /// removed, todos added in the app are inserted right after the todo that precedes them
  /// in `ours` (or first), and everything else of the file, including changes made by the
  /// other program, blank lines and each kept line's ending, stays as it is. Lines are
  /// matched by their text. Pure.
  public func merging(ours: [String], base: [String]) -> TodoTxtDocument {
    var document = self
    // A file of todos only, unchanged since `base`: the merge is ours, no need to work it out.
    let isBaseItself = lines.count == base.count && lines == base
    document.lines = isBaseItself ? ours : LineMerge.merge(base: base, ours: ours, theirs: lines)
    return document
  }
}
