import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The message templates in the app's sources agree with their counts: a verb after a
/// count ("1 commit wait to be pushed", issue 44) comes through `counted(_:verb:)`, and a
/// collection's count before a plural noun ("1 todos") through `counted`, or beside a
/// test of the count being one. Reads every Swift file under Sources/, as `make test` runs.
@Suite("Status message grammar")
struct MessageGrammarTests {
  /// Verbs whose form depends on the count before them.
  static let verbs = [
    "are", "is", "were", "was", "have", "has", "wait", "waits", "need", "needs", "remain", "remains", "stay",
    "stays", "come", "comes", "do", "does", "go", "goes", "belong", "belongs",
  ]
  static let nouns = [
    "todos", "commits", "changes", "lines", "files", "objects", "lists", "steps", "problems", "notes",
    "views",
    "entries", "days", "words", "bytes", "copies", "marks", "items", "rows",
  ]
  /// Lines whose count can never be one, with the reason.
  static let neverOne = [
    // Said only of a name longer than the longest a view may have.
    "That name is \\(name.count) characters long"
  ]

  /// Every line of every Swift file under Sources/, with its place, comments left out.
  static func sourceLines() throws -> [(place: String, lines: [String])] {
    let sources = DocumentationTests.root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    return try files.filter { $0.hasSuffix(".swift") }.sorted().map { file in
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      return (file, text.components(separatedBy: "\n"))
    }
  }

  static func matches(_ pattern: String, _ line: String) -> Bool {
    line.range(of: pattern, options: .regularExpression) != nil
      && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
  }

  @Test func aVerbAfterACountComesThroughCountedVerb() throws {
    let counted =
      #"\.counted\("[^"]+"(, plural: "[^"]+")?\)\)\s+("# + Self.verbs.joined(separator: "|") + #")\b"#
    var found: [String] = []
    for (file, lines) in try Self.sourceLines() {
      for (index, line) in lines.enumerated() where Self.matches(counted, line) {
        found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    let message =
      "a verb after a count that may be one. To fix: write n.counted(\"noun\", verb: \"wait\"):\n"
      + found.joined(separator: "\n")
    #expect(found.isEmpty, "\(message)")
  }

  @Test func aCollectionsCountBeforeAPluralNounAgreesWithIt() throws {
    let raw = #"\\\([^()]*\.count\) ([a-z]+ )?("# + Self.nouns.joined(separator: "|") + #")\b"#
    let guarded = #"== 1|!= 1|case 1|> 1|>= 2"#
    var found: [String] = []
    for (file, lines) in try Self.sourceLines() {
      for (index, line) in lines.enumerated() where Self.matches(raw, line) {
        let before = lines[max(0, index - 8)...index].joined(separator: "\n")
        guard before.range(of: guarded, options: .regularExpression) == nil else { continue }
        guard !Self.neverOne.contains(where: line.contains) else { continue }
        found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    let message =
      "a count that may be one before a plural noun. To fix: write n.counted(\"noun\"):\n"
      + found.joined(separator: "\n")
    #expect(found.isEmpty, "\(message)")
  }

  @Test func countedVerbAgrees() {
    #expect(1.counted("commit", verb: "wait") == "1 commit waits")
    #expect(2.counted("commit", verb: "wait") == "2 commits wait")
    #expect(1.counted("todo", verb: "are") == "1 todo is")
    #expect(0.counted("todo", verb: "have") == "0 todos have")
  }
}
