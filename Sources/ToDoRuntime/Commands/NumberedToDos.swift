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
    let text = todos[index].title
    return String(lineNumbers[index]) + "\t"
      + (text.utf8.contains(0x09) ? text.replacing("\t", with: " ") : text)
  }

  /// The todos at `indices` as a JSON array of `ToDoJSON` objects, one a todo, on one
  /// line. The dependency index is made once, for `blocked` and `ready`. Pure; O(n).
  func json(at indices: [Int], today: CalendarDate) -> String {
    let dependencies = DependencyIndex(todos)
    var out = "["
    out.reserveCapacity(indices.count * 200)
    for (position, index) in indices.enumerated() {
      if position > 0 { out += "," }
      ToDoJSON.append(
        todos[index].title, line: lineNumbers[index], blocked: dependencies.isBlocked(todos.id(at: index)),
        today: today, to: &out)
    }
    return out + "]"
  }
}
