import Dispatch
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// A file system in memory that can be told to fail, for the error paths.
final class FakeFileSystem: FileSystem {
  struct Files {
    var contents: [String: [UInt8]] = [:]
    var modified: [String: Int] = [:]
    var failWrites: ToDoStoreError?
    var failReads: ToDoStoreError?
    /// Text another program appends between the store's read and its write, once.
    var writeJustBeforeReplace: String?
    /// Whether that other program writes again before every replacement, not just once.
    var keepsWriting = false
    var clock = 0
    /// The other programs that hold the file open for writing.
    var writers: [String] = []
  }
  let files = Mutex(Files())
  /// When set, every write first waits for it to be signalled: a slow disk, held by the test.
  let writeGate = Mutex<DispatchSemaphore?>(nil)

  func remove(_ path: String) {
    files.withLock {
      $0.contents[path] = nil
      $0.modified[path] = nil
    }
  }

  func set(_ path: String, _ text: String) {
    files.withLock {
      $0.clock += 1
      $0.contents[path] = Array(text.utf8)
      $0.modified[path] = $0.clock
    }
  }

  func text(_ path: String) -> String? {
    files.withLock { $0.contents[path].map { String(decoding: $0, as: UTF8.self) } }
  }

  func read(_ path: String) throws(ToDoStoreError) -> FileContents? {
    let result: Result<FileContents?, ToDoStoreError> = files.withLock { files in
      if let error = files.failReads { return .failure(error) }
      guard let bytes = files.contents[path] else { return .success(nil) }
      let print = FileFingerprint(
        size: bytes.count, modified: .seconds(files.modified[path]!), contentHash: FileFingerprint.hash(bytes)
      )
      return .success(FileContents(bytes: bytes, fingerprint: print))
    }
    return try result.get()
  }

  func writers(of path: String) -> [String] {
    files.withLock { $0.writers }
  }

  func quickFingerprint(_ path: String) throws(ToDoStoreError) -> FileFingerprint? {
    files.withLock { files in
      files.contents[path].map {
        FileFingerprint(size: $0.count, modified: .seconds(files.modified[path]!), contentHash: 0)
      }
    }
  }

  func writeAtomically(
    _ bytes: [UInt8], to path: String, createDirectory: Bool, unlessChangedFrom expected: FileFingerprint?,
    lateWrite: inout [UInt8]?
  ) throws(ToDoStoreError) -> FileFingerprint? {
    writeGate.withLock { $0 }?.wait()
    let result: Result<FileFingerprint?, ToDoStoreError> = files.withLock { files in
      if let error = files.failWrites { return .failure(error) }
      if let interfere = files.writeJustBeforeReplace {
        if !files.keepsWriting { files.writeJustBeforeReplace = nil }
        files.clock += 1
        files.contents[path, default: []] += Array(interfere.utf8)
        files.modified[path] = files.clock
      }
      let now = files.contents[path].map { _ in files.modified[path]! }
      let unchanged = now.map { $0 == Int(expected?.modified.components.seconds ?? -1) } ?? (expected == nil)
      guard unchanged else { return .success(nil) }
      files.clock += 1
      files.contents[path] = bytes
      files.modified[path] = files.clock
      return .success(
        FileFingerprint(
          size: bytes.count, modified: .seconds(files.clock), contentHash: FileFingerprint.hash(bytes)))
    }
    return try result.get()
  }
}

@Suite("todo.txt file store")
struct FileToDoStoreTests {
  let path = "/lists/todo.txt"

