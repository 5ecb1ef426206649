import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// `done.txt`: archived todos appended beside the list, safely, or not at all.
@Suite("The done file")
struct DoneFileTests {
  @Test func archivedLinesAreAppendedAfterWhatTheDoneFileHolds() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    try folder.write("done.txt", "x 2025-12-01 Older\n")
    let path = try appendToDoneFile(["x 2026-01-02 Pay rent", "x 2026-01-03 Old"], beside: folder)
    #expect(path == folder.file("done.txt"))
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\nx 2026-01-02 Pay rent\nx 2026-01-03 Old\n")
  }

  @Test func aLastLineWithoutEndingIsEndedFirstAndWindowsEndingsAreKept() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    try folder.write("done.txt", "x 2025-12-01 Older")
    _ = try appendToDoneFile(["x A"], beside: folder)
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\nx A\n")
    try folder.write("done.txt", "x 2025-12-01 Older\r\n")
    _ = try appendToDoneFile(["x B"], beside: folder)
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\r\nx B\r\n")
  }

  @Test func aNewDoneFileTakesTheListsLineEndingAndMode() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\r\n")
    chmod(folder.file("todo.txt"), 0o640)
    _ = try appendToDoneFile(["x A"], beside: folder, lineEnding: "\r\n")
    #expect(folder.read("done.txt") == "x A\r\n")
    var status = stat()
    stat(folder.file("done.txt"), &status)
    #expect(status.st_mode & 0o777 == 0o640)
  }

  @Test func aListThatIsALinkHasItsDoneFileBesideItsTarget() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.file("synced"), withIntermediateDirectories: true)
    try folder.write("synced/todo.txt", "Call mom\n")
    symlink("synced/todo.txt", folder.file("todo.txt"))
    let path = try appendToDoneFile(["x A"], beside: folder)
    #expect(path == folder.file("synced/done.txt"))
    #expect(folder.read("synced/done.txt") == "x A\n")
    #expect(folder.read("done.txt") == nil)
  }

  @Test func aDoneFileThatIsNotARegularFileIsRefusedWithTheReasonFirst() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    try FileManager.default.createDirectory(
      atPath: folder.file("done.txt"), withIntermediateDirectories: true)
    #expect(
      throws: ToDoStoreError(
        "not a regular file (a folder): '\(folder.file("done.txt"))'; "
          + "move it aside: the done file beside the list must be a file")
    ) {
      try appendToDoneFile(["x A"], beside: folder)
    }
  }

  @Test(arguments: [FileStep.write, .sync])
  func aFailedWriteLeavesTheDoneFileAsItWas(step: FileStep) throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    try folder.write("done.txt", "x 2025-12-01 Older\n")
    let full = LiveFileSystem(faults: FileFaults { at, _ in at == step ? ENOSPC : nil })
    #expect(throws: ToDoStoreError.self) {
      try appendToDoneFile(["x A"], beside: folder, fileSystem: full)
    }
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\n")
  }

  @Test func theFileStoreAppendsToTheDoneFileAndTheDemoSaysItHasNone() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\nx 2026-01-02 Pay rent\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    let result = waitForCompletion {
      store.archive(["x 2026-01-02 Pay rent"], leavingOutCopies: [], completion: $0)
    }
    #expect(result == .success(folder.file("done.txt")))
    #expect(folder.read("done.txt") == "x 2026-01-02 Pay rent\n")
    #expect(folder.read("todo.txt") == "Call mom\nx 2026-01-02 Pay rent\n", "the list is left to the save")
    let demo = waitForCompletion {
      SimulatedToDoStore(delay: .zero).archive(["x A"], leavingOutCopies: [], completion: $0)
    }
    #expect(demo == .failure(SimulatedToDoStore.noDoneFile))
  }

  @Test func copiesTheDoneFileHoldsAreLeftOutAndThoseItLostAreAppended() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    // An archive appended A and B twice (two todos of the same text); an undo brought them
    // back; another program then removed one B and appended a line of its own.
    try folder.write("done.txt", "x Older\r\nx A\r\nx B\r\nx Other\r\n")
    _ = try appendToDoneFile(
      ["x A", "x B", "x B", "x New"], leavingOut: ["x A", "x B", "x B"], beside: folder)
    #expect(folder.read("done.txt") == "x Older\r\nx A\r\nx B\r\nx Other\r\nx B\r\nx New\r\n")
    // A line only like a copy (a longer one containing it) is not the copy.
    try folder.write("done.txt", "x A and more\n")
    _ = try appendToDoneFile(["x A"], leavingOut: ["x A"], beside: folder)
    #expect(folder.read("done.txt") == "x A and more\nx A\n")
    // Nothing left to append: the file is not touched.
    try folder.write("done.txt", "x A\n")
    _ = try appendToDoneFile(["x A"], leavingOut: ["x A"], beside: folder)
    #expect(folder.read("done.txt") == "x A\n")
  }

  /// `fileSystem.appendToDoneFile` for the list `todo.txt` in `folder`.
  private func appendToDoneFile(
    _ lines: [String], leavingOut copies: [String] = [], beside folder: ScratchFolder,
    lineEnding: String = "\n",
    fileSystem: LiveFileSystem = LiveFileSystem()
  ) throws(ToDoStoreError) -> String {
    try fileSystem.appendToDoneFile(
      lines, leavingOutCopies: copies, besideListAt: folder.file("todo.txt"), lineEnding: lineEnding)
  }
}
