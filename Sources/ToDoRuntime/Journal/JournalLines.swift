import Glibc

/// The whole lines of an open journal from its end back, read a chunk at a time, so that
/// the memory it takes is one chunk and the longest line, whatever the file's size. The
/// bytes after the last newline (a line a crash cut short) are left out, as
/// `Journal.entries(in:)` leaves them out. Blocks on the file (`pread`); not thread-safe.
struct JournalLines {
  static let chunkSize = 64 * 1024
  private let descriptor: Int32
  /// The bytes before this offset are not read yet.
  private var offset: Int
  /// The start of the region read: a line whose beginning is not read yet, if any.
  private var carry: [UInt8] = []
  /// Whether `carry` is followed by a newline (false at the file's end: a cut line).
  private var carryEnded = false
  /// Lines read and not yet given, the last one last.
  private var ready: [[UInt8]] = []

  /// The lines of the file open at `descriptor`, which is `size` bytes long.
  init(descriptor: Int32, size: Int) {
    self.descriptor = descriptor
    offset = size
  }

  /// The line before the last one given (without its newline); nil at the file's start or
  /// when it cannot be read.
  mutating func next() -> [UInt8]? {
    while ready.isEmpty {
      guard offset > 0 else {
        guard carryEnded else { return nil }
        carryEnded = false
        return carry
      }
      let start = max(0, offset - Self.chunkSize)
      var chunk = [UInt8](repeating: 0, count: offset - start)
      let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(start)) }
      guard count == chunk.count else { return nil }
      offset = start
      chunk.append(contentsOf: carry)
      let newlines = chunk.indices.filter { chunk[$0] == 0x0A }
      guard let first = newlines.first, let last = newlines.last else {
        carry = chunk
        continue
      }
      for (from, end) in zip(newlines, newlines.dropFirst()) {
        ready.append(Array(chunk[(from + 1)..<end]))
      }
      if carryEnded { ready.append(Array(chunk[(last + 1)...])) }
      carry = Array(chunk[..<first])
      carryEnded = true
    }
    return ready.popLast()
  }
}
