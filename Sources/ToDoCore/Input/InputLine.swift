/// The editable line where todos are typed: its text and a cursor counted in grapheme
/// clusters (what a user sees as one character). Pure value; every edit is O(length) but
/// typing, which is O(what follows the cursor): the line keeps its count of characters and
/// where the cursor is in its bytes, so a typed character at the end measures nothing
/// else.
public struct InputLine: Hashable, Sendable {
  /// The most characters a todo may have (`ToDoText`'s); longer input is cut here with a
  /// message.
  public static let maximumLength = ToDoText.maximumLength
  /// The most bytes (UTF-8) a todo may have (`ToDoText`'s).
  public static let maximumByteCount = ToDoText.maximumByteCount

  public private(set) var text: String
  /// The number of characters before the cursor, `0...text.count`.
  public private(set) var cursor: Int
  /// How many typed or pasted characters did not fit since the line filled up: a paste
  /// arrives in several parts, and the message counts them all.
  public internal(set) var charactersLeftOut = 0
  /// `text.count`, kept: counting walks the text.
  public private(set) var count: Int
  /// Where the cursor is in `text`'s UTF-8, kept: finding it from `cursor` walks the text.
  private var cursorOffset: Int

  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    let count = text.count
    self.count = count
    let cursor = min(max(cursor ?? count, 0), count)
    self.cursor = cursor
    cursorOffset = text.utf8.distance(
      from: text.startIndex, to: text.index(text.startIndex, offsetBy: cursor))
  }

  /// Sets the text and the cursor (characters before it) after an edit, measuring both
  /// anew. O(length).
  private mutating func set(_ newText: String, cursor newCursor: Int) {
    self = InputLine(newText, cursor: newCursor, charactersLeftOut: charactersLeftOut)
  }

  private init(_ text: String, cursor: Int, charactersLeftOut: Int) {
    self.init(text, cursor: cursor)
    self.charactersLeftOut = charactersLeftOut
  }

  public var isEmpty: Bool { text.isEmpty }

  /// Characters before the cursor.
  public var beforeCursor: Substring { text[..<cursorIndex] }

  /// The cursor's place in `text`. O(1).
  private var cursorIndex: String.Index { text.utf8.index(text.startIndex, offsetBy: cursorOffset) }

  /// Inserts `string` at the cursor, keeping at most `maximumLength` characters and
  /// `maximumByteCount` bytes: the characters from the first one that does not fit are
  /// left out. Returns how many characters did not fit. O(length of text and string).
  @discardableResult
  public mutating func insert(_ string: String) -> Int {
    if let leftOut = insertPrintableASCII(string) { return leftOut }
    let accepted = Self.prefix(
      of: string, characters: Self.maximumLength - count, bytes: Self.maximumByteCount - text.utf8.count)
    // Inserting can merge with a neighbour into one character (e + U+0301), and change how
    // the characters after it pair up (regional indicators), so the characters from the
    // one before the cursor to the end are counted anew; a character boundary before that
    // depends only on what precedes it, which the insert leaves alone.
    let oldCursor = cursor
    let position = cursorIndex
    let from = oldCursor > 0 ? text.index(before: position) : text.startIndex
    let fromOffset = text.utf8.distance(from: text.startIndex, to: from)
    let fromCharacter = max(oldCursor - 1, 0)
    var edited = text
    let tailBefore = edited[from...].count
    edited.insert(contentsOf: accepted, at: position)
    let newFrom = edited.utf8.index(edited.startIndex, offsetBy: fromOffset)
    let grown = edited[newFrom...].count - tailBefore
    let newCursor = oldCursor + grown
    let newCursorIndex = edited.index(newFrom, offsetBy: newCursor - fromCharacter)
    self = InputLine(
      edited, count: count + grown, cursor: newCursor,
      cursorOffset: edited.utf8.distance(from: edited.startIndex, to: newCursorIndex),
      charactersLeftOut: charactersLeftOut)
    return string[accepted.endIndex...].count
  }

  /// `insert` for printable ASCII between ASCII neighbours (most typing): each byte is a
  /// character that merges with nothing on either side, so the count and the cursor grow by
  /// the bytes inserted and nothing is counted. Nil, changing nothing, for any other text.
  private mutating func insertPrintableASCII(_ string: String) -> Int? {
    let inserted = string.utf8
    guard !inserted.isEmpty, inserted.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let bytes = text.utf8
    let position = bytes.index(bytes.startIndex, offsetBy: cursorOffset)
    if position > bytes.startIndex, bytes[bytes.index(before: position)] >= 0x80 { return nil }
    if position < bytes.endIndex, bytes[position] >= 0x80 { return nil }
    let accepted = max(
      min(inserted.count, Self.maximumLength - count, Self.maximumByteCount - bytes.count), 0)
    if accepted == inserted.count, position == bytes.endIndex {
      text.append(string)  // Typing at the end: no index to find, nothing to move.
    } else {
      text.insert(contentsOf: Substring(inserted.prefix(accepted)), at: position)
    }
    count += accepted
    cursor += accepted
    cursorOffset += accepted
    return inserted.count - accepted
  }

  /// Whether the text without its leading and trailing white space has at least `minimum`
  /// characters. Counts bytes for ASCII text without a carriage return (where a character is
  /// a byte), characters up to `minimum` otherwise. Pure.
  public func trimmedTextHasAtLeast(_ minimum: Int) -> Bool {
    let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
      // Character.isWhitespace in ASCII: tab, line feed, vertical tab, form feed, space.
      let isBlank = { (byte: UInt8) in byte == 0x20 || (0x09...0x0C).contains(byte) }
      guard let first = bytes.firstIndex(where: { !isBlank($0) }),
        let last = bytes.lastIndex(where: { !isBlank($0) })
      else { return minimum <= 0 }
      return last - first + 1 >= minimum
    }
    if let ascii, let answer = ascii { return answer }
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return minimum <= 0 }
    var index = first
    for _ in 1..<max(minimum, 1) {
      guard index < last else { return false }
      index = text.index(after: index)
    }
    return true
  }

  /// A line whose count and cursor offset are known already.
  private init(_ text: String, count: Int, cursor: Int, cursorOffset: Int, charactersLeftOut: Int) {
    self.text = text
    self.count = count
    self.cursor = cursor
    self.cursorOffset = cursorOffset
    self.charactersLeftOut = charactersLeftOut
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
    var edited = text
    edited.remove(at: edited.index(before: cursorIndex))
    set(edited, cursor: cursor - 1)
  }

  public mutating func deleteForward() {
    guard cursor < count else { return }
    var edited = text
    edited.remove(at: cursorIndex)
    set(edited, cursor: cursor)
  }

  /// Deletes the word before the cursor and the blanks after it, as Ctrl-W does in a shell.
  public mutating func deleteWordBackward() {
    let start = wordStart(before: cursor)
    var edited = text
    edited.removeSubrange(index(start)..<cursorIndex)
    set(edited, cursor: start)
  }

  public mutating func deleteToStart() {
    set(String(text[cursorIndex...]), cursor: 0)
  }

  public mutating func deleteToEnd() {
    set(String(text[..<cursorIndex]), cursor: cursor)
  }

  public mutating func moveLeft() { moveCursor(to: max(cursor - 1, 0)) }
  public mutating func moveRight() { moveCursor(to: min(cursor + 1, count)) }
  public mutating func moveToStart() { moveCursor(to: 0) }
  public mutating func moveToEnd() { moveCursor(to: count) }
  public mutating func moveWordLeft() { moveCursor(to: wordStart(before: cursor)) }
  public mutating func moveWordRight() { moveCursor(to: wordEnd(after: cursor)) }

  private mutating func moveCursor(to newCursor: Int) {
    cursor = newCursor
    cursorOffset = text.utf8.distance(from: text.startIndex, to: index(newCursor))
  }

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
