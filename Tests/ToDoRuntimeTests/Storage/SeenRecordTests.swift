import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// What the app last saw of a list: kept with loads and saves, compared at the next load,
/// never an error.
@Suite("The record of what the app last saw")
struct SeenRecordTests {
  /// A store of the folder's `todo.txt` that keeps its record in the folder's `state`.
  private func store(_ folder: ScratchFolder) -> (FileToDoStore, SeenRecord) {
    let seen = SeenRecord(listPath: folder.file("todo.txt"), stateFolder: folder.file("state"))
    return (FileToDoStore(path: folder.file("todo.txt"), seen: seen), seen)
  }

  /// Loads, then asks for the changes found, as the interpreter does; then has the record
  /// written now rather than a quiet moment later.
  private func loadAndFind(_ store: FileToDoStore) -> OutsideChanges? {
    defer { store.keepSeenRecordNow() }
    let done = DispatchSemaphore(value: 0)
    let found = Mutex<OutsideChanges?>(nil)
    store.load { _ in }
    store.findOutsideChanges { changes in
      found.withLock { $0 = changes }
      done.signal()
    }
    done.wait()
    return found.withLock { $0 }
  }

  @Test func theFirstLoadKeepsTheListAndTellsNothingTheNextTellsWhatChanged() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Mum\r\nPay rent\r\n")
    let (first, seen) = store(folder)
    #expect(loadAndFind(first) == nil)
    #expect(folder.read("state/seen/" + Paths.name(of: seen.path)) == "Call Mum\r\nPay rent\r\n")
    var status = stat()
    #expect(stat(seen.path, &status) == 0 && status.st_mode & 0o777 == 0o600)

    try folder.write("todo.txt", "x 2026-11-26 Call Mum\r\nRead a book\r\n")
    let changes = loadAndFind(store(folder).0)
    #expect(
      changes?.changes == [
        OutsideChange(.completed, before: "Call Mum", after: "x 2026-11-26 Call Mum"),
        OutsideChange(.added, after: "Read a book"),
        OutsideChange(.deleted, before: "Pay rent"),
      ])
    // Seen now: the next load has nothing to tell.
    #expect(loadAndFind(store(folder).0) == nil)
  }

  @Test func aSaveKeepsWhatItWrote() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Mum\n")
    let (store, seen) = store(folder)
    _ = loadAndFind(store)
    let base = ToDoList(titles: ["Call Mum"], firstID: 1)
    let done = DispatchSemaphore(value: 0)
    store.save(ToDoList(titles: ["Call Mum", "Pay rent"], firstID: 1), base: base) { _ in done.signal() }
    done.wait()
    // The record is kept a quiet moment after the answer: have it written now.
    store.keepSeenRecordNow()
    #expect((try? String(contentsOfFile: seen.path, encoding: .utf8)) == "Call Mum\nPay rent\n")
  }

  @Test func aMissingOrGarbledRecordTellsNothingAndIsReplaced() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Mum\n")
    let (_, seen) = store(folder)
    try FileManager.default.createDirectory(
      atPath: folder.file("state/seen"), withIntermediateDirectories: true)
    // Binary, as a disk that failed might leave it: not a list the app would load.
    try Data([0x43, 0x00, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: seen.path))
    #expect(loadAndFind(store(folder).0) == nil)
    #expect((try? String(contentsOfFile: seen.path, encoding: .utf8)) == "Call Mum\n")
    // A folder where the record should be: no record, no error, the list loads.
    unlink(seen.path)
    mkdir(seen.path, 0o700)
    #expect(loadAndFind(store(folder).0) == nil)
  }

  @Test func aWriteCutOffLeavesTheOldRecord() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Mum\n")
    let (first, seen) = store(folder)
    _ = loadAndFind(first)
    // A crash between the temporary file and the rename: the temporary file is left, the
    // record is the old one, and the next start reads it.
    try "Half a li".write(toFile: "\(seen.path).999.tmp", atomically: false, encoding: .utf8)
    try folder.write("todo.txt", "Call Mum\nPay rent\n")
    #expect(loadAndFind(store(folder).0)?.changes == [OutsideChange(.added, after: "Pay rent")])
  }

  @Test func theRecordIsWrittenThroughTheFileLayerFlushedAndAFailedFlushKeepsTheOld() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let steps = Mutex<[FileStep]>([])
    let failSync = Mutex(false)
    let faults = FileFaults { step, _ in
      steps.withLock { $0.append(step) }
      return step == .sync && failSync.withLock { $0 } ? EIO : nil
    }
    let record = SeenRecord(
      listPath: folder.file("todo.txt"), stateFolder: folder.file("state"), faults: faults)
    mkdir(folder.file("state"), 0o700)
    mkdir(folder.file("state/seen"), 0o700)
    record.write(Array("Call Mum\n".utf8))
    #expect(steps.withLock { $0 } == [.createTemporary, .write, .sync, .replace, .syncFolder])
    failSync.withLock { $0 = true }
    record.write(Array("Pay rent\n".utf8))
    #expect(record.read()?.bytes == Array("Call Mum\n".utf8))
  }

  @Test func onlyTheNewestBytesAreWrittenAQuietMomentAfterThem() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let record = SeenRecord(listPath: folder.file("todo.txt"), stateFolder: folder.file("state"))
    let later = SeenRecordKeeper(record: record, quiet: 3_600)
    later.keep(Array("Call Mum\n".utf8))
    later.keep(Array("Call Mum\nPay rent\n".utf8))
    // Nothing written before the quiet moment; then only the newest.
    #expect(access(record.path, F_OK) != 0)
    later.flush()
    #expect((try? String(contentsOfFile: record.path, encoding: .utf8)) == "Call Mum\nPay rent\n")
    later.flush()  // Nothing pending: the record stays.
    #expect((try? String(contentsOfFile: record.path, encoding: .utf8)) == "Call Mum\nPay rent\n")

    let soon = SeenRecordKeeper(record: record, quiet: 0.01)
    soon.keep(Array("Water plants\n".utf8))
    var waited = 0
    while (try? String(contentsOfFile: record.path, encoding: .utf8)) != "Water plants\n", waited < 500 {
      usleep(10_000)
      waited += 1
    }
    #expect((try? String(contentsOfFile: record.path, encoding: .utf8)) == "Water plants\n")
  }

  @Test func twoListsNeverShareARecord() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let one = SeenRecord(listPath: folder.file("a/todo.txt"), stateFolder: "/state")
    let two = SeenRecord(listPath: folder.file("b/todo.txt"), stateFolder: "/state")
    #expect(one.path != two.path && one.path.hasPrefix("/state/seen/todo.txt-"))
  }
}
