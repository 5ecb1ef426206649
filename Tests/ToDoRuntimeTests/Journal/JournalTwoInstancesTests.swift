import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// Issue 41, item 2: two instances on one list recorded each other's adds as "other added"
/// up to 4 times (209 lines for 60 adds). Each change is now journaled once.
@Suite("Two instances on one list journal each change once")
struct JournalTwoInstancesTests {
  @Test func sixtyAddsByTwoInstancesAreSixtyLines() throws {
    let folder = NSTemporaryDirectory() + "journal-two-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/journal/list.jsonl"
    // Two instances: each its own `Journal` value on the one file, as two processes have.
    let (first, second) = (Journal(path: path), Journal(path: path))
    var titles: [String] = []
    for number in 1...60 {
      let (adder, other) = number % 2 == 1 ? (first, second) : (second, first)
      let seen = ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
      let title = "Todo \(number)"
      try adder.append { last in
        [
          JournalEntry(
            step: last + 1, at: Journal.timestamp(JournalTime.now()), by: "todo", op: "do", kind: "added",
            index: titles.count, before: nil, after: title
          ).jsonLine
        ]
      }
      titles.append(title)
      // The other instance's reload sees the add, and so does its next save's merge.
      let merged = MergedList(titles: TitleList(titles), ids: Array(1..<titles.count) + [nil])
      other.appendOutside(merged, from: seen)
      other.appendOutside(merged, from: seen)
    }
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 60)
    #expect(first.entries().allSatisfy { $0.by == "todo" })
  }

  @Test func anotherProgramsChangeTheJournalDoesNotHoldIsStillJournaled() throws {
    let folder = NSTemporaryDirectory() + "journal-two-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    let seen = ToDoList([ToDo(id: 1, title: "A")])
    journal.appendOutside(MergedList(titles: ["A", "B"], ids: [1, nil]), from: seen)
    #expect(journal.entries().map(\.after) == ["B"])
    // Two identical adds where the journal holds one: one of them is new.
    journal.appendOutside(MergedList(titles: ["A", "B", "B", "C"], ids: [1, nil, nil, nil]), from: seen)
    #expect(journal.entries().map(\.after) == ["B", "B", "C"])
    // Each of another program's steps is the next step, numbered after the last.
    #expect(journal.entries().map(\.step) == [1, 2, 2])
  }
}
