import Foundation
import Glibc
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// A file renamed onto the list is complete: the watch notes it, and a reload reads it at
/// once, while a burst of renames and a write in place are still waited out (issue 44).
@Suite("Files renamed onto the list")
@MainActor
struct RenamesOntoListsTests {
  static let quiet = Duration.milliseconds(250)

  static func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  /// Reads the watch's events until one concerns the list (`poll` on its descriptor, no
  /// sleep); false when none comes within 5 s.
  private func seesAChange(_ watch: FileWatch) -> Bool {
    let end = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < end {
      var descriptor = pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 5000) > 0 else { return false }
      if watch.takeChanges() { return true }
    }
    return false
  }

  /// The file at `path` as the store's quick look sees it.
  private func node(_ path: String) throws -> FileNode {
    try #require(try LiveFileSystem().quickFingerprint(path)?.node)
  }

  /// Writes `text` over the file `name` in place (truncated, same file), as `>` does.
  private func writeInPlace(_ folder: ScratchFolder, _ name: String, _ text: String) {
    let file = fopen(folder.file(name), "w")
    fputs(text, file)
    fclose(file)
  }

  /// Writes `text` to a new file beside the list and renames it over the list.
  private func renameOver(_ folder: ScratchFolder, _ text: String) throws {
    try folder.write("todo.txt.new", text)
    #expect(rename(folder.file("todo.txt.new"), folder.file("todo.txt")) == 0)
  }

  @Test func aRenameOntoTheListAloneIsTakenAsComplete() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    try renameOver(folder, "A\nB\n")
    #expect(seesAChange(watch))
    #expect(RenamesOntoLists.arrivedAlone(try node(folder.file("todo.txt")), quiet: Self.quiet))
  }

  @Test func aWriteInPlaceAndADeleteThenCreateAreNotRenames() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    writeInPlace(folder, "todo.txt", "A\nB\n")
    #expect(seesAChange(watch))
    #expect(!RenamesOntoLists.arrivedAlone(try node(folder.file("todo.txt")), quiet: Self.quiet))
    #expect(unlink(folder.file("todo.txt")) == 0)
    writeInPlace(folder, "todo.txt", "A\nB\nC\n")
    #expect(seesAChange(watch))
    #expect(!RenamesOntoLists.arrivedAlone(try node(folder.file("todo.txt")), quiet: Self.quiet))
  }

  @Test func aRenameSoonAfterAnotherIsABurstToWaitOut() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    try renameOver(folder, "A\nB\n")
    #expect(seesAChange(watch))
    // `sed -i` again, or a copy renamed just after the app's own save (read before it).
    try renameOver(folder, "A\nB\nC\n")
    #expect(seesAChange(watch))
    #expect(!RenamesOntoLists.arrivedAlone(try node(folder.file("todo.txt")), quiet: Self.quiet))
    // Two in one batch of events: the watch saw only the last file.
    try renameOver(folder, "D\n")
    try renameOver(folder, "E\n")
    #expect(seesAChange(watch))
    #expect(!RenamesOntoLists.arrivedAlone(try node(folder.file("todo.txt")), quiet: .zero))
  }

  @Test func aFileWrittenInPlaceAfterItsRenameIsNoLongerTakenAsComplete() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    try renameOver(folder, "A\nB\n")
    #expect(seesAChange(watch))
    let file = fopen(folder.file("todo.txt"), "a")
    fputs("C\n", file)
    fclose(file)
    #expect(seesAChange(watch))
    #expect(!RenamesOntoLists.arrivedAlone(try node(folder.file("todo.txt")), quiet: Self.quiet))
  }

  /// The store's reload: a file renamed over the list on its own is read with no pause;
  /// one written in place a moment ago waits for the quiet time (5 steps of 50 ms).
  @Test func aReloadReadsARenamedFileAtOnceAndWaitsOutAWriteInPlace() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let pauses = Mutex(0)
    let wait = WriterWait(
      pause: { _ in pauses.withLock { $0 += 1 } }, now: WriterWait.live.now,
      renamedAlone: RenamesOntoLists.arrivedAlone)
    let store = FileToDoStore(path: folder.file("todo.txt"), fileSystem: LiveFileSystem(), writerWait: wait)
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    let list = Self.list(["A"])

    try renameOver(folder, "A\nFrom the editor\n")
    #expect(seesAChange(watch))
    let renamed = try waitForCompletion { store.reload(list, base: list, completion: $0) }.get()
    guard case .changed(let merged, _) = renamed else {
      Issue.record("expected the renamed file, got \(renamed)")
      return
    }
    #expect(merged.titles == ["A", "From the editor"])
    #expect(pauses.withLock { $0 } == 0, "a renamed file is complete")

    writeInPlace(folder, "todo.txt", "A\nFrom the editor\nIn place\n")
    #expect(seesAChange(watch))
    let after = Self.list(["A", "From the editor"])
    _ = try waitForCompletion { store.reload(after, base: after, completion: $0) }.get()
    #expect(pauses.withLock { $0 } == 5, "a write in place waits 250 ms of quiet")
  }
}
