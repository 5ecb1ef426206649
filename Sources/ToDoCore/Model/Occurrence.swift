/// The `number`-th occurrence (from 0) of a line's text in a list: how lines with equal
/// text are told apart when two lists are matched. Pure value.
struct Occurrence: Hashable {
  var text: String
  var number: Int
}

/// Numbers the occurrences of each text as lines are visited in order. Pure value.
struct OccurrenceCounter {
  private var seen: [String: Int] = [:]

  /// The occurrence `text` is, counting this one.
  mutating func next(_ text: String) -> Occurrence {
    let number = seen[text, default: 0]
    seen[text] = number + 1
    return Occurrence(text: text, number: number)
  }
}
