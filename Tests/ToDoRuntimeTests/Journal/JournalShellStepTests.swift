import Foundation
import Testing

@testable import ToDoCore
@testable import ToDoRuntime

/// A reload's change that is exactly the journal's last step by `todo` (the shell's `todo
/// add`, journaled under the same lock) is answered as that step, for the app's Ctrl-Z;
/// anything else is not (decision 0355).
@Suite("The journal tells the shell's step apart")
struct JournalShellStepTests {
  let folder = NSTemporaryDirectory() + "journal-shell-\(UUID().uuidString)"
  var journal: Journal { Journal(path: folder + "/journal/list.jsonl") }
  let seen = ToDoList([ToDo(id: 1, title: "A")])

  func write(by: String = "todo", op: String = "do", _ changes: [(String?, String?)], step: Int = 1) throws {
    try journal.append(
      changes.enumerated().map { offset, change in
        JournalEntry(
          step: step, at: "2026-12-07T10:00:00Z", by: by, op: op, kind: change.0 == nil ? "added" : "changed",
          index: offset + 1, before: change.0, after: change.1
        ).jsonLine
      })
  }

  @Test func theShellsAddIsAnsweredAndNothingIsJournaledAgain() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write([(nil, "Call mum")])
    let step = journal.appendOutside(MergedList(titles: ["A", "Call mum"], ids: [1, nil]), from: seen)
    #expect(step == [.inserted(ToDo(id: 0, title: "Call mum"), at: 1)])
    #expect(journal.entries().count == 1)
  }

  @Test func theShellsDoneAndAddSeenAsLinesRemovedAndAddedAreTheirSteps() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write([("A", "x 2026-12-07 A")])
    try journal.append([
      JournalEntry(
        step: 2, at: "2026-12-07T10:00:00Z", by: "todo", op: "do", kind: "added", index: 1, before: nil,
        after: "Call mum"
      ).jsonLine
    ])
    // The reload's merge matched nothing to A's new text: a line removed and two added.
    let merged = MergedList(titles: ["x 2026-12-07 A", "Call mum"], ids: [nil, nil])
    let steps = journal.appendOutside(merged, from: seen)
    #expect(
      steps == [
        .changed(ToDo(id: 0, title: "A"), to: ToDo(id: 0, title: "x 2026-12-07 A"), at: 1),
        .inserted(ToDo(id: 0, title: "Call mum"), at: 1),
      ])
    #expect(journal.entries().count == 2, "nothing journaled as another program's")
  }

  @Test func anotherProgramsChangeAnUndoOrMoreThanTheStepIsNot() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write(op: "undo", [(nil, "Call mum")])
    #expect(journal.appendOutside(MergedList(titles: ["A", "Call mum"], ids: [1, nil]), from: seen) == [])
    try write([(nil, "Pay rent")], step: 2)
    // The shell's add and another program's: the change is more than the step.
    let both = MergedList(titles: ["A", "Pay rent", "Water plants"], ids: [1, nil, nil])
    #expect(journal.appendOutside(both, from: seen) == [])
    #expect(journal.entries().last.map { [$0.by, $0.after] } == ["other", "Water plants"])
  }

  @Test func aStepThatIsNotTheLastIsNot() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try write([(nil, "Call mum")])
    try write([("A", "x A")], step: 2)
    #expect(journal.appendOutside(MergedList(titles: ["A", "Call mum"], ids: [1, nil]), from: seen) == [])
  }
}
