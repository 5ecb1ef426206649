/// The changes the app makes to a todo.txt line: complete and reopen it, set its priority,
/// set a tag, write relative dates as ISO dates, make the next occurrence of a recurring
/// todo. Each returns the new line and leaves every other byte as it was. Pure.
extension ToDoTxtLine {
  /// The line marked done on `date`: `x 2026-01-02 ` first, the creation date kept, the
  /// priority moved to a `pri:A` tag at the end (a priority after `x` is misread by other
  /// tools). A done line is returned as it is.
  public func completed(on date: CalendarDate) -> ToDoTxtLine {
    guard !isCompleted else { return self }
    var rest = String(description)
    if let priority {
      rest = ToDoTxtLine(rest).settingTag("pri", to: String(priority)).raw
    }
    let created = creationDate.map { "\($0) " } ?? ""
    return ToDoTxtLine("x \(date) \(created)\(rest)")
  }

  /// The line open again: the mark and the completion date gone, the priority back from a
  /// `pri:` tag (one letter A–Z), the creation date kept. An open line is returned as it is.
  public func reopened() -> ToDoTxtLine {
    guard isCompleted else { return self }
    var rest = raw.dropFirst(2)
    if let completion = Self.leadingDate(of: rest) {
      rest = rest.dropFirst(completion.count)
      if rest.first == " " { rest = rest.dropFirst() }
    }
    var line = ToDoTxtLine(String(rest))
    guard let letter = line.tagValue("pri"), letter.count == 1, let priority = letter.first,
      priority.isASCII, priority.isUppercase
    else { return line }
    line = line.removingTag("pri")
    return ToDoTxtLine("(\(priority)) \(line.raw)")
  }

  /// The line with priority `letter` (`A`…`Z`), or none (nil). An open line takes it as
  /// `(A) ` at the start; a done line keeps it in its `pri:` tag, for when it is reopened.
  public func withPriority(_ letter: Character?) -> ToDoTxtLine {
    if isCompleted {
      return letter.map { settingTag("pri", to: String($0)) } ?? removingTag("pri")
    }
    let rest = priority == nil ? raw[...] : raw.dropFirst(4)
    return ToDoTxtLine((letter.map { "(\($0)) " } ?? "") + rest)
  }

  /// The value of the first `key:value` tag with this key, if any.
  public func tagValue(_ key: String) -> Substring? {
    tagWord(key).map { raw[$0].dropFirst(key.count + 1) }
  }

  /// The line with the first `key:` tag's value set to `value`, or the tag added at the end.
  public func settingTag(_ key: String, to value: String) -> ToDoTxtLine {
    guard let range = tagWord(key) else {
      return ToDoTxtLine(raw.isEmpty ? "\(key):\(value)" : "\(raw) \(key):\(value)")
    }
    var text = raw
    text.replaceSubrange(range, with: "\(key):\(value)")
    return ToDoTxtLine(text)
  }

  /// The line without its first `key:` tag (and one space beside it).
  public func removingTag(_ key: String) -> ToDoTxtLine {
    guard var range = tagWord(key) else { return self }
    if range.lowerBound > raw.startIndex, raw[raw.index(before: range.lowerBound)] == " " {
      range = raw.index(before: range.lowerBound)..<range.upperBound
    } else if range.upperBound < raw.endIndex, raw[range.upperBound] == " " {
      range = range.lowerBound..<raw.index(after: range.upperBound)
    }
    var text = raw
    text.removeSubrange(range)
    return ToDoTxtLine(text)
  }

  /// The ranges of the description's words (runs of characters between spaces and tabs).
  /// O(length): the description is read once, byte by byte.
  func wordRanges() -> [Range<String.Index>] {
    let text = description
    var ranges: [Range<String.Index>] = []
    var start: String.Index?
    let bytes = text.utf8
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      let isBlank = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
      if isBlank, let first = start {
        ranges.append(first..<index)
        start = nil
      } else if !isBlank, start == nil {
        start = index
      }
      index = bytes.index(after: index)
    }
    if let first = start { ranges.append(first..<bytes.endIndex) }
    return ranges
  }

  /// The range of the first word that is a `key:value` tag with this key.
  private func tagWord(_ key: String) -> Range<String.Index>? {
    let prefix = key + ":"
    return wordRanges().first { range in
      let word = raw[range]
      guard word.hasPrefix(prefix) else { return false }
      return Self.isTagValue(word.dropFirst(prefix.count))
    }
  }
}
