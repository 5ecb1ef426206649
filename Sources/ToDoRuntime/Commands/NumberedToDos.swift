import ToDoCore

/// The todos of a file with their line numbers, as todo.sh numbers them (`sed =`: the
/// first line is 1, blank lines counted, then left out), and the two ways `todo ls` prints
/// them. Pure value.
public struct NumberedToDos: Sendable {
  /// The todos, in file order, as the app holds them (blank lines left out).
  public let todos: ToDoList
  /// `lineNumbers[i]`: the line of the file the todo at index `i` is on.
  public let lineNumbers: [Int]
  /// How many lines the file has: the width of the numbers is its digits, as todo.sh pads.
  public let lineCount: Int

  public init(_ document: ToDoTxtDocument) {
    todos = ToDoList(titles: document.todoTitles, firstID: 1)
    var numbers: [Int] = []
    numbers.reserveCapacity(todos.count)
    for (index, line) in document.lines.enumerated() where !line.isBlank { numbers.append(index + 1) }
    lineNumbers = numbers
    lineCount = document.lines.count
  }

  /// The index of the todo on line `number`, or nil when that line is blank or past the
  /// end. O(log n).
  public func index(ofLine number: Int) -> Int? {
    var low = 0
    var high = lineNumbers.count
    while low < high {
      let middle = (low + high) / 2
      if lineNumbers[middle] < number { low = middle + 1 } else { high = middle }
    }
    return low < lineNumbers.count && lineNumbers[low] == number ? low : nil
  }

  /// The todo at `index` as `todo.sh ls` prints it: its line number, padded with zeros to
  /// the digits of the file's line count, a space, its text.
  public func line(at index: Int) -> String {
    let number = String(lineNumbers[index])
    let width = String(lineCount).count
    return String(repeating: "0", count: max(width - number.count, 0)) + number + " " + todos[index].title
  }

  /// A line as `todo ls` prints it: `number`, padded with zeros to the digits of
  /// `lineCount`, a space, `text`. Pure.
  static func line(_ number: Int, _ text: String, lineCount: Int) -> String {
    let digits = String(number)
    let width = String(lineCount).count
    return String(repeating: "0", count: max(width - digits.count, 0)) + digits + " " + text
  }

  /// The line number a todo at `index` of the list after a change gets, when it was added
  /// at the end (`index` ≥ `todos.count`): after the file's last line. Pure.
  func lineNumber(ofAddedAt index: Int) -> Int { lineCount + (index - todos.count) + 1 }

  /// The todo at `index` as `todo ls --porcelain` prints it: its line number, a tab, its
  /// text (a tab in it written as a space, so that the first tab always ends the number).
  /// Pure.
  func porcelain(at index: Int) -> String {
    var out: [UInt8] = []
    appendPorcelain(at: index, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// `porcelain(at:)`'s bytes, appended to `out`. Pure; O(length).
  func appendPorcelain(at index: Int, to out: inout [UInt8]) {
    ToDoJSON.appendDecimal(lineNumbers[index], to: &out)
    out.append(0x09)
    let start = out.count
    todos.line(at: index).append(to: &out)
    for offset in start..<out.count where out[offset] == 0x09 { out[offset] = 0x20 }
  }

  /// `line(at:)`'s bytes, appended to `out`: the number padded with zeros to the digits of
  /// the file's line count, a space, the text. Pure; O(length).
  func appendLine(at index: Int, to out: inout [UInt8]) {
    let number = lineNumbers[index]
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    var width = 1
    rest = lineCount / 10
    while rest > 0 {
      width += 1
      rest /= 10
    }
    for _ in 0..<max(width - digits, 0) { out.append(UInt8(ascii: "0")) }
    ToDoJSON.appendDecimal(number, to: &out)
    out.append(0x20)
    todos.line(at: index).append(to: &out)
  }

  /// The todos at `indices` as a JSON array of `ToDoJSON` objects, one a todo, on one
  /// line, and a line feed, written into `out`, which `flush` is given to empty whenever it
  /// holds `ListingOutput.pieceSize` bytes or more. The dependency index is made once, for
  /// `blocked` and `ready`. Pure when `flush` is; O(n).
  func writeJSON(at indices: [Int], today: CalendarDate, to out: inout [UInt8], flush: ([UInt8]) -> Void) {
    let dependencies = DependencyIndex(todos)
    out.append(UInt8(ascii: "["))
    for (position, index) in indices.enumerated() {
      if position > 0 { out.append(UInt8(ascii: ",")) }
      todos.line(at: index).withBytes { text in
        ToDoJSON.append(
          text, line: lineNumbers[index], blocked: dependencies.isBlocked(todos.id(at: index)), today: today,
          to: &out)
      }
      ListingOutput.flushIfFull(&out, flush)
    }
    out.append(contentsOf: "]\n".utf8)
  }
}

/// How `todo ls` hands its output on: in pieces of about `pieceSize` bytes, each ending
/// after a whole todo, so that a list of any size is written with one small buffer (a
/// 100,000-line list's JSON is 30 MB). Pure.
enum ListingOutput {
  /// The size a piece is handed on at (64 KiB).
  static let pieceSize = 1 << 16

  /// Hands `out` to `flush` and empties it, when it holds `pieceSize` bytes or more.
  static func flushIfFull(_ out: inout [UInt8], _ flush: ([UInt8]) -> Void) {
    guard out.count >= pieceSize else { return }
    flush(out)
    out.removeAll(keepingCapacity: true)
  }
}
