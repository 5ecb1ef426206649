/// One `key = value` line of a config file, with the section it is in and its line
/// number. Pure value.
public struct ConfigEntry: Equatable, Sendable {
  /// The section's name (`colors`, `keys.browsing`), or "" before the first section.
  public var section: String
  public var key: String
  public var value: ConfigValue
  /// 1-based.
  public var line: Int
}

/// A value as written in the config file. Pure value.
public enum ConfigValue: Equatable, Sendable {
  case string(String)
  case bool(Bool)
  case list([String])

  /// How the file wrote it, for messages.
  var written: String {
    switch self {
    case .string(let text): "\"\(text)\""
    case .bool(let flag): flag ? "true" : "false"
    case .list(let items): "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
  }
}

/// What is wrong with one line of the config file, and what to write instead. Pure value.
public struct ConfigProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  /// 1-based; 0 for the file as a whole.
  public var line: Int
  public var problem: String
  public var fix: String

  public init(path: String, line: Int, problem: String, fix: String) {
    self.path = path
    self.line = line
    self.problem = problem
    self.fix = fix
  }

  /// `todo: config:3: problem.` then `To fix: ...`, as the compilers write a place.
  public var description: String {
    let place = line > 0 ? "\(path):\(line)" : path
    return "todo: \(place): \(problem).\n  To fix: \(fix)."
  }

  /// The problem on one line, for the app's screen: the place (the home folder as `~`),
  /// what is wrong, and the fix. Pure.
  public func line(environment: [String: String]) -> String {
    let shown = LaunchOptions.abbreviatingHome(path, environment: environment)
    return (line > 0 ? "\(shown):\(line)" : shown) + ": \(problem). To fix: \(fix)."
  }
}

/// The config file's syntax, a small part of TOML: `# comments`, `[section]` headings
/// (dotted: `[keys.browsing]`), and `key = value` lines whose value is a "string" (with
/// `\"` and `\\`), `true`, `false`, or a list of strings `["a", "b"]` on one line. Pure.
public enum ConfigSyntax {
  /// The entries of `text`, in order, and a problem for each line that is not one.
  public static func parse(_ text: String, path: String) -> (
    entries: [ConfigEntry], problems: [ConfigProblem]
  ) {
    var entries: [ConfigEntry] = []
    var problems: [ConfigProblem] = []
    var section = ""
    // "\r\n" is one Character in Swift: both end a line.
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for (index, rawLine) in lines.enumerated() {
      let number = index + 1
      let line = stripComment(rawLine).trimmed
      if line.isEmpty { continue }
      if line.first == "[" {
        guard line.last == "]", let name = sectionName(line.dropFirst().dropLast()) else {
          problems.append(
            ConfigProblem(
              path: path, line: number, problem: "'\(line)' is not a section heading",
              fix: "write a heading as [colors] or [keys.browsing]"))
          continue
        }
        section = name
        continue
      }
      guard let equals = line.firstIndex(of: "=") else {
        problems.append(
          ConfigProblem(
            path: path, line: number, problem: "'\(line)' is not a setting",
            fix: "write a setting as name = value, for example: new-todos = \"bottom\""))
        continue
      }
      let key = line[..<equals].trimmed
      guard isBareKey(key) else {
        problems.append(
          ConfigProblem(
            path: path, line: number, problem: "'\(key)' is not a setting's name",
            fix: "write names of letters, digits, - and _, for example: creation-dates = true"))
        continue
      }
      let written = line[line.index(after: equals)...].trimmed
      guard let value = parseValue(written) else {
        problems.append(
          ConfigProblem(
            path: path, line: number,
            problem:
              "\(key) has a value that cannot be read: \(written.isEmpty ? "nothing" : String(written))",
            fix: "write a value as \"text\" in double quotes, true, false, or a list [\"a\", \"b\"]"))
        continue
      }
      entries.append(ConfigEntry(section: section, key: String(key), value: value, line: number))
    }
    return (entries, problems)
  }

  /// The line without a `#` comment (a `#` inside a string is text).
  static func stripComment(_ line: Substring) -> Substring {
    var inString = false
    var escaped = false
    for index in line.indices {
      let character = line[index]
      if escaped {
        escaped = false
      } else if inString, character == "\\" {
        escaped = true
      } else if character == "\"" {
        inString.toggle()
      } else if character == "#", !inString {
        return line[..<index]
      }
    }
    return line
  }

  static func sectionName(_ text: Substring) -> String? {
    let parts = text.trimmed.split(separator: ".", omittingEmptySubsequences: false).map(\.trimmed)
    guard parts.allSatisfy(isBareKey) else { return nil }
    return parts.joined(separator: ".")
  }

  static func isBareKey(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }

  /// A value, or nil when it is none of the forms.
  static func parseValue(_ text: Substring) -> ConfigValue? {
    if text == "true" { return .bool(true) }
    if text == "false" { return .bool(false) }
    if text.first == "\"" {
      var rest = text
      guard let string = parseString(&rest), rest.trimmed.isEmpty else { return nil }
      return .string(string)
    }
    guard text.first == "[", text.last == "]" else { return nil }
    var rest = text.dropFirst().dropLast().trimmed
    var items: [String] = []
    while !rest.isEmpty {
      guard let item = parseString(&rest) else { return nil }
      items.append(item)
      rest = rest.trimmed
      if rest.first == "," { rest = rest.dropFirst().trimmed } else if !rest.isEmpty { return nil }
    }
    return .list(items)
  }

  /// Reads a double-quoted string from the start of `text`, leaving what follows it.
  static func parseString(_ text: inout Substring) -> String? {
    guard text.first == "\"" else { return nil }
    var result = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" {
        text = text[text.index(after: index)...]
        return result
      }
      if character == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
        switch text[index] {
        case "\"": result.append("\"")
        case "\\": result.append("\\")
        case "t": result.append("\t")
        default: return nil
        }
      } else {
        result.append(character)
      }
      index = text.index(after: index)
    }
    return nil
  }
}

extension Substring {
  /// Without spaces and tabs at either end.
  var trimmed: Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
    while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
    return result
  }
}
