/// Finds the links in a todo's text: a word that starts with `http://`, `https://`,
/// `ftp://`, `file://` or `mailto:` (any case), after at most one opening `(`, `<`, `[`
/// or quote, up to the word's end less the sentence's punctuation after it (`.`, `,`, `;`,
/// `:`, `!`, `?`, quotes, and a closing bracket the link does not open). Both the rows'
/// underline and `o` use it, so what shows as a link is what `o` opens. Pure.
public enum LinkScanner {
  /// The schemes a link starts with, in lower case.
  static let schemes: [[UInt8]] = ["http://", "https://", "ftp://", "file://", "mailto:"].map {
    Array($0.utf8)
  }

  /// The range of the link in `word` (a word of a line: no blank in it), or nil when the
  /// word holds none. O(the word's length).
  public static func link(inWord word: Substring) -> Range<String.Index>? {
    let bytes = word.utf8
    // `ftp://x`, the shortest link, has 7 bytes: shorter words end the look at once.
    guard bytes.count >= 7, let first = bytes.first, mayStartLink(first) else { return nil }
    var start = word.startIndex
    if isOpening(first) {
      start = bytes.index(after: start)
      guard start < bytes.endIndex, mayStartLink(bytes[start]), !isOpening(bytes[start]) else { return nil }
    }
    let rest = word[start...]
    guard let scheme = schemes.first(where: { hasPrefix(rest.utf8, $0) }) else { return nil }
    var end = word.endIndex
    let afterScheme = word.utf8.index(start, offsetBy: scheme.count)
    while end > afterScheme {
      let last = word[word.index(before: end)]
      if ".,;:!?\"'".contains(last) || (isUnopenedClosing(last, in: word[start..<end])) {
        end = word.index(before: end)
      } else {
        break
      }
    }
    return end > afterScheme ? start..<end : nil
  }

  /// Whether a word whose first byte is `byte` may hold a link: the first letter of a
  /// scheme (any case) or an opening bracket or quote. One switch: the rows ask it for
  /// every word of the lines they draw, and most words end the look there.
  @inline(__always)
  public static func mayStartLink(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "H"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "m"),
      UInt8(ascii: "M"):
      true
    default: isOpening(byte)
    }
  }

  /// Whether `byte` is an opening bracket or quote a link may follow.
  private static func isOpening(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "(") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "[")
      || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
  }

  /// The first link in `text`, or nil. O(the text's length); run on a key, never per row.
  public static func firstLink(in text: String) -> String? {
    for word in text.split(separator: " ") {
      if let range = link(inWord: word) { return String(text[range]) }
    }
    return nil
  }

  /// Whether `bytes` start with `prefix` (lower-case ASCII), in any case.
  private static func hasPrefix(_ bytes: Substring.UTF8View, _ prefix: [UInt8]) -> Bool {
    var index = bytes.startIndex
    for byte in prefix {
      guard index < bytes.endIndex else { return false }
      let lower = bytes[index] >= 0x41 && bytes[index] <= 0x5A ? bytes[index] | 0x20 : bytes[index]
      guard lower == byte else { return false }
      index = bytes.index(after: index)
    }
    return true
  }

  /// Whether `character` closes a bracket that `link` (ending with it) opens fewer times
  /// than it closes: `(see https://x.org/a)` ends before the `)`, a wiki's
  /// `https://x.org/A_(b)` keeps it.
  private static func isUnopenedClosing(_ character: Character, in link: Substring) -> Bool {
    let opening: Character
    switch character {
    case ")": opening = "("
    case "]": opening = "["
    case ">": return true
    default: return false
    }
    return link.count(where: { $0 == character }) > link.count(where: { $0 == opening })
  }
}
