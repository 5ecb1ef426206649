import Glibc
import ToDoCore

/// A todo.txt file as lines: one todo per non-blank line, kept byte for byte (priorities,
/// dates, `+project`, `@context`, completed `x ` lines alike), blank lines kept where they
/// are, each line's own ending (LF, CRLF or a lone CR) kept, the final newline kept or left
/// out as found, and a UTF-8 byte order mark kept at the start of the file, never part of a
/// todo. The lines are places in the file's bytes, which they share (with the todos loaded
/// from them too): no string per line. Pure value.
public struct ToDoTxtDocument: Equatable, Sendable {
  /// Files larger than this are refused rather than loaded (64 MiB).
  public static let maximumSize = 64 << 20
  /// The UTF-8 byte order mark some editors put at the start of a file.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Every line, blank ones included, without line endings. Lines kept from before a
  /// change keep their own endings (matched by text); new lines take `lineEnding`.
  public var lines: [TextLine] {
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
    lines: [TextLine] = [], lineEnding: String = "\n", endsWithLineEnding: Bool = true,
    startsWithByteOrderMark: Bool = false
  ) {
    self.lines = lines
    self.lineEnding = lineEnding
    self.endsWithLineEnding = endsWithLineEnding
    self.startsWithByteOrderMark = startsWithByteOrderMark
  }

  /// The todos: the non-blank lines, in order.
  public var todoLines: [TextLine] {
    lines.filter { !$0.isBlank }
  }

  /// The todos' titles, sharing the file's bytes.
  public var todoTitles: TitleList {
    TitleList(lines: lines, leavingOut: \.isBlank)
  }

