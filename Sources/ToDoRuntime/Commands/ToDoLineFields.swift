import ToDoCore

/// The fields of one todo.txt line that `ToDoJSON` writes, read from its UTF-8 bytes in one
/// pass, as places in them: the completion mark and date, the priority, the creation date,
/// and the description's `+projects`, `@contexts` and `key:value` tags, by `ToDoTxtLine`'s
/// rules. `ToDoTxtLine` reads them by characters (grapheme clusters); here every ASCII byte
/// the rules look at (a space, `+`, `:`, a date's digits…) is taken as a character of its
/// own, which it is unless a combining mark joins it (`e` + U+0301 after a space) or a
/// prepended mark joins it to what came before (U+0600 before a space). Such a line is not
/// read here (`init` answers nil) and goes to `ToDoTxtLine`: the two readings agree on
/// every line this one accepts. Names and keys are told apart as `ToDoTxtLine` tells them:
/// by bytes, and as text (Unicode canonical equivalence) where one is not ASCII. Pure
/// value; O(bytes), no string made for an ASCII name.
struct ToDoLineFields {
  /// A `key:value` word: the places of its key and value.
  struct Tag {
    var key: Range<Int>
    var value: Range<Int>
  }

  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var isCompleted = false
  private(set) var completionDate: Range<Int>?
  private(set) var priority: UInt8?
  private(set) var creationDate: Range<Int>?
  private(set) var projects: [Range<Int>] = []
  private(set) var contexts: [Range<Int>] = []
  private(set) var tags: [Tag] = []

  /// The fields of `bytes` (valid UTF-8, one line without its ending), or nil when a byte
  /// the rules read is joined to a neighbour into one character (see the type).
  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    guard !Self.joinsAnASCIIByte(bytes) else { return nil }
    var start = 0
    var mayHaveCreationDate = true
    if bytes.count >= 2, bytes[0] == UInt8(ascii: "x"), bytes[1] == UInt8(ascii: " ") {
      isCompleted = true
      start = 2
      completionDate = leadingDate(from: start)
      if completionDate != nil { start = Swift.min(start + 11, bytes.count) }
      mayHaveCreationDate = completionDate != nil
    } else if bytes.count >= 4, bytes[0] == UInt8(ascii: "("), bytes[2] == UInt8(ascii: ")"),
      bytes[3] == UInt8(ascii: " "), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[1])
    {
      priority = bytes[1]
      start = 4
    }
    if mayHaveCreationDate, let created = leadingDate(from: start) {
      creationDate = created
      start = Swift.min(start + 11, bytes.count)
    }
    readWords(from: start)
  }

  /// `YYYY-MM-DD` at `start`, followed by a space or the end, a real calendar day.
  private func leadingDate(from start: Int) -> Range<Int>? {
    let end = start + 10
    guard end <= bytes.count, end == bytes.count || bytes[end] == UInt8(ascii: " "),
      bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ offsets: Range<Int>) -> Int? {
      var value = 0
      for offset in offsets {
        let byte = bytes[start + offset]
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), day >= 1, day <= Self.daysIn(month: month, year: year)
    else { return nil }
    return start..<end
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The description's words, split at spaces and tabs: projects, contexts, tags.
  private mutating func readWords(from start: Int) {
    var index = start
    while index < bytes.count {
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      let wordStart = index
      while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
      guard wordStart < index else { break }
      read(word: wordStart..<index)
    }
  }

  private mutating func read(word: Range<Int>) {
    let first = bytes[word.lowerBound]
    if first == UInt8(ascii: "+") || first == UInt8(ascii: "@") {
      let name = (word.lowerBound + 1)..<word.upperBound
      guard !name.isEmpty, startsAName(name) else { return }
      if first == UInt8(ascii: "+") {
        if !projects.contains(where: { same($0, name) }) { projects.append(name) }
      } else if !contexts.contains(where: { same($0, name) }) {
        contexts.append(name)
      }
      return
    }
    guard let colon = word.first(where: { bytes[$0] == UInt8(ascii: ":") }) else { return }
    let key = word.lowerBound..<colon
    let value = (colon + 1)..<word.upperBound
    guard !key.isEmpty, !value.isEmpty, !value.contains(where: { bytes[$0] == UInt8(ascii: ":") }),
      !(value.count >= 2 && bytes[value.lowerBound] == UInt8(ascii: "/")
        && bytes[value.lowerBound + 1] == UInt8(ascii: "/"))
    else { return }
    tags.append(Tag(key: key, value: value))
  }

  /// Whether `name` starts as a name does: a letter, a digit or `_` (`+!`, `@(x)` are no
  /// names).
  private func startsAName(_ name: Range<Int>) -> Bool {
    let byte = bytes[name.lowerBound]
    guard byte >= 0x80 else {
      return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
    guard let character = text(name).first else { return false }
    return character.isLetter || character.isNumber
  }

  /// Whether the text at `a` and at `b` is the same: the same bytes, or, where one is not
  /// ASCII, the same text in another Unicode normalisation (as `Substring`s compare).
  func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
    if a.count == b.count, a.allSatisfy({ bytes[$0] == bytes[$0 - a.lowerBound + b.lowerBound] }) {
      return true
    }
    guard !isASCII(a) || !isASCII(b) else { return false }
    return text(a) == text(b)
  }

  /// Whether the bytes at `range` are `ascii`'s.
  func equals(_ range: Range<Int>, _ ascii: StaticString) -> Bool {
    guard range.count == ascii.utf8CodeUnitCount else { return false }
    return ascii.withUTF8Buffer { literal in
      (0..<range.count).allSatisfy { bytes[range.lowerBound + $0] == literal[$0] }
    }
  }

  private func isASCII(_ range: Range<Int>) -> Bool { range.allSatisfy { bytes[$0] < 0x80 } }

  /// The text at `range` (a new string).
  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Whether an ASCII byte of `bytes` is one character with the scalar after it (a
  /// combining mark, a joiner: grapheme rules GB9, GB9a) or with the scalar before it (a
  /// prepended mark, GB9b). Only where a non-ASCII scalar meets an ASCII byte, and only for
  /// scalars outside the blocks that hold no such mark (U+0080–U+02FF after, U+0080–U+05FF
  /// before), is Swift's own segmentation asked. O(bytes).
  static func joinsAnASCIIByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte >= 0x80 else {
        index += 1
        continue
      }
      let start = index
      index += 1
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      // The scalar at start..<index.
      if start > 0, bytes[start - 1] < 0x80, !(0xC2...0xCB).contains(byte),
        isOneCharacter(UnsafeBufferPointer(rebasing: bytes[(start - 1)..<index]))
      {
        return true
      }
      if index < bytes.count, bytes[index] < 0x80, !(0xC2...0xD7).contains(byte),
        isOneCharacter(UnsafeBufferPointer(rebasing: bytes[start...index]))
      {
        return true
      }
    }
    return false
  }

  /// Whether the two scalars in `pair` make one character.
  private static func isOneCharacter(_ pair: UnsafeBufferPointer<UInt8>) -> Bool {
    var characters = String(decoding: pair, as: UTF8.self).makeIterator()
    _ = characters.next()
    return characters.next() == nil
  }
}
