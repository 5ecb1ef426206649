import Foundation
import Glibc
import Synchronization
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A move to another list through the real file layer, the reducer asking and the stores
/// writing as the interpreter has them write: the intent first, then the target written and
/// flushed, then the source saved at once; a fault between the steps (a crash there) is
/// settled from the intent at the next start, the todo in exactly one list (decision 0300).
@Suite("A move writes the target first")
struct ListMoveWriteOrderTests {
  /// The paths of the files each flushed write (`sync`) concerned, in order.
  final class Writes: Sendable {
    let paths = Mutex<[String]>([])
    let failing = Mutex<String?>(nil)

    var faults: FileFaults {
      FileFaults { step, path in
        if step == .write, self.failing.withLock({ $0 }) == path { return ENOSPC }
        if step == .sync { self.paths.withLock { $0.append(Paths.name(of: path)) } }
        return nil
      }
    }
  }

  /// `a.txt` shown, loaded from its file, its second todo selected; `b.txt` beside it.
  private func start(in folder: ScratchFolder, writes: Writes) throws -> (State, FileToDoStore, FileToDoStore)
  {
    try folder.write("a.txt", "A one\nA two\n")
    try folder.write("b.txt", "B one\n")
    let files = LiveFileSystem(faults: writes.faults)
    let a = FileToDoStore(path: folder.file("a.txt"), fileSystem: files)
    let b = FileToDoStore(path: folder.file("b.txt"), fileSystem: files)
    guard case .success(let titles) = waitForCompletion({ a.load(completion: $0) }) else {
      throw ToDoStoreError("a.txt did not load")
    }
    let loaded = reduce(State(), [.persistence(.toDosLoaded(titles))]).0.selecting(1)
    return (loaded, a, b)
  }

