/// The `note:` tag of a todo.txt line (pter's convention: a file name relative to the notes
/// folder) and the name a new note gets. Pure.
enum NoteName {
  /// The tag's key, with its colon.
  static let prefix = "note:"
  /// The suffix of a new note's file (pter's default, `.txt`).
  static let suffix = ".txt"
  /// The most characters of the todo's words a new note's name keeps.
  static let maximumStemLength = 40

  /// The value of the first `note:` tag in `line` with a value, or nil. Scans the line
  /// once: O(its length). Pure.
  static func name(in line: String) -> String? {
    guard line.contains(prefix) else { return nil }
    for word in line.split(separator: " ") where word.hasPrefix(prefix) {
      let value = word.dropFirst(prefix.count)
      if !value.isEmpty { return String(value) }
    }
    return nil
  }

  /// The name a new note of the todo `title` gets: its words without tags, dates or the
  /// priority, lower-cased, letters and digits kept, the rest joined by one `-`, at most
  /// `maximumStemLength` characters, then `.txt`; `note.txt` when no word is left. The
  /// runtime makes it unique in the folder (`-2`, `-3`…). Pure.
  static func newName(for title: String) -> String {
    var words: [Substring] = []
    for (offset, word) in title.split(separator: " ").enumerated() {
      if offset == 0, word == "x" { continue }
      if word.hasPrefix("+") || word.hasPrefix("@") || word.contains(":") { continue }
      if word.count == 3, word.hasPrefix("("), word.hasSuffix(")") { continue }
      if word.count == 10, word.allSatisfy({ $0.isNumber || $0 == "-" }) { continue }
      words.append(word)
    }
    var stem = ""
    var pendingDash = false
    for character in words.joined(separator: " ").lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash, !stem.isEmpty { stem.append("-") }
        pendingDash = false
        guard stem.count < maximumStemLength else { break }
        stem.append(character)
      } else {
        pendingDash = true
      }
    }
    while stem.hasSuffix("-") { stem.removeLast() }
    return (stem.isEmpty ? "note" : stem) + suffix
  }

  /// `line` with ` note:name` appended (before nothing: a tag's place does not matter to
  /// todo.txt). Pure.
  static func adding(_ name: String, to line: String) -> String {
    line + " " + prefix + name
  }
}