  /// Throws what `parse` refuses in `bytes` (a huge file, UTF-16, NUL bytes, text that is
  /// not UTF-8), and nothing else: a save checks its bytes with it before they are written,
  /// so that the app never writes a file its own load would refuse. O(bytes), at memory
  /// speed.
  public static func check(_ bytes: [UInt8]) throws(ToDoStoreError) {
    guard bytes.count <= maximumSize else {
      throw ToDoStoreError(
        "the file is too large (\(bytes.count >> 20) MiB, at most \(maximumSize >> 20) MiB)")
    }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw ToDoStoreError("the file is UTF-16 text, not UTF-8 (convert it: iconv -f UTF-16 -t UTF-8)")
    }
    guard !containsNUL(bytes) else {
      throw ToDoStoreError("the file looks binary (it contains NUL bytes), not a todo.txt list")
    }
    guard isUTF8(bytes) else {
      throw ToDoStoreError("the file is not UTF-8 text")
    }
  }

  /// Reads a file's bytes; refuses binary data, text that is not UTF-8, and huge files,
  /// saying which. A line ends at LF, CRLF or a lone CR (files written on old Macs).
  public static func parse(_ bytes: [UInt8]) throws(ToDoStoreError) -> ToDoTxtDocument {
    try check(bytes)
    let hasMark = bytes.starts(with: byteOrderMark)
    let storage = TextStorage(bytes)
    var lines: [TextLine] = []
    var endings: [Ending] = []
    // Lines are split on the bytes (CR and LF never occur inside a UTF-8 sequence): far
    // faster on a large file than walking it by grapheme clusters. Without a CR, each line
    // ends at the next LF, found by memchr.
    bytes.withUnsafeBufferPointer { buffer in
      var start = hasMark ? byteOrderMark.count : 0
      guard let base = buffer.baseAddress, start < buffer.count else { return }
      if memchr(base, 0x0D, buffer.count) == nil {
        while let found = memchr(base + start, 0x0A, buffer.count - start) {
          let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          lines.append(TextLine(storage: storage, range: start..<index))
          endings.append(.lf)
          start = index + 1
        }
        if start < buffer.count { lines.append(TextLine(storage: storage, range: start..<buffer.count)) }
        return
      }
      var index = start
      while index < buffer.count {
        let byte = buffer[index]
        guard byte == 0x0A || byte == 0x0D else {
          index += 1
          continue
        }
        lines.append(TextLine(storage: storage, range: start..<index))
        if byte == 0x0D, index + 1 < buffer.count, buffer[index + 1] == 0x0A {
          endings.append(.crlf)
          index += 2
        } else {
          endings.append(byte == 0x0A ? .lf : .cr)
          index += 1
        }
        start = index
      }
      if start < buffer.count {
        lines.append(TextLine(storage: storage, range: start..<buffer.count))
      }
    }
    let endsWithLineEnding = lines.count == endings.count
    let dominant = Ending.dominant(endings)
    var document = ToDoTxtDocument(
      lines: lines, lineEnding: dominant.text, endsWithLineEnding: endsWithLineEnding,
      startsWithByteOrderMark: hasMark)
    if endings.contains(where: { $0 != dominant }) {
      var own = endings.map(\.text)
      if !endsWithLineEnding { own.append(dominant.text) }
      document.ownEndings = own
    }
    return document
  }

  /// Whether `bytes` hold a NUL byte (memchr: a large file is checked at memory speed).
  private static func containsNUL(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      return memchr(base, 0, buffer.count) != nil
    }
  }

  /// Whether `bytes` are valid UTF-8. Checked in blocks of about 64 KiB that end before an
  /// ASCII byte, which no UTF-8 sequence spans, so that no copy of the whole file is made.
  static func isUTF8(_ bytes: [UInt8], blockSize: Int = 1 << 16) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      while start < buffer.count {
        var end = Swift.min(start + blockSize, buffer.count)
        while end < buffer.count, buffer[end] >= 0x80 { end += 1 }
        guard String(validating: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self) != nil
        else { return false }
        start = end
      }
      return true
    }
  }

  /// A line ending, as read. Pure value.
  private enum Ending: Equatable {
    case lf, crlf, cr

    var text: String {
      switch self {
      case .lf: "\n"
      case .crlf: "\r\n"
      case .cr: "\r"
      }
    }

    /// The ending most of `endings` use; on a tie, the first of them; LF for none.
    static func dominant(_ endings: [Ending]) -> Ending {
      var counts = (lf: 0, crlf: 0, cr: 0)
      for ending in endings {
        switch ending {
        case .lf: counts.lf += 1
        case .crlf: counts.crlf += 1
        case .cr: counts.cr += 1
        }
      }
      let most = max(counts.lf, counts.crlf, counts.cr)
      func count(_ ending: Ending) -> Int {
        switch ending {
        case .lf: counts.lf
        case .crlf: counts.crlf
        case .cr: counts.cr
        }
      }
      return endings.first { count($0) == most } ?? .lf
    }
  }

  /// The file's bytes.
  public var bytes: [UInt8] {
    var result: [UInt8] = startsWithByteOrderMark ? Self.byteOrderMark : []
    result.reserveCapacity(lines.reduce(result.count) { $0 + $1.byteCount + 2 })
    let endings = ownEndings.flatMap { $0.count == lines.count ? $0 : nil }
    let common = Array(lineEnding.utf8)
    for (index, line) in lines.enumerated() {
      line.append(to: &result)
      if index < lines.count - 1 || endsWithLineEnding {
        if let endings {
          result.append(contentsOf: endings[index].utf8)
        } else {
          result.append(contentsOf: common)
        }
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
  /// matched by their bytes; a line beyond ASCII that another program rewrote in another
  /// Unicode normalisation is the same line (a string is made for those lines only), and
  /// the file keeps its bytes. Pure.
  public func merging(ours: [TextLine], base: [TextLine]) -> ToDoTxtDocument {
    mergingReporting(ours: ours, base: base).document
  }

  /// Whether the document's lines are `base`'s (the file as loaded, with no blank line and
  /// no other program's change): then a merge of any `ours` onto it is `ours` as it is.
  /// O(n), by bytes (a line shared with `base` is compared by its place).
  public func holdsOnly(_ base: [TextLine]) -> Bool {
    lines.count == base.count && lines == base
  }

  /// The document with `ours` for its lines (each kept line's ending carried), all else as
  /// it is: the merge onto a document that `holdsOnly` the base. Pure.
  public func replacingLines(with ours: [TextLine]) -> ToDoTxtDocument {
    var document = self
    document.lines = ours
    return document
  }

  /// `merging(ours:base:)`, with what the merge could not apply as meant: the conflicts,
  /// and for each todo line (blank lines left out) that is another program's version of a
  /// line of `base` (they changed it), the index of that line in `base`. `ourChanges`: see
  /// `LineMerge.mergeReporting`. Pure.
  public func mergingReporting(ours: [TextLine], base: [TextLine], ourChanges: (() -> [Int: Int])? = nil)
    -> (document: ToDoTxtDocument, conflicts: [MergeConflict], counterparts: [Int: Int])
  {
    // A file of todos only, unchanged since `base`: the merge is ours, no need to work it out.
    guard !holdsOnly(base) else { return (replacingLines(with: ours), [], [:]) }
    var document = self
    let outcome = LineMerge.mergeReporting(base: base, ours: ours, theirs: lines, ourChanges: ourChanges)
    document.lines = outcome.lines
    guard !outcome.counterparts.isEmpty else { return (document, outcome.conflicts, [:]) }
    // Counted among the todos: blank lines are none.
    var counterparts: [Int: Int] = [:]
    var todoIndex = 0
    for (index, line) in outcome.lines.enumerated() where !line.isBlank {
      if let baseIndex = outcome.counterparts[index] { counterparts[todoIndex] = baseIndex }
      todoIndex += 1
    }
    return (document, outcome.conflicts, counterparts)
  }
}
