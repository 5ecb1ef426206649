import Foundation
import Testing
import ToDoCore
import ToDoTestSupport

/// The one list of example actions (`ActionCatalog`) names every case of every action
/// family: the families and their cases are read from the enums' source, so a case added
/// to any family fails here until it has an example, and with it a place in the random
/// sessions and the recordings' tests.
@Suite("Every action has an example")
struct ActionCatalogTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ToDoCore")

  /// `family.case` for every case the source declares, by reading `Action`'s families and
  /// each family's enum.
  static func declaredCases() throws -> Set<String> {
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var enums: [String: [String]] = [:]
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      var current: String?
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("public enum "), line.hasSuffix("Codable {") {
          current = String(line.dropFirst("public enum ".count).prefix { $0 != ":" })
        } else if line == "}" {
          current = nil
        } else if let current, line.hasPrefix("  case ") {
          let name = line.dropFirst("  case ".count).prefix { $0.isLetter || $0.isNumber }
          enums[current, default: []].append(String(name))
        }
      }
    }
    var cases: Set<String> = []
    let actionFile = try String(
      contentsOf: sources.appendingPathComponent("App/Action.swift"), encoding: .utf8)
    for line in actionFile.split(separator: "\n") where line.hasPrefix("  case ") {
      let declaration = line.dropFirst("  case ".count)
      let family = declaration.prefix { $0 != "(" }
      let type = declaration.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
      for name in enums[String(type)] ?? ["(no enum \(type) found)"] { cases.insert("\(family).\(name)") }
    }
    return cases
  }

  @Test func everyDeclaredCaseHasAnExample() throws {
    let declared = try Self.declaredCases()
    #expect(declared.count > 80, "the source was read: \(declared.count) cases")
    let exampled = Set(ActionCatalog.everyCase.map(ActionCatalog.caseName(of:)))
    for name in declared.subtracting(exampled).sorted() {
      Issue.record("\(name) has no example in ActionCatalog.everyCase: add one")
    }
    #expect(exampled.isSubset(of: declared), "\(exampled.subtracting(declared))")
  }

  @Test func theRandomSessionsDrawEveryCase() {
    var actions = RandomActions(seed: 1)
    var seen: Set<String> = []
    for _ in 0..<20_000 { seen.insert(ActionCatalog.caseName(of: actions.next())) }
    let missing = Set(ActionCatalog.everyCase.map(ActionCatalog.caseName(of:))).subtracting(seen)
    #expect(missing.isEmpty, "never drawn: \(missing.sorted())")
  }
}
