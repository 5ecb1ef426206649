import Foundation
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("The journal: its entries, replay, log, bounds and config")
struct JournalTests {
  private static func entry(
    _ step: Int, _ op: String, _ kind: String, before: String? = nil, after: String? = nil,
    at: String = "2026-11-26T10:00:00Z"
  ) -> JournalEntry {
    JournalEntry(step: step, at: at, by: "todo", op: op, kind: kind, index: 0, before: before, after: after)
  }

  @Test func anEntryIsOneJSONLineThatReadsBack() throws {
    let entry = Self.entry(
      3, "do", "changed", before: "Say \"hi\"\t\\ ok", after: "x 2026-11-26 Say \"hi\"\t\\ ok")
    #expect(entry.jsonLine.hasPrefix(#"{"v":1,"step":3,"at":"2026-11-26T10:00:00Z","by":"todo","op":"do""#))
    #expect(!entry.jsonLine.contains("\n"))
    #expect(JournalEntry.parse(Substring(entry.jsonLine)) == entry)
    #expect(JournalEntry.parse(#"{"v":2,"step":1}"#) == nil, "another version is left out")
    #expect(JournalEntry.parse("not json") == nil)
  }

  @Test func anUndoIsWrittenAsWhatItChanged() {
    let edit = ListEdit.inserted(ToDo(id: 4, title: "Buy bread"), at: 2)
    let entries = JournalEntry.entries(
      of: JournalEvent(kind: .undid, edit: edit, number: 1), step: 9, at: "t")
    #expect(
      entries == [
        JournalEntry(
          step: 9, at: "t", by: "todo", op: "undo", kind: "deleted", index: 2, before: "Buy bread", after: nil
        )
      ])
  }

  @Test func theReplayLeavesTheStacksTheSessionsLeft() {
    let entries = [
      Self.entry(1, "do", "added", after: "A"),
      Self.entry(2, "do", "added", after: "B"),
      Self.entry(3, "do", "added", after: "C"),
      Self.entry(4, "undo", "deleted", before: "C"),
      Self.entry(5, "undo-dropped", "none", before: "B"),
    ]
    let (undoable, redoable) = JournalReplay.stacks(of: entries)
    #expect(undoable.map(\.subject) == ["A"])
    #expect(redoable.map(\.subject) == ["C"])
    let (again, none) = JournalReplay.stacks(of: entries + [Self.entry(6, "do", "added", after: "D")])
    #expect(again.map(\.subject) == ["A", "D"])
    #expect(none.isEmpty, "a new step empties the redo stack")
  }

  @Test func theEntriesOfOneStepAreOneGroup() {
    let entries = [
      Self.entry(1, "do", "archived", before: "x A"), Self.entry(1, "do", "archived", before: "x B"),
    ]
    let (undoable, _) = JournalReplay.stacks(of: entries)
    #expect(undoable.count == 1)
    #expect(undoable.first?.count == 2)
    if case .archived = undoable.first {} else { Issue.record("an archive: \(undoable)") }
  }

  @Test func theLogWritesOneReadableLineAnEntryAndFindsWords() {
    let entries = [
      Self.entry(1, "do", "added", after: "Buy milk"),
      Self.entry(2, "do", "changed", before: "Buy milk", after: "x 2026-11-26 Buy milk"),
      Self.entry(3, "undo", "changed", before: "x 2026-11-26 Buy milk", after: "Buy milk"),
      Self.entry(4, "do", "changed", before: "Call mom", after: "Call mom +family"),
    ]
    let lines = JournalLog.text(of: entries, query: "", json: false).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0].contains("todo") && lines[0].contains("added") && lines[0].hasSuffix("Buy milk"))
    #expect(lines[1].contains("completed"))
    #expect(lines[2].contains("undo: reopened"))
    #expect(lines[3].hasSuffix("Call mom → Call mom +family"))
    #expect(JournalLog.text(of: entries, query: "MOM family", json: false).split(separator: "\n").count == 1)
    #expect(JournalLog.text(of: entries, query: "milk", json: true).split(separator: "\n").count == 3)
  }

  @Test func compactingKeepsTheLastStepsAndDropsTheOldest() throws {
    let folder = NSTemporaryDirectory() + "journal-compact-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/j.jsonl")
    let entries = (1...100).map { Self.entry($0, "do", "added", after: "todo number \($0)") }
    try journal.append(entries.map(\.jsonLine))
    journal.compact(maxBytes: 1_000_000, maxAge: nil, keepSteps: 10)
    #expect(journal.entries().count == 100, "within its bounds, left alone")
    journal.compact(maxBytes: 2_000, maxAge: nil, keepSteps: 10)
    let kept = journal.entries()
    #expect(kept.count >= 10 && kept.count < 100)
    #expect(kept.last == entries.last)
    #expect(kept == Array(entries.suffix(kept.count)))
    journal.compact(maxBytes: 10, maxAge: nil, keepSteps: 3)
    #expect(journal.entries() == Array(entries.suffix(3)), "the last steps are kept whatever the size")
  }

  @Test func compactingDropsEntriesPastTheirAge() throws {
    let folder = NSTemporaryDirectory() + "journal-age-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/j.jsonl")
    let old = Self.entry(1, "do", "added", after: "old", at: "2020-01-01T00:00:00Z")
    let new = Self.entry(2, "do", "added", after: "new", at: Journal.timestamp(JournalTime.now()))
    try journal.append([old.jsonLine, new.jsonLine])
    journal.compact(maxBytes: 1 << 20, maxAge: 86_400, keepSteps: 1)
    #expect(journal.entries() == [new])
  }

  @Test func aCompactionKeepsAtMostHalfTheBoundSoTheNextComesAfterAsManyBytesMore() throws {
    let folder = NSTemporaryDirectory() + "journal-half-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/j.jsonl")
    let entries = (1...100).map { Self.entry($0, "do", "added", after: "todo number \($0)") }
    try journal.append(entries.map(\.jsonLine))
    journal.compact(maxBytes: 4_000, maxAge: nil, keepSteps: 1)
    let kept = journal.entries()
    let size = kept.reduce(0) { $0 + $1.jsonLine.utf8.count + 1 }
    #expect(size <= 2_000, "at most half of the 4,000 bytes: \(size)")
    #expect(size > 2_000 - (entries[0].jsonLine.utf8.count + 1) * 2, "as much as half holds: \(size)")
    #expect(kept == Array(entries.suffix(kept.count)))
  }

  @Test func aJournalThatCannotBeWrittenSaysWhy() {
    let journal = Journal(path: "/proc/no-such-folder/j.jsonl")
    #expect(throws: JournalError.self) { try journal.append(["{}"]) }
  }

  @Test func twoListsNeverShareAJournal() {
    let first = Journal.path(forList: "/home/u/work/todo.txt", stateFolder: "/s")
    let second = Journal.path(forList: "/home/u/home/todo.txt", stateFolder: "/s")
    #expect(first != second)
    #expect(first.hasPrefix("/s/journal/todo.txt-") && first.hasSuffix(".jsonl"))
  }

  @Test func theConfigsJournalSectionSetsItsBounds() {
    let text = "[journal]\nmax-size = \"2M\"\nmax-age = \"30d\"\nkeep-steps = \"50\"\n"
    let (config, problems) = Config.read(text, path: "/c", environment: [:])
    #expect(problems.isEmpty)
    #expect(config.journal == JournalBounds(maxBytes: 2 << 20, maxAge: 30 * 86_400, keepSteps: 50))
    let (_, wrong) = Config.read(
      "[journal]\nmax-size = \"big\"\nkeep = \"1\"\n", path: "/c", environment: [:])
    #expect(wrong.count == 2)
    #expect(Config().journal == JournalBounds(maxBytes: 1 << 20, maxAge: nil, keepSteps: 200))
  }

  @Test func todoLogIsACommand() throws {
    let log = try #require(LaunchCommand.named("log"))
    #expect(try log.call(with: ["--json", "milk", "bread"]) == .log(query: "milk bread", json: true))
    #expect(try log.call(with: []) == .log(query: "", json: false))
  }

  @Test func appendsFromManyWritersAtOnceAreWholeLines() throws {
    let folder = NSTemporaryDirectory() + "journal-writers-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/j.jsonl"
    DispatchQueue.concurrentPerform(iterations: 8) { writer in
      // Each writer its own `Journal` value: its own descriptor, as a second instance has.
      let journal = Journal(path: path)
      for number in 0..<50 {
        try? journal.append { last in
          [Self.entry(last + 1, "do", "added", after: "writer \(writer) todo \(number)").jsonLine]
        }
      }
    }
    let entries = Journal(path: path).entries()
    #expect(entries.count == 400)
    #expect(entries.map(\.step) == Array(1...400), "each step numbered after the last, in turn")
  }
}
