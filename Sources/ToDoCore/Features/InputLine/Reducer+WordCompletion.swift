extension InputLineSlice {
  /// Tab in the input line: completes the word before the cursor from the list's words
  /// (`CompletionWords`), or shows the next of its matches on a second Tab. Returns false,
  /// changing nothing, when the word is none Tab completes (then Tab means what it meant
  /// before: to the list, when adding). A word Tab completes: one starting with `+` or
  /// `@`, or one without a sign or a colon that a known key starts with; the cursor at its
  /// end (a blank or the end of the line after it). Pure; the list is read only when it
  /// changed since the last Tab.
  mutating func completeWord() -> Bool {
    if var cycle = completion, cycle.line == input, cycle.mode == mode.kind {
      cycle.shown = (cycle.shown + 1) % cycle.matches.count
      cycle.line = input.replacingWord(from: cycle.wordStart, with: cycle.matches[cycle.shown])
      input = cycle.line
      completion = cycle
      return true
    }
    completion = nil
    guard let (kind, word, start) = input.completableWord else { return false }
    if completionWords.map({ !$0.list.isIdentical(to: todos) }) ?? true {
      completionWords = CompletionWords(of: todos)
    }
    let matches = completionWords?.matches(kind, prefix: word) ?? []
    guard let first = matches.first else {
      if kind == .key { return false }
      let noun = kind == .project ? "project" : "context"
      status = StatusMessage("No \(noun) starts with \(word)", kind: .info)
      return true
    }
    focus = .input
    status = nil
    input = input.replacingWord(from: start, with: first)
    completion = CompletionCycle(matches: matches, shown: 0, wordStart: start, line: input, mode: mode.kind)
    return true
  }
}

extension InputLine {
  /// The word before the cursor that Tab may complete, its kind and where it starts (in
  /// characters): `+ho` (project), `@ph` (context), `du` (a key, without a sign or a
  /// colon); nil when the cursor is inside a word or after a blank. O(length). Pure.
  var completableWord: (CompletionWords.Kind, String, Int)? {
    guard cursor == count || text[text.index(text.startIndex, offsetBy: cursor)].isWhitespace else {
      return nil
    }
    let before = beforeCursor
    let wordStartIndex =
      before.lastIndex(where: \.isWhitespace).map { before.index(after: $0) } ?? before.startIndex
    let word = String(before[wordStartIndex...])
    guard let sign = word.first else { return nil }
    let start = cursor - word.count
    if sign == "+" { return (.project, word, start) }
    if sign == "@" { return (.context, word, start) }
    return word.contains(":") ? nil : (.key, word, start)
  }

  /// The line with the characters from `start` to the cursor replaced by `word`, the
  /// cursor after it (what does not fit the line's limits is left out). O(length). Pure.
  func replacingWord(from start: Int, with word: String) -> InputLine {
    let head = text.prefix(start)
    let tail = text[text.index(text.startIndex, offsetBy: cursor)...]
    var line = InputLine(String(head + tail), cursor: start)
    line.insert(word)
    return line
  }
}

extension ActionHook {
  /// Tab's words stand for a list that changed: its old storage let go (O(1)).
  static func inputLineDropsStaleWords(_ state: inout State, _: inout ActionStep) -> Command? {
    if let words = state.completionWords, !words.list.isIdentical(to: state.todos) {
      state.completionWords = nil
    }
    return nil
  }
}
