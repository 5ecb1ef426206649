import Foundation
import Glibc
import Synchronization
import Testing
import ToDoTestSupport

@testable import ToDoCore
@testable import ToDoRuntime

/// The saved views' file beside the config: read, written, checked; never written over
/// what it could not read, nor over another program's change.
@Suite("Saved views file")
struct ViewsFileTests {
  static let path = "/home/u/.config/todo/views"

  static let views = SavedViews([
    SavedViews.Entry(
      slot: 1,
      view: SavedView(
        name: "Home \"and\" \\garden\\", settings: ListSettings(query: "+home -later", hidesDone: true))),
    SavedViews.Entry(
      slot: 7, view: SavedView(name: "Urgent", settings: ListSettings(showsHidden: true, sort: .dueDate))),
  ])

  /// A views file written in place (its folder refuses new files), cut off halfway by a
  /// crash: what the next start reads is the views being saved, not the mix.
  @Test func aWriteOfTheViewsACrashCutOffIsFinishedBeforeTheyAreRead() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let state = try ScratchFolder()
    defer { state.remove() }
    let path = folder.file("views")
    let old = Array("[view.1]\nname = \"Home\"\nsearch = \"+home\"\n".utf8)
    let new = Array("[view.1]\nname = \"Work\"\nsearch = \"+work -later\"\n".utf8)
    try folder.write("views", old)
    let kept = Mutex<[String: [UInt8]]>([:])
    let faults = FileFaults { step, _ in
      if step == .createTemporary { return EACCES }
      if step == .write {  // Just before the first byte changes: the journal is there.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: state.path)) ?? []
        kept.withLock { kept in
          for name in names {
            kept[name] = FileManager.default.contents(atPath: state.file(name)).map(Array.init)
          }
        }
      }
      return nil
    }
    let writing = LiveFileSystem(faults: faults, backupFolder: state.path)
    _ = try writing.writeAtomically(
      new, to: path, createDirectory: false, unlessChangedFrom: try writing.quickFingerprint(path))
    // The crash: half the new bytes over the old ones, the journal still there.
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    let torn = Array(new[..<20]) + Array(old[20...])
    _ = torn.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    for (name, bytes) in kept.withLock({ $0 }) {
      try state.write(name, bytes)
    }
    #expect(kept.withLock { $0.count } == 3)
    let read = try ViewsFile.contents(at: path, fileSystem: LiveFileSystem(backupFolder: state.path))
    #expect(read?.bytes == new)
    #expect((try? FileManager.default.contentsOfDirectory(atPath: state.path)) == [])
  }

  @Test func theFileIsBesideTheConfigFile() {
    #expect(ViewsFile.path(besideConfigAt: "/home/u/.config/todo/config") == Self.path)
    #expect(ViewsFile.path(besideConfigAt: "/etc/todo.toml") == "/etc/views")
  }

  @Test func whatIsWrittenReadsBackTheSameEveryEscapeAndSortToo() {
    let text = ViewsFile.text(Self.views)
    #expect(
      text.contains(
        "[view.7]\nname = \"Urgent\"\nsearch = \"\"\nsort = \"due\"\nhide-done = false\nshow-hidden = true\n")
    )
    #expect(text.contains("name = \"Home \\\"and\\\" \\\\garden\\\\\""))
    let (read, problems) = ViewsFile.read(text, path: Self.path)
    #expect(problems == [] && read == Self.views)
    for sort in ListSort.allCases {
      let one = SavedViews([
        SavedViews.Entry(slot: 2, view: SavedView(name: "S", settings: ListSettings(sort: sort)))
      ])
      #expect(ViewsFile.read(ViewsFile.text(one), path: Self.path).0 == one)
    }
  }

  @Test func aHandWrittenViewNeedsOnlyItsNameAndTheRestDefaults() {
    let (read, problems) = ViewsFile.read("[view.3]\nname = \"All\"\n", path: Self.path)
    #expect(problems == [])
    #expect(
      read == SavedViews([SavedViews.Entry(slot: 3, view: SavedView(name: "All", settings: ListSettings()))]))
  }

  @Test(arguments: [
    ("[view.1]\nname = \"A\"\nsort = \"size\"\n", 3, "sort \"size\" is not a sort"),
    ("[view.10]\nname = \"A\"\n", 2, "[view.10] is not a view's place"),
    ("[view.01]\nname = \"A\"\n", 2, "[view.01] is not a view's place"),
    ("name = \"A\"\n", 1, "name is outside a view"),
    ("[view.2]\nsearch = \"x\"\n", 2, "view 2 has no name"),
    ("[view.2]\nname = \"\"\n", 2, "view 2's name is empty or longer than 40 characters"),
    ("[view.2]\nname = \"A\"\nhide-done = \"yes\"\n", 3, "hide-done must be true or false"),
    ("[view.2]\nname = \"A\"\ncolour = \"red\"\n", 3, "colour is not a setting of a view"),
    ("[view.2]\nname = \"A\"\nname = \"B\"\n", 3, "name is set twice in view 2"),
    ("[view.2]\nname = A\n", 2, "name has a value that cannot be read"),
  ])
  func aLineThatCannotBeReadIsNamedItsViewLeftOutAndTheFileNeverWritten(
    text: String, line: Int, problem: String
  ) {
    let good = "\n[view.5]\nname = \"Kept\"\n"
    let (read, problems) = ViewsFile.read(text + good, path: Self.path)
    #expect(problems.first?.line == line, "\(problems)")
    #expect(problems.first?.problem.contains(problem) == true, "\(problems)")
    #expect(read[5]?.name == "Kept")
    #expect(read.count == 1)
    #expect(read.unwritableBecause?.hasPrefix("views:\(line): ") == true)
  }

  @Test func theWriterMakesTheFolderAndTheFileAndReplacesItWhole() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.path + "/config-dir/views"
    let writer = ViewsFileWriter(path: path, readVersion: nil)
    #expect(writer.write(Self.views) == nil)
    #expect(folder.read("config-dir/views") == ViewsFile.text(Self.views))
    let fewer = SavedViews([Self.views.ordered[1]])
    #expect(writer.write(fewer) == nil)
    #expect(folder.read("config-dir/views") == ViewsFile.text(fewer))
    #expect(folder.temporaryFiles.isEmpty)
  }

  @Test(arguments: ["Two\nlines", "Line\u{2028}separator\nand a break"])
  func aViewTheFileWouldNotReadBackIsNotWrittenAndSaysWhy(name: String) throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.path + "/views"
    let writer = ViewsFileWriter(path: path, readVersion: nil)
    #expect(writer.write(Self.views) == nil)
    let hostile = SavedViews([
      SavedViews.Entry(slot: 2, view: SavedView(name: name, settings: ListSettings()))
    ])
    let reason = writer.write(hostile)
    #expect(reason?.hasPrefix("the views would not read back") == true, "\(reason ?? "written")")
    #expect(folder.read("views") == ViewsFile.text(Self.views))
  }

  @Test func anotherProgramsChangeIsNeverWrittenOver() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let path = folder.path + "/views"
    let writer = ViewsFileWriter(path: path, readVersion: nil)
    #expect(writer.write(Self.views) == nil)
    // Another instance (or the user's editor) writes the file meanwhile.
    let theirs = "[view.9]\nname = \"Theirs\"\n"
    try folder.write("views", theirs)
    let reason = writer.write(SavedViews())
    #expect(reason?.contains("another program changed \(path)") == true)
    #expect(folder.read("views") == theirs)
  }

  @Test func aFolderThatCannotBeWrittenIsSaidWithItsReason() throws {
    guard getuid() != 0 else { return }  // root writes anywhere: nothing to refuse.
    let folder = try ScratchFolder()
    defer { folder.remove() }
    chmod(folder.path, 0o500)
    defer { chmod(folder.path, 0o700) }
    let reason = ViewsFileWriter(path: folder.path + "/views", readVersion: nil).write(Self.views)
    #expect(reason != nil)
  }
}
