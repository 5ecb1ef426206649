/// The `note:` tag of a todo.txt line (pter's convention: a file name relative to the notes
/// folder) and the name a new note gets. Pure.
public enum NoteName {
  /// The tag's key, with its colon.
  static let prefix = "note:"
  /// The suffix of a new note's file (pter's default, `.txt`).
  static let suffix = ".txt"
  /// The most characters of the todo's words a new note's name keeps.
  static let maximumStemLength = 40

  /// Why the note `name` is not opened, or nil when it is a plain name inside the notes
  /// folder: a name with a `/` (a full path, a folder, a `..` step), `.` or `..`, or a NUL
  /// names a file outside it (decision 0303); one starting with a dot names a hidden file
  /// (`.netrc`, `.ssh`: the notes folder may be the home folder), never a note (decision
  /// 0313). Pure; O(its length).
  public static func refusal(of name: String) -> String? {
    if name.contains("/") || name == "." || name == ".." || name.utf8.contains(0) {
      return "note:\(name) is outside the notes folder: not opened"
    }
    guard name.hasPrefix(".") else { return nil }
    return "note:\(name) names a hidden file (its name starts with a dot): not opened"
  }

  /// The value of the first `note:` tag in `line` with a value, or nil. Scans the line
  /// once: O(its length). Pure.
  public static func name(in line: String) -> String? {
    guard line.contains(prefix) else { return nil }
    for word in line.split(separator: " ") where word.hasPrefix(prefix) {
      let value = word.dropFirst(prefix.count)
      if !value.isEmpty { return String(value) }
    }
    return nil
  }

  /// The bytes of the first `note:` tag's value in `line` (a word starting `note:` with a
  /// value), handed to `body`, or nil without one. Scans the line's bytes once, making
  /// nothing: the step after every action uses it. Pure.
  static func withValue<Result>(
    in line: TextLine, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    line.withBytes { bytes in
      // The colons first (one compare a byte), then the four bytes before each: a line
      // without a `note:` costs one pass, nothing made (an array of `prefix`'s bytes made
      // here cost an allocation on every key).
      let (colon, space) = (UInt8(ascii: ":"), UInt8(ascii: " "))
      var place = 4
      while place + 1 < bytes.count {
        defer { place += 1 }
        guard bytes[place] == colon, bytes[place + 1] != space,
          bytes[place - 4] == UInt8(ascii: "n"), bytes[place - 3] == UInt8(ascii: "o"),
          bytes[place - 2] == UInt8(ascii: "t"), bytes[place - 1] == UInt8(ascii: "e"),
          place == 4 || bytes[place - 5] == space
        else { continue }
        var end = place + 1
        while end < bytes.count, bytes[end] != space { end += 1 }
        return body(UnsafeBufferPointer(rebasing: bytes[(place + 1)..<end]))
      }
      return nil
    }
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