  @Test func theTargetIsFlushedBeforeTheSourceChanges() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let writes = Writes()
    let (state, a, b) = try start(in: folder, writes: writes)
    let (moving, commands) = reduce(state, [.lists(.moveTo(path: folder.file("b.txt")))])
    guard case .lists(.add(let path, let lines))? = commands.first else {
      Issue.record("no addToList: \(commands)")
      return
    }
    #expect(path == folder.file("b.txt"))
    #expect(throws: Never.self) { try waitForCompletion { b.add(lines, completion: $0) }.get() }
    #expect(writes.paths.withLock { $0 } == ["b.txt"], "only the target written so far")
    #expect(folder.read("a.txt") == "A one\nA two\n")
    let moved = reduce(moving, [.lists(.addedToTarget(path: path)), .persistence(.saveDue)])
    guard case .persistence(.save(let todos, let base))? = moved.1.flatMap(\.flattened).first(where: \.isSave)
    else {
      Issue.record("no save of the source: \(moved.1)")
      return
    }
    _ = waitForCompletion { a.save(todos, base: base, completion: $0) }
    #expect(writes.paths.withLock { $0 } == ["b.txt", "a.txt"])
    #expect(folder.read("a.txt") == "A one\n")
    #expect(folder.read("b.txt") == "B one\nA two\n")
  }

  /// The stores a recovery reads and writes through, with `writes`' faults.
  private func stores(_ writes: Writes) -> @Sendable (String) -> any ToDoStore {
    { FileToDoStore(path: $0, fileSystem: LiveFileSystem(faults: writes.faults)) }
  }

  /// The move's intent recorded as the interpreter records it, before the target changes.
  private func begin(_ lines: [String], in folder: ScratchFolder, writes: Writes) throws -> MoveIntent {
    let (source, target) = (folder.file("a.txt"), folder.file("b.txt"))
    let counts = try MoveRecovery.counts(of: lines, source: source, target: target, store: stores(writes))
    return try MoveIntent.begin(
      source: source, target: target, lines: lines, counts: counts, stateFolder: folder.file("state"))
  }

  @Test func aFaultOnTheSourcesWriteIsFinishedFromTheIntentAtTheNextStart() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let writes = Writes()
    let (state, a, b) = try start(in: folder, writes: writes)
    writes.failing.withLock { $0 = folder.file("a.txt") }
    let (moving, commands) = reduce(state, [.lists(.moveTo(path: folder.file("b.txt")))])
    guard case .lists(.add(let path, let lines))? = commands.first else {
      Issue.record("no addToList: \(commands)")
      return
    }
    let intent = try begin(lines, in: folder, writes: writes)
    _ = waitForCompletion { b.add(lines, completion: $0) }
    try intent.targetWritten()
    let moved = reduce(moving, [.lists(.addedToTarget(path: path))])
    guard case .persistence(.save(let todos, let base))? = moved.1.flatMap(\.flattened).first(where: \.isSave)
    else {
      Issue.record("no save of the source at once: \(moved.1)")
      return
    }
    let saved = waitForCompletion { a.save(todos, base: base, completion: $0) }
    #expect(throws: ToDoStoreError.self) { try saved.get() }
    #expect(folder.read("a.txt") == "A one\nA two\n", "the crash's moment: in both")
    writes.failing.withLock { $0 = nil }
    let live = MoveRecovery.settleInterrupted(
      involving: folder.file("a.txt"), stateFolder: folder.file("state"), store: stores(writes))
    #expect(live.isEmpty && folder.read("a.txt") == "A one\nA two\n", "a live move is left alone")
    let intentPath = intent.path
    withExtendedLifetime(intent) {}
    _ = consume intent
    let notices = MoveRecovery.settleInterrupted(
      involving: folder.file("a.txt"), stateFolder: folder.file("state"), store: stores(writes))
    #expect(notices == ["A move to ‘b.txt’ was cut off: finished, 1 todo now only there."])
    #expect(folder.read("a.txt") == "A one\n")
    #expect(folder.read("b.txt") == "B one\nA two\n")
    #expect(access(intentPath, F_OK) != 0, "the intent is gone")
  }

  @Test func aCrashBeforeTheTargetIsKnownWrittenTakesTheMoveBack() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let writes = Writes()
    _ = try start(in: folder, writes: writes)
    try folder.write("b.txt", "B one\nA two\n")
    do {
      let intent = try begin(["A two"], in: folder, writes: writes)
      _ = waitForCompletion { FileToDoStore(path: folder.file("b.txt")).add(["A two"], completion: $0) }
      _ = intent  // killed here: `written` never recorded.
    }
    let notices = MoveRecovery.settleInterrupted(
      involving: folder.file("b.txt"), stateFolder: folder.file("state"), store: stores(writes))
    #expect(notices == ["A move to ‘b.txt’ was cut off: taken back, 1 todo only in ‘a.txt’ again."])
    #expect(folder.read("a.txt") == "A one\nA two\n")
    #expect(folder.read("b.txt") == "B one\nA two\n", "the equal line b.txt had before stays")
  }

  @Test func aCrashBeforeTheTargetChangedLeavesBothListsAlone() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let writes = Writes()
    _ = try start(in: folder, writes: writes)
    do { _ = try begin(["A two"], in: folder, writes: writes) }
    let notices = MoveRecovery.settleInterrupted(
      involving: folder.file("a.txt"), stateFolder: folder.file("state"), store: stores(writes))
    #expect(notices.isEmpty)
    #expect(folder.read("a.txt") == "A one\nA two\n")
    #expect(folder.read("b.txt") == "B one\n")
    #expect(
      MoveRecovery.settleInterrupted(
        involving: folder.file("a.txt"), stateFolder: folder.file("state"), store: stores(writes)
      ).isEmpty)
  }

  @Test func theIntentIsFlushedOnItsOwnFileAFlushThatFailsRecordsNoMove() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    // At the intent's flush its descriptor is made a pipe's, which no flush takes (EINVAL):
    // the intent's own fsync then fails, as it does on a disk that cannot write.
    let faults = FileFaults { step, path in
      if step == .sync, path.hasSuffix(".intent") { Self.makePipe(descriptorOf: path) }
      return nil
    }
    #expect(throws: ToDoStoreError.self) {
      _ = try MoveIntent.begin(
        source: folder.file("a.txt"), target: folder.file("b.txt"), lines: ["A two"], counts: [(1, 0)],
        stateFolder: folder.file("state"), faults: faults)
    }
    let left = try FileManager.default.contentsOfDirectory(
      atPath: MoveIntent.folder(in: folder.file("state")))
    #expect(left.isEmpty, "no intent is left to settle: \(left)")
  }

  /// Puts a pipe's read end in place of this process's descriptor open on `path`.
  private static func makePipe(descriptorOf path: String) {
    guard let resolved = realpath(path, nil) else { return }
    let real = String(cString: resolved)
    free(resolved)
    let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for name in fds {
      guard let descriptor = Int32(name),
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name)) == real
      else { continue }
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { return }
      dup2(ends[0], descriptor)
      close(ends[0])
      close(ends[1])
    }
  }
}

extension Command {
  /// The command, or those of a batch, in order.
  fileprivate var flattened: [Command] {
    if case .batch(let commands) = self { commands.flatMap(\.flattened) } else { [self] }
  }

  fileprivate var isSave: Bool { if case .persistence(.save) = self { true } else { false } }
}
