import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The manual page as a user reads it: `docs/todo.1` rendered by `man -l` (man-db and groff),
/// not its source. Every section the page is made of is a heading there, and every section
/// that `--help`, the README and the page itself send the reader to ("see JOURNAL") is one
/// of them. A request glued to the end of a line (`…alone..SH JOURNAL`) is text, not a
/// heading, and fails here (issue 44).
@Suite("The manual page as man renders it")
struct RenderedManPageTests {
  /// `docs/todo.1` as `man -l` prints it to a pipe, 80 columns wide.
  static func rendered() throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["man", "-l", DocumentationTests.root.appendingPathComponent("docs/todo.1").path]
    var environment = ProcessInfo.processInfo.environment
    environment["MANWIDTH"] = "80"
    environment["MANPAGER"] = "cat"
    environment["PAGER"] = "cat"
    environment["LANG"] = "C.UTF-8"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// The headings of a rendered page: the lines that start at the left margin in capitals,
  /// between the header and the footer lines (which hold `TODO(1)`).
  static func headings(_ page: String) -> [String] {
    page.split(separator: "\n").map(String.init).filter { line in
      guard let first = line.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
      return !line.contains("TODO(1)") && line.allSatisfy { $0.isUppercase || $0 == " " }
    }
  }

  /// The section names `text` sends the reader to: "see NAME" with NAME in capitals (a
  /// section), whitespace and roff's font changes taken out first. An environment variable
  /// (`see TODO_FILE`) is no section and is left out.
  static func references(in text: String) -> Set<String> {
    let plain = text.replacingOccurrences(of: "\\fB", with: "").replacingOccurrences(of: "\\fR", with: "")
      .replacingOccurrences(of: "\\fI", with: "")
    let flat = plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return names(in: flat, after: #"[Ss]ee "#)
  }

  /// The names in capitals that follow `lead` in `text` ("SAVED VIEWS", "JOURNAL"), a word
  /// with `_` (a variable) not among them.
  static func names(in text: String, after lead: String) -> Set<String> {
    let pattern = try! NSRegularExpression(pattern: lead + #"([A-Z]{3,}(?: [A-Z]{3,})*)(?![A-Z_])"#)
    let range = NSRange(text.startIndex..., in: text)
    return Set(
      pattern.matches(in: text, range: range).compactMap { match in
        Range(match.range(at: 1), in: text).map { String(text[$0]) }
      })
  }

  @Test func everySectionOfTheSourceIsAHeadingOfTheRenderedPage() throws {
    let source = try DocumentationTests.checkedIn("docs/todo.1")
    // Every .SH request, at a line's start or (by mistake) glued to a line's end.
    let sections = source.components(separatedBy: ".SH ").dropFirst().map { String($0.prefix { $0 != "\n" }) }
    let headings = Self.headings(try Self.rendered())
    #expect(headings == sections, "man -l docs/todo.1 shows \(headings)")
    for name in ["JOURNAL", "CONFIGURATION", "CALDAV", "SEARCH", "FILES"] {
      #expect(headings.contains(name), "no \(name) heading in man -l docs/todo.1")
    }
  }

  @Test func everySectionTheHelpTheReadmeAndTheManualSendTheReaderToIsThere() throws {
    let headings = Set(Self.headings(try Self.rendered()))
    let manual = Self.references(in: try DocumentationTests.checkedIn("docs/todo.1"))
    let help = Self.references(in: LaunchOptions.usage)
    // The README names sections as "see JOURNAL in `man todo`" and, in its paragraphs that
    // speak of `man todo`, in parentheses: "the search words (SEARCH)".
    let readme = try DocumentationTests.checkedIn("README.md")
    var readmeNames = Self.references(in: readme)
    for paragraph in readme.components(separatedBy: "\n\n") where paragraph.contains("man todo") {
      let flat = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      readmeNames.formUnion(Self.names(in: flat, after: #"\("#))
    }
    #expect(manual.contains("JOURNAL") && help.contains("CALDAV") && readmeNames.contains("SEARCH"))
    for (source, names) in [("the manual", manual), ("--help", help), ("README.md", readmeNames)] {
      for name in names.sorted() {
        #expect(headings.contains(name), "\(source) says 'see \(name)', a section man todo lacks")
      }
    }
  }
}