  private func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  @Test func loadsTheToDoLinesAndSavesChangesKeepingTheRest() throws {
    let files = FakeFileSystem()
    files.set(path, "(B) Call +work\n\nx done\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    let loaded = waitForCompletion { store.load(completion: $0) }
    #expect(try loaded.get() == ["(B) Call +work", "x done"])
    let saved = waitForCompletion {
      store.save(
        list(["New", "(B) Call +work", "x done"]), base: list(["(B) Call +work", "x done"]), completion: $0)
    }
    #expect(try saved.get() == .saved)
    #expect(files.text(path) == "New\n(B) Call +work\n\nx done\n")
  }

  @Test func aMissingFileIsAnEmptyListCreatedOnTheFirstSave() throws {
    let files = FakeFileSystem()
    let store = FileToDoStore(path: path, fileSystem: files)
    #expect(try waitForCompletion { store.load(completion: $0) }.get() == [])
    #expect(files.text(path) == nil)
    _ = waitForCompletion { store.save(list(["First"]), base: list([]), completion: $0) }
    #expect(files.text(path) == "First\n")
  }

  @Test func aChangeByAnotherProgramIsMergedNotOverwritten() throws {
    let files = FakeFileSystem()
    files.set(path, "A\nB\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.set(path, "A\nB\nFrom the editor\n")
    let outcome = try waitForCompletion {
      store.save(list(["Mine", "A"]), base: list(["A", "B"]), completion: $0)
    }
    .get()
    // The lines the app saved keep their ids (1 and 2 in the saved list); the editor's is new.
    #expect(outcome == .merged(MergedList(titles: ["Mine", "A", "From the editor"], ids: [1, 2, nil])))
    #expect(files.text(path) == "Mine\nA\nFrom the editor\n")
    // The merged file is the new base: the next save is plain.
    let mine = list(["Mine", "A", "From the editor"])
    #expect(try waitForCompletion { store.save(mine, base: mine, completion: $0) }.get() == .saved)
  }

  @Test func aWriteByAnotherProgramDuringTheSaveIsMergedToo() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock { $0.writeJustBeforeReplace = "Sneaked in\n" }
    let outcome = try waitForCompletion {
      store.save(list(["Mine", "A"]), base: list(["A"]), completion: $0)
    }.get()
    #expect(outcome == .merged(MergedList(titles: ["Mine", "A", "Sneaked in"], ids: [1, 2, nil])))
    #expect(files.text(path) == "Mine\nA\nSneaked in\n")
  }

  @Test func aFileAnotherProgramKeepsChangingFailsTheSaveWithTheReasonFirst() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock {
      $0.writeJustBeforeReplace = "Again\n"
      $0.keepsWriting = true
    }
    let failed = waitForCompletion { store.save(list(["Mine", "A"]), base: list(["A"]), completion: $0) }
    #expect(throws: ToDoStoreError("Another program keeps changing the file while it is saved: '\(path)'")) {
      try failed.get()
    }
    #expect(files.text(path)?.hasPrefix("A\nAgain\n") == true && files.text(path)?.contains("Mine") == false)
  }

  @Test func aTouchedButUnchangedFileIsNotAConflict() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.set(path, "A\n")  // same bytes, new modification time
    #expect(
      try waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }.get()
        == .saved)
  }

  @Test func aFullDiskFailsTheSaveAndLeavesTheFileAlone() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock {
      $0.failWrites = ToDoStoreError("cannot write '/lists/todo.txt': No space left on device")
    }
    let failed = waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }
    #expect(throws: ToDoStoreError("cannot write '/lists/todo.txt': No space left on device")) {
      try failed.get()
    }
    #expect(files.text(path) == "A\n")
    // Space again: the retry saves.
    files.files.withLock { $0.failWrites = nil }
    #expect(
      try waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }.get()
        == .saved)
    #expect(files.text(path) == "B\nA\n")
  }

  @Test func anUnreadableFileFailsTheLoad() {
    let files = FakeFileSystem()
    files.files.withLock { $0.failReads = ToDoStoreError("cannot open '/lists/todo.txt': Permission denied") }
    let store = FileToDoStore(path: path, fileSystem: files)
    let loaded = waitForCompletion { store.load(completion: $0) }
    #expect(throws: ToDoStoreError("cannot open '/lists/todo.txt': Permission denied")) { try loaded.get() }
  }

  @Test func aSaveWhoseFileWouldBeTooLargeToReadBackIsRefusedAndTheFileKept() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let store = FileToDoStore(path: path, fileSystem: files, maximumSize: 8)
    _ = waitForCompletion { store.load(completion: $0) }
    let exactly = waitForCompletion { store.save(list(["1234", "A"]), base: list(["A"]), completion: $0) }
    #expect(try exactly.get() == .saved)  // 8 bytes: what the store reads back, so written
    let over = waitForCompletion {
      store.save(list(["12345", "1234", "A"]), base: list(["1234", "A"]), completion: $0)
    }
    #expect(throws: FileToDoStore.tooLarge(15, maximum: 8)) { try over.get() }
    #expect(files.text(path) == "1234\nA\n")
    #expect(
      FileToDoStore.tooLarge((64 << 20) + 3, maximum: 64 << 20).description
        == "too large to read back (65 MiB, at most 64): delete some todos"
    )
  }

  @Test func aFileDeletedByAnotherProgramIsWrittenAgainAndSaid() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.remove(path)
    let outcome = waitForCompletion { store.save(list(["B", "A"]), base: list(["A"]), completion: $0) }
    #expect(try outcome.get() == .savedOverDeleted)
    #expect(files.text(path) == "B\nA\n")
  }

  @Test func aSaveAppliesOnlyTheChangesSinceItsBaseOntoTheFileAsItIs() throws {
    // The file holds an earlier save's merge (with a line from elsewhere) that the app did
    // not take; the next save starts from the list that save was handed.
    let files = FakeFileSystem()
    files.set(path, "A\nB\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = waitForCompletion { store.load(completion: $0) }
    files.set(path, "A\nB\nOutside\n")
    let first = try waitForCompletion {
      store.save(list(["New", "A", "B"]), base: list(["A", "B"]), completion: $0)
    }
    .get()
    #expect(first == .merged(MergedList(titles: ["New", "A", "B", "Outside"], ids: [1, 2, 3, nil])))
    let second = try waitForCompletion {
      store.save(list(["New", "A"]), base: list(["New", "A", "B"]), completion: $0)
    }.get()
    #expect(second == .merged(MergedList(titles: ["New", "A", "Outside"], ids: [1, 2, nil])))
    #expect(files.text(path) == "New\nA\nOutside\n")
  }
}
