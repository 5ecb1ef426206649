import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The watch on the list's folder, on the real file system: each way another program
/// changes a file is seen, changes to other files are not.
@Suite("The file watch")
@MainActor
struct FileWatchTests {
  /// Whether the watch reports a change of the list within `deadline`: waits in `poll` on
  /// its descriptor (the event loop's wait), never in a sleep.
  private func seesAChange(_ watch: FileWatch, within deadline: Duration = .seconds(5)) -> Bool {
    let end = ContinuousClock.now + deadline
    while ContinuousClock.now < end {
      var descriptor = pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)
      let left = end - ContinuousClock.now
      let milliseconds = Int32(
        max(left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000, 1))
      guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
      if watch.takeChanges() { return true }
    }
    return false
  }

  /// Whether events of the folder are waiting that do not concern the list: they are read
  /// (inotify queues an event before the call that caused it returns).
  private func seesOnlyOtherFiles(_ watch: FileWatch) -> Bool {
    var descriptor = pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 5000) > 0 else { return false }
    return !watch.takeChanges()
  }

  @Test func aWriteInPlaceIsSeen() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    #expect(!watch.takeChanges(), "nothing happened yet")
    let file = fopen(folder.file("todo.txt"), "a")
    fputs("B\n", file)
    fclose(file)
    #expect(seesAChange(watch))
  }

  @Test func anEditorsWriteThenRenameIsSeen() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    try folder.write(".todo.txt.swp", "A\nB\n")
    #expect(seesOnlyOtherFiles(watch), "the editor's own file is not the list")
    #expect(rename(folder.file(".todo.txt.swp"), folder.file("todo.txt")) == 0)
    #expect(seesAChange(watch))
  }

  @Test func aDeleteAMoveAwayAndARecreateAreEachSeen() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    #expect(unlink(folder.file("todo.txt")) == 0)
    #expect(seesAChange(watch))
    try folder.write("todo.txt", "A\nB\n")
    #expect(seesAChange(watch))
    #expect(rename(folder.file("todo.txt"), folder.file("elsewhere.txt")) == 0)
    #expect(seesAChange(watch))
  }

  @Test func otherFilesInTheFolderAreNotTheList() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    try folder.write("done.txt", "x A\n")
    try folder.write("todo.txt.bak", "A\n")
    #expect(seesOnlyOtherFiles(watch))
  }

  @Test func aSyncConflictCopyArrivingBesideTheListIsSaidApart() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let watch = try #require(FileWatch(path: folder.file("todo.txt")))
    try folder.write("done.txt", "x A\n")
    #expect(seesOnlyOtherFiles(watch))
    #expect(!watch.takeConflictCopyArrived(), "done.txt is no conflict copy")
    try folder.write("todo.sync-conflict-20261123-101500-ABCDEF1.txt", "A\nB\n")
    #expect(seesOnlyOtherFiles(watch), "a copy is not the list")
    #expect(watch.takeConflictCopyArrived())
    #expect(!watch.takeConflictCopyArrived(), "asking forgets it")
  }

  @Test func aLinkedListIsWatchedInItsTargetsFolder() throws {
    let links = try ScratchFolder()
    let targets = try ScratchFolder()
    defer {
      links.remove()
      targets.remove()
    }
    try targets.write("real.txt", "A\n")
    #expect(symlink(targets.file("real.txt"), links.file("todo.txt")) == 0)
    let watch = try #require(FileWatch(path: links.file("todo.txt")))
    try targets.write("real.txt", "A\nB\n")
    #expect(seesAChange(watch), "the target written where it is")
  }

  @Test func aFolderMadeLaterOrMadeAgainIsWatchedOnceItExists() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let list = folder.file("todo/todo.txt")
    let watch = try #require(FileWatch(path: list))
    #expect(!watch.watchesEveryFolder)
    #expect(mkdir(folder.file("todo"), 0o700) == 0)
    watch.watchFoldersThatAppeared()
    #expect(watch.watchesEveryFolder)
    try folder.write("todo/todo.txt", "A\n")
    #expect(seesAChange(watch))
    // The folder deleted: seen, then watched again once it is back.
    #expect(unlink(list) == 0 && rmdir(folder.file("todo")) == 0)
    #expect(seesAChange(watch))
    #expect(!watch.watchesEveryFolder)
    #expect(mkdir(folder.file("todo"), 0o700) == 0)
    watch.watchFoldersThatAppeared()
    try folder.write("todo/todo.txt", "B\n")
    #expect(seesAChange(watch))
  }
}
