/// The editable line where todos are typed: its text and a cursor counted in grapheme
/// clusters (what a user sees as one character). Pure value; every edit is O(length).
public struct InputLine: Equatable, Sendable {
  /// The most characters a todo may have; longer input is cut here with a message.
  public static let maximumLength = 500
  /// The most bytes (UTF-8) a todo may have: a character (grapheme cluster) can carry any
  /// number of combining marks, so a character limit alone bounds nothing in bytes.
  public static let maximumByteCount = 4_000

  public private(set) var text: String
  /// The number of characters before the cursor, `0...text.count`.
  public private(set) var cursor: Int
  /// How many typed or pasted characters did not fit since the line filled up: a paste
  /// arrives in several parts, and the message counts them all.
  public internal(set) var charactersLeftOut = 0

  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(cursor ?? text.count, 0), text.count)
  }

  public var isEmpty: Bool { text.isEmpty }

  /// Characters before the cursor.
  public var beforeCursor: Substring { text[..<index(cursor)] }

  /// Inserts `string` at the cursor, keeping at most `maximumLength` characters and
  /// `maximumByteCount` bytes: the characters from the first one that does not fit are
  /// left out. Returns how many characters did not fit. O(length of text and string).
  @discardableResult
  public mutating func insert(_ string: String) -> Int {
    let accepted = Self.prefix(
      of: string, characters: Self.maximumLength - text.count, bytes: Self.maximumByteCount - text.utf8.count)
    let before = text.count
    text.insert(contentsOf: accepted, at: index(cursor))
    // Inserting can merge with a neighbour into one grapheme (e + U+0301), so count anew.
    let grown = text.count - before
    cursor += grown
    return string[accepted.endIndex...].count
  }

  /// The longest prefix of `string` of whole characters with at most `characters`
  /// characters and `bytes` UTF-8 bytes. Pure.
  private static func prefix(of string: String, characters: Int, bytes: Int) -> Substring {
    var end = string.startIndex
    var charactersLeft = characters
    var bytesLeft = bytes
    while end < string.endIndex, charactersLeft > 0 {
      let next = string.index(after: end)
      let size = string.utf8.distance(from: end, to: next)
      guard size <= bytesLeft else { break }
      bytesLeft -= size
      charactersLeft -= 1
      end = next
    }
    return string[..<end]
  }

  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    text.remove(at: index(cursor - 1))
    cursor -= 1
  }

  public mutating func deleteForward() {
    guard cursor < text.count else { return }
    text.remove(at: index(cursor))
  }

  /// Deletes the word before the cursor and the blanks after it, as Ctrl-W does in a shell.
  public mutating func deleteWordBackward() {
    let start = wordStart(before: cursor)
    text.removeSubrange(index(start)..<index(cursor))
    cursor = start
  }

  public mutating func deleteToStart() {
    text.removeSubrange(text.startIndex..<index(cursor))
    cursor = 0
  }

  public mutating func deleteToEnd() {
    text.removeSubrange(index(cursor)..<text.endIndex)
  }

  public mutating func moveLeft() { cursor = max(cursor - 1, 0) }
  public mutating func moveRight() { cursor = min(cursor + 1, text.count) }
  public mutating func moveToStart() { cursor = 0 }
  public mutating func moveToEnd() { cursor = text.count }
  public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
  public mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

  public mutating func clear() {
    self = InputLine()
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  private func wordStart(before offset: Int) -> Int {
    let characters = Array(text.prefix(offset))
    var position = characters.count
    while position > 0, characters[position - 1].isWhitespace { position -= 1 }
    while position > 0, !characters[position - 1].isWhitespace { position -= 1 }
    return position
  }

  private func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var position = offset
    while position < characters.count, characters[position].isWhitespace { position += 1 }
    while position < characters.count, !characters[position].isWhitespace { position += 1 }
    return position
  }
}
