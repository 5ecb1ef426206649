import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("Sync conflict copies beside the list, on the real file system")
struct SyncConflictCopiesTests {
  @Test(arguments: [
    "todo.sync-conflict-20261123-101500-ABCDEF1.txt", "todo.sync-conflict-20261123-101500.txt",
    "todo (Ann's conflicted copy 2026-11-23).txt", "todo (Ann's conflicted copy 2026-11-23 (1)).txt",
    "todo (conflicted copy 2026-11-23 101500).txt",
  ])
  func theNamesEachSyncToolGivesItsCopiesAreRecognised(name: String) {
    #expect(SyncConflictCopies.isConflictCopy(name, of: "todo.txt"))
  }

  @Test(arguments: [
    "todo.txt", "done.txt", "todo.txt.tmp", "todo.sync-conflict-2026-11-23.txt", "todo (copy).txt",
    "todo.sync-conflict-20261123-101500-ABCDEF1.md", "done.sync-conflict-20261123-101500-ABCDEF1.txt",
  ])
  func otherFilesAreNot(name: String) {
    #expect(!SyncConflictCopies.isConflictCopy(name, of: "todo.txt"))
  }

  @Test func copiesAreFoundWithTheirToDosAndOnesThatCannotBeReadSaySo() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\nB\n")
    try folder.write("todo.sync-conflict-20261123-101500-ABCDEF1.txt", "A\n\nFrom the phone\n")
    try folder.write("todo (conflicted copy 2026-11-23 101500).txt", [0x41, 0x00, 0x42])
    try folder.write("todo (Ann's conflicted copy 2026-11-23).txt", [0xFF, 0xFE, 0x41, 0x00])
    try folder.write("notes.txt", "Not a copy\n")
    let copies = SyncConflictCopies.find(besides: folder.file("todo.txt"))
    #expect(
      copies.map(\.name).sorted() == [
        "todo (Ann's conflicted copy 2026-11-23).txt", "todo (conflicted copy 2026-11-23 101500).txt",
        "todo.sync-conflict-20261123-101500-ABCDEF1.txt",
      ])
    let syncthing = copies.first { $0.name.hasPrefix("todo.sync") }
    #expect(syncthing?.titles == ["A", "From the phone"])
    #expect(syncthing?.problem == nil)
    #expect(
      copies.first { $0.name.contains("conflicted copy 2026-11-23 101500") }?.problem?.contains("NUL") == true
    )
    #expect(copies.first { $0.name.contains("Ann's") }?.problem?.contains("UTF-16") == true)
  }

  /// A sync peer can plant a link (Syncthing syncs them) named as a conflict copy: merged,
  /// the file it points to would land in the list, and go back to the peer.
  @Test func aCopyThatIsALinkOrAnotherFilesSecondNameIsNeverRead() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let secrets = try ScratchFolder()
    defer { secrets.remove() }
    try secrets.write("creds", "SECRET password=hunter2\n")
    chmod(secrets.file("creds"), 0o600)
    try folder.write("todo.txt", "A\n")
    let linked = "todo.sync-conflict-20261123-101500-ABCDEF1.txt"
    symlink(secrets.file("creds"), folder.file(linked))
    let relative = "todo.sync-conflict-20261123-101501-ABCDEF1.txt"
    symlink("../" + Paths.name(of: secrets.path) + "/creds", folder.file(relative))
    let hardLinked = "todo (conflicted copy 2026-11-23 101500).txt"
    link(secrets.file("creds"), folder.file(hardLinked))
    let copies = SyncConflictCopies.find(besides: folder.file("todo.txt"))
    #expect(copies.map(\.name).sorted() == [hardLinked, linked, relative].sorted())
    for copy in copies {
      #expect(copy.titles.isEmpty, "\(copy.name) was read")
      #expect(copy.problem != nil, "\(copy.name)")
    }
    #expect(
      copies.first { $0.name == linked }?.problem
        == "it is a symbolic link (a copy is read only as a file of the list's folder, never through a "
        + "link: delete it if you did not make it)")
    #expect(copies.first { $0.name == hardLinked }?.problem?.contains("other names") == true)
  }

  @Test func aCopyMovedAsideGoesIntoTheFolderOfMergedCopiesAndNeverOverAnother() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let name = "todo.sync-conflict-20261123-101500-ABCDEF1.txt"
    try folder.write("todo.txt", "A\n")
    try folder.write(name, "First\n")
    try SyncConflictCopies.moveAside(name, besides: folder.file("todo.txt"))
    try folder.write(name, "Second\n")
    try SyncConflictCopies.moveAside(name, besides: folder.file("todo.txt"))
    #expect(folder.read(name) == nil)
    #expect(folder.read(".todo-merged/" + name) == "First\n")
    #expect(folder.read(".todo-merged/" + name + ".2") == "Second\n")
    #expect(SyncConflictCopies.find(besides: folder.file("todo.txt")).isEmpty)
  }

  /// The folder of merged copies planted as a link (to a folder the peer wants files in):
  /// the copy stays where it is.
  @Test func aCopyIsNeverMovedThroughALinkInTheMergedCopiesFolderPlace() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let elsewhere = try ScratchFolder()
    defer { elsewhere.remove() }
    let name = "todo.sync-conflict-20261123-101500-ABCDEF1.txt"
    try folder.write("todo.txt", "A\n")
    try folder.write(name, "B\n")
    symlink(elsewhere.path, folder.file(".todo-merged"))
    #expect(
      throws: ToDoStoreError(
        "‘\(folder.file(".todo-merged"))’ is not a folder (a symbolic link, say): the copy is left where "
          + "it is; remove it, and todo makes the folder")
    ) { try SyncConflictCopies.moveAside(name, besides: folder.file("todo.txt")) }
    #expect(folder.read(name) == "B\n")
    #expect((try? FileManager.default.contentsOfDirectory(atPath: elsewhere.path)) == [])
  }

  @Test func theFileStoreFindsAndMovesCopies() async throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "A\n")
    try folder.write("todo (conflicted copy 2026-11-23 101500).txt", "A\nB\n")
    let store = FileToDoStore(path: folder.file("todo.txt"))
    let copies = await withCheckedContinuation { done in
      store.findConflictCopies { done.resume(returning: $0) }
    }
    #expect(
      copies == [ConflictCopy(name: "todo (conflicted copy 2026-11-23 101500).txt", titles: ["A", "B"])])
    let moved = await withCheckedContinuation { done in
      store.moveConflictCopyAside(copies[0].name) { done.resume(returning: $0) }
    }
    #expect((try? moved.get()) != nil)
    #expect(folder.read(".todo-merged/todo (conflicted copy 2026-11-23 101500).txt") == "A\nB\n")
  }

  @Test func recordingsCarryTheConflictActionsAndReadMergesRecordedWithoutConflicts() throws {
    let conflict = MergeConflict(
      original: "(C) Fix the bike", here: .deleted, ours: nil, theirs: "(A) Fix the bike")
    let actions: [Action] = [
      .persistence(.toDosMerged(MergedList(titles: ["(A) Fix the bike"], ids: [1], conflicts: [conflict]))),
      .conflictCopies(
        .found([
          ConflictCopy(name: "todo (x).txt", titles: ["A"]), ConflictCopy(name: "b", problem: "p"),
        ])),
      .conflictCopies(.merge), .conflictCopies(.ignore),
      .conflictCopies(.movedAside("a")), .conflictCopies(.notMoved("a", reason: "r")),
    ]
    let recording = Recording(
      size: Size(columns: 80, rows: 24),
      entries: actions.enumerated().map {
        Recording.Entry(time: .milliseconds($0.offset), action: $0.element)
      })
    #expect(try Recording.parse(recording.text) == recording)
    let old = try JSONDecoder().decode(MergedList.self, from: Data(#"{"titles":["A"],"ids":[null]}"#.utf8))
    #expect(old == MergedList(titles: ["A"], ids: [nil]))
  }
}
