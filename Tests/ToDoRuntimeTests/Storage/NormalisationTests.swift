import Testing
import ToDoCore

@testable import ToDoRuntime

/// A program that writes text in another Unicode normalisation (NFD, as some macOS tools
/// and sync clients do) rewrites a line without changing it: the same todo, not a change,
/// and the file keeps its bytes.
@Suite("Lines another program rewrote in another Unicode normalisation")
struct NormalisationTests {
  let path = "/lists/todo.txt"
  let composed = "Caf\u{E9} au lait @caf\u{E9}"  // NFC: é is one scalar
  let decomposed = "Cafe\u{301} au lait @cafe\u{301}"  // NFD: e, then the combining accent

  private func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  @Test func aReloadOfTheSameTextInNFDChangesNoToDo() throws {
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    let files = FakeFileSystem()
    files.set(path, "\(composed)\nB\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    files.set(path, "\(decomposed)\nB\n")
    let todos = list([composed, "B"])

    let outcome = try waitForCompletion { store.reload(todos, base: todos, completion: $0) }.get()

    guard case .changed(let merged, let summary) = outcome else {
      Issue.record("expected the file read, got \(outcome)")
      return
    }
    #expect(!summary.changesTheList, "\(summary)")
    #expect(merged.ids == [1, 2])
  }

  @Test func aSaveOverTheNFDFileKeepsItsBytesAndMergesNothing() throws {
    let files = FakeFileSystem()
    files.set(path, "\(composed)\nB\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    files.set(path, "\(decomposed)\nB\n")

    let outcome = try waitForCompletion {
      store.save(list(["New", composed, "B"]), base: list([composed, "B"]), completion: $0)
    }.get()

    #expect(outcome == .saved)
    #expect(files.files.withLock { $0.contents[path] } == Array("New\n\(decomposed)\nB\n".utf8))
  }

  @Test func aRealChangeToALineBeyondASCIIIsStillAChange() throws {
    let files = FakeFileSystem()
    files.set(path, "\(composed)\nB\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    files.set(path, "x \(decomposed)\nB\n")
    let todos = list([composed, "B"])
    let outcome = try waitForCompletion { store.reload(todos, base: todos, completion: $0) }.get()
    guard case .changed(_, let summary) = outcome else {
      Issue.record("expected a change, got \(outcome)")
      return
    }
    #expect(summary == ReloadSummary(changed: 1))
  }
}
