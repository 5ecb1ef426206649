/// The styles of an open todo's parts on its list row: its priority's for the whole line,
/// and `+project`, `@context` and `due:` words in theirs. The default theme draws them all
/// plainly; the config file can colour each. Pure.
enum ToDoTxtStyles {
  /// The style of the whole line: its priority's (A to C), else `.item`.
  static func lineStyle(_ line: ToDoTxtLine) -> Style {
    switch line.priority {
    case "A": .priorityA
    case "B": .priorityB
    case "C": .priorityC
    default: .item
    }
  }

  /// The columns (from the title's first) of each `+project`, `@context` and `due:` word,
  /// with its style, as `Frame.put` lays the title out. O(length).
  static func wordSpans(_ title: String) -> [(columns: Range<Int>, style: Style)] {
    var spans: [(columns: Range<Int>, style: Style)] = []
    var column = 0
    for word in title.split(separator: " ", omittingEmptySubsequences: false) {
      let width = DisplayText.glyphs(word).reduce(0) { $0 + $1.width }
      if let style = style(of: word) { spans.append((column..<column + width, style)) }
      column += width + 1
    }
    return spans
  }

  private static func style(of word: Substring) -> Style? {
    guard word.count > 1 else { return nil }
    if word.hasPrefix("+") { return .project }
    if word.hasPrefix("@") { return .context }
    if word.hasPrefix("due:"), word.count > 4 { return .due }
    return nil
  }
}
