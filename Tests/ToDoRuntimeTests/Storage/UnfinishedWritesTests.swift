import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// A wall clock and a pause in virtual time for `WriterWait`: each pause moves the clock on
/// and lets the other program take its next step.
private final class VirtualWall: Sendable {
  let state = Mutex((elapsed: Duration.zero, pauses: 0))
  /// What the other program does at the n-th pause (from 1).
  let step: @Sendable (Int) -> Void
  /// The wall clock at the time elapsed (default: long after any fake file's time).
  let wall: @Sendable (Duration) -> Duration

  init(
    wall: @escaping @Sendable (Duration) -> Duration = { .seconds(100_000) + $0 },
    step: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.wall = wall
    self.step = step
  }

  var pauses: Int { state.withLock { $0.pauses } }

  func wait(patience: Duration = .seconds(3)) -> WriterWait {
    WriterWait(
      patience: patience,
      pause: { [self] duration in
        let count = state.withLock {
          $0.elapsed += duration
          $0.pauses += 1
          return $0.pauses
        }
        step(count)
      },
      now: { [self] in wall(state.withLock { $0.elapsed }) })
  }
}

@Suite("Files another program has not finished writing")
struct UnfinishedWritesTests {
  let path = "/lists/todo.txt"

  private func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  private func lines(_ count: Int) -> [String] { (1...count).map { "Todo number \($0)" } }

  private func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

  /// A load reads a file written a moment ago at once (`todo add …; todo`): nothing is
  /// merged into it nor written over it yet, and a later change is reloaded at its close.
  @Test func aLoadReadsAFileJustWrittenAtOnce() throws {
    let files = FakeFileSystem()
    files.set(path, text(lines(3)))
    let wall = VirtualWall(wall: { .seconds(1) + $0 })  // the file is a moment old
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    let loaded = try waitForCompletion { store.load(completion: $0) }.get()
    #expect(loaded.count == 3)
    #expect(wall.pauses == 0)
  }

  /// A load does not look for writers of a file last written long ago: one that holds it
  /// open without writing (a logger) has cut nothing, and the look costs the start.
  @Test func aLoadTakesAFileLastWrittenLongAgoWithoutLookingForWriters() throws {
    let files = FakeFileSystem()
    files.set(path, text(lines(3)))
    files.files.withLock { $0.writers = ["logger (pid 7)"] }
    let wall = VirtualWall()  // long after the file's time
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    let loaded = try waitForCompletion { store.load(completion: $0) }.get()
    #expect(loaded.count == 3)
    #expect(wall.pauses == 0)
  }

