import Glibc
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// An archive is a move to done.txt: its intent recorded before the append, `written` after
/// it; a kill before the list is saved is finished at the next start, the done todo then in
/// done.txt only, once (decision 0301).
@Suite("An archive cut off is finished from its intent")
struct ArchiveIntentTests {
  @Test func aKillBetweenTheDoneFileAndTheListIsFinishedAtTheNextStart() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\nx 2026-01-02 Pay rent\n")
    try folder.write("done.txt", "x 2025-12-01 Older\n")
    let (list, done) = (folder.file("todo.txt"), folder.file("done.txt"))
    let stores = { @Sendable (path: String) -> any ToDoStore in FileToDoStore(path: path) }
    let lines = ["x 2026-01-02 Pay rent"]
    do {
      let counts = try MoveRecovery.counts(of: lines, source: list, target: done, store: stores)
      let intent = try MoveIntent.begin(
        source: list, target: done, lines: lines, counts: counts, stateFolder: folder.file("state"))
      let archived = waitForCompletion {
        FileToDoStore(path: list).archive(lines, leavingOutCopies: [], completion: $0)
      }
      #expect(try archived.get() == done)
      try intent.targetWritten()
    }  // Killed here: the list still holds the done todo.
    #expect(folder.read("todo.txt") == "Call mom\nx 2026-01-02 Pay rent\n")
    let notices = MoveRecovery.settleInterrupted(
      involving: list, stateFolder: folder.file("state"), store: stores)
    #expect(notices == ["An archive to ‘done.txt’ was cut off: finished, 1 todo now only there."])
    #expect(folder.read("todo.txt") == "Call mom\n")
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\nx 2026-01-02 Pay rent\n")
  }
}
