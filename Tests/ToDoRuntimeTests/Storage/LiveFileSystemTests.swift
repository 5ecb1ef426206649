import Dispatch
import Foundation
import Glibc
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// A folder of its own on the real file system, removed at the end.
struct ScratchFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "todo-files-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func write(_ name: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
  }

  func write(_ name: String, _ text: String) throws { try write(name, Array(text.utf8)) }

  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The names in the folder that are temporary files of a save.
  var temporaryFiles: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".tmp") }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Lets the first `count` callers through only together: each waits until all have come, or
/// until `timeout` has passed. Returns whether they all met.
final class Rendezvous: Sendable {
  private let arrived = Mutex(0)
  /// Signalled by the last to come, once for each of the others.
  private let allCame = DispatchSemaphore(value: 0)
  private let count: Int
  private let timeout: Duration
  init(count: Int, timeout: Duration) {
    self.count = count
    self.timeout = timeout
  }

  @discardableResult
  func arrive() -> Bool {
    let number = arrived.withLock {
      $0 += 1
      return $0
    }
    guard number < count else {
      if number == count { for _ in 1..<count { allCame.signal() } }
      return true
    }
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    return allCame.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
  }
}

@Suite("The real file system")
struct LiveFileSystemTests {
  private func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  /// Saves `titles`: the first one added on top of the others, as loaded.
  private func save(_ store: FileToDoStore, _ titles: [String]) throws -> SaveOutcome {
    try waitForCompletion { store.save(list(titles), base: list(Array(titles.dropFirst())), completion: $0) }
      .get()
  }