  @Test func aSaveWaitsForASlowInPlaceRewriteToFinishAndMergesTheWholeFile() throws {
    let files = FakeFileSystem()
    let old = lines(30)
    files.set(path, text(old))
    let rewritten = text(old + ["The writer's own line"])
    // Like `scp` or `{ …; } > todo.txt`: truncated, then written in pieces, held open.
    let wall = VirtualWall(step: { pause in
      let end = min(rewritten.count, 37 * (pause + 1))
      files.set(path, String(rewritten.prefix(end)))
      if end == rewritten.count { files.files.withLock { $0.writers = [] } }
    })
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock { $0.writers = ["scp (pid 42)"] }
    files.set(path, String(rewritten.prefix(37)))  // a cut line, mid-word, no newline

    let outcome = try waitForCompletion {
      store.save(list(old + ["Mine"]), base: list(old), completion: $0)
    }.get()

    #expect(files.text(path) == text(old + ["Mine", "The writer's own line"]))
    #expect(
      outcome
        == .merged(
          MergedList(
            titles: TitleList(lines: (old + ["Mine", "The writer's own line"]).map { TextLine($0) }),
            ids: (1...31).map { $0 } + [nil])))
    #expect(wall.pauses == rewritten.count / 37)
  }

  @Test func aSaveDoesNotReplaceAFileAnAppenderHoldsOpenButWaitsForIt() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    // `(echo A; sleep 1; echo B) >> todo.txt`: the file is the version read, still open.
    let wall = VirtualWall(step: { pause in
      guard pause == 20 else { return }
      files.set(path, "A\nB\n")
      files.files.withLock { $0.writers = [] }
    })
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock { $0.writers = ["bash (pid 9)"] }

    _ = try waitForCompletion { store.save(list(["A", "Mine"]), base: list(["A"]), completion: $0) }.get()

    #expect(files.text(path) == "A\nMine\nB\n")
    #expect(wall.pauses == 20)
  }

  @Test func aWriterThatDoesNotFinishPutsTheSaveOffSayingWhoAndLeavesTheFile() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let wall = VirtualWall()
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait(patience: .seconds(3)))
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock { $0.writers = ["rsync (pid 7)"] }
    files.set(path, "A\nHalf a li")

    let failed = waitForCompletion { store.save(list(["A", "Mine"]), base: list(["A"]), completion: $0) }

    #expect(throws: WriterWait.stillWriting(path, writers: ["rsync (pid 7)"], doing: "saved")) {
      try failed.get()
    }
    #expect(files.text(path) == "A\nHalf a li")
    #expect(wall.pauses == 60, "3 s in steps of 50 ms")
  }

  @Test func aWriterThisProcessCannotSeeIsWaitedOutUntilTheFileStopsChanging() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    // Another user's writer: no descriptor seen, the file's time is now at each write
    // (once the list is loaded).
    let writing = Mutex(false)
    let wall = VirtualWall(
      wall: { _ in writing.withLock { $0 } ? .seconds(files.files.withLock { $0.clock }) : .seconds(100_000)
      },
      step: { pause in
        if pause <= 4 { files.set(path, "A\n" + String(repeating: "B", count: pause)) }
        if pause == 4 { files.set(path, "A\nBBBB\n") }
      })
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    _ = waitForCompletion { store.load(completion: $0) }
    writing.withLock { $0 = true }
    files.set(path, "A\n")

    _ = try waitForCompletion { store.save(list(["A", "Mine"]), base: list(["A"]), completion: $0) }.get()

    #expect(files.text(path) == "A\nMine\nBBBB\n")
    #expect(wall.pauses == 4 + 5, "4 writes, then 250 ms without a change")
  }

  @Test func nothingWaitsWhenNoProgramWrites() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let wall = VirtualWall()
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    _ = waitForCompletion { store.load(completion: $0) }
    files.set(path, "A\nFrom the editor\n")
    _ = try waitForCompletion { store.save(list(["A", "Mine"]), base: list(["A"]), completion: $0) }.get()
    let saved = list(["A", "Mine", "From the editor"])
    _ = try waitForCompletion { store.save(saved, base: saved, completion: $0) }.get()
    #expect(files.text(path) == "A\nMine\nFrom the editor\n")
    #expect(wall.pauses == 0)
  }

  @Test func aReloadWaitsForTheWriterAndNeverTakesACutLastLine() throws {
    let files = FakeFileSystem()
    files.set(path, "A\nB\n")
    let wall = VirtualWall(step: { pause in
      guard pause == 3 else { return }
      files.set(path, "A\nB\nA whole new line\n")
      files.files.withLock { $0.writers = [] }
    })
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    _ = waitForCompletion { store.load(completion: $0) }
    files.files.withLock { $0.writers = ["cp (pid 3)"] }
    files.set(path, "A\nB\nA whole")
    let todos = list(["A", "B"])

    let outcome = try waitForCompletion { store.reload(todos, base: todos, completion: $0) }.get()

    guard case .changed(let merged, _) = outcome else {
      Issue.record("expected the finished file, got \(outcome)")
      return
    }
    #expect(merged.titles == ["A", "B", "A whole new line"])
  }

  @Test func aFileTimeAheadOfTheClockIsWaitedOnlyUntilItStaysTheSame() throws {
    let files = FakeFileSystem()
    files.set(path, "A\n")
    let ahead = Mutex(false)
    // A file server whose clock is ten seconds ahead: every file looks just written.
    let wall = VirtualWall(wall: { elapsed in
      ahead.withLock { $0 }
        ? .seconds(files.files.withLock { $0.clock }) - .seconds(10) + elapsed : .seconds(100_000)
    })
    let store = FileToDoStore(path: path, fileSystem: files, writerWait: wall.wait())
    _ = waitForCompletion { store.load(completion: $0) }
    ahead.withLock { $0 = true }
    files.set(path, "A\nFrom the server\n")

    _ = try waitForCompletion { store.save(list(["A", "Mine"]), base: list(["A"]), completion: $0) }.get()

    #expect(files.text(path) == "A\nMine\nFrom the server\n")
    #expect(wall.pauses == 5, "250 ms without a change, then on")
  }
}
