import Testing
import ToDoCore

@testable import ToDoRuntime

/// `sed -i` (todo.txt-cli's `do`, `pri`, `del`) or an editor saving by rename reads the
/// file just before the app's save and renames its copy over it just after: its copy
/// lacks the app's new todos, which it never saw, and did not delete.
@Suite("A stale copy renamed over the app's save")
struct StaleWriterTests {
  let path = "/lists/todo.txt"

  private func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  /// A store that loaded `A`, `B`, `C` and saved `New` after `A`; the file then gets
  /// `staleCopy`, made by another program from the file as loaded.
  private func savedThenOverwritten(by staleCopy: String) throws -> (FakeFileSystem, FileToDoStore) {
    let files = FakeFileSystem()
    files.set(path, "A\nB\nC\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    let saved = try waitForCompletion {
      store.save(list(["A", "New", "B", "C"]), base: list(["A", "B", "C"]), completion: $0)
    }.get()
    #expect(saved == .saved)
    files.set(path, staleCopy)
    return (files, store)
  }

  @Test func aReloadKeepsTheAppsNewToDoAndAppliesTheStaleWritersChange() throws {
    // `sed -i 's/^B$/x B/'`, which read the file before the save.
    let (files, store) = try savedThenOverwritten(by: "A\nx B\nC\n")
    let todos = ToDoList([
      ToDo(id: 1, title: "A"), ToDo(id: 4, title: "New"), ToDo(id: 2, title: "B"), ToDo(id: 3, title: "C"),
    ])

    let outcome = try waitForCompletion { store.reload(todos, base: todos, completion: $0) }.get()

    #expect(files.text(path) == "A\nNew\nx B\nC\n")
    guard case .changed(let merged, let summary) = outcome else {
      Issue.record("expected a change, got \(outcome)")
      return
    }
    #expect(merged.titles == ["A", "New", "x B", "C"])
    #expect(merged.ids == [1, 4, 2, 3], "x B is the same todo as B")
    #expect(summary == ReloadSummary(changed: 1))
  }

  @Test func aDeletionByTheStaleWriterStillDeletes() throws {
    // `sed -i '/^C$/d'` (todo.sh del), which read the file before the save.
    let (files, store) = try savedThenOverwritten(by: "A\nB\n")
    let todos = list(["A", "New", "B", "C"])
    _ = try waitForCompletion { store.reload(todos, base: todos, completion: $0) }.get()
    #expect(files.text(path) == "A\nNew\nB\n")
  }

  @Test func aSaveOverAStaleCopyKeepsBothSavesToDos() throws {
    let (files, store) = try savedThenOverwritten(by: "A\nB\nC\nFrom sed\n")
    let synced = list(["A", "New", "B", "C"])
    let todos = list(["A", "New", "B", "C", "Newer"])
    _ = try waitForCompletion { store.save(todos, base: synced, completion: $0) }.get()
    #expect(files.text(path) == "A\nNew\nB\nC\nNewer\nFrom sed\n")
  }

  @Test func aChangeMadeFromTheLatestVersionIsMergedAgainstIt() throws {
    // Another program that read the file after the save deletes the new todo: it saw it.
    let (files, store) = try savedThenOverwritten(by: "A\nB\nC\nD\n")
    files.set(path, "A\nB\nC\n")
    // Equally close to the version loaded and to the save: the save is the ancestor.
    files.set(path, "A\nNew\nB\n")
    let todos = list(["A", "New", "B", "C"])
    _ = try waitForCompletion { store.reload(todos, base: todos, completion: $0) }.get()
    #expect(files.text(path) == "A\nNew\nB\n")
  }

  /// Another store of the app (its vdir sync) edits a line the app's last save added: an
  /// edit of it is two lines from the save and one from the version before, but it was
  /// written from the save, and is no stale copy whose missing line goes back in.
  @Test func anotherStoreOfTheAppEditingTheLineTheSaveAddedIsAChange() throws {
    let files = FakeFileSystem()
    files.set(path, "Call the bank\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    let two = list(["Call the bank", "Call the bank"])
    _ = try waitForCompletion { store.save(two, base: list(["Call the bank"]), completion: $0) }.get()
    let sync = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { sync.load(completion: $0) }.get()
    let edited = list(["Phone the bank", "Call the bank"])
    _ = try waitForCompletion { sync.save(edited, base: two, completion: $0) }.get()
    let outcome = try waitForCompletion { store.reload(two, base: two, completion: $0) }.get()
    #expect(files.text(path) == "Phone the bank\nCall the bank\n", "nothing put back")
    guard case .changed(let merged, _) = outcome else {
      Issue.record("expected a change, got \(outcome)")
      return
    }
    #expect(merged.titles == ["Phone the bank", "Call the bank"])
  }

  /// Another program appends a line the app's last save deleted (`echo "B" >> todo.txt`
  /// after a delete): the file is the save plus that line, not a stale copy of the version
  /// before the save, although it holds the same lines as that version.
  @Test func aLineAppendedThatTheSaveHadDeletedStays() throws {
    let files = FakeFileSystem()
    files.set(path, "A\nB\nC\n")
    let store = FileToDoStore(path: path, fileSystem: files)
    _ = try waitForCompletion { store.load(completion: $0) }.get()
    let deleted = list(["A", "C"])
    _ = try waitForCompletion { store.save(deleted, base: list(["A", "B", "C"]), completion: $0) }.get()
    files.set(path, "A\nC\nB\n")
    _ = try waitForCompletion { store.reload(deleted, base: deleted, completion: $0) }.get()
    #expect(files.text(path) == "A\nC\nB\n")
  }

  @Test func theNearestEarlierVersionIsTheAncestor() {
    var earlier = EarlierVersions()
    let loaded = ToDoTxtDocument(lines: ["A", "B", "C"])
    let saved = ToDoTxtDocument(lines: ["A", "New", "B", "C"])
    earlier.remember(loaded, size: 6)
    #expect(earlier.ancestor(of: ["A", "x B", "C"], latest: saved.todoLines) == loaded.todoLines)
    #expect(earlier.ancestor(of: ["A", "New", "x B", "C"], latest: saved.todoLines) == nil)
    #expect(earlier.ancestor(of: ["A", "New", "B"], latest: saved.todoLines) == nil)
    earlier.remember(saved, size: EarlierVersions.maximumSize + 1)
    #expect(earlier.documents == [loaded], "a version too large to keep is not kept")
    // In order: keep one line of the three, remove two and add two.
    #expect(EarlierVersions.distance(["A", "B", "B"], ["B", "A", "C"]) == 4)
    #expect(EarlierVersions.distance(["A", "C", "B"], ["A", "B", "C"]) == 2)
  }

  @Test func ofTwoEarlierVersionsAsNearTheNewerIsTheAncestor() {
    var earlier = EarlierVersions()
    let older = ToDoTxtDocument(lines: ["A", "B", "Old"])
    let newer = ToDoTxtDocument(lines: ["A", "B", "New"])
    earlier.remember(older, size: 8)
    earlier.remember(newer, size: 8)
    let latest = ToDoTxtDocument(lines: ["A", "B", "New", "Z1", "Z2"])
    // One line away from each, three from the latest.
    #expect(earlier.ancestor(of: ["A", "B"], latest: latest.todoLines) == newer.todoLines)
  }
}
