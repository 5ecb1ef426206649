import ToDoCore

/// The shell variables todo.sh's configuration sets, and which of them are exported to the
/// programs it runs (add-ons, a sort command). Pure value.
public struct ShellVariables: Equatable, Sendable {
  public var values: [String: String]
  public var exported: Set<String>

  public init(values: [String: String] = [:], exported: Set<String> = []) {
    self.values = values
    self.exported = exported
  }

  /// The environment: every variable in it is exported.
  public init(environment: [String: String]) {
    self.init(values: environment, exported: Set(environment.keys))
  }

  public subscript(name: String) -> String? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// The value, empty when unset (as `$NAME` expands).
  public func text(_ name: String) -> String { values[name] ?? "" }

  /// Sets and exports (`export NAME=value`).
  public mutating func export(_ name: String, _ value: String) {
    values[name] = value
    exported.insert(name)
  }

  /// The exported variables, as a child's environment.
  public var environment: [String: String] {
    values.filter { exported.contains($0.key) }
  }
}

/// todo.sh's configuration file (`todo.cfg`) is a bash script that it sources. The files
/// people keep are assignments: `export TODO_DIR="$HOME/todo"`, `: ${TODO_FILE:="…"}`,
/// `export PRI_A=$YELLOW`, comments. Those are read here without a shell: quoting ('…',
/// "…", backslashes), `$NAME`, `${NAME}`, `${NAME:-word}`, `${NAME:=word}` (and the forms
/// without the colon, and `:+`), a leading `~`. A line with anything else (a command, a
/// test, a substitution) is answered with `needsShell`, and the caller sources the file
/// with bash instead. Pure.
public enum ShellConfig {
  public enum Outcome: Equatable, Sendable {
    case evaluated(ShellVariables)
    /// The first line that only a shell can run (1-based), and its text.
    case needsShell(line: Int, text: String)
  }

  /// Evaluates `script` on top of `variables`.
  public static func evaluate(_ script: String, variables: ShellVariables) -> Outcome {
    var state = variables
    for (index, line) in logicalLines(script).enumerated() {
      var reader = WordReader(Array(line.text), variables: state)
      guard let words = reader.readWords() else { return .needsShell(line: line.number, text: line.text) }
      state = reader.variables
      guard run(words, in: &state) else { return .needsShell(line: line.number, text: line.text) }
      _ = index
    }
    return .evaluated(state)
  }

