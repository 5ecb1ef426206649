import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The notes folder: a note's first lines read without making the file, and a new note kept
/// only when the editor saved something in it, under a name no file has.
@Suite("The notes folder")
struct NoteFolderTests {
  @Test func aNotesFirstLinesAreReadAndAMissingFileIsNotMade() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("a.txt", "\n  first\u{7}line\n\nsecond\nthird\nfourth\n")
    let notes = NoteFolder(path: folder.path, editor: ExternalEditor(command: "true"))
    #expect(notes.read("a.txt") == .lines(["  first line", "second", "third"]))
    #expect(notes.read("gone.txt") == .missing)
    #expect(folder.read("gone.txt") == nil)
    try folder.write("locked.txt", "secret")
    chmod(folder.file("locked.txt"), 0)
    defer { chmod(folder.file("locked.txt"), 0o600) }
    if getuid() != 0 { #expect(notes.read("locked.txt") == .unreadable("Permission denied")) }
  }

  @Test func aNewNoteTakesAFreeNameAndIsKeptOnlyWhenSomethingWasSaved() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("call-mom.txt", "someone else's")
    let writing = NoteFolder(path: folder.path, editor: ExternalEditor(command: "echo 'Ask Ann' >"))
    #expect(
      writing.edit("call-mom.txt", isNew: true)
        == .saved(name: "call-mom-2.txt", isNew: true, .lines(["Ask Ann"])))
    #expect(folder.read("call-mom.txt") == "someone else's")
    let emptying = NoteFolder(path: folder.path, editor: ExternalEditor(command: ": >"))
    #expect(emptying.edit("new.txt", isNew: true) == .nothingSaved)
    #expect(folder.read("new.txt") == nil)
    #expect(
      NoteFolder(path: folder.path, editor: ExternalEditor(command: "true")).edit("x.txt", isNew: true)
        == .nothingSaved)
    #expect(
      NoteFolder(path: folder.file("none"), editor: ExternalEditor(command: "true")).edit(
        "x.txt", isNew: true)
        == .failed("the notes folder '\(folder.file("none"))' is not there"))
  }

  @Test func theNotesFolderIsTheListsFolder() {
    let editor = ExternalEditor(command: "vi")
    #expect(NoteFolder.beside(listPath: "/home/a/todo.txt", editor: editor).path == "/home/a")
    #expect(NoteFolder.beside(listPath: "/todo.txt", editor: editor).path == "/")
  }
}

/// A note is read only as a regular file inside the folder: a FIFO, a link leading out and
/// a name outside are refused at once, never blocking the reader (decision 0303).
@Suite("A note outside the folder or not a file is refused")
struct NoteFolderRefusalTests {
  @Test func aFIFOALinkOutAndAnOutsideNameAreRefusedWithoutBlocking() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("inside.txt", "kept here\n")
    mkfifo(folder.file("pipe.txt"), 0o600)
    symlink("/etc/passwd", folder.file("out.txt"))
    symlink(folder.file("inside.txt"), folder.file("in.txt"))
    let notes = NoteFolder(path: folder.path, editor: ExternalEditor(command: "true"))
    let start = Date()
    #expect(
      notes.read("pipe.txt")
        == .refused("note:pipe.txt is not a regular file (a FIFO, a device or a socket): not opened"))
    #expect(Date().timeIntervalSince(start) < 1, "a FIFO never blocks the reader")
    #expect(
      notes.read("out.txt") == .refused("note:out.txt is a link leading out of the notes folder: not opened"))
    #expect(notes.read("/etc/passwd") == .refused("note:/etc/passwd is outside the notes folder: not opened"))
    #expect(
      notes.read("../secret.txt") == .refused("note:../secret.txt is outside the notes folder: not opened"))
    #expect(notes.read("in.txt") == .lines(["kept here"]), "a link inside the folder is read")
    #expect(
      notes.edit("pipe.txt", isNew: false)
        == .failed("note:pipe.txt is not a regular file (a FIFO, a device or a socket): not opened"))
    #expect(notes.edit("../x", isNew: false) == .failed("note:../x is outside the notes folder: not opened"))
  }

  /// A list in the home folder: its notes folder is the home folder, and `note:.netrc`
  /// would show the machine's passwords on the status line's detail area.
  @Test func aHiddenFileInTheFolderIsNeitherReadNorEdited() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write(".netrc", "machine example.com password hunter2\n")
    let notes = NoteFolder(path: folder.path, editor: ExternalEditor(command: "true"))
    let refusal = "note:.netrc names a hidden file (its name starts with a dot): not opened"
    #expect(notes.read(".netrc") == .refused(refusal))
    #expect(notes.edit(".netrc", isNew: false) == .failed(refusal))
  }

  @Test func aLinkToAFolderWhoseNameStartsLikeTheNotesFolderLeadsOut() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.file("notes"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder.file("notes-private"), withIntermediateDirectories: true)
    try folder.write("notes-private/secret.txt", "not a note\n")
    symlink(folder.file("notes-private/secret.txt"), folder.file("notes/secret.txt"))
    let notes = NoteFolder(path: folder.file("notes"), editor: ExternalEditor(command: "true"))
    #expect(
      notes.read("secret.txt")
        == .refused("note:secret.txt is a link leading out of the notes folder: not opened"))
  }
}
