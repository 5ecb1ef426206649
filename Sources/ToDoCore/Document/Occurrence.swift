/// The `number`-th occurrence (from 0) of a line's text in a list: how lines with equal
/// text are told apart when two lists are matched. Pure value.
struct Occurrence<Line: Hashable>: Hashable {
  var text: Line
  var number: Int

  /// The numbers first: among many equal lines (a file of duplicates), a look-up then
  /// compares numbers, not the lines' bytes, at each probe.
  static func == (lhs: Occurrence, rhs: Occurrence) -> Bool {
    lhs.number == rhs.number && lhs.text == rhs.text
  }
}

/// Numbers the occurrences of each text as lines are visited in order. Pure value.
struct OccurrenceCounter<Line: Hashable> {
  private var seen: [Line: Int] = [:]

  /// The occurrence `text` is, counting this one.
  mutating func next(_ text: Line) -> Occurrence<Line> {
    let number = seen[text, default: 0]
    seen[text] = number + 1
    return Occurrence(text: text, number: number)
  }
}

/// Numbers the texts of lines: equal bytes, equal numbers, and one line kept for each
/// number. A merge hashes each line's bytes once, then compares and hashes integers, and
/// its keys are small. A line with bytes beyond ASCII gets the number of a line whose text
/// is canonically equivalent (the same text in another Unicode normalisation, as a program
/// that writes NFD leaves it): it is the same todo, not a change; the line kept for the
/// number is the first one interned (the file's own, in a merge). An ASCII line has one
/// spelling: its bytes are its text. Pure value.
struct LineInterner {
  private var numbers: [TextLine: Int] = [:]
  /// The numbers of the lines beyond ASCII, by their text (String equality is canonical
  /// equivalence): a string is made only for those lines.
  private var numbersOfText: [String: Int] = [:]
  /// A line with each number's text, the first one interned.
  private(set) var lines: [TextLine] = []

  init(expectedTexts: Int = 0) {
    numbers.reserveCapacity(expectedTexts)
  }

  mutating func intern(_ line: TextLine) -> Int {
    if let number = numbers[line] { return number }
    if !line.isASCII {
      let text = line.string
      if let number = numbersOfText[text] {
        numbers[line] = number
        return number
      }
      numbersOfText[text] = lines.count
    }
    numbers[line] = lines.count
    lines.append(line)
    return lines.count - 1
  }

  mutating func intern(_ lines: [TextLine]) -> [Int] {
    lines.map { intern($0) }
  }
}
