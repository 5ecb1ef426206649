import Foundation
import Glibc
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// What a crash at one step of a save would leave on the disk: the list's bytes and the
/// files of the state folder, taken just before that step ran.
private struct Picture: Sendable {
  var step: FileStep
  var path: String
  var list: [UInt8]
  var state: [String: [UInt8]]
}

/// A list in a folder of its own, written in place (the folder refuses new files), with
/// its state folder; takes a picture before every step of every save.
private final class InPlaceScene: Sendable {
  let folder: ScratchFolder
  let stateRoot: ScratchFolder
  var list: String { folder.file("todo.txt") }
  var state: String { stateRoot.path + "/todo" }
  let pictures = Mutex<[Picture]>([])

  init(_ text: String) throws {
    folder = try ScratchFolder()
    stateRoot = try ScratchFolder()
    try folder.write("todo.txt", text)
  }

  func remove() {
    folder.remove()
    stateRoot.remove()
  }

  /// A file system that writes the list in place and pictures each step, plus `extra`.
  func fileSystem(_ extra: @escaping @Sendable (FileStep, String) -> Void = { _, _ in }) -> LiveFileSystem {
    LiveFileSystem(
      faults: FileFaults { [self] step, path in
        if step == .createTemporary { return EACCES }
        let picture = Picture(step: step, path: path, list: bytes(list), state: files(in: state))
        pictures.withLock { $0.append(picture) }
        extra(step, path)
        return nil
      }, backupFolder: state)
  }

  /// Puts the list's bytes (in place: the same inode) and the state folder back as `list`
  /// and `state` say.
  func restore(list bytes: [UInt8], state: [String: [UInt8]]) {
    let descriptor = open(list, O_WRONLY | O_TRUNC)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    try? FileManager.default.removeItem(atPath: self.state)
    guard !state.isEmpty else { return }
    try? FileManager.default.createDirectory(atPath: self.state, withIntermediateDirectories: true)
    for (name, contents) in state {
      _ = FileManager.default.createFile(atPath: self.state + "/" + name, contents: Data(contents))
    }
  }

  /// The next start: a new file system finishes what the journal says.
  func start() -> (list: [UInt8], notices: [String]) {
    let fileSystem = LiveFileSystem(backupFolder: state)
    fileSystem.finishInterruptedWrite(of: list)
    return (bytes(list), fileSystem.takeNotices())
  }
}

private func bytes(_ path: String) -> [UInt8] {
  FileManager.default.contents(atPath: path).map { Array($0) } ?? []
}

/// The files in `folder`, by name, with their bytes.
private func files(in folder: String) -> [String: [UInt8]] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
  return Dictionary(uniqueKeysWithValues: names.map { ($0, bytes(folder + "/" + $0)) })
}

private func lines(_ titles: [String]) -> [UInt8] { Array(titles.map { $0 + "\n" }.joined().utf8) }

