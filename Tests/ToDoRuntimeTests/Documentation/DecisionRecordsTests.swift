import Foundation
import Testing

/// The decisions are short records in docs/decisions/, each with its status, all listed by the
/// index docs/DECISIONS.md; the docs' links between them lead somewhere.
@Suite("Decision records")
struct DecisionRecordsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The records' file names, such as `0001-ncurses-through-one-file.md`.
  static func records() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs/decisions").path)
      .filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
  }

  @Test func eachRecordIsShortNumberedAndSaysItsStatus() throws {
    let records = try Self.records()
    #expect(records.count >= 79)
    for name in records {
      let text = try Self.text("docs/decisions/" + name)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let number = String(name.prefix(4))
      #expect(name.wholeMatch(of: /[0-9]{4}-[a-z0-9-]+\.md/) != nil, "\(name): NNNN-title.md")
      #expect(
        lines.first.map { $0.hasPrefix("# \(number).") || $0.hasPrefix("# \(number):") } == true,
        "\(name): the title starts with # \(number).")
      let status = lines.first { $0.hasPrefix("Status: ") }
      #expect(
        status?.wholeMatch(of: /Status: (Accepted.*|Superseded (in part )?by [0-9]{4}(, [0-9]{4})*)/) != nil,
        "\(name): a line Status: Accepted, or Status: Superseded by NNNN")
      #expect(
        lines.count <= 45,
        "\(name) has \(lines.count) lines: a record is short (figures go to docs/performance/)")
    }
  }

  @Test func theIndexListsEveryRecord() throws {
    let index = try Self.text("docs/DECISIONS.md")
    for name in try Self.records() {
      #expect(index.contains("(decisions/\(name))"), "docs/DECISIONS.md has no row for decisions/\(name)")
    }
  }

  @Test func theIndexIsInTheOrderOfTheNumbers() throws {
    let numbers = try Self.text("docs/DECISIONS.md").split(separator: "\n")
      .compactMap { line in line.prefixMatch(of: /\| \[([0-9]{4})\]/).map { Int($0.output.1)! } }
    #expect(numbers.count >= 79)
    for (earlier, later) in zip(numbers, numbers.dropFirst()) {
      #expect(earlier < later, "docs/DECISIONS.md lists \(later) after \(earlier): the rows go by number")
    }
  }

  @Test func everyLinkOfTheDocsLeadsToAFile() throws {
    var paths = ["README.md", "docs/DECISIONS.md"]
    for folder in ["docs/decisions", "docs/performance"] {
      paths += try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent(folder).path
      )
      .filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }
    }
    for path in paths {
      let folder = Self.root.appendingPathComponent(path).deletingLastPathComponent()
      for match in try Self.text(path).matches(of: /\]\(([^)#:\s]+)(#[^)]*)?\)/) {
        let target = folder.appendingPathComponent(String(match.output.1)).standardizedFileURL
        #expect(
          FileManager.default.fileExists(atPath: target.path),
          "\(path) links \(match.output.1), which is not there")
      }
    }
  }
}
