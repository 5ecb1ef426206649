/// todo.sh's words as patterns: a search term is a basic regular expression matched
/// without regard to case (`grep -i`), a leading `-` excludes; `del NR TERM` takes a
/// pattern out of a todo with the spaces around it. Deterministic.
enum TodoShTerm {
  /// Whether `line` passes every term: contains each, and none of the `-excluded`.
  static func passes(_ line: String, terms: [BasicRegexTerm]) -> Bool {
    terms.allSatisfy { $0.excludes != $0.regex.matches(line) }
  }

  /// The terms of a command line, compiled once.
  static func compile(_ words: [String]) -> [BasicRegexTerm] {
    words.map { word in
      word.hasPrefix("-")
        ? BasicRegexTerm(regex: BasicRegex(String(word.dropFirst()), ignoringCase: true), excludes: true)
        : BasicRegexTerm(regex: BasicRegex(word, ignoringCase: true), excludes: false)
    }
  }

  /// `del NR TERM`: `term` (a pattern) taken out of `todo`, at the start after the
  /// priority, at the end, or inside, leaving one space where it stood between words.
  static func removing(_ term: String, from todo: String) -> String {
    var text = todo
    text = BasicRegex("^\\((.) \\)\\{0,1\\} *\(term) *").replacing(in: text, with: "\\1")
    text = BasicRegex(" *\(term) *$").replacing(in: text, with: "")
    text = BasicRegex("  *\(term) *").replacing(in: text, with: " ")
    text = BasicRegex(" *\(term)  *").replacing(in: text, with: " ")
    text = BasicRegex(term).replacing(in: text, with: "")
    return text
  }
}

/// A compiled search term.
struct BasicRegexTerm {
  let regex: BasicRegex
  let excludes: Bool
}
