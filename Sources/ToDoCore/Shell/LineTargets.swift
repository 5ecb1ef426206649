/// Which todos a command for scripts acts on: lines of the file, or a search. A number is a
/// line, always: a word of digits (or of numbers joined by commas, `3,4`) names lines; any
/// other word (`+1`, `milk`) makes the words a search; the two are never mixed. Pure value.
public enum LineTargets: Equatable, Sendable {
  /// These lines of the file (1 is its first line, blank lines counted), in the order
  /// given, each once.
  case lines([Int])
  /// The todos this search finds, as the app's search line finds them.
  case query(String)

  /// Why words name no todos.
  public enum Problem: Error, Equatable, Sendable {
    /// No word at all.
    case empty
    /// A line number below 1.
    case notALine(String)
    /// Line numbers and search words together: `number` and `word` are the first of each.
    case mixed(number: String, word: String)
  }

  /// The targets `words` name. Pure.
  public static func parse(_ words: [String]) -> Result<LineTargets, Problem> {
    let words = words.filter { !$0.isEmpty }
    guard !words.isEmpty else { return .failure(.empty) }
    var lines: [Int] = []
    var firstNumber: String?
    var firstWord: String?
    for word in words {
      guard let numbers = lineNumbers(in: word) else {
        if firstWord == nil { firstWord = word }
        continue
      }
      if firstNumber == nil { firstNumber = word }
      for number in numbers {
        guard number >= 1 else { return .failure(.notALine(word)) }
        if !lines.contains(number) { lines.append(number) }
      }
    }
    switch (firstNumber, firstWord) {
    case (let number?, let word?): return .failure(.mixed(number: number, word: word))
    case (nil, _): return .success(.query(words.joined(separator: " ")))
    case (_, nil): return .success(.lines(lines))
    }
  }

  /// The numbers of a word made of digits and commas (`3`, `3,4`, `3,`), or nil for any
  /// other word. Pure.
  public static func lineNumbers(in word: String) -> [Int]? {
    guard !word.isEmpty, word.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2C }),
      word.utf8.contains(where: { $0 != 0x2C })
    else { return nil }
    var numbers: [Int] = []
    for part in word.split(separator: ",") {
      // More digits than a line number can have: no such line, never an overflow.
      numbers.append(Int(part) ?? Int.max)
    }
    return numbers
  }
}
