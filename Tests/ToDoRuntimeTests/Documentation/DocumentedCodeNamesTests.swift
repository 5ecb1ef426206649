import Foundation
import Testing

/// The README, ARCHITECTURE.md and the docs name the code in backticks; a name the code no
/// longer has misleads a newcomer. Only what looks like a Swift name is checked, so prose,
/// keys (`Ctrl-C`), config keys (`creation-dates`), commands and paths are left alone:
/// - a type, UpperCamelCase with two humps or more: `EventLoop`, `ToDoDocument`;
/// - `Type.member` or `Type.Nested`: the member must be declared in a body of that type;
/// - a call, `render(state, previous)`, `Keymap.rebinding(_:in:to:)`, `.dayBegan(day, nextDayIn:)`;
/// - a Swift file, `Curses.swift`.
/// History is not checked: a record whose status says `Superseded by` describes what was
/// replaced, and docs/performance/ holds the measurements of the code of their day. The same
/// rule holds the comment lines of the Swift files.
@Suite("Code names in the docs")
struct DocumentedCodeNamesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// This file, which writes stale names on purpose, is not part of the code looked at.
  static let thisFile = URL(fileURLWithPath: #filePath).lastPathComponent

  /// Members every type of the given kind has without declaring them.
  static let synthesized: Set<String> = ["allCases", "rawValue", "init", "description", "hash"]

  /// Names of other libraries the comments cite: `JSONEncoder`'s options.
  static let foreign: Set<String> = [".sortedKeys", ".withoutEscapingSlashes"]

  /// Whether `name`, written in backticks, looks like a Swift code name the code lacks.
  static func isStale(_ name: String, in code: SwiftCodeIndex) -> Bool {
    guard !foreign.contains(name), name.wholeMatch(of: /\.?[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(\([^()]*\))?/) != nil
    else { return false }
    let base = name.prefix { $0 != "(" }
    let call = base.count < name.count
    let parts = base.split(separator: ".").map(String.init)
    if parts.count == 2 && parts[1] == "swift" { return !code.fileNames.contains(name) }
    if base.hasPrefix(".") {
      // `.case` or `.member(…)`: declared by some type. `.gitignore` is a file.
      guard parts.count == 1, call || parts[0].contains(where: \.isUppercase) else { return false }
      return !code.allMembers.contains(parts[0]) && !synthesized.contains(parts[0])
    }
    if parts.count == 1 {
      let isType = parts[0].wholeMatch(of: /[A-Z][a-z0-9]+([A-Z][a-z0-9]*)+/) != nil
      return (isType || call) && !code.identifiers.contains(parts[0])
    }
    // `Type.member`: `README.md` and `todo.txt` are files, `view.rows` an expression.
    guard parts[0].wholeMatch(of: /[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*/) != nil else { return false }
    if parts.dropLast().contains(where: { !code.identifiers.contains($0) }) { return true }
    let (type, member) = (parts[parts.count - 2], parts[parts.count - 1])
    // A type of ours must declare the member; another's (`DispatchQueue.main`) must be used.
    guard let declared = code.members[type] else { return !code.identifiers.contains(member) }
    return !declared.contains(member) && !synthesized.contains(member)
  }

  /// Each stale name of `text`, with its line number.
  static func staleNames(in text: String, code: SwiftCodeIndex) -> [(line: Int, name: String)] {
    var found: [(line: Int, name: String)] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let spans = line.split(separator: "`", omittingEmptySubsequences: false)
      for (index, span) in spans.enumerated() where index % 2 == 1 && index < spans.count - 1 {
        if isStale(String(span), in: code) { found.append((number + 1, String(span))) }
      }
    }
    return found
  }

  /// README.md, ARCHITECTURE.md and docs/**/*.md, by path from the root, history left out.
  static func documents() throws -> [(path: String, text: String)] {
    var paths = ["README.md", "ARCHITECTURE.md"]
    let docs = root.appendingPathComponent("docs")
    if let walk = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
      for case let url as URL in walk where url.pathExtension == "md" {
        paths.append("docs" + url.path.dropFirst(docs.path.count))
      }
    }
    return try paths.sorted().compactMap { path in
      let url = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path), !path.hasPrefix("docs/performance/") else {
        return nil
      }
      let text = try String(contentsOf: url, encoding: .utf8)
      return text.contains("\nStatus: Superseded by") ? nil : (path, text)
    }
  }

  @Test func everyCodeNameTheDocsWriteIsInTheCode() throws {
    let code = try SwiftCodeIndex(root: Self.root, skipping: [Self.thisFile])
    let documents = try Self.documents()
    #expect(documents.contains { $0.path == "README.md" })
    #expect(documents.contains { $0.path.hasPrefix("docs/decisions/") })
    for (path, text) in documents {
      for (line, name) in Self.staleNames(in: text, code: code) {
        Issue.record(
          "\(path):\(line): `\(name)` is in no Swift file of Sources/ or Tests/: rename or remove it")
      }
    }
  }

  /// The comment lines (`//` or `///` first) of the Swift files of Sources/ and Tests/, by path
  /// from the root, other lines left empty so that line numbers stay.
  static func comments() throws -> [(path: String, text: String)] {
    var found: [(path: String, text: String)] = []
    for folder in ["Sources", "Tests"] {
      let base = root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
        continue
      }
      for case let url as URL in walk where url.pathExtension == "swift" && url.lastPathComponent != thisFile
      {
        let lines = try String(contentsOf: url, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false)
        let comments = lines.map { $0.drop { $0 == " " }.hasPrefix("//") ? $0 : "" }
        found.append((folder + url.path.dropFirst(base.path.count), comments.joined(separator: "\n")))
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  @Test
  func everyCodeNameTheCommentsWriteIsInTheCode() throws {
    let code = try SwiftCodeIndex(root: Self.root, skipping: [Self.thisFile])
    for (path, text) in try Self.comments() {
      for (line, name) in Self.staleNames(in: text, code: code) {
        Issue.record(
          "\(path):\(line): `\(name)` is in no Swift code of Sources/ or Tests/: rename or remove it")
      }
    }
  }

  @Test func staleNamesAreFoundAndProseIsLeftAlone() throws {
    let code = try SwiftCodeIndex(root: Self.root, skipping: [Self.thisFile])
    let text = """
      The adapter (`Terminal`, `InputLoop`, `EventLoop`) reads `Ctrl-C` and `Enter`.
      Ids come from `State.nextID`, now `ToDoDocument.nextID`; `Keymap.tooSmallAction` is
      gone, `Keymap.rebinding(_:in:to:)` and `Keymap.standard` are not, nor `Mode.Kind`.
      `render(state, previous)` and `.dayBegan(day, nextDayIn:)`, not `.dayDawned(day)`.
      `Curses.swift`, not `Gone.swift`; `README.md`, `todo.txt`, `.gitignore`, `~/.config`.
      `creation-dates`, `[keys.browsing]`, `x YYYY-MM-DD`, `TODO_TODAY`, `pri:A`, `todo --check-config`,
      `DispatchQueue.main`, `view.rows`, `_nc_hash_map`, `kcuu1`, `A–Z`.
      """
    let found = Self.staleNames(in: text, code: code)
    #expect(
      found.map(\.name) == [
        "InputLoop", "State.nextID", "Keymap.tooSmallAction", ".dayDawned(day)", "Gone.swift",
        // Another's member the code does not use (the event loop left the main queue).
        "DispatchQueue.main",
      ])
    #expect(found.map(\.line) == [1, 2, 2, 4, 5, 7])
  }

  @Test func aCommentNamingAThingDoesNotVouchForIt() {
    let code = SwiftCodeIndex(
      sources: [
        """
        /// Made by `InputLoop`. // InputLoop
        struct Store { var state: Int /* InputLoop */ }
        enum Mode { case adding, editing(id: Int), picking(Picker) }
        extension Store { func send() {} }
        let url = "https://example.com/OldName"
        """
      ], fileNames: ["Store.swift"])
    #expect(Self.isStale("InputLoop", in: code))
    #expect(!Self.isStale("OldName", in: code))
    #expect(!Self.isStale("Store.send()", in: code) && Self.isStale("Store.receive()", in: code))
    #expect(!Self.isStale("Mode.editing(id:)", in: code) && !Self.isStale("Mode.picking", in: code))
    #expect(Self.isStale("Mode.browsing", in: code))
  }
}
