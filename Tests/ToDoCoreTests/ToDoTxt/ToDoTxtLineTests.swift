import Foundation
import Testing

@testable import ToDoCore

/// The parsed todo.txt line, against the format's own examples and against how ten other
/// clients read 150 tricky lines (`shared/corpus/expectations.tsv`, beside the repository).
@Suite("A todo.txt line, parsed")
struct ToDoTxtLineTests {
  @Test func theSpecExamplesParse() {
    let line = ToDoTxtLine(
      "x 2011-03-02 2011-03-01 Review Tim's pull request +TodoTxtTouch @github due:2011-03-05")
    #expect(line.isCompleted && line.completionDate == "2011-03-02" && line.creationDate == "2011-03-01")
    #expect(line.priority == nil)
    #expect(line.description == "Review Tim's pull request +TodoTxtTouch @github due:2011-03-05")
    #expect(line.projects == ["TodoTxtTouch"] && line.contexts == ["github"])
    #expect(line.tags == [ToDoTxtLine.Tag(key: "due", value: "2011-03-05")])
    let open = ToDoTxtLine("(A) 2011-03-01 Call Mom @phone +Family")
    #expect(!open.isCompleted && open.priority == "A" && open.creationDate == "2011-03-01")
    #expect(open.description == "Call Mom @phone +Family")
    #expect(ToDoTxtLine("(b) Get back to the boss").priority == nil)
    #expect(ToDoTxtLine("(B)->Submit TPS report").priority == nil)
    #expect(ToDoTxtLine("Really gotta call Mom (A) @phone").priority == nil)
    #expect(!ToDoTxtLine("X 2011-02-28 done?").isCompleted)
    #expect(!ToDoTxtLine("xylophone lesson").isCompleted)
    #expect(ToDoTxtLine("Learn how to add 2+2").projects.isEmpty)
    #expect(ToDoTxtLine("Email SoAndSo at soandso@example.com").contexts.isEmpty)
    #expect(ToDoTxtLine("x 2017-06-31 no such day").completionDate == nil)
    #expect(ToDoTxtLine("2020-02-29 leap day").creationDate == "2020-02-29")
    #expect(ToDoTxtLine("2021-02-29 no leap day").creationDate == nil)
  }

  @Test func theRawLineIsKeptWhole() {
    for raw in ["x  two blanks", "(A)  trailing blanks  ", "\ttab first", "", "x", "café +naïve @ünï"] {
      #expect(ToDoTxtLine(raw).raw == raw)
    }
  }

  /// One row of expectations.tsv.
  struct Expectation: CustomStringConvertible {
    var fields: [String]
    var line: String { Self.unescape(fields[0]) }
    var source: String { fields[8] }
    var description: String { "\(fields[0]) (\(source))" }

    static func unescape(_ text: String) -> String {
      var result = ""
      var escaped = false
      for character in text {
        if escaped {
          switch character {
          case "t": result.append("\t")
          case "n": result.append("\n")
          case "r": result.append("\r")
          default: result.append(character)
          }
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else {
          result.append(character)
        }
      }
      return result
    }
  }

