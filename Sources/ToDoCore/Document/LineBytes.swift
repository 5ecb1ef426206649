/// Reads the todo.txt fields a filter and a sort need straight from a line's UTF-8 bytes,
/// as `ToDoTxtLine` reads them from its string, without making a string: a million lines
/// are filtered or sorted by looking at their bytes. Pure.
enum LineBytes {
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")

  /// `byte` with an ASCII capital as its small letter.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }

  /// Whether the line starts with the completion mark `x `.
  static func isCompleted(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.count >= 2 && bytes[0] == UInt8(ascii: "x") && bytes[1] == space
  }

  /// The priority letter's place in the alphabet (A is 0), from `(A) ` at the start of an
  /// open task; nil without one.
  static func priority(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard bytes.count >= 4, bytes[0] == UInt8(ascii: "("), bytes[2] == UInt8(ascii: ")"), bytes[3] == space,
      bytes[1] >= UInt8(ascii: "A"), bytes[1] <= UInt8(ascii: "Z")
    else { return nil }
    return Int(bytes[1] - UInt8(ascii: "A"))
  }

  /// The creation date: after the mark and its completion date, or after the priority.
  static func creationDate(_ bytes: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
    if isCompleted(bytes) {
      guard date(in: bytes, at: 2) != nil else { return nil }
      return date(in: bytes, at: 13)
    }
    return date(in: bytes, at: priority(bytes) == nil ? 0 : 4)
  }

  /// The date of the first word `key…` (`due:2026-01-31`), if it is one.
  static func tagDate(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> CalendarDate? {
    guard let start = wordStart(of: key, in: bytes) else { return nil }
    return date(in: bytes, at: start + key.count)
  }

  /// Whether the line has the word `word` whole (`h:1`).
  static func hasWord(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var from = 0
    while let start = wordStart(of: word, in: bytes, from: from) {
      let end = start + word.count
      if end == bytes.count || bytes[end] == space || bytes[end] == tab { return true }
      from = start + 1
    }
    return false
  }

  /// Where a word starting with `prefix` (exactly, bytes as they are) begins, from `from`.
  private static func wordStart(of prefix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int = 0)
    -> Int?
  {
    guard let first = prefix.first, bytes.count >= prefix.count else { return nil }
    var index = from
    while index + prefix.count <= bytes.count {
      if bytes[index] == first, index == 0 || bytes[index - 1] == space || bytes[index - 1] == tab {
        var matched = true
        for offset in 1..<prefix.count where bytes[index + offset] != prefix[offset] {
          matched = false
          break
        }
        if matched { return index }
      }
      index += 1
    }
    return nil
  }

  /// `YYYY-MM-DD` at `start`, ending the line or followed by a space, a real day.
  static func date(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> CalendarDate? {
    guard start >= 0, start + 10 <= bytes.count, start + 10 == bytes.count || bytes[start + 10] == space
    else { return nil }
    guard bytes[start + 4] == UInt8(ascii: "-"), bytes[start + 7] == UInt8(ascii: "-"),
      let year = number(in: bytes, at: start, digits: 4),
      let month = number(in: bytes, at: start + 5, digits: 2),
      let day = number(in: bytes, at: start + 8, digits: 2)
    else { return nil }
    return CalendarDate(year: year, month: month, day: day)
  }

  /// The decimal number written with `digits` digits at `start`, or nil.
  private static func number(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, digits: Int) -> Int? {
    var value = 0
    for offset in 0..<digits {
      let byte = bytes[start + offset]
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// Whether `text` holds `word` (lowercased), ASCII letters of `text` folded to small
  /// ones; at the start of a word of `text` when `atWordStart`; as a whole word (from a
  /// word's start to its end) when `wholeWord`.
  static func contains<Text: RandomAccessCollection<UInt8>>(
    _ text: Text, _ word: [UInt8], atWordStart: Bool, wholeWord: Bool = false
  ) -> Bool where Text.Index == Int {
    let atWordStart = atWordStart || wholeWord
    guard let first = word.first else { return true }
    let last = text.endIndex - word.count
    guard last >= text.startIndex else { return false }
    var index = text.startIndex
    while index <= last {
      if lowercased(text[index]) == first,
        !atWordStart || index == text.startIndex || text[index - 1] == space || text[index - 1] == tab
      {
        var offset = 1
        while offset < word.count, lowercased(text[index + offset]) == word[offset] { offset += 1 }
        let end = index + word.count
        if offset == word.count, !wholeWord || end == text.endIndex || text[end] == space || text[end] == tab
        {
          return true
        }
      }
      index += 1
    }
    return false
  }
}
