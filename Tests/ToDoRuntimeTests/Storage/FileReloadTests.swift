import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The store's reload on the real file system: our own writes are not another program's
/// change, another program's are read and merged with unsaved changes as a save merges,
/// a deleted file is said and not written again.
@Suite("The file store's reload")
struct FileReloadTests {
  private func list(_ titles: [String], firstID: Int = 1) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + firstID, title: $0.element) })
  }

  private func reload(_ store: FileToDoStore, _ todos: ToDoList, base: ToDoList) throws -> ReloadOutcome {
    try waitForCompletion { store.reload(todos, base: base, completion: $0) }.get()
  }

  private func lines(_ outcome: ReloadOutcome) -> [String]? {
    guard case .changed(let merged, _) = outcome else { return nil }
    return merged.titles.map(\.self)
  }

  @Test func ourOwnSaveIsNotAnOutsideChange() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\nB\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    let saved = list(["New", "A", "B"], firstID: 0)
    _ = try waitForCompletion { store.save(saved, base: list(["A", "B"]), completion: $0) }.get()
    #expect(try reload(store, saved, base: saved) == .unchanged)
  }

  @Test func aFileTouchedButNotChangedIsUnchanged() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\nB\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    try folder.write("todo.txt", "A\nB\n")
    #expect(try reload(store, list(["A", "B"]), base: list(["A", "B"])) == .unchanged)
  }

  @Test func anotherProgramsChangeIsReadWithTheIdsOfUnchangedLines() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\nB\nC\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    try folder.write("todo.txt", "Z\nC\nA\n")
    let before = list(["A", "B", "C"])
    let outcome = try reload(store, before, base: before)
    guard case .changed(let merged, let summary) = outcome else {
      Issue.record("not changed: \(outcome)")
      return
    }
    #expect(merged.titles.map(\.self) == ["Z", "C", "A"])
    #expect(merged.ids == [nil, 3, 1])
    #expect(summary == ReloadSummary(changed: 1, isReordered: true))
    #expect(folder.read("todo.txt") == "Z\nC\nA\n", "a reload without local changes writes nothing")
    // Read once: the same file again is no change.
    #expect(try reload(store, list(["Z", "C", "A"]), base: list(["Z", "C", "A"])) == .unchanged)
  }

  @Test func unsavedChangesAreMergedAsASaveMergesAndWritten() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\nB\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    try folder.write("todo.txt", "A\nB\nTheirs\n")
    let ours = ToDoList([ToDo(id: 3, title: "Mine"), ToDo(id: 1, title: "A")])
    let outcome = try reload(store, ours, base: list(["A", "B"]))
    #expect(lines(outcome) == ["Mine", "A", "Theirs"])
    #expect(folder.read("todo.txt") == "Mine\nA\nTheirs\n")
    // What it wrote is ours now: no outside change.
    #expect(
      try reload(store, list(["Mine", "A", "Theirs"]), base: list(["Mine", "A", "Theirs"])) == .unchanged)
  }

  @Test func aDeletedFileIsMissingAndNotWrittenAgain() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(unlink(folder.file("todo.txt")) == 0)
    let unsaved = list(["B", "A"])
    #expect(try reload(store, unsaved, base: list(["A"], firstID: 2)) == .missing)
    #expect(folder.read("todo.txt") == nil)
    // Recreated by a sync tool: read again.
    try folder.write("todo.txt", "A\nFrom the phone\n")
    #expect(lines(try reload(store, list(["A"]), base: list(["A"]))) == ["A", "From the phone"])
  }

  @Test func aListThatNeverExistedIsNotMissing() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let store = FileToDoStore(path: folder.file("todo.txt"))
    _ = waitForCompletion { store.load(completion: $0) }
    #expect(try reload(store, list([]), base: list([])) == .unchanged)
  }
}
