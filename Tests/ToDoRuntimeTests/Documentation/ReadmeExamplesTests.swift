import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The README's examples are what the app takes: each config snippet reads with no
/// problem (a views snippet as the views file), each `todo …` command line parses, each
/// `due:`/`t:` word reads as a day in the search, each `rec:` as a recurrence.
@Suite("README's examples")
struct ReadmeExamplesTests {
  static func readme() throws -> String { try DocumentationTests.checkedIn("README.md") }

  /// The bodies of the README's fenced blocks of `language`.
  static func blocks(_ language: String, in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = current {
        if line == "```" {
          blocks.append(lines.joined(separator: "\n") + "\n")
          current = nil
        } else {
          current = lines + [line]
        }
      } else if line == "```" + language {
        current = []
      }
    }
    return blocks
  }

  @Test func everyConfigSnippetReadsWithNoProblem() throws {
    let snippets = Self.blocks("toml", in: try Self.readme())
    #expect(snippets.count >= 2)
    for snippet in snippets {
      if snippet.contains("[view.") {
        let (views, problems) = ViewsFile.read(snippet, path: "/home/u/.config/todo/views")
        #expect(problems.isEmpty, "\(problems)")
        #expect(!views.isEmpty && views.unwritableBecause == nil)
      } else {
        let (_, problems) = Config.read(
          snippet, path: "/home/u/.config/todo/config", environment: ["HOME": "/home/u"])
        #expect(problems.isEmpty, "\(problems)")
      }
    }
  }

  @Test func theManualsConfigExampleReadsWithNoProblem() throws {
    let man = ManPage.text(keymap: .standard)
    let configuration = try #require(man.range(of: ".SH CONFIGURATION\n")).upperBound
    let example = try #require(man[configuration...].range(of: ".nf\n.RS\n")).upperBound
    let end = try #require(man[example...].range(of: ".RE\n")).lowerBound
    let text = man[example..<end].replacingOccurrences(of: "\\-", with: "-")
    #expect(text.contains("[keys."))
    let (_, problems) = Config.read(text, path: "/c", environment: ["HOME": "/home/u"])
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func everyCommandLineParses() throws {
    var count = 0
    for block in Self.blocks("sh", in: try Self.readme()) {
      for line in block.split(separator: "\n") where line.hasPrefix("todo ") {
        let command = line.prefix { $0 != "#" }
        let arguments = command.split(separator: " ").dropFirst().map(String.init)
        count += 1
        #expect(throws: Never.self, "\(command)") { _ = try LaunchOptions.parse(arguments) }
      }
    }
    #expect(count >= 5)
  }

  /// The README's words in backquotes that start with `prefix` (`due:`, `rec:`).
  static func quotedWords(startingWith prefix: String, in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
      .flatMap { $0.split(whereSeparator: \.isWhitespace) }.map(String.init)
      .filter { word in
        guard word.hasPrefix(prefix), !word.contains("YYYY"), let next = word.dropFirst(prefix.count).first
        else { return false }
        return next.isLetter || next.isNumber || "+-<>=".contains(next)
      }
  }

  /// Each `due:` or `t:` in a quoted span, with the rest of the span after it: the words a
  /// date phrase may take (`due:next fri`).
  static func quotedDates(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map(\.element)
      .flatMap { span in
        let words = span.split(whereSeparator: \.isWhitespace)
        return words.indices.compactMap { index -> String? in
          let word = words[index]
          guard ["due:", "t:"].contains(where: { word.hasPrefix($0) }), !word.contains("YYYY"),
            let next = word.drop(while: { $0 != ":" }).dropFirst().first,
            next.isLetter || next.isNumber || "+-<>=".contains(next)
          else { return nil }
          return words[index...].joined(separator: " ")
        }
      }
  }

  @Test func everyDateWordAndRecurrenceReads() throws {
    let text = try Self.readme()
    let today = CalendarDate(iso: "2026-11-26")!
    let dates = Self.quotedDates(in: text)
    #expect(dates.count >= 12)
    for phrase in dates {
      // The README's examples of a day no todo.txt date can hold, and of a date that does
      // not read, both refused.
      if phrase == "due:+100000y" {
        #expect(RelativeDate.isOutOfRange("+100000y", today: today))
        continue
      }
      if phrase == "due:nextwek" {
        #expect(ToDoTxtLine(phrase).unreadDates(today: today).count == 1)
        continue
      }
      let terms = SearchQuery(phrase, today: today).terms
      guard case .date? = terms.first else {
        Issue.record("\(phrase) does not read as a day")
        continue
      }
    }
    let recurrences = Self.quotedWords(startingWith: "rec:", in: text)
    #expect(recurrences.count >= 4)
    for word in recurrences {
      #expect(Recurrence(word.dropFirst(4)) != nil, "\(word)")
    }
  }

  /// Every date word known by name is quoted in the README, and every such word it quotes
  /// beside them reads.
  @Test func everyDateWordIsListed() throws {
    let quoted = Set(
      try Self.readme().split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }
        .flatMap { $0.element.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) }
        .map(String.init))
    for word in RelativeDate.vocabulary {
      #expect(quoted.contains(word), "\(word)")
    }
  }
}
