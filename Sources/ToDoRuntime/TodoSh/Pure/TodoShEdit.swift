import ToDoCore

/// The changes todo.sh's actions make to a todo's text, as todo.sh makes them, on the line
/// as a string: a new todo's date and priority, `append`, `prepend`, `replace` (keeping
/// the priority and the creation date unless the new text brings its own), `pri`,
/// `depri`, `do`; and to a list of lines: `deduplicate`, `archive`. Pure.
public enum TodoShEdit {
  /// A todo is one line: carriage returns and line feeds become spaces.
  public static func oneLine(_ text: String) -> String {
    String(text.map { $0 == "\r" || $0 == "\n" || $0 == "\r\n" ? " " : $0 })
  }

  /// A new todo as `add` writes it: one line, a lower-case priority `(a)` made upper-case,
  /// `today` (when dates are added) after the priority, the default priority when it has
  /// none.
  public static func newTodo(_ input: String, today: String?, defaultPriority: String) -> String {
    var text = oneLine(input)
    if text.count >= 3, text.hasPrefix("("), let letter = text.dropFirst().first, letter.isASCII,
      letter.isLowercase, text.dropFirst(2).first == ")"
    {
      text = "(" + letter.uppercased() + text.dropFirst(2)
    }
    if let today {
      let priority = priorityPrefix(of: text, upperCaseOnly: true)
      text = String(text.prefix(priority)) + today + " " + text.dropFirst(priority)
    }
    if !defaultPriority.isEmpty, priorityPrefix(of: text, upperCaseOnly: true, needsSpace: false) == 0 {
      text = "(\(defaultPriority)) " + text
    }
    return text
  }

  /// The length of a priority at the start, `(A) ` (any character in the parentheses
  /// unless `upperCaseOnly`), or 0. Without `needsSpace`, `(A)` alone counts (3).
  static func priorityPrefix(of text: String, upperCaseOnly: Bool = false, needsSpace: Bool = true) -> Int {
    let characters = Array(text.prefix(4))
    guard characters.count >= 3, characters[0] == "(", characters[2] == ")" else { return 0 }
    if upperCaseOnly, !("A"..."Z").contains(characters[1]) { return 0 }
    guard needsSpace else { return 3 }
    return characters.count == 4 && characters[3] == " " ? 4 : 0
  }

  /// The length of a creation date at the start, `2009-02-13 ` (2 to 4 digits for the
  /// year, as todo.sh takes it), or 0.
  static func datePrefix(of text: Substring) -> Int {
    let characters = Array(text.prefix(11))
    func digits(_ range: Range<Int>) -> Bool {
      range.upperBound <= characters.count && characters[range].allSatisfy(\.isASCIIDigit)
    }
    for year in [4, 3, 2] where digits(0..<year) {
      let end = year + 7
      guard end <= characters.count, characters[year] == "-", digits((year + 1)..<(year + 3)),
        characters[year + 3] == "-", digits((year + 4)..<(year + 6)), characters[year + 6] == " "
      else { continue }
      return end
    }
    return 0
  }

  /// The priority (`(A) `) and creation date (`2009-02-13 `) at the start of `text`.
  static func priorityAndDate(of text: String) -> (priority: String, date: String, rest: Substring) {
    let priority = priorityPrefix(of: text)
    let afterPriority = text.dropFirst(priority)
    let date = datePrefix(of: afterPriority)
    return (String(text.prefix(priority)), String(afterPriority.prefix(date)), afterPriority.dropFirst(date))
  }

  /// `append`: `input` after the todo, after a space unless it starts with one of
  /// `delimiters` (`,.:;` by default: a sentence goes on).
  public static func append(_ input: String, to todo: String, delimiters: String) -> String {
    let text = oneLine(input)
    let joined = text.first.map { delimiters.contains($0) } ?? false
    return todo + (joined ? "" : " ") + text
  }

  /// `prepend`: `input` before the todo's text, after its priority and creation date.
  public static func prepend(_ input: String, to todo: String) -> String {
    let (priority, date, rest) = priorityAndDate(of: todo)
    return priority + date + oneLine(input) + " " + rest
  }

  /// `replace`: the todo's text made `input`; its priority and creation date stay unless
  /// `input` starts with its own.
  public static func replace(_ todo: String, with input: String) -> String {
    let old = priorityAndDate(of: todo)
    let new = priorityAndDate(of: oneLine(input))
    return (new.priority.isEmpty ? old.priority : new.priority) + (new.date.isEmpty ? old.date : new.date)
      + new.rest
  }

  /// The todo's priority letter, when it starts with `(X) `.
  public static func priority(of todo: String) -> Character? {
    priorityPrefix(of: todo) == 4 ? Array(todo.prefix(2))[1] : nil
  }

  /// `pri`: the todo with priority `letter`, any other taken off.
  public static func prioritize(_ todo: String, _ letter: Character) -> String {
    "(\(letter)) " + todo.dropFirst(priorityPrefix(of: todo))
  }

  /// `depri`: the todo without its priority.
  public static func deprioritize(_ todo: String) -> String {
    String(todo.dropFirst(priorityPrefix(of: todo)))
  }

  /// `do`: the todo marked done on `today`, its priority taken off.
  public static func complete(_ todo: String, today: String) -> String {
    "x \(today) " + todo.dropFirst(priorityPrefix(of: todo))
  }

  /// Whether todo.sh takes the todo as done: it starts with `x `.
  public static func isDone(_ todo: String) -> Bool { todo.hasPrefix("x ") }

  /// `deduplicate`: every line that repeats an earlier line exactly is emptied (keeping
  /// line numbers) or removed; an empty line repeats an earlier empty one. Answers the
  /// lines and how many todos (non-empty lines) went.
  public static func deduplicate(_ lines: [String], keepingLineNumbers: Bool) -> (
    lines: [String], removed: Int
  ) {
    var seen = Set<String>()
    var result: [String] = []
    var removed = 0
    for line in lines {
      guard seen.contains(line) else {
        seen.insert(line)
        result.append(line)
        continue
      }
      if !line.isEmpty { removed += 1 }
      if keepingLineNumbers { result.append("") }
    }
    return (result, removed)
  }

  /// `archive`: the empty lines removed, and the done todos (`x `) taken out, in order.
  public static func archive(_ lines: [String]) -> (kept: [String], done: [String]) {
    let full = lines.filter { !$0.isEmpty }
    return (full.filter { !isDone($0) }, full.filter(isDone))
  }

  /// The name todo.sh gives a file in its messages: `todo.txt` is `TODO`, `garden.txt`
  /// `GARDEN` (the name before its first extension, upper-case).
  public static func prefix(ofFile path: String) -> String {
    let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    var characters = Array(name)
    var index = 0
    while index < characters.count - 1 {
      if characters[index] == ".", characters[index + 1] != "." {
        characters = Array(characters[..<index])
        break
      }
      index += 1
    }
    return String(characters).uppercased()
  }
}
