/// The dependency words of one todo's line, in every spelling in use (decision 0220): `id:X`
/// names the todo; `after:X` (pter), `dep:X` (todo.txt's format proposal) and `needs:X`
/// (tuxedo) say it waits for the todo named `X`; `p:X` (topydo, and pter's subtasks) says
/// the todo named `X` waits for this one. A value may list several names, comma-separated
/// (`after:a,b`), and a line may hold several words. Pure value; read from the line's bytes
/// without making its string.
struct DependencyLinks: Equatable, Sendable {
  /// The names this todo carries (`id:`).
  var names: [String] = []
  /// The names of the todos it waits for (`after:`, `dep:`, `needs:`).
  var waitsFor: [String] = []
  /// The names of the todos that wait for it (`p:`).
  var awaitedBy: [String] = []
  /// Whether the todo is still to do (no `x ` first).
  var isOpen = true

  /// Whether the line names no dependency at all (most lines): no entry is kept for it.
  var isEmpty: Bool { names.isEmpty && waitsFor.isEmpty && awaitedBy.isEmpty }

  /// The spelling written for new links: the todo waits for `id:` of another (decision 0220).
  static let writtenKey = "after:"

  /// The links of `bytes`, or nil when the line names none. Pure; one pass over the bytes,
  /// and a line without `:` is left at once.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> DependencyLinks? {
    guard bytes.contains(UInt8(ascii: ":")) else { return nil }
    var links = DependencyLinks()
    links.isOpen = !LineBytes.isCompleted(bytes)
    var index = 0
    let count = bytes.count
    while index < count {
      while index < count, bytes[index] == LineBytes.space || bytes[index] == LineBytes.tab { index += 1 }
      let start = index
      while index < count, bytes[index] != LineBytes.space, bytes[index] != LineBytes.tab { index += 1 }
      guard index - start >= 3 else { continue }
      let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
      for (key, kind) in keys where word.count > key.count && word.starts(with: key) {
        let values = String(decoding: UnsafeBufferPointer(rebasing: word[key.count...]), as: UTF8.self)
        for name in values.split(separator: ",") where !name.isEmpty {
          switch kind {
          case .name: links.names.append(String(name))
          case .waitsFor: links.waitsFor.append(String(name))
          case .awaitedBy: links.awaitedBy.append(String(name))
          }
        }
        break
      }
    }
    return links.isEmpty ? nil : links
  }

  /// The links of `line`, or nil when it names none. Pure.
  static func read(_ line: TextLine) -> DependencyLinks? { line.withBytes { read($0) } }

  private enum Kind {
    case name
    case waitsFor
    case awaitedBy
  }

  /// Each key read, as bytes, with what it says.
  private static let keys: [([UInt8], Kind)] = [
    (Array("id:".utf8), .name), (Array("after:".utf8), .waitsFor), (Array("dep:".utf8), .waitsFor),
    (Array("needs:".utf8), .waitsFor), (Array("p:".utf8), .awaitedBy),
  ]
}
