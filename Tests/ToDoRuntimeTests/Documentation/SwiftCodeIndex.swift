import Foundation

/// What the Swift files of the package declare and use, read as text: enough to tell whether a
/// code name the docs write still names something. Not a parser: comments are left out (a
/// stale doc comment must not vouch for a stale doc), string literals are kept (command and
/// key names live there), and a type's members are the declarations anywhere inside the
/// braces of its declarations and extensions. Pure; built once per test run.
struct SwiftCodeIndex {
  /// Every identifier in the code, comments left out.
  let identifiers: Set<String>
  /// Per type name (the last part of `A.B`), what its bodies declare: functions, properties,
  /// nested types, enum cases, `init`.
  let members: [String: Set<String>]
  /// Every member of every type, for `.case` names written without their type.
  let allMembers: Set<String>
  /// The file names, such as `Curses.swift`.
  let fileNames: Set<String>

  /// Reads `Package.swift` and every Swift file under `Sources/` and `Tests/` of `root`, but
  /// the `skipped` file names (a test that writes stale names on purpose).
  init(root: URL, skipping skipped: Set<String> = []) throws {
    var texts: [String] = [
      try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    ]
    var names: Set<String> = ["Package.swift"]
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
        continue
      }
      for case let url as URL in walk
      where url.pathExtension == "swift" && !skipped.contains(url.lastPathComponent) {
        texts.append(try String(contentsOf: url, encoding: .utf8))
        names.insert(url.lastPathComponent)
      }
    }
    self.init(sources: texts, fileNames: names)
  }

  /// The index of these sources' texts.
  init(sources: [String], fileNames: Set<String>) {
    var identifiers: Set<String> = []
    var members: [String: Set<String>] = [:]
    for text in sources {
      let code = Array(Self.leavingOutComments(text).utf8)
      let tokens = Self.identifiers(in: code)
      identifiers.formUnion(tokens.map(\.name))
      for (index, token) in tokens.enumerated()
      where Self.typeKeywords.contains(token.name) && index + 1 < tokens.count {
        let name = tokens[index + 1].name
        guard let open = code[tokens[index + 1].end...].firstIndex(of: UInt8(ascii: "{")) else { continue }
        let body = Self.body(of: code, from: open)
        members[name, default: []].formUnion(Self.declarations(in: body))
      }
    }
    self.identifiers = identifiers
    self.members = members
    self.allMembers = members.values.reduce(into: []) { $0.formUnion($1) }
    self.fileNames = fileNames
  }

  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "extension",
  ]
  private static let declaringKeywords: Set<String> =
    typeKeywords.union(["func", "var", "let", "typealias"]).subtracting(["extension"])

  /// The text without `/* … */` comments and without `//` comments that start a line or follow
  /// a space (so `"https://…"` in a string stays).
  static func leavingOutComments(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let start = rest.range(of: "/*") {
      out += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].range(of: "*/") else { rest = ""; break }
      rest = rest[end.upperBound...]
    }
    out += rest
    return out.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      var from = line.startIndex
      while let slashes = line[from...].range(of: "//") {
        if slashes.lowerBound == line.startIndex || line[line.index(before: slashes.lowerBound)].isWhitespace
        {
          return line[..<slashes.lowerBound]
        }
        from = slashes.upperBound
      }
      return line
    }.joined(separator: "\n")
  }

  private static func isHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
  }

  private static func isTail(_ byte: UInt8) -> Bool { isHead(byte) || (byte >= 0x30 && byte <= 0x39) }

  /// The identifiers of `code`, in order, with where each ends.
  private static func identifiers(in code: [UInt8]) -> [(name: String, end: Int)] {
    var tokens: [(name: String, end: Int)] = []
    var index = 0
    while index < code.count {
      guard isHead(code[index]), index == 0 || !isTail(code[index - 1]) else {
        index += 1
        continue
      }
      var end = index
      while end < code.count && isTail(code[end]) { end += 1 }
      tokens.append((String(decoding: code[index..<end], as: UTF8.self), end))
      index = end
    }
    return tokens
  }

  /// The text between the brace at `open` and the one that closes it, braces in one-line
  /// string literals not counted.
  private static func body(of code: [UInt8], from open: Int) -> [UInt8] {
    var depth = 0
    var inString = false
    var index = open
    while index < code.count {
      let byte = code[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") {
        depth += 1
      } else if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { return Array(code[open..<index]) }
      }
      index += 1
    }
    return Array(code[open...])
  }

  /// The names a body declares: after `func`, `var`, `let`, a type keyword, `typealias`;
  /// `init`; and each name of a `case` declaration (`case a, b(Int)`), not a pattern.
  private static func declarations(in body: [UInt8]) -> Set<String> {
    let tokens = identifiers(in: body)
    var names: Set<String> = ["Package.swift"]
    for (index, token) in tokens.enumerated() {
      if token.name == "init" { names.insert("init") }
      if declaringKeywords.contains(token.name), index + 1 < tokens.count {
        names.insert(tokens[index + 1].name)
      }
    }
    for line in String(decoding: body, as: UTF8.self).split(whereSeparator: { "\n{;".contains($0) }) {
      var text = line.drop { $0 == " " }
      if text.hasPrefix("indirect ") { text = text.dropFirst("indirect ".count) }
      guard text.hasPrefix("case "), let first = text.dropFirst(5).first,
        first.isLetter || first == "_" || first == "`",
        !["let ", "var ", "is "].contains(where: { text.dropFirst(5).hasPrefix($0) })
      else { continue }
      var depth = 0
      var outside = ""
      for character in text.dropFirst(5) {
        if character == "(" {
          depth += 1
        } else if character == ")" {
          depth -= 1
        } else if depth == 0 {
          outside.append(character)
        }
      }
      for part in outside.split(separator: ",") {
        let name = part.drop { $0 == " " || $0 == "`" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if !name.isEmpty { names.insert(String(name)) }
      }
    }
    return names
  }
}