  /// Splits a script into lines, joining a line that ends with a backslash to the next.
  static func logicalLines(_ script: String) -> [(number: Int, text: String)] {
    var result: [(Int, String)] = []
    var pending = ""
    var start = 1
    for (index, raw) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var line = String(raw)
      if line.hasSuffix("\r") { line.removeLast() }
      if pending.isEmpty { start = index + 1 }
      if line.hasSuffix("\\"), !line.hasSuffix("\\\\") {
        pending += line.dropLast()
        continue
      }
      result.append((start, pending + line))
      pending = ""
    }
    if !pending.isEmpty { result.append((start, pending)) }
    return result
  }

  /// Runs one simple command of words already expanded: assignments, `export`, `:`.
  private static func run(_ words: [Word], in state: inout ShellVariables) -> Bool {
    guard let first = words.first else { return true }
    if first.isPlain("export") {
      for word in words.dropFirst() {
        if let (name, value) = word.assignment {
          state.export(name, value)
        } else if isName(word.text), word.wasPlain {
          state.exported.insert(word.text)
        } else if word.text != "-n", word.text != "--" {
          return false
        }
      }
      return true
    }
    if first.isPlain(":") || first.isPlain("true") { return true }
    // Assignments only: `NAME=value NAME2=value2`.
    var assignments: [(String, String)] = []
    for word in words {
      guard let assignment = word.assignment else { return false }
      assignments.append(assignment)
    }
    for (name, value) in assignments { state[name] = value }
    return true
  }

  static func isName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first,
      first == "_" || first.properties.isAlphabetic && first.isASCII
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }

  /// A word after expansion; `assignment` when it was written `NAME=…` with a plain name.
  struct Word {
    var text: String
    /// Whether it had no quote and no expansion (a keyword is only a keyword then).
    var wasPlain: Bool
    var assignment: (String, String)?

    func isPlain(_ keyword: String) -> Bool { wasPlain && text == keyword }
  }

  /// Reads the words of one line, expanding as it goes (an expansion may assign).
  struct WordReader {
    let characters: [Character]
    var position = 0
    var variables: ShellVariables

    init(_ characters: [Character], variables: ShellVariables) {
      self.characters = characters
      self.variables = variables
    }

    var atEnd: Bool { position >= characters.count }
    var current: Character { characters[position] }

    /// The words, or nil when the line holds what only a shell can do.
    mutating func readWords() -> [Word]? {
      var words: [Word] = []
      while true {
        while !atEnd, current == " " || current == "\t" { position += 1 }
        if atEnd || current == "#" { return words }
        if current == ";" {
          position += 1
          while !atEnd, current == " " || current == "\t" { position += 1 }
          // Only a trailing `;` (or one before a comment) is taken.
          guard atEnd || current == "#" else { return nil }
          return words
        }
        guard let word = readWord(atCommandStart: words.isEmpty || words.allSatisfy { $0.assignment != nil })
        else { return nil }
        words.append(word)
      }
    }

    /// One word up to an unquoted blank.
    private mutating func readWord(atCommandStart: Bool) -> Word? {
      var text = ""
      var plain = true
      var assignmentName: String?
      var valueStart: String.Index?
      // `NAME=` at the start of the word.
      var nameEnd = position
      while nameEnd < characters.count,
        characters[nameEnd] == "_"
          || characters[nameEnd].isASCII
            && (characters[nameEnd].isLetter || characters[nameEnd].isNumber)
      {
        nameEnd += 1
      }
      if nameEnd > position, nameEnd < characters.count, characters[nameEnd] == "=",
        ShellConfig.isName(String(characters[position..<nameEnd]))
      {
        assignmentName = String(characters[position..<nameEnd])
        text = assignmentName! + "="
        position = nameEnd + 1
        valueStart = text.endIndex
        if !atEnd, current == "~" { text += tilde() ?? "~" }
      } else if !atEnd, current == "~" {
        if let home = tilde() {
          text += home
          plain = false
        }
      }
      while !atEnd {
        let character = current
        switch character {
        case " ", "\t":
          return finish(text, plain: plain, name: assignmentName, valueStart: valueStart)
        case ";", "|", "&", "<", ">", "(", ")", "`":
          if character == ";" {
            return finish(text, plain: plain, name: assignmentName, valueStart: valueStart)
          }
          return nil
        case "\\":
          position += 1
          guard !atEnd else { return nil }
          text.append(current)
          position += 1
          plain = false
        case "'":
          position += 1
          guard let end = characters[position...].firstIndex(of: "'") else { return nil }
          text += String(characters[position..<end])
          position = end + 1
          plain = false
        case "\"":
          position += 1
          guard let quoted = readDoubleQuoted() else { return nil }
          text += quoted
          plain = false
        case "$":
          guard let expanded = readExpansion() else { return nil }
          text += expanded
          plain = false
        default:
          text.append(character)
          position += 1
        }
      }
      _ = atCommandStart
      return finish(text, plain: plain, name: assignmentName, valueStart: valueStart)
    }

    private func finish(_ text: String, plain: Bool, name: String?, valueStart: String.Index?) -> Word {
      guard let name, let valueStart else { return Word(text: text, wasPlain: plain) }
      return Word(text: text, wasPlain: false, assignment: (name, String(text[valueStart...])))
    }

    /// `~` or `~/…` at the start of a word: the home folder (the `~` is consumed).
    private mutating func tilde() -> String? {
      let next = position + 1
      guard
        next >= characters.count || characters[next] == "/" || characters[next] == " "
          || characters[next] == ":"
      else { return nil }
      position += 1
      return variables.text("HOME")
    }

    /// The inside of "…", the opening quote read; nil when it is not closed or holds a
    /// substitution.
    private mutating func readDoubleQuoted() -> String? {
      var text = ""
      while !atEnd {
        let character = current
        switch character {
        case "\"":
          position += 1
          return text
        case "\\":
          position += 1
          guard !atEnd else { return nil }
          if "$`\"\\".contains(current) {
            text.append(current)
          } else if current != "\n" {
            text += "\\" + String(current)
          }
          position += 1
        case "`":
          return nil
        case "$":
          guard let expanded = readExpansion() else { return nil }
          text += expanded
        default:
          text.append(character)
          position += 1
        }
      }
      return nil
    }

    /// `$NAME`, `${NAME}`, `${NAME<op>word}`, at `$`; a lone `$` stays. Nil for `$(…)`,
    /// `$((…))` and other parameters a file of settings has no use for.
    private mutating func readExpansion() -> String? {
      position += 1
      guard !atEnd else { return "$" }
      if current == "(" { return nil }
      if current == "{" {
        position += 1
        let nameStart = position
        while !atEnd, current == "_" || current.isASCII && (current.isLetter || current.isNumber) {
          position += 1
        }
        let name = String(characters[nameStart..<position])
        guard !name.isEmpty, !atEnd else { return nil }
        if current == "}" {
          position += 1
          return variables.text(name)
        }
        var colon = false
        if current == ":" {
          colon = true
          position += 1
          guard !atEnd else { return nil }
        }
        let operation = current
        guard "-=+?".contains(operation) else { return nil }
        position += 1
        guard let word = readBracedWord() else { return nil }
        let value = variables[name]
        let isSet = colon ? !(value ?? "").isEmpty : value != nil
        switch operation {
        case "-": return isSet ? value! : word
        case "=":
          if isSet { return value! }
          variables[name] = word
          return word
        case "+": return isSet ? word : ""
        default: return isSet ? value! : nil
        }
      }
      let nameStart = position
      while !atEnd, current == "_" || current.isASCII && (current.isLetter || current.isNumber) {
        position += 1
      }
      guard position > nameStart else {
        // `$1`, `$?` and friends have no meaning in a settings file; a lone `$` is text.
        return "$?#!*@-0123456789".contains(current) ? nil : "$"
      }
      return variables.text(String(characters[nameStart..<position]))
    }

    /// The word of `${NAME:-word}` up to its closing brace, expanded.
    private mutating func readBracedWord() -> String? {
      var text = ""
      while !atEnd {
        let character = current
        switch character {
        case "}":
          position += 1
          return text
        case "\\":
          position += 1
          guard !atEnd else { return nil }
          text.append(current)
          position += 1
        case "'":
          position += 1
          guard let end = characters[position...].firstIndex(of: "'") else { return nil }
          text += String(characters[position..<end])
          position = end + 1
        case "\"":
          position += 1
          guard let quoted = readDoubleQuoted() else { return nil }
          text += quoted
        case "$":
          guard let expanded = readExpansion() else { return nil }
          text += expanded
        case "`":
          return nil
        default:
          text.append(character)
          position += 1
        }
      }
      return nil
    }
  }

  /// Splits `text` into words as the shell would (quotes, backslashes, `$NAME` expanded
  /// from `variables`), for `TODOTXT_DEFAULT_ACTION` and `TODOTXT_SOURCEVAR`; nil when it
  /// needs a shell. A list in parentheses, `("$TODO_FILE" "$DONE_FILE")`, is its words.
  public static func words(_ text: String, variables: ShellVariables) -> [String]? {
    var trimmed = String(text.trimmingBlanks)
    if trimmed.hasPrefix("("), trimmed.hasSuffix(")") {
      trimmed = String(trimmed.dropFirst().dropLast())
    }
    var reader = WordReader(Array(trimmed), variables: variables)
    return reader.readWords()?.map(\.text)
  }
}