  /// Runs `body` on another thread; false when it did not return within `timeout` (it
  /// blocked, on a FIFO say).
  private func returnsInTime(_ timeout: Double = 5, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      body()
      done.signal()
    }
    return done.wait(timeout: .now() + timeout) == .success
  }

  // MARK: Two instances

  @Test func twoInstancesSavingAtOnceWithASlowSyncBothKeepTheirToDos() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Shared\n")
    let path = folder.file("todo.txt")
    // A slow disk: each save waits at its fsync, and again just before its rename, for the
    // other save to get there too (or 0.5 s). Without a lock both would write at once and
    // both replace the file, the last one dropping the other's todo.
    let atSync = Rendezvous(count: 2, timeout: .milliseconds(500))
    let atReplace = Rendezvous(count: 2, timeout: .milliseconds(500))
    let faults = FileFaults { step, _ in
      if step == .sync { atSync.arrive() }
      if step == .replace { atReplace.arrive() }
      return nil
    }
    let first = FileToDoStore(path: path, fileSystem: LiveFileSystem(faults: faults))
    let second = FileToDoStore(path: path, fileSystem: LiveFileSystem(faults: faults))
    _ = waitForCompletion { first.load(completion: $0) }
    _ = waitForCompletion { second.load(completion: $0) }
    let outcomes = Mutex<[Result<SaveOutcome, ToDoStoreError>]>([])
    let group = DispatchGroup()
    for (store, todo) in [(first, "From the first"), (second, "From the second")] {
      group.enter()
      store.save(list([todo, "Shared"]), base: list(["Shared"])) { result in
        outcomes.withLock { $0.append(result) }
        group.leave()
      }
    }
    group.wait()
    #expect(outcomes.withLock { $0 }.allSatisfy { (try? $0.get()) != nil }, "\(outcomes.withLock { $0 })")
    let lines = folder.read("todo.txt")!.split(separator: "\n").map(String.init)
    #expect(lines.sorted() == ["From the first", "From the second", "Shared"], "\(lines)")
    // The one that waited merged onto what the other wrote.
    #expect(outcomes.withLock { $0 }.contains { (try? $0.get()).map { $0 != .saved } ?? false })
    #expect(folder.temporaryFiles.isEmpty)
  }

  @Test func aLineAnotherProgramAppendsBetweenTheLastCheckAndTheReplacementIsKept() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.file("todo.txt")
    try folder.write("todo.txt", "Shared\n")
    // Another program that takes no lock appends after the save's last look at the file,
    // just before the new file takes its place: the line lands in the file replaced.
    let appended = Mutex(false)
    let faults = FileFaults { step, target in
      guard step == .replace, !appended.withLock({ $0 }) else { return nil }
      appended.withLock { $0 = true }
      let descriptor = open(target, O_WRONLY | O_APPEND)
      _ = write(descriptor, "From the editor\n", 16)
      close(descriptor)
      return nil
    }
    let store = FileToDoStore(path: path, fileSystem: LiveFileSystem(faults: faults))
    _ = waitForCompletion { store.load(completion: $0) }
    let outcome = try save(store, ["Mine", "Shared"])
    #expect(appended.withLock { $0 })
    #expect(folder.read("todo.txt") == "Mine\nShared\nFrom the editor\n")
    guard case .merged(let merged) = outcome else {
      Issue.record("the save did not report the other program's line: \(outcome)")
      return
    }
    #expect(merged.titles.map(\.self) == ["Mine", "Shared", "From the editor"])
    #expect(folder.temporaryFiles.isEmpty)
  }

  @Test func aSaveWaitingTooLongForAnotherInstanceFailsInsteadOfHanging() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    // Another instance, stopped in the middle of its save, holds the lock.
    let other = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { close(other) }
    #expect(flock(other, LOCK_EX) == 0)
    let store = FileToDoStore(
      path: folder.file("todo.txt"), fileSystem: LiveFileSystem(lockPatience: .milliseconds(200)))
    _ = waitForCompletion { store.load(completion: $0) }
    let failed = waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }
    guard case .failure(let error) = failed else {
      Issue.record("saved while another instance held the lock")
      return
    }
    #expect(error.description.hasPrefix("another todo is saving this list and does not finish"))
    #expect(folder.read("todo.txt") == "A\n")
    flock(other, LOCK_UN)
    #expect(try save(store, ["B", "A"]) == .saved)
    #expect(folder.read("todo.txt") == "B\nA\n")
  }

  @Test func temporaryFilesHaveUniqueNamesAndNoneIsLeftAfterAFailedWrite() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let target = folder.file("todo.txt")
    let one = try TemporaryFiles.create(beside: target, mode: 0o600)
    let two = try TemporaryFiles.create(beside: target, mode: 0o600)
    #expect(one.path != two.path)
    close(one.descriptor)
    close(two.descriptor)
    TemporaryFiles.remove(one.path)
    TemporaryFiles.remove(two.path)

    try folder.write("todo.txt", "A\n")
    let full = LiveFileSystem(faults: FileFaults { step, _ in step == .write ? ENOSPC : nil })
    let store = FileToDoStore(path: target, fileSystem: full)
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(throws: ToDoStoreError.self) { try save(store, ["B", "A"]) }
    #expect(folder.temporaryFiles.isEmpty)
    #expect(folder.read("todo.txt") == "A\n")
  }

  @Test func theTemporaryFileOfAnUnfinishedSaveIsRemovedAtExit() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let temporary = try TemporaryFiles.create(beside: folder.file("todo.txt"), mode: 0o600)
    close(temporary.descriptor)
    #expect(folder.temporaryFiles.count == 1)
    // What the atexit handler runs (here only for this folder: other tests save meanwhile).
    TemporaryFiles.removeUnfinished(selected: { $0.hasPrefix(folder.path) }, stopsCreating: false)
    #expect(folder.temporaryFiles.isEmpty)
  }

  @Test func aTemporaryFileLeftByAKilledSaveIsRemovedByTheNextSave() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    try folder.write(".todo.txt.saving-Ab12Cd.tmp", "half a list")
    try folder.write(".other.txt.saving-Ab12Cd.tmp", "another list's")
    try folder.write(".todo.txt.saving.tmp", "left by an earlier version")
    try folder.write(".todo.txt.saving-toolong.tmp", "not one of ours")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(try save(store, ["B", "A"]) == .saved)
    #expect(
      folder.temporaryFiles.sorted() == [".other.txt.saving-Ab12Cd.tmp", ".todo.txt.saving-toolong.tmp"])
  }

  // MARK: Links

  @Test func aChainOfRelativeSymbolicLinksIsWrittenThroughToItsTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder.file("home"), withIntermediateDirectories: true)
    try folder.write("dotfiles/todo.txt", "A\n")
    symlink("../dotfiles/todo.txt", folder.file("home/link1"))
    symlink("link1", folder.file("home/todo.txt"))
    let store = FileToDoStore(path: folder.file("home/todo.txt"))
    #expect(try waitForCompletion { store.load(completion: $0) }.get() == ["A"])
    #expect(try save(store, ["B", "A"]) == .saved)
    #expect(folder.read("dotfiles/todo.txt") == "B\nA\n")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("home/todo.txt"))
    #expect(link == "link1")
    #expect(folder.temporaryFiles.isEmpty)
  }

  @Test func aDanglingLinkCreatesItsTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    symlink("lists/todo.txt", folder.file("todo.txt"))
    try FileManager.default.createDirectory(atPath: folder.file("lists"), withIntermediateDirectories: true)
    let store = FileToDoStore(path: folder.file("todo.txt"))
    #expect(try waitForCompletion { store.load(completion: $0) }.get() == [])
    #expect(try save(store, ["First"]) == .saved)
    #expect(folder.read("lists/todo.txt") == "First\n")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("todo.txt")))
        == "lists/todo.txt")
  }

  @Test func aLoopOfLinksIsAnErrorNotAHang() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    symlink("b", folder.file("a"))
    symlink("a", folder.file("b"))
    #expect(throws: ToDoStoreError.self) {
      try LiveFileSystem().writeAtomically(
        [0x41], to: folder.file("a"), createDirectory: false, unlessChangedFrom: nil)
    }
  }

  /// A snapshot made by `cp -al` (rsnapshot, `rsync --link-dest`) shares the list's inode:
  /// a delete in the app must not delete from the snapshot.
  @Test func aHardLinkedListIsSavedAsAFileOfItsOwnSoASnapshotKeepsTheOldListAndTheUserIsToldOnce()
    throws
  {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let snapshot = try ScratchFolder()
    defer { snapshot.remove() }
    try folder.write("todo.txt", "A\nB\n")
    link(folder.file("todo.txt"), snapshot.file("todo.txt"))
    let state = try ScratchFolder()
    defer { state.remove() }
    let store = FileToDoStore(
      path: folder.file("todo.txt"), fileSystem: LiveFileSystem(backupFolder: state.path))
    _ = waitForCompletion { store.load(completion: $0) }
    let deleted = waitForCompletion {
      store.save(list(["A"]), base: list(["A", "B"]), completion: $0)
    }
    #expect(try deleted.get() == .saved)
    #expect(folder.read("todo.txt") == "A\n")
    #expect(snapshot.read("todo.txt") == "A\nB\n", "the snapshot keeps what it held")
    var status = stat()
    stat(folder.file("todo.txt"), &status)
    #expect(status.st_nlink == 1)
    #expect(
      store.takeNotices() == [
        "‘todo.txt’ had 2 names (hard links, as backups made by cp -al, rsnapshot or rsync --link-dest "
          + "have): it is saved as a file of its own, and its other name keeps the list as it was; to keep "
          + "two names in step, make one a symbolic link"
      ])
    #expect(try save(store, ["C", "A"]) == .saved)
    #expect(store.takeNotices() == [], "said once")
    #expect(folder.temporaryFiles.isEmpty)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: state.path)) == [], "no backup")
  }

  // MARK: Owners, modes, attributes

  /// A link put in the list's place between the look and the copy of its attributes gives
  /// the new file nothing of the file it points to.
  @Test func extendedAttributesAreCopiedFromTheListItselfNeverThroughALink() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("victim", "secret\n")
    guard setxattrByName(folder.file("victim"), "user.label", "private") else {
      return  // A file system without user attributes: nothing to copy either way.
    }
    symlink(folder.file("victim"), folder.file("todo.txt"))
    let descriptor = open(folder.file("new.txt"), O_WRONLY | O_CREAT, 0o600)
    defer { close(descriptor) }
    ExtendedAttributes.copy(from: folder.file("todo.txt"), to: descriptor)
    #expect(getxattrByName(folder.file("new.txt"), "user.label") == nil)
  }

  @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
  func aSaveByRootKeepsTheOwnerGroupModeAndExtendedAttributes() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let path = folder.file("todo.txt")
    chown(path, 65534, 65534)
    chmod(path, 0o640)
    let attributeSet = setxattrByName(path, "user.origin", "dotfiles")
    let store = FileToDoStore(path: path)
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(try save(store, ["B", "A"]) == .saved)
    var status = stat()
    stat(path, &status)
    #expect(status.st_uid == 65534 && status.st_gid == 65534)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(attributeSet, "the test's file system takes user extended attributes")
    #expect(getxattrByName(path, "user.origin") == "dotfiles")
  }

  // MARK: Files that are not regular

  @Test func aFIFOIsRefusedBeforeItIsOpenedForReadingOrWriting() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    mkfifo(folder.file("fifo"), 0o644)
    symlink("fifo", folder.file("link-to-fifo"))
    for name in ["fifo", "link-to-fifo"] {
      let path = folder.file(name)
      let outcome = Mutex<String?>(nil)
      #expect(
        returnsInTime {
          do {
            _ = try LiveFileSystem().read(path)
          } catch { outcome.withLock { $0 = "\(error)" } }
        }, "reading \(name) must not block")
      #expect(outcome.withLock { $0 }?.hasPrefix("not a regular file (a FIFO)") == true)
      #expect(
        returnsInTime {
          do {
            _ = try LiveFileSystem().writeAtomically(
              [0x41], to: path, createDirectory: false, unlessChangedFrom: nil)
          } catch { outcome.withLock { $0 = "\(error)" } }
        }, "writing \(name) must not block")
      #expect(outcome.withLock { $0 }?.hasPrefix("not a regular file (a FIFO)") == true)
    }
    var status = stat()
    lstat(folder.file("fifo"), &status)
    #expect(status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still there, not replaced")
    #expect(throws: ToDoStoreError.self) { try LiveFileSystem().read("/dev/null") }
  }

  // MARK: Files that can be read but not saved as usual

  @Test func aNameOf255BytesIsSavedWithAShorterTemporaryName() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let name = String(repeating: "n", count: 251) + ".txt"
    try folder.write(name, "A\n")
    let store = FileToDoStore(path: folder.file(name))
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(try save(store, ["B", "A"]) == .saved)
    #expect(folder.read(name) == "B\nA\n")
    let accented = String(repeating: "é", count: 120) + ".txt"  // 244 bytes, cut between scalars
    #expect(TemporaryFiles.prefix(for: folder.file(accented)).utf8.count <= 255 - 10)
    #expect(String(validating: Array(TemporaryFiles.prefix(for: accented).utf8), as: UTF8.self) != nil)
  }

  @Test func aFolderThatRefusesNewFilesGetsAnInPlaceWriteWithABackup() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let state = try ScratchFolder()
    defer { state.remove() }
    let backups = Mutex<[String]>([])
    let faults = FileFaults { step, _ in
      if step == .createTemporary { return EACCES }
      // At the flush of the new bytes, the old ones must be in a backup.
      if step == .sync {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: state.path + "/todo")) ?? []
        backups.withLock { $0 = files.map { state.path + "/todo/" + $0 } }
      }
      return nil
    }
    let files = LiveFileSystem(faults: faults, backupFolder: state.path + "/todo")
    let store = FileToDoStore(path: folder.file("todo.txt"), fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(try save(store, ["B", "A"]) == .saved)
    #expect(folder.read("todo.txt") == "B\nA\n")
    // The old bytes, the new ones and the journal that names them.
    let seen = backups.withLock { $0 }
    #expect(seen.count == 3)
    #expect(seen.allSatisfy { FileManager.default.contents(atPath: $0) == nil }, "removed once written")
    #expect(
      seen.count == 3 && (try? FileManager.default.contentsOfDirectory(atPath: state.path + "/todo")) == [])
  }

  @Test func aNewListInAFolderThatRefusesNewFilesSaysHowToFixIt() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let refusing = LiveFileSystem(faults: FileFaults { step, _ in step == .createTemporary ? EACCES : nil })
    #expect(
      throws: ToDoStoreError(
        "Permission denied: cannot create a file in the folder of '\(folder.file("todo.txt"))'; "
          + "make the folder writable or keep the list elsewhere (todo ~/todo.txt)")
    ) {
      try refusing.writeAtomically(
        [0x41], to: folder.file("todo.txt"), createDirectory: false, unlessChangedFrom: nil)
    }
  }

  @Test func aFailedInPlaceWritePutsTheOldBytesBack() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let state = try ScratchFolder()
    defer { state.remove() }
    // Written in place (the folder refuses new files). The first flush of the list fails
    // (the new bytes); the one that puts the old bytes back works.
    let syncs = Mutex(0)
    let list = folder.file("todo.txt")
    let faults = FileFaults { step, path in
      if step == .createTemporary { return EACCES }
      guard step == .sync, path == list else { return nil }
      return syncs.withLock { count in
        count += 1
        return count == 1 ? ENOSPC : nil
      }
    }
    let full = LiveFileSystem(faults: faults, backupFolder: state.path)
    let store = FileToDoStore(path: folder.file("todo.txt"), fileSystem: full)
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(throws: ToDoStoreError.self) { try save(store, ["A much longer list than before", "A"]) }
    #expect(folder.read("todo.txt") == "A\n")
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: state.path)) == [], "backup removed once restored"
    )
  }

  // MARK: Error messages

  @Test func aReadOnlyFileSystemIsNamedWithAFixThatCanWork() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let readOnly = LiveFileSystem(faults: FileFaults { step, _ in step == .checkWritable ? EROFS : nil })
    let store = FileToDoStore(path: folder.file("todo.txt"), fileSystem: readOnly)
    _ = waitForCompletion { store.load(completion: $0) }
    let failed = waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }
    guard case .failure(let error) = failed else {
      Issue.record("the save succeeded")
      return
    }
    #expect(error.description.hasPrefix("Read-only file system: cannot write"))
    #expect(error.description.contains("remount it writable or keep the list elsewhere"))
    #expect(!error.description.contains("chmod"))
  }

  @Test(arguments: [
    (FileStep.write, ENOSPC, "No space left on device: cannot write"),
    (FileStep.sync, EIO, "Input/output error: cannot write to disk"),
    (FileStep.replace, EXDEV, "Invalid cross-device link: cannot replace"),
    (FileStep.createTemporary, EROFS, "Read-only file system: cannot create a file in the folder of"),
    (FileStep.openForReading, EACCES, "Permission denied: cannot open"),
  ])
  func everyErrorPutsTheReasonFirst(step: FileStep, code: Int32, start: String) throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let files = LiveFileSystem(faults: FileFaults { failing, _ in failing == step ? code : nil })
    let store = FileToDoStore(path: folder.file("todo.txt"), fileSystem: files)
    let loaded = waitForCompletion { store.load(completion: $0) }
    let result: Result<SaveOutcome, ToDoStoreError> =
      switch loaded {
      case .failure(let error): .failure(error)
      case .success: waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }
      }
    guard case .failure(let error) = result else {
      Issue.record("no error")
      return
    }
    #expect(error.description.hasPrefix(start), "\(error)")
    #expect(folder.read("todo.txt") == "A\n")
    #expect(folder.temporaryFiles.isEmpty)
  }
}

private func setxattrByName(_ path: String, _ name: String, _ value: String) -> Bool {
  typealias Set =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setxattr") else { return false }
  return unsafeBitCast(symbol, to: Set.self)(path, name, value, value.utf8.count, 0) == 0
}

private func getxattrByName(_ path: String, _ name: String) -> String? {
  typealias Get =
    @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "getxattr") else { return nil }
  var buffer = [UInt8](repeating: 0, count: 256)
  let count = unsafeBitCast(symbol, to: Get.self)(path, name, &buffer, buffer.count)
  return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
}
