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

  /// Issue 44: `L` and `M` offered every `*.txt` beside the list (a manual page, a report,
  /// the todos' notes) and `M` moved todos into them. Only files that read as todo lists.
  @Test func onlyFilesThatReadAsTodoListsAreOfferedNotNotesManualsOrReports() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Plan the trip note:trip.txt\n(A) Call mom @phone\n")
    try folder.write("work.txt", "Send the report +work\nBook the room\n")
    try folder.write("empty.txt", "")
    try folder.write("trip.txt", "Passports\nTickets\n")
    try folder.write("man.txt", "TODO(1)\n\nNAME\n       todo - a terminal todo list\n")
    try folder.write("report.txt", "The quarter went well.\n\nSales rose.\n\nCosts fell.\n")
    let finder = ListFinder(commandLine: [folder.file("todo.txt")], named: [], shorten: { $0 })
    let found = finder.find(shown: folder.file("todo.txt"))
    #expect(found.map(\.path) == ["todo.txt", "empty.txt", "work.txt"].map(folder.file))
    #expect(ListFinder.readsAsToDoList("x 2026-11-23 Done\nBuy milk\n\n"))
    #expect(!ListFinder.readsAsToDoList("\u{0}\u{1}binary"))
    #expect(!ListFinder.readsAsToDoList(nil))
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
