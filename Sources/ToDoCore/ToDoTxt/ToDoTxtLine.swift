/// One todo.txt line, read by the format's rules (github.com/todotxt/todo.txt): an
/// optional completion mark `x ` with its completion date, a priority `(A) ` at the start
/// of an open task, a creation date, then the description with its `+projects`,
/// `@contexts` and `key:value` tags. It holds the line as it was (`raw`) and nothing else:
/// nothing is rebuilt from the fields, so an untouched line is written back byte for byte.
/// Pure value. Made in O(1); each field is read when asked for: the mark, the priority and
/// the dates look at the first 30 bytes or so, the words at the description, so a million
/// lines load without a parse and a screen reads only the rows it shows.
public struct ToDoTxtLine: Equatable, Hashable, Sendable {
  /// The line exactly as read or typed.
  public let raw: String

  public init(_ raw: String) {
    self.raw = raw
  }

  /// A `key:value` word.
  public struct Tag: Equatable, Hashable, Sendable {
    public let key: Substring
    public let value: Substring
  }

  /// What comes before the description.
  private struct Head {
    var isCompleted = false
    var completionDate: Substring?
    var priority: Character?
    var creationDate: Substring?
    var description: Substring
  }

  private var head: Head {
    var rest = raw[...]
    var head = Head(description: rest)
    // A done task: `x `, its completion date, then maybe a creation date. An open one: maybe
    // a priority, then maybe a creation date.
    var mayHaveCreationDate = true
    if rest.hasPrefix("x ") {
      head.isCompleted = true
      rest = rest.dropFirst(2)
      head.completionDate = Self.leadingDate(of: rest)
      if head.completionDate != nil { rest = rest.dropFirst(11) }
      mayHaveCreationDate = head.completionDate != nil
    } else if let letter = Self.leadingPriority(of: rest) {
      head.priority = letter
      rest = rest.dropFirst(4)
    }
    if mayHaveCreationDate, let created = Self.leadingDate(of: rest) {
      head.creationDate = created
      rest = rest.dropFirst(11)
    }
    head.description = rest
    return head
  }

  /// Whether it starts with the completion mark: a lowercase `x` and a space. O(1).
  public var isCompleted: Bool {
    // Two bytes read, rather than a generic comparison of two byte views (every list row
    // drawn asks).
    var bytes = raw.utf8.makeIterator()
    return bytes.next() == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: " ")
  }
  public var completionDate: String? { head.completionDate.map(String.init) }
  /// `A`…`Z`, from `(A) ` at the very start of an open task. O(1), reads four bytes.
  public var priority: Character? { Self.leadingPriority(of: raw[...]) }
  public var creationDate: String? { head.creationDate.map(String.init) }
  /// What is left after the mark, the priority and the dates.
  public var description: Substring { head.description }

  /// `+project` words, without the `+`, each once, in order.
  public var projects: [Substring] { words.projects }
  /// `@context` words, without the `@`, each once, in order.
  public var contexts: [Substring] { words.contexts }
  /// `key:value` words (neither part empty nor holding a colon, not a link), in order.
  public var tags: [Tag] { words.tags }

  /// Whether `value`, what follows a word's first colon, makes the word a `key:value`
  /// tag: not empty, no colon in it (`12:00:30`), and no link (`https://x.org`,
  /// `file:///…`: a value from `//`). The one rule for reading, finding, setting and
  /// removing tags. Pure.
  static func isTagValue(_ value: Substring) -> Bool {
    !value.isEmpty && !value.contains(":") && !value.hasPrefix("//")
  }

  /// The projects, contexts and tags of the line, read in one pass: for a reader that
  /// wants all three (`todo ls --json`).
  public var words: (projects: [Substring], contexts: [Substring], tags: [Tag]) {
    var projects: [Substring] = []
    var contexts: [Substring] = []
    var tags: [Tag] = []
    for word in description.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
      guard let first = word.first else { continue }
      if first == "+" || first == "@" {
        // A name starts with a letter, a digit or `_`: `+!`, `@*`, `@(foo)` are not names.
        let name = word.dropFirst()
        guard let start = name.first, start.isLetter || start.isNumber || start == "_" else { continue }
        if first == "+" {
          if !projects.contains(name) { projects.append(name) }
        } else if !contexts.contains(name) {
          contexts.append(name)
        }
      } else if let colon = word.firstIndex(of: ":") {
        let key = word[..<colon]
        let value = word[word.index(after: colon)...]
        if !key.isEmpty, Self.isTagValue(value) {
          tags.append(Tag(key: key, value: value))
        }
      }
    }
    return (projects, contexts, tags)
  }

  /// `(A) ` at the start: the letter, A to Z.
  private static func leadingPriority(of text: Substring) -> Character? {
    let bytes = text.utf8
    guard bytes.count >= 4 else { return nil }
    var index = bytes.startIndex
    func next() -> UInt8 {
      defer { index = bytes.index(after: index) }
      return bytes[index]
    }
    let (open, letter, close, space) = (next(), next(), next(), next())
    guard open == UInt8(ascii: "("), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(letter),
      close == UInt8(ascii: ")"), space == UInt8(ascii: " ")
    else { return nil }
    return Character(Unicode.Scalar(letter))
  }

  /// `YYYY-MM-DD ` (or the date ending the line) at the start, a real calendar day.
  static func leadingDate(of text: Substring) -> Substring? {
    let bytes = Array(text.utf8.prefix(11))
    guard bytes.count >= 10, bytes.count == 10 || bytes[10] == UInt8(ascii: " ") else { return nil }
    let digits = [0, 1, 2, 3, 5, 6, 8, 9]
    guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) })
    else { return nil }
    func number(_ range: Range<Int>) -> Int {
      range.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) }
    }
    let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
    guard (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year) else { return nil }
    return text.prefix(10)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
