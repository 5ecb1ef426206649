import Foundation
import Glibc
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The flushes a file layer made, each as the file it reached when it was made: its path
/// (read from `/proc/self/fd`) and its inode. Each is still made (`fsync`).
final class Flushes: Sendable {
  struct Flush: Equatable, Sendable {
    var path: String
    var inode: UInt64
    var isFolder: Bool
  }

  let made = Mutex<[Flush]>([])

  /// Faults that inject nothing and record every flush.
  var faults: FileFaults {
    FileFaults(
      before: { _, _ in nil },
      flush: { [self] descriptor in
        var status = stat()
        fstat(descriptor, &status)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        let path = String(decoding: buffer.prefix(max(count, 0)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let flush = Flush(
          path: path, inode: UInt64(status.st_ino), isFolder: status.st_mode & S_IFMT == S_IFDIR)
        made.withLock { $0.append(flush) }
        return fsync(descriptor)
      })
  }

  /// The names of the files flushed (not folders), in order.
  var fileNames: [String] { made.withLock { $0 }.filter { !$0.isFolder }.map { Paths.name(of: $0.path) } }

  /// Whether the file now at `path` was flushed (its inode), and whether its folder was
  /// flushed after that.
  func flushed(_ path: String) -> (file: Bool, folderAfter: Bool) {
    var status = stat()
    guard stat(path, &status) == 0 else { return (false, false) }
    let all = made.withLock { $0 }
    guard let index = all.lastIndex(where: { !$0.isFolder && $0.inode == UInt64(status.st_ino) }) else {
      return (false, false)
    }
    let folder = Paths.directory(of: path)
    return (true, all[(index + 1)...].contains { $0.isFolder && $0.path == realPath(folder) })
  }

  /// Whether the folder at `path` was flushed.
  func flushedFolder(_ path: String) -> Bool {
    made.withLock { $0 }.contains { $0.isFolder && $0.path == realPath(path) }
  }

  private func realPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// Every flush of the file layer reaches the file it is for: a test that records only the
/// steps cannot tell a `fsync` from a bare success in its place; these see the call itself.
@Suite("Each flush reaches its file")
struct FlushTests {
  private static func entry(_ step: Int, _ text: String) -> JournalEntry {
    JournalEntry(
      step: step, at: "2026-11-26T10:00:00Z", by: "todo", op: "do", kind: "added", index: 0, before: nil,
      after: text)
  }

  @Test func aSaveFlushesTheNewFileThatTakesTheListsPlaceThenItsFolder() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let flushes = Flushes()
    let files = LiveFileSystem(faults: flushes.faults)
    let expected = try files.quickFingerprint(folder.file("todo.txt"))
    _ = try files.writeAtomically(
      Array("B\nA\n".utf8), to: folder.file("todo.txt"), createDirectory: false, unlessChangedFrom: expected)
    #expect(flushes.flushed(folder.file("todo.txt")) == (true, true), "\(flushes.made.withLock { $0 })")
  }

  @Test func anInPlaceWriteFlushesEachBackupTheJournalAndTheList() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let flushes = Flushes()
    let recorded = flushes.faults
    // A folder that refuses new files: the list is written in place.
    let faults = FileFaults(
      before: { step, _ in step == .createTemporary ? EACCES : nil }, flush: recorded.flush)
    let files = LiveFileSystem(faults: faults, backupFolder: folder.file("state"))
    let expected = try files.quickFingerprint(folder.file("todo.txt"))
    _ = try files.writeAtomically(
      Array("B\nA\n".utf8), to: folder.file("todo.txt"), createDirectory: false, unlessChangedFrom: expected)
    let kinds = flushes.fileNames.map { $0 == "todo.txt" ? "list" : String($0.split(separator: ".").last!) }
    #expect(kinds == ["before", "after", "journal", "list"])
    #expect(flushes.flushed(folder.file("todo.txt")).file)
    #expect(flushes.flushedFolder(folder.file("state")))
  }

  @Test func aMovesIntentIsFlushedWhenBegunAndWhenTheTargetIsWritten() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let flushes = Flushes()
    let intent = try MoveIntent.begin(
      source: folder.file("a.txt"), target: folder.file("b.txt"), lines: ["A two"],
      counts: [(source: 1, target: 0)], stateFolder: folder.file("state"), faults: flushes.faults)
    try intent.targetWritten()
    #expect(flushes.fileNames == [Paths.name(of: intent.path), Paths.name(of: intent.path)])
    #expect(flushes.flushedFolder(folder.file("state/moves")))
    intent.remove()
  }

