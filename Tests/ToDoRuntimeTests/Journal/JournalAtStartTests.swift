import Foundation
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("The journal at the start and at its bound: changes while closed, compaction on append")
struct JournalAtStartTests {
  private static func entry(_ step: Int, _ kind: String, before: String? = nil, after: String? = nil)
    -> JournalEntry
  {
    JournalEntry(
      step: step, at: "2026-11-26T10:00:00Z", by: "todo", op: "do", kind: kind, index: 0,
      before: before, after: after)
  }

  /// Loads the list, then journals the changes found, as the interpreter does at the start,
  /// and writes the record of what it saw, as the way out does.
  private func start(_ folder: ScratchFolder, journal: Journal) {
    let seen = SeenRecord(listPath: folder.file("todo.txt"), stateFolder: folder.file("state"))
    let store = FileToDoStore(path: folder.file("todo.txt"), seen: seen)
    let done = DispatchSemaphore(value: 0)
    store.load { _ in }
    store.findOutsideChanges { changes in
      if let changes { journal.appendClosed(changes.changes) }
      done.signal()
    }
    done.wait()
    store.finishRecords()
  }

  @Test func changesWhileClosedAreJournaledOnceAsAnotherProgramsAndAreNoUndoStep() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = Journal(path: folder.file("state/journal/todo.jsonl"))
    try folder.write("todo.txt", "Call Mum\nPay rent\n")
    start(folder, journal: journal)
    try journal.append([Self.entry(1, "added", after: "Pay rent").jsonLine])
    #expect(journal.entries().count == 1, "the first start has nothing to tell")

    try folder.write("todo.txt", "x 2026-11-26 Call Mum\nRead a book\n")
    start(folder, journal: journal)
    let outside = journal.entries().filter { $0.by == "other" }
    #expect(outside.map(\.step) == [2, 2, 2])
    #expect(outside.allSatisfy { $0.op == "outside" && $0.index == -1 })
    #expect(
      outside.map { [$0.kind, $0.before ?? "", $0.after ?? ""] } == [
        ["changed", "Call Mum", "x 2026-11-26 Call Mum"], ["added", "", "Read a book"],
        ["deleted", "Pay rent", ""],
      ])
    // Undo across restarts: the steps of this app only, as before.
    let (undoable, redoable) = JournalReplay.stacks(of: journal.entries())
    #expect(undoable.map(\.subject) == ["Pay rent"] && redoable.isEmpty)

    // A start with nothing new journals nothing.
    let before = journal.entries()
    start(folder, journal: journal)
    #expect(journal.entries() == before)
  }

  @Test func anAppendPastTheBoundCompactsKeepingTheLastSteps() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let bounds = JournalBounds(maxBytes: 4_000, maxAge: nil, keepSteps: 5)
    let journal = Journal(path: folder.file("j.jsonl"), bounds: bounds)
    for _ in 1...200 {
      try journal.append { last in [Self.entry(last + 1, "added", after: "todo \(last + 1)").jsonLine] }
      let size = (try FileManager.default.attributesOfItem(atPath: journal.path)[.size] as? Int) ?? 0
      #expect(size <= bounds.maxBytes)
    }
    let kept = journal.entries()
    #expect(kept.count >= 5 && kept.count < 200)
    #expect(kept.last?.step == 200 && kept.last?.after == "todo 200")
    #expect(kept.map(\.step) == Array(201 - kept.count...200), "the newest kept, in order")
    // Without bounds, an append leaves the journal as long as it grows.
    let unbounded = Journal(path: folder.file("u.jsonl"))
    for step in 1...200 { try unbounded.append([Self.entry(step, "added", after: "todo \(step)").jsonLine]) }
    #expect(unbounded.entries().count == 200)
  }

  @Test func theWayOutWaitsForTheRecordOfWhatTheAppSaw() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Mum\n")
    let seen = SeenRecord(listPath: folder.file("todo.txt"), stateFolder: folder.file("state"))
    let store = FileToDoStore(path: folder.file("todo.txt"), seen: seen)
    let done = DispatchSemaphore(value: 0)
    store.load { _ in done.signal() }
    done.wait()
    store.finishRecords()
    store.save(
      ToDoList(titles: ["Call Mum", "Pay rent"], firstID: 1),
      base: ToDoList(titles: ["Call Mum"], firstID: 1)
    ) { _ in done.signal() }
    done.wait()
    store.finishRecords()
    #expect((try? String(contentsOfFile: seen.path, encoding: .utf8)) == "Call Mum\nPay rent\n")
  }
}
