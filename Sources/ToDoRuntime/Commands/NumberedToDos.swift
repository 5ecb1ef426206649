import ToDoCore

/// The todos of a file with their line numbers, as todo.sh numbers them (`sed =`: the
/// first line is 1, blank lines counted, then left out), and the two ways `todo ls` prints
/// them. Pure value.
struct NumberedToDos {
  /// The todos, in file order, as the app holds them (blank lines left out).
  let todos: ToDoList
  /// `lineNumbers[i]`: the line of the file the todo at index `i` is on.
  let lineNumbers: [Int]
  /// How many lines the file has: the width of the numbers is its digits, as todo.sh pads.
  let lineCount: Int

  init(_ document: ToDoTxtDocument) {
    todos = ToDoList(titles: document.todoTitles, firstID: 1)
    var numbers: [Int] = []
    numbers.reserveCapacity(todos.count)
    for (index, line) in document.lines.enumerated() where !line.isBlank { numbers.append(index + 1) }
    lineNumbers = numbers
    lineCount = document.lines.count
  }

  /// The index of the todo on line `number`, or nil when that line is blank or past the
  /// end. O(log n).
  func index(ofLine number: Int) -> Int? {
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
  func line(at index: Int) -> String {
    let number = String(lineNumbers[index])
    let width = String(lineCount).count
    return String(repeating: "0", count: max(width - number.count, 0)) + number + " " + todos[index].title
  }

  /// The todos at `indices` as a JSON array, one object a todo: its line number, its text,
  /// and the fields todo.txt gives it (done, priority, dates, projects, contexts, the
  /// `key:value` tags as an object, the first of a key kept). One line, keys sorted.
  func json(at indices: [Int]) -> String {
    JSONValue.array(indices.map(object(at:))).text
  }

  private func object(at index: Int) -> JSONValue {
    let text = todos[index].title
    let line = ToDoTxtLine(text)
    var tags: [String: JSONValue] = [:]
    for tag in line.tags where tags[String(tag.key)] == nil {
      tags[String(tag.key)] = .string(String(tag.value))
    }
    func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    return .object([
      "line": .number(String(lineNumbers[index])),
      "text": .string(text),
      "done": .bool(line.isCompleted),
      "priority": optional(line.priority.map(String.init)),
      "created": optional(line.creationDate),
      "completed": optional(line.completionDate),
      "projects": .array(line.projects.map { .string(String($0)) }),
      "contexts": .array(line.contexts.map { .string(String($0)) }),
      "tags": .object(tags),
    ])
  }
}
