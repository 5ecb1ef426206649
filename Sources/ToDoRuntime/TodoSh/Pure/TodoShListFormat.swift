import ToDoCore

/// How todo.sh prints a list, step by step: each line numbered (`sed =`), the number
/// padded to the digits of the file's line count, lines without a todo left out; sorted by
/// the text after the number, case folded, as `sort -f -k2` sorts in the C locale; drawn
/// with the colours of its priority (or of a done todo), its number, projects, contexts,
/// dates and `key:value` tags, a hidden priority taken out. The filters between these
/// steps (search terms, the hiding of projects and contexts) are regular expressions and
/// run outside. Pure.
public enum TodoShListFormat {
  /// A numbered line as todo.sh's filters see it: the number right-aligned with spaces in
  /// `width`, a space, the text.
  public static func numbered(_ number: Int, _ text: String, width: Int) -> String {
    let digits = String(number)
    return String(repeating: " ", count: max(width - digits.count, 0)) + digits + " " + text
  }

  /// Whether todo.sh leaves a line out of its lists: nothing but digits and spaces (an
  /// empty line, a blank one).
  public static func isLeftOut(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 == 0x20 || (0x30...0x39).contains($0) }
  }

  /// The number's padding spaces made zeros, once the filters have run.
  public static func zeroPadded(_ line: String) -> String {
    var result = Substring(line)
    var zeros = ""
    while result.first == " " {
      zeros += "0"
      result = result.dropFirst()
    }
    return zeros + result
  }

  /// The lines in the order `env LC_COLLATE=C sort -f -k2` gives: by everything after the
  /// first word (the number), lower-case letters taken as upper-case, byte by byte; equal
  /// keys by the whole line.
  public static func sorted(_ lines: [String]) -> [String] {
    let keyed = lines.map { line -> (key: [UInt8], line: [UInt8]) in
      let bytes = Array(line.utf8)
      var index = 0
      while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
      while index < bytes.count, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
      let key = bytes[index...].map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
      return (key, bytes)
    }
    return keyed.sorted { first, second in
      if first.key != second.key { return first.key.lexicographicallyPrecedes(second.key) }
      return first.line.lexicographicallyPrecedes(second.line)
    }.map { String(decoding: $0.line, as: UTF8.self) }
  }

  /// A numbered line drawn as todo.sh draws it: the whole line in its priority's colour
  /// (`PRI_X` for a priority without its own) or the done colour, ended by the reset; its
  /// number, projects, contexts, dates and `key:value` tags in theirs, each followed by the
  /// reset and the line's colour again. `hidingPriority`: `(A) ` taken out.
  public static func coloured(_ line: String, colours: TodoShColours, hidingPriority: Bool) -> String {
    var text = Substring(line)
    let digits = text.prefix { $0.isASCIIDigit }
    var lineColour = ""
    let afterNumber = text.dropFirst(digits.count)
    if !digits.isEmpty, afterNumber.hasPrefix(" x ") {
      lineColour = colours.done
    } else if !digits.isEmpty, afterNumber.count >= 5, afterNumber.hasPrefix(" ("),
      let letter = afterNumber.dropFirst(2).first, ("A"..."Z").contains(letter),
      afterNumber.dropFirst(3).hasPrefix(") ")
    {
      lineColour = colours.priorities[letter] ?? ""
      if lineColour.isEmpty { lineColour = colours.otherPriority }
      if hidingPriority { text = digits + " " + afterNumber.dropFirst(5) }
    }
    let end = lineColour.isEmpty ? "" : colours.reset
    func span(_ colour: String) -> (String, String) {
      (colour, colour.isEmpty ? "" : colours.reset + lineColour)
    }
    var result = lineColour
    var first = true
    for piece in pieces(of: text) {
      let word = piece.text
      let colour: String
      if piece.isBlank {
        colour = ""
      } else if first, word.allSatisfy({ $0.isASCIIDigit }) {
        colour = colours.number
      } else if isTag(word, sigil: "+") {
        colour = colours.project
      } else if isTag(word, sigil: "@") {
        colour = colours.context
      } else if isDate(word) {
        colour = colours.date
      } else if isMeta(word) {
        colour = colours.meta
      } else {
        colour = ""
      }
      first = false
      let (start, stop) = span(colour)
      result += start + word + stop
    }
    return result + end
  }

  /// The words and the runs of blanks between them, in order.
  static func pieces(of text: Substring) -> [(text: Substring, isBlank: Bool)] {
    var result: [(Substring, Bool)] = []
    var start = text.startIndex
    var index = text.startIndex
    var inBlank: Bool?
    while index < text.endIndex {
      let blank = text[index] == " " || text[index] == "\t"
      if let current = inBlank, current != blank {
        result.append((text[start..<index], current))
        start = index
      }
      inBlank = blank
      index = text.index(after: index)
    }
    if let current = inBlank { result.append((text[start..<index], current)) }
    return result
  }

  /// `+project` or `@context` as todo.sh colours them: the sigil first, a letter, digit or
  /// underscore last.
  static func isTag(_ word: Substring, sigil: Character) -> Bool {
    guard word.count >= 2, word.first == sigil, let last = word.unicodeScalars.last else { return false }
    return last.isASCII && (last == "_" || last.properties.isAlphabetic || ("0"..."9").contains(last))
  }

  /// A date from 1900 to 2099 written `YYYY-MM-DD`, with a month and a day that can be.
  static func isDate(_ word: Substring) -> Bool {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      parts[0].hasPrefix("19") || parts[0].hasPrefix("20"),
      let month = Int(parts[1]), let day = Int(parts[2])
    else { return false }
    return (1...12).contains(month) && (1...31).contains(day)
  }

  /// `key:value`: letters and digits, a colon, then no space.
  static func isMeta(_ word: Substring) -> Bool {
    guard let colon = word.firstIndex(of: ":") else { return false }
    let key = word[..<colon]
    let value = word[word.index(after: colon)...]
    return !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
      && !value.isEmpty && !value.contains(" ")
  }
}
