import Glibc
import Synchronization
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A move to another list through the real file layer, the reducer asking and the stores
/// writing as the interpreter has them write: the target is written and flushed before the
/// source changes; a fault on the source's write (a crash there) leaves the todo in both.
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
    guard case .addToList(let path, let lines)? = commands.first else {
      Issue.record("no addToList: \(commands)")
      return
    }
    #expect(path == folder.file("b.txt"))
    #expect(throws: Never.self) { try waitForCompletion { b.add(lines, completion: $0) }.get() }
    #expect(writes.paths.withLock { $0 } == ["b.txt"], "only the target written so far")
    #expect(folder.read("a.txt") == "A one\nA two\n")
    let moved = reduce(moving, [.lists(.addedToTarget(path: path)), .persistence(.saveDue)])
    guard case .save(let todos, let base)? = moved.1.flatMap(\.flattened).first(where: \.isSave) else {
      Issue.record("no save of the source: \(moved.1)")
      return
    }
    _ = waitForCompletion { a.save(todos, base: base, completion: $0) }
    #expect(writes.paths.withLock { $0 } == ["b.txt", "a.txt"])
    #expect(folder.read("a.txt") == "A one\n")
    #expect(folder.read("b.txt") == "B one\nA two\n")
  }

  @Test func aFaultBetweenTheTwoWritesLeavesTheToDoInBoth() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let writes = Writes()
    let (state, a, b) = try start(in: folder, writes: writes)
    writes.failing.withLock { $0 = folder.file("a.txt") }
    let (moving, commands) = reduce(state, [.lists(.moveTo(path: folder.file("b.txt")))])
    guard case .addToList(let path, let lines)? = commands.first else {
      Issue.record("no addToList: \(commands)")
      return
    }
    _ = waitForCompletion { b.add(lines, completion: $0) }
    let moved = reduce(moving, [.lists(.addedToTarget(path: path)), .persistence(.saveDue)])
    guard case .save(let todos, let base)? = moved.1.flatMap(\.flattened).first(where: \.isSave) else {
      Issue.record("no save of the source: \(moved.1)")
      return
    }
    let saved = waitForCompletion { a.save(todos, base: base, completion: $0) }
    #expect(throws: ToDoStoreError.self) { try saved.get() }
    #expect(folder.read("a.txt") == "A one\nA two\n", "still in the source")
    #expect(folder.read("b.txt") == "B one\nA two\n", "and in the target")
  }
}

extension Command {
  /// The command, or those of a batch, in order.
  fileprivate var flattened: [Command] {
    if case .batch(let commands) = self { commands.flatMap(\.flattened) } else { [self] }
  }

  fileprivate var isSave: Bool { if case .save = self { true } else { false } }
}
