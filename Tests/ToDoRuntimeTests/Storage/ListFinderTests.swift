import Testing
import ToDoCore

@testable import ToDoRuntime

/// The lists the chooser offers from a folder: its todo files, not the done file, sync
/// conflict copies or the app's own files.
@Suite("Finding the lists")
struct ListFinderTests {
  @Test func theFoldersTodoFilesAreOfferedNotDoneConflictOrOwnFiles() {
    let names = [
      "work.txt", "done.txt", "home.txt", "notes.md", ".todo.txt.saving-abc123.tmp", ".hidden.txt",
      "work.sync-conflict-20261123-101500-ABCDEF1.txt", "work (Ann's conflicted copy 2026-11-23).txt",
      "work.unsaved-20261123-101500-42.txt",
    ]
    #expect(ListFinder.todoFiles(among: names) == ["home.txt", "work.txt"])
  }

  @Test func eachListIsOfferedOnceTheCommandLinesFirst() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("a.txt", "A\n")
    try folder.write("b.txt", "B\n")
    try folder.write("done.txt", "x D\n")
    let finder = ListFinder(
      commandLine: [folder.file("b.txt")], named: [ListEntry(name: "work", path: "/nowhere/w.txt")],
      shorten: { $0 })
    let found = finder.find(shown: folder.file("b.txt"))
    #expect(found.map(\.path) == [folder.file("b.txt"), "/nowhere/w.txt", folder.file("a.txt")])
    #expect(found[1].name == "work: /nowhere/w.txt")
  }
}
