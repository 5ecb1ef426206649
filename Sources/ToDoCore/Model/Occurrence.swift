/// The `number`-th occurrence (from 0) of a line's text in a list: how lines with equal
/// text are told apart when two lists are matched. Pure value.
struct Occurrence<Line: Hashable>: Hashable {
  var text: Line
  var number: Int
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
