/// What `todo git-setup` writes so that git merges a list with `todo merge-driver`: the
/// lines of the repository's `.gitattributes` that give the list and its done file their
/// drivers, and the drivers' `merge.<driver>.name` and `.driver` settings of the
/// repository's config. Only what is missing is written: running it again writes nothing.
/// Pure; the executable reads what is there and runs `git config`.
public struct GitSetup: Equatable, Sendable {
  /// The driver of todo.txt lists, as `.gitattributes` names it.
  public static let listDriver = "todo"
  /// The driver of done files.
  public static let doneDriver = "todo-done"

  /// The whole `.gitattributes` to write, or nil when it has every line already.
  public var attributes: String?
  /// The lines added to `.gitattributes`.
  public var addedAttributes: [String]
  /// The config settings to make, key and value, in order.
  public var config: [(key: String, value: String)]

  public static func == (left: GitSetup, right: GitSetup) -> Bool {
    left.attributes == right.attributes && left.addedAttributes == right.addedAttributes
      && left.config.elementsEqual(right.config) { $0.key == $1.key && $0.value == $1.value }
  }

  /// The set-up of the list at `listPath` and the done file at `donePath`, both relative
  /// to the repository's root, whose `.gitattributes` holds `attributes` (nil: there is
  /// none) and whose config has `configured` (key → value, for the keys `wanted` asks),
  /// for the `todo` executable at `executable`.
  public init(
    listPath: String, donePath: String, attributes: String?, configured: [String: String],
    executable: String
  ) {
    let present = Set((attributes ?? "").split(whereSeparator: \.isNewline).map(Self.trimmed))
    addedAttributes = [
      "\(Self.pattern(listPath)) merge=\(Self.listDriver)",
      "\(Self.pattern(donePath)) merge=\(Self.doneDriver)",
    ].filter { !present.contains($0) }
    if addedAttributes.isEmpty {
      self.attributes = nil
    } else {
      var text = attributes ?? ""
      if let last = text.last, !last.isNewline { text += "\n" }
      self.attributes = text + addedAttributes.map { $0 + "\n" }.joined()
    }
    config = Self.wanted(executable: executable).filter { configured[$0.key] != $0.value }
  }

  /// The config settings the drivers need, key and value, in order.
  public static func wanted(executable: String) -> [(key: String, value: String)] {
    let command = shellQuoted(executable) + " merge-driver"
    return [
      ("merge.\(listDriver).name", "todo.txt list merged by todo"),
      ("merge.\(listDriver).driver", command + " %O %A %B %P"),
      ("merge.\(doneDriver).name", "todo.txt done file merged by todo"),
      ("merge.\(doneDriver).driver", command + " --done %O %A %B %P"),
    ]
  }

  /// What was written, for the user: a line each, or that nothing was needed.
  public func report(repository: String) -> String {
    guard attributes != nil || !config.isEmpty else {
      return "git merges the list with todo already in \(repository): nothing to write.\n"
    }
    var text = ""
    if !addedAttributes.isEmpty {
      text += "Wrote to \(repository)/.gitattributes:\n"
      text += addedAttributes.map { "  \($0)\n" }.joined()
    }
    if !config.isEmpty {
      text += "Set in \(repository)/.git/config (git config):\n"
      text += config.map { "  \($0.key) = \($0.value)\n" }.joined()
    }
    if !addedAttributes.isEmpty {
      text +=
        "Commit .gitattributes (git add .gitattributes && git commit), "
        + "and run todo git-setup in every clone: the config is not committed.\n"
    }
    return text
  }

  /// A path as a `.gitattributes` pattern that matches that path and no other: git's
  /// glob characters (`*`, `?`, `[`, `\`) and a leading `!` or `#` escaped with a backslash
  /// (gitignore's rules), then the whole in C-style quotes, as git reads a pattern that
  /// starts with `"`, when it holds a space, a quote or a control character (a tab, a
  /// newline), which an unquoted pattern cannot. Pure.
  static func pattern(_ path: String) -> String {
    var glob = ""
    for character in path {
      if "*?[\\".contains(character) { glob += "\\" }
      glob.append(character)
    }
    if glob.hasPrefix("!") || glob.hasPrefix("#") { glob = "\\" + glob }
    let plain = glob.unicodeScalars.allSatisfy { $0.value > 0x20 && $0 != "\"" && $0.value != 0x7F }
    guard !plain else { return glob }
    var quoted = "\""
    for scalar in glob.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\t": quoted += "\\t"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        // Octal, as git's C-style unquoting reads it.
        let value = scalar.value
        quoted += "\\" + String(value >> 6) + String((value >> 3) & 7) + String(value & 7)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }

  /// `text` in single quotes for the shell git runs the driver with.
  static func shellQuoted(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) }
    guard !safe || text.isEmpty else { return text }
    return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }

  static func trimmed(_ line: Substring) -> String {
    String(
      line.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
        .reversed())
  }

  /// The done file of the list whose real path is `listPath`: beside it, as the app keeps it.
  public static func donePath(ofList listPath: String) -> String {
    DoneFile.path(besideFile: listPath)
  }

  /// `path` relative to `root` (both absolute, without `.` or `..`), or nil when it is not
  /// inside it.
  public static func relative(_ path: String, to root: String) -> String? {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
    return String(path.dropFirst(prefix.count))
  }
}
