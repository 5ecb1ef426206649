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
/// its keys are small. Pure value.
struct LineInterner {
  private var numbers: [TextLine: Int] = [:]
  /// A line with each number's text, the first one interned.
  private(set) var lines: [TextLine] = []

  init(expectedTexts: Int = 0) {
    numbers.reserveCapacity(expectedTexts)
  }

  mutating func intern(_ line: TextLine) -> Int {
    if let number = numbers[line] { return number }
    numbers[line] = lines.count
    lines.append(line)
    return lines.count - 1
  }

  mutating func intern(_ lines: [TextLine]) -> [Int] {
    lines.map { intern($0) }
  }
}