  static func expectations() -> [Expectation] {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    while folder.path != "/" {
      folder = folder.deletingLastPathComponent()
      let file = folder.appendingPathComponent("shared/corpus/expectations.tsv")
      if let text = try? String(contentsOf: file, encoding: .utf8) {
        return text.split(separator: "\n").dropFirst().map {
          Expectation(fields: $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
        }
      }
    }
    return []
  }

  /// Where the clients disagree among themselves, the readings we do not follow, each
  /// named by what in the line makes the difference (decision
  /// docs/decisions/0039-todo-txt-line-follows-the-spec-lazily.md). Every other row must agree
  /// with us.
  static func isKnownDisagreement(_ field: String, _ row: Expectation) -> Bool {
    let line = row.line
    let source = row.source
    let dates = ["completion_date", "creation_date"]
    // The spec's mark is a lowercase x (todo.txt-android and todotxt.net take X too).
    if ["completed", "completion_date"].contains(field), line.hasPrefix("X ") { return true }
    // A priority after x: the spec puts the priority first, on open tasks (and the dates
    // after such a priority follow from it).
    if (["priority"] + dates).contains(field), line.hasPrefix("x (") { return true }
    if ["priority", "creation_date"].contains(field), line.hasPrefix("x "), line.dropFirst(13).hasPrefix("(")
    {
      return true
    }
    // 2013-11-31 kept, though no such day exists.
    if field == "completion_date", source.hasPrefix("mpcjanssen/simpletask") { return true }
    // One date after x read as the creation date.
    if dates.contains(field), source.hasPrefix("sanpii/") { return true }
    // `+Bar:` read as `Bar`: we keep the word as it is.
    if ["projects", "contexts"].contains(field), source.hasPrefix("topydo/") { return true }
    // A colon in a value (`blah:zah:haz`, `url:http://…`), or `12:00` not a tag.
    if field == "tags", source.hasPrefix("topydo/") || line.contains("url:http") { return true }
    // A link is not a tag (pytodotxt's own tests take `rsync://my.nas` as one).
    if field == "tags", line.contains("://") { return true }
    // `@@errands`: a name starts with a letter, a digit or `_`.
    if field == "contexts", line.contains(" @@") { return true }
    return false
  }

  @Test func whereTheClientsAgreeOursAgrees() {
    let rows = Self.expectations()
    #expect(rows.count == 150, "expectations.tsv beside the repository (shared/corpus), 150 rows")
    var checked = 0
    for row in rows {
      let parsed = ToDoTxtLine(row.line)
      let ours: [String: String] = [
        "completed": parsed.isCompleted ? "1" : "0",
        "completion_date": parsed.completionDate ?? "",
        "priority": parsed.priority.map { String($0) } ?? "",
        "creation_date": parsed.creationDate ?? "",
        "projects": parsed.projects.map(String.init).sorted().joined(separator: ","),
        "contexts": parsed.contexts.map(String.init).sorted().joined(separator: ","),
        "tags": parsed.tags.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ","),
      ]
      let names = [
        "completed", "completion_date", "priority", "creation_date", "projects", "contexts", "tags",
      ]
      for (offset, name) in names.enumerated() {
        var theirs = Expectation.unescape(row.fields[offset + 1])
        guard theirs != "?" else { continue }
        if ["projects", "contexts", "tags"].contains(name) {
          theirs = theirs.split(separator: ",").map(String.init).sorted().joined(separator: ",")
        }
        checked += 1
        if ours[name] != theirs, !Self.isKnownDisagreement(name, row) {
          Issue.record("\(name): ours \(ours[name] ?? "nil"), theirs \(theirs): \(row)")
        }
      }
    }
    #expect(checked > 300)
  }
}

/// A link in a todo (`https://x.org`) is no `key:value` tag: not read as one, not found,
/// set nor removed as one.
@Suite("todo.txt lines: a link is no tag")
struct ToDoTxtLinkTests {
  @Test(arguments: [
    "Read https://x.org", "Mirror rsync://my.nas/backup", "Open file:///home/u/notes.txt",
    "Call http://x.org:8080/path", "See ftp://x.org due:2026-11-30",
  ])
  func aLinkIsNotATag(text: String) {
    let line = ToDoTxtLine(text)
    let scheme = String(text.split(separator: " ")[1].prefix { $0 != ":" })
    #expect(!line.tags.contains { $0.key == scheme }, "\(text)")
    #expect(line.tagValue(scheme) == nil, "\(text)")
    #expect(line.removingTag(scheme).raw == text, "the link stays")
    #expect(line.settingTag(scheme, to: "1").raw == text + " \(scheme):1", "the link stays")
  }

  @Test func aTagBesideALinkIsStillATag() {
    let line = ToDoTxtLine("See ftp://x.org due:2026-11-30 https:x")
    #expect(
      line.tags == [
        ToDoTxtLine.Tag(key: "due", value: "2026-11-30"), ToDoTxtLine.Tag(key: "https", value: "x"),
      ])
    #expect(line.tagValue("due") == "2026-11-30")
    #expect(line.tagValue("https") == "x")
  }
}