@Suite("Writing a list in place")
struct InPlaceWriteTests {
  /// The old list: 400 todos; the new one either drops every seventh and adds one on top
  /// (shorter), or adds a long one on top (longer).
  static let old = (1...400).map {
    "Todo number \($0) +home due:2026-12-\(String(format: "%02d", $0 % 28 + 1))"
  }
  static let shorter = ["A new one"] + old.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)
  static let longer = [String(repeating: "A long new todo ", count: 40)] + old

  @Test(arguments: ["shorter", "longer"])
  func aCrashAtEveryStepLeavesTheOldOrTheNewListOrAStartThatFinishesIt(kind: String) throws {
    let new = kind == "shorter" ? Self.shorter : Self.longer
    let old = lines(Self.old)
    let scene = try InPlaceScene(String(decoding: old, as: UTF8.self))
    defer { scene.remove() }
    let fileSystem = scene.fileSystem()
    let expected = try fileSystem.quickFingerprint(scene.list)
    let newBytes = lines(new)
    #expect(
      try fileSystem.writeAtomically(
        newBytes, to: scene.list, createDirectory: false, unlessChangedFrom: expected)
        != nil)
    #expect(bytes(scene.list) == newBytes)
    #expect(files(in: scene.state).isEmpty, "the backups go once the new bytes are on the disk")
    let pictures = scene.pictures.withLock { $0 }
    #expect(pictures.count >= 12, "\(pictures.map(\.step))")
    for (number, picture) in pictures.enumerated() {
      // A crash just before this step.
      scene.restore(list: picture.list, state: picture.state)
      let (list, notices) = scene.start()
      let at = "\(kind), step \(number) (\(picture.step) on \(Paths.name(of: picture.path)))"
      #expect(list == old || list == newBytes, "\(at)")
      #expect(files(in: scene.state).isEmpty, "\(at): the backups go once not needed")
      #expect(notices.isEmpty == (list == picture.list), "\(at): \(notices)")
      // And during it, when it writes the list: the new bytes' start over the old ones.
      guard picture.step == .write, picture.path == scene.list, picture.list == old else { continue }
      for cut in [0, 1, 4_096, newBytes.count / 2, old.count, newBytes.count] where cut <= newBytes.count {
        let torn = Array(newBytes[..<cut]) + (cut < old.count ? Array(old[cut...]) : [])
        scene.restore(list: torn, state: picture.state)
        let (list, notices) = scene.start()
        #expect(list == newBytes, "\(at), cut after \(cut) bytes")
        let finished = notices.count == 1 && notices[0].contains("it is finished now")
        #expect(torn == newBytes ? notices.isEmpty : finished, "\(at), cut after \(cut) bytes: \(notices)")
        #expect(files(in: scene.state).isEmpty, "\(at), cut after \(cut) bytes")
      }
    }
  }

  @Test func aListChangedAfterACrashIsLeftAsItIsAndTheUserToldWhereBothVersionsAre() throws {
    let scene = try InPlaceScene("A\nB\n")
    defer { scene.remove() }
    let fileSystem = scene.fileSystem()
    let expected = try fileSystem.quickFingerprint(scene.list)
    _ = try fileSystem.writeAtomically(
      lines(["C", "A", "B"]), to: scene.list, createDirectory: false, unlessChangedFrom: expected)
    guard let cut = scene.pictures.withLock({ $0.first { $0.step == .truncate } }) else {
      Issue.record("no truncation")
      return
    }
    // The crash, then an editor wrote the file before the app started again.
    scene.restore(list: Array("Edited by hand\n".utf8), state: cut.state)
    let (list, notices) = scene.start()
    #expect(list == Array("Edited by hand\n".utf8))
    #expect(notices.count == 1 && notices[0].contains("the file changed since: it is left as it is"))
    let kept = files(in: scene.state)
    #expect(kept.count == 3)
    #expect(kept.first { $0.key.hasSuffix(".before") }?.value == lines(["A", "B"]))
    #expect(kept.first { $0.key.hasSuffix(".after") }?.value == lines(["C", "A", "B"]))
    #expect(notices.first.map { note in kept.keys.allSatisfy { note.contains($0) } } == true, "names them")
    // Said at every start until the user deals with it; nothing is removed meanwhile.
    #expect(scene.start().notices == notices)
  }

  @Test func backupsLeftWithoutAJournalAreRemovedAtTheNextStart() throws {
    let scene = try InPlaceScene("A\n")
    defer { scene.remove() }
    let fileSystem = scene.fileSystem()
    let expected = try fileSystem.quickFingerprint(scene.list)
    _ = try fileSystem.writeAtomically(
      lines(["B", "A"]), to: scene.list, createDirectory: false, unlessChangedFrom: expected)
    guard let cut = scene.pictures.withLock({ $0.first { $0.step == .writeJournal } }) else {
      Issue.record("no journal")
      return
    }
    #expect(cut.state.count == 2, "the backups, not yet the journal")
    scene.restore(list: Array("A\n".utf8), state: cut.state)
    #expect(scene.start() == (Array("A\n".utf8), []))
    #expect(files(in: scene.state).isEmpty)
  }

  /// Earlier versions kept a backup without a journal and never said so: a start names it.
  @Test func aBackupAnEarlierVersionLeftIsNamedAndKept() throws {
    let scene = try InPlaceScene("A\n")
    defer { scene.remove() }
    try FileManager.default.createDirectory(atPath: scene.state, withIntermediateDirectories: true)
    let earlier = scene.state + "/.todo.txt.backup.saving-Ab12Cd.tmp"
    FileManager.default.createFile(atPath: earlier, contents: Data("A\nB\n".utf8))
    let (list, notices) = scene.start()
    #expect(list == Array("A\n".utf8))
    #expect(
      notices == [
        "An earlier version of todo left a backup of ‘todo.txt’ from a save it did not finish: ‘\(earlier)’; "
          + "compare it with the list, copy what you need, then delete it."
      ])
    #expect(FileManager.default.contents(atPath: earlier) == Data("A\nB\n".utf8))
  }

  /// `echo >>` while the app writes in place: before the backups are flushed, while they
  /// are, right before the first byte changes, and between the new bytes and the cut.
  @Test(arguments: [FileStep.keepBackup, .writeJournal, .write, .truncate])
  func aLineAppendedDuringTheWriteIsKept(at step: FileStep) throws {
    let scene = try InPlaceScene("Shared\n")
    defer { scene.remove() }
    let list = scene.list
    let appended = Mutex(false)
    let fileSystem = scene.fileSystem { current, path in
      guard current == step, path == list, !appended.withLock({ $0 }) else { return }
      appended.withLock { $0 = true }
      let descriptor = open(path, O_WRONLY | O_APPEND)
      _ = write(descriptor, "From echo\n", 10)
      close(descriptor)
    }
    let store = FileToDoStore(path: list, fileSystem: fileSystem)
    _ = waitForCompletion { store.load(completion: $0) }
    let outcome = waitForCompletion {
      store.save(
        ToDoList([ToDo(id: 2, title: "Mine"), ToDo(id: 1, title: "Shared")]),
        base: ToDoList([ToDo(id: 1, title: "Shared")]), completion: $0)
    }
    #expect(appended.withLock { $0 })
    #expect(scene.folder.read("todo.txt") == "Mine\nShared\nFrom echo\n", "\(outcome)")
    guard case .success(.merged(let merged)) = outcome else {
      Issue.record("the save did not report the other program's line: \(outcome)")
      return
    }
    #expect(merged.titles.map(\.self) == ["Mine", "Shared", "From echo"])
    #expect(files(in: scene.state).isEmpty)
  }

  // MARK: The order of the steps

  /// Every flush is a step of its own: leaving one out (or calling `fsync` around the
  /// seam) changes the order recorded here.
  @Test func aSaveWritesFlushesRenamesThenFlushesTheFolder() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let saved = try steps { fileSystem in
      let expected = try fileSystem.quickFingerprint(folder.file("todo.txt"))
      _ = try fileSystem.writeAtomically(
        lines(["B", "A"]), to: folder.file("todo.txt"), createDirectory: false, unlessChangedFrom: expected)
    }
    #expect(saved == [.checkWritable, .createTemporary, .write, .sync, .replace, .syncFolder])
    // A new list: nothing to check, the same order after.
    let created = try steps { fileSystem in
      _ = try fileSystem.writeAtomically(
        lines(["A"]), to: folder.file("new.txt"), createDirectory: false, unlessChangedFrom: nil)
    }
    #expect(created == [.createTemporary, .write, .sync, .replace, .syncFolder])
  }

  /// The steps `body` takes through a live file system that records each one.
  private func steps(of body: (LiveFileSystem) throws -> Void) throws -> [FileStep] {
    let steps = Mutex<[FileStep]>([])
    let fileSystem = LiveFileSystem(
      faults: FileFaults { step, _ in
        steps.withLock { $0.append(step) }
        return nil
      })
    try body(fileSystem)
    return steps.withLock { $0 }
  }

  @Test func anInPlaceWriteFlushesItsBackupsAndJournalBeforeTheFirstByteChanges() throws {
    let scene = try InPlaceScene("A\n")
    defer { scene.remove() }
    let fileSystem = scene.fileSystem()
    let expected = try fileSystem.quickFingerprint(scene.list)
    _ = try fileSystem.writeAtomically(
      lines(["B", "A"]), to: scene.list, createDirectory: false, unlessChangedFrom: expected)
    let steps = scene.pictures.withLock { $0 }.map { picture -> String in
      let name = Paths.name(of: picture.path)
      let kind =
        name == "todo.txt" ? "list" : name == "todo" ? "state" : String(name.split(separator: ".").last!)
      return "\(picture.step) \(kind)"
    }
    #expect(
      steps == [
        "checkWritable list", "keepBackup list", "sync before", "sync after",
        "writeJournal list", "sync journal", "syncFolder state", "write list", "truncate list", "sync list",
        "removeBackup list", "syncFolder state",
      ])
  }

  @Test func anArchiveFlushesTheDoneFileThenTheFolderOfANewOne() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let archived = try steps { fileSystem in
      _ = try fileSystem.appendToDoneFile(
        ["x B"], leavingOutCopies: [], besideListAt: folder.file("todo.txt"), lineEnding: "\n")
      _ = try fileSystem.appendToDoneFile(
        ["x C"], leavingOutCopies: [], besideListAt: folder.file("todo.txt"), lineEnding: "\n")
    }
    #expect(archived == [.write, .sync, .syncFolder, .write, .sync])
    #expect(folder.read("done.txt") == "x B\nx C\n")
  }
}