  @Test func aCompactionFlushesTheNewJournalThenItsFolder() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    var journal = Journal(path: folder.file("journal/list.jsonl"))
    try journal.append((1...2_000).map { Self.entry($0, "todo \($0)").jsonLine })
    let flushes = Flushes()
    journal.faults = flushes.faults
    journal.compact(maxBytes: 4_096, maxAge: nil, keepSteps: 10)
    #expect(flushes.flushed(journal.path) == (true, true), "\(flushes.made.withLock { $0 })")
  }

  @Test func anAppendToTheJournalIsFlushed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let flushes = Flushes()
    let journal = Journal(path: folder.file("journal/list.jsonl"), faults: flushes.faults)
    try journal.append([Self.entry(1, "Call mom").jsonLine])
    #expect(flushes.flushed(journal.path).file)
    // A flush that fails is an append that failed: the caller hears of it.
    var failing = journal
    failing.faults = FileFaults { step, _ in step == .sync ? EIO : nil }
    #expect(throws: JournalError.self) { try failing.append(["{}"]) }
  }

  @Test func aCopyMovedAsideIsFlushedInBothFoldersAfterTheRename() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let name = "todo (conflicted copy 2026-11-23 101500).txt"
    try folder.write("todo.txt", "A\n")
    try folder.write(name, "A\nB\n")
    let flushes = Flushes()
    let steps = Mutex<[FileStep]>([])
    let faults = FileFaults(
      before: { step, _ in
        steps.withLock { $0.append(step) }
        return nil
      }, flush: flushes.faults.flush)
    let store = FileToDoStore(path: folder.file("todo.txt"), fileSystem: LiveFileSystem(faults: faults))
    let moved = await withCheckedContinuation { done in
      store.moveConflictCopyAside(name) { done.resume(returning: $0) }
    }
    #expect((try? moved.get()) != nil)
    #expect(steps.withLock { $0 } == [.replace, .syncFolder, .syncFolder])
    #expect(flushes.flushedFolder(folder.path))
    #expect(flushes.flushedFolder(folder.file(".todo-merged")))
  }

  @Test func aListLeftUnsavedIsWrittenThroughTheFileLayer() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let flushes = Flushes()
    let store = FileToDoStore(
      path: folder.file("todo.txt"), fileSystem: LiveFileSystem(faults: flushes.faults),
      unsavedFolder: folder.file("state"))
    let note = store.keepUnsaved(
      ToDoList([ToDo(id: 1, title: "A"), ToDo(id: 2, title: "B")]), reason: "a test")
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder.file("state"))
    #expect(kept.count == 1 && note?.contains(kept[0]) == true, "\(kept) \(note ?? "")")
    #expect(flushes.flushed(folder.file("state/" + kept[0])) == (true, true))
    var status = stat()
    stat(folder.file("state/" + kept[0]), &status)
    #expect(status.st_mode & 0o777 == 0o600, "private to the user")
    // A disk that fails the flush: nothing is left that looks kept, and the note says so.
    let failing = FileToDoStore(
      path: folder.file("todo.txt"),
      fileSystem: LiveFileSystem(faults: FileFaults { step, _ in step == .sync ? EIO : nil }),
      unsavedFolder: folder.file("failing"))
    let failed = failing.keepUnsaved(
      ToDoList([ToDo(id: 1, title: "A"), ToDo(id: 2, title: "B")]), reason: "a test")
    #expect(failed?.contains("could not be kept elsewhere") == true, "\(failed ?? "")")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("failing")) == [])
  }
}
