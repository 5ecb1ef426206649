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
      throw ToDoStoreError("the file is too large (\(bytes.count >> 20) MiB; at most \(maximumSize >> 20) MiB)")
    }
    guard !bytes.contains(0) else {
      throw ToDoStoreError("the file looks binary (it contains NUL bytes), not a todo.txt list")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ToDoStoreError("the file is not UTF-8 text")
    }
    guard !text.isEmpty else { return TodoTxtDocument() }
    let usesCRLF = text.utf8.firstIndex(of: 0x0A).map { $0 > text.utf8.startIndex && text.utf8[text.utf8.index(before: $0)] == 0x0D } ?? false
    // "\r\n" is one Character: split on scalars so that both endings separate lines.
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .map(String.init)
    let endsWithLineEnding = lines.last == ""
    if endsWithLineEnding { lines.removeLast() }
    return TodoTxtDocument(lines: lines, lineEnding: usesCRLF ? "\r\n" : "\n", endsWithLineEnding: endsWithLineEnding)
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
    document.lines = LineMerge.merge(base: base, ours: ours, theirs: lines)
    return document
  }
}
