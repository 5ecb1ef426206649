import Foundation
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// Issue 41, item 2 and 3: a journal past its bound is compacted before it is read whole,
/// read from its end back, and rewritten through the file layer.
@Suite("The journal past its bound: streamed from its end, written through the file layer")
struct JournalBoundTests {
  private static func entry(_ step: Int, _ text: String) -> JournalEntry {
    JournalEntry(
      step: step, at: "2026-11-26T10:00:00Z", by: "todo", op: "do", kind: "added", index: 0, before: nil,
      after: text)
  }

  private static func folder() -> String {
    NSTemporaryDirectory() + "journal-bound-\(UUID().uuidString)"
  }

  @Test(arguments: [1, 100, 70_000, 200_000])
  func theLinesReadBackFromTheEndAreTheFilesLinesReversed(longLine: Int) throws {
    let path = Self.folder() + ".txt"
    defer { unlink(path) }
    var lines = (0..<3_000).map { "line \($0)" }
    lines.insert(String(repeating: "x", count: longLine), at: 1_500)
    lines.insert("", at: 10)
    let text = lines.joined(separator: "\n") + "\ncut short"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    var reader = JournalLines(descriptor: descriptor, size: text.utf8.count)
    var read: [String] = []
    while let line = reader.next() { read.append(String(decoding: line, as: UTF8.self)) }
    #expect(read == lines.reversed(), "the cut line left out, every other one whole, last first")
  }

  /// A command for scripts numbers its step from the journal's last entries: it never
  /// reads the whole journal, but for `todo undo`, which needs its stacks.
  @Test func aCommandForScriptsReadsTheJournalsLastEntriesUnlessItUndoes() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let list = folder + "/todo.txt"
    let files = ListFiles.live(path: list, createsDirectory: true, stateFolder: folder + "/state")
    let journal = Journal(forList: list, stateFolder: folder + "/state")
    try journal.append((1...5_000).map { Self.entry($0, "todo \($0) with words").jsonLine })
    var recent: [JournalEntry] = []
    files.withJournal(.recent) { entries in
      recent = entries
      return []
    }
    #expect(recent.last?.step == 5_000)
    #expect(recent.count < 1_000, "its last 64 KiB, not the whole journal")
    var whole: [JournalEntry] = []
    files.withJournal(.whole) { entries in
      whole = entries
      return []
    }
    #expect(whole.count == 5_000)
  }

  @Test func aJournalPastItsBoundIsCompactedAsItIsRestored() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append((1...20_000).map { Self.entry($0, "todo \($0) with words").jsonLine })
    let bounds = JournalBounds(maxBytes: 64 * 1024, keepSteps: 50)
    guard case .success(let entries) = journal.restorable(within: bounds) else {
      Issue.record("entries")
      return
    }
    #expect(entries.last?.step == 20_000)
    #expect(entries.count < 1_000 && entries.count >= 50, "the last steps and what the bound allows")
    #expect(journal.entries() == entries, "the file holds what was kept")
    var status = stat()
    stat(journal.path, &status)
    #expect(Int(status.st_size) <= bounds.maxBytes)
  }

  @Test func theCompactionFlushesTheNewFileBeforeItTakesTheJournalsPlace() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let steps = Mutex<[FileStep]>([])
    var journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append((1...2_000).map { Self.entry($0, "todo \($0)").jsonLine })
    journal.faults = FileFaults { step, _ in
      steps.withLock { $0.append(step) }
      return nil
    }
    journal.compact(maxBytes: 4_096, maxAge: nil, keepSteps: 10)
    let order = steps.withLock { $0 }
    #expect(
      order.firstIndex(of: .sync).map { $0 < (order.firstIndex(of: .replace) ?? -1) } == true, "\(order)")
    #expect(order.last == .syncFolder)
    #expect(journal.entries().last?.step == 2_000)
  }

  @Test func aCompactionWhoseFlushFailsLeavesTheJournalWholeAndNoTemporary() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append((1...2_000).map { Self.entry($0, "todo \($0)").jsonLine })
    journal.faults = FileFaults { step, _ in step == .sync ? EIO : nil }
    journal.compact(maxBytes: 4_096, maxAge: nil, keepSteps: 10)
    #expect(journal.entries().count == 2_000)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/journal")
    #expect(names == ["list.jsonl"])
  }
}
