import ToDoCore

/// A todo.txt file as lines: one todo per non-blank line, kept byte for byte (priorities,
/// dates, `+project`, `@context`, completed `x ` lines alike), blank lines kept where they
/// are, and the file's line ending and final newline kept as found. Pure value.
public struct TodoTxtDocument: Equatable, Sendable {
  /// Files larger than this are refused rather than loaded (64 MiB).
  public static let maximumSize = 64 << 20

  /// Every line, blank ones included, without line endings.
  public var lines: [String]
  /// `"\r\n"` when the file used it, `"\n"` otherwise.
  public var lineEnding: String
  /// Whether the last line ended with a line ending (true for a new file).
  public var endsWithLineEnding: Bool

  public init(lines: [String] = [], lineEnding: String = "\n", endsWithLineEnding: Bool = true) {
    self.lines = lines
    self.lineEnding = lineEnding
    self.endsWithLineEnding = endsWithLineEnding
  }

  /// The todos: the non-blank lines, in order.
  public var todoLines: [String] {
    lines.filter { !Self.isBlank($0) }
  }

  public static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// Reads a file's bytes; refuses binary data, text that is not UTF-8, and huge files,
  /// saying which.
  public static func parse(_ bytes: [UInt8]) throws(ToDoStoreError) -> TodoTxtDocument {
    guard bytes.count <= maximumSize else {
      throw ToDoStoreError(
        "the file is too large (\(bytes.count >> 20) MiB; at most \(maximumSize >> 20) MiB)")
    }
    guard !bytes.contains(0) else {
      throw ToDoStoreError("the file looks binary (it contains NUL bytes), not a todo.txt list")
    }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ToDoStoreError("the file is not UTF-8 text")
    }
    guard !bytes.isEmpty else { return TodoTxtDocument() }
    // Lines are split on the bytes (a newline byte never occurs inside a UTF-8 sequence):
    // far faster on a large file than walking it by grapheme clusters.
    let usesCRLF = bytes.firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } ?? false
    var lines: [String] = []
    var start = 0
    bytes.withUnsafeBufferPointer { buffer in
      for index in buffer.indices where buffer[index] == 0x0A {
        let end = index > start && buffer[index - 1] == 0x0D ? index - 1 : index
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
        start = index + 1
      }
      if start < buffer.count {
        lines.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self))
      }
    }
    let endsWithLineEnding = bytes.last == 0x0A
    return TodoTxtDocument(
      lines: lines, lineEnding: usesCRLF ? "\r\n" : "\n", endsWithLineEnding: endsWithLineEnding)
  }

  /// The file's bytes.
  public var bytes: [UInt8] {
    var text = lines.joined(separator: lineEnding)
    if endsWithLineEnding, !lines.isEmpty { text += lineEnding }
    return Array(text.utf8)
  }

  /// The document with `ours` (the app's todos) merged into it: `base` is the todos as
  /// they were when the app last read or wrote the file, and this document is the file now,
  /// which another program may have changed. Todos deleted in the app since `base` are
  /// removed, todos added in the app are inserted right after the todo that precedes them
  /// in `ours` (or first), and everything else of the file, including changes made by the
  /// other program and blank lines, stays as it is. Lines are matched by their text. Pure.
  public func merging(ours: [String], base: [String]) -> TodoTxtDocument {
    var document = self
    // A file of todos only, unchanged since `base`: the merge is ours, no need to work it out.
    let isBaseItself = lines.count == base.count && lines == base
    document.lines = isBaseItself ? ours : LineMerge.merge(base: base, ours: ours, theirs: lines)
    return document
  }
}
