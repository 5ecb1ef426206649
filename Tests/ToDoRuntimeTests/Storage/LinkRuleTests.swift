import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The rule for symbolic links in the user's files (the list, `done.txt`, the views file):
/// a link the user opened a file through is theirs; a link that appears later, one another
/// user owns, or one out of a folder another user can write is not followed, for reading
/// as the user's nor for writing. The attacks run as a second user, as on a shared machine.
@Suite("Links another user can plant")
struct LinkRuleTests {
  /// A folder the second user owns (so it can replace any file in it), a list of root's in
  /// it, and a victim file of root's outside it.
  private struct Scene {
    let shared: ScratchFolder
    let outside: ScratchFolder
    var list: String { shared.file("todo.txt") }
    var victim: String { outside.file("victim") }

    init(list text: String? = "Mine\n") throws {
      shared = try ScratchFolder()
      outside = try ScratchFolder()
      if let text { try shared.write("todo.txt", text) }
      try outside.write("victim", "root:secret\n")
      chmod(victim, 0o600)
      SecondUser.own(shared.path)
    }

    /// The second user puts a link to `target` at `name` in the shared folder.
    func plantLink(_ name: String, to target: String) {
      #expect(SecondUser.run("/bin/ln", ["-sfn", target, shared.file(name)]) == 0)
    }

    func remove() {
      shared.remove()
      outside.remove()
    }
  }

  private func list(_ titles: [String]) -> ToDoList {
    ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
  }

  @Test(.enabled(if: SecondUser.ids != nil, "\(SecondUser.missing)"))
  func aListSwappedForALinkMidSessionIsNeitherReadNorWrittenThrough() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let store = FileToDoStore(path: scene.list)
    #expect(try waitForCompletion { store.load(completion: $0) }.get().map(\.self) == ["Mine"])
    scene.plantLink("todo.txt", to: scene.victim)
    // The watch sees a change: the reload does not show the victim's lines.
    let reloaded = waitForCompletion { store.reload(list(["Mine"]), base: list(["Mine"]), completion: $0) }
    guard case .failure(let error) = reloaded else {
      Issue.record("read through the link: \(reloaded)")
      return
    }
    #expect(
      error.description.hasPrefix(
        "‘todo.txt’ became a symbolic link after todo opened it: '\(scene.list)' -> '\(scene.victim)' "
          + "(owned by todo-tester) is not followed"))
    #expect(error.description.contains("your todos stay here, unsaved"))
    // The next add does not write into the victim's file.
    let saved = waitForCompletion { store.save(list(["New", "Mine"]), base: list(["Mine"]), completion: $0) }
    #expect(throws: ToDoStoreError.self) { try saved.get() }
    #expect(scene.outside.read("victim") == "root:secret\n")
    var status = stat()
    #expect(lstat(scene.list, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is left")
  }

  @Test(.enabled(if: SecondUser.ids != nil, "\(SecondUser.missing)"))
  func aLinkAnotherUserOwnsIsNotFollowedEvenAtStart() throws {
    let scene = try Scene(list: nil)
    defer { scene.remove() }
    scene.plantLink("todo.txt", to: scene.victim)
    let store = FileToDoStore(path: scene.list)
    let loaded = waitForCompletion { store.load(completion: $0) }
    #expect(
      throws: ToDoStoreError(
        "‘todo.txt’ is a symbolic link owned by another user (todo-tester): '\(scene.list)' -> "
          + "'\(scene.victim)' is not followed, so that no one else chooses the file todo reads and writes; "
          + "if you trust it, open the file it points to: todo '\(scene.victim)'")
    ) { try loaded.get() }
    let saved = waitForCompletion { store.save(list(["New"]), base: list([]), completion: $0) }
    #expect(throws: ToDoStoreError.self) { try saved.get() }
    #expect(scene.outside.read("victim") == "root:secret\n")
  }

  /// Root made the link itself, but in a folder every user can write: anyone could have
  /// put another there before the start, so it is not followed out of the folder.
  @Test func aLinkOutOfAFolderEveryUserCanWriteIsNotFollowed() throws {
    let shared = try ScratchFolder()
    defer { shared.remove() }
    let outside = try ScratchFolder()
    defer { outside.remove() }
    try outside.write("todo.txt", "Elsewhere\n")
    chmod(shared.path, 0o777)
    symlink(outside.file("todo.txt"), shared.file("todo.txt"))
    let loaded = waitForCompletion { FileToDoStore(path: shared.file("todo.txt")).load(completion: $0) }
    #expect(
      throws: ToDoStoreError(
        "‘todo.txt’ is a symbolic link out of a folder every user can write: '\(shared.file("todo.txt"))' -> "
          + "'\(outside.file("todo.txt"))' is not followed, so that no one else chooses the file todo reads "
          + "and writes; if you trust it, open the file it points to: todo '\(outside.file("todo.txt"))'")
    ) { try loaded.get() }
    // One to a file in the same folder is followed.
    try shared.write("todo-2026.txt", "Here\n")
    symlink("todo-2026.txt", shared.file("here.txt"))
    let here = waitForCompletion { FileToDoStore(path: shared.file("here.txt")).load(completion: $0) }
    #expect(try here.get().map(\.self) == ["Here"])
  }

  /// The user's own link, opened through at start, stays where it led: a later change of
  /// the link changes nothing.
  @Test func theLinkTheListWasOpenedThroughIsResolvedOnce() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("first.txt", "First\n")
    try folder.write("second.txt", "Second\n")
    symlink("first.txt", folder.file("todo.txt"))
    let store = FileToDoStore(path: folder.file("todo.txt"))
    #expect(try waitForCompletion { store.load(completion: $0) }.get().map(\.self) == ["First"])
    unlink(folder.file("todo.txt"))
    symlink("second.txt", folder.file("todo.txt"))
    _ = try waitForCompletion { store.save(list(["New", "First"]), base: list(["First"]), completion: $0) }
      .get()
    #expect(folder.read("first.txt") == "New\nFirst\n")
    #expect(folder.read("second.txt") == "Second\n")
  }

  @Test(.enabled(if: SecondUser.ids != nil, "\(SecondUser.missing)"))
  func aDoneFileLinkAnotherUserPlantedIsNotWrittenThroughNorCreatedAt() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let files = LiveFileSystem()
    // A dangling link: `A` must not create a file where it points.
    let nowhere = scene.outside.file("created-by-root")
    scene.plantLink("done.txt", to: nowhere)
    #expect(throws: ToDoStoreError.self) {
      try files.appendToDoneFile(["x Done"], leavingOutCopies: [], besideListAt: scene.list, lineEnding: "\n")
    }
    #expect(access(nowhere, F_OK) != 0, "no file made through the link")
    // One to an existing file: nothing appended to it.
    scene.plantLink("done.txt", to: scene.victim)
    do {
      _ = try files.appendToDoneFile(
        ["x Done"], leavingOutCopies: [], besideListAt: scene.list, lineEnding: "\n")
      Issue.record("appended through the link")
    } catch {
      #expect(
        error.description.hasPrefix("‘done.txt’ is a symbolic link owned by another user (todo-tester)"))
    }
    #expect(scene.outside.read("victim") == "root:secret\n")
  }

  @Test(.enabled(if: SecondUser.ids != nil, "\(SecondUser.missing)"))
  func aDoneFileSwappedForALinkAfterTheFirstArchiveIsNotAppendedThrough() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let files = LiveFileSystem()
    _ = try files.appendToDoneFile(
      ["x One"], leavingOutCopies: [], besideListAt: scene.list, lineEnding: "\n")
    #expect(scene.shared.read("done.txt") == "x One\n")
    scene.plantLink("done.txt", to: scene.victim)
    do {
      _ = try files.appendToDoneFile(
        ["x Two"], leavingOutCopies: [], besideListAt: scene.list, lineEnding: "\n")
      Issue.record("appended through the link")
    } catch {
      #expect(error.description.contains("became a symbolic link"), "\(error)")
    }
    #expect(scene.outside.read("victim") == "root:secret\n")
  }

  @Test(.enabled(if: SecondUser.ids != nil, "\(SecondUser.missing)"))
  func aViewsFileSwappedForALinkIsNotWrittenThrough() throws {
    let scene = try Scene()
    defer { scene.remove() }
    let writer = ViewsFileWriter(path: scene.shared.file("views"), readVersion: nil)
    #expect(writer.write(SavedViews()) == nil)
    scene.plantLink("views", to: scene.victim)
    let refused = writer.write(SavedViews())
    #expect(refused?.contains("became a symbolic link") == true, "\(refused ?? "written")")
    #expect(scene.outside.read("victim") == "root:secret\n")
  }

  /// The app's own archive onto a list named `done.txt` would append the list's done todos
  /// to the list itself, then report them as another program's.
  @Test(arguments: ["done.txt", "other name"])
  func archivingAListThatIsItsOwnDoneFileIsRefused(named name: String) throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("done.txt", "x Done\nOpen\n")
    if name != "done.txt" { link(folder.file("done.txt"), folder.file(name)) }
    #expect(
      throws: ToDoStoreError(
        "the list is ‘done.txt’ itself, where archived todos go; to archive, keep the list "
          + "under another name (mv '\(folder.file(name))' todo.txt) and open that")
    ) {
      try LiveFileSystem().appendToDoneFile(
        ["x Done"], leavingOutCopies: [], besideListAt: folder.file(name), lineEnding: "\n")
    }
    #expect(folder.read("done.txt") == "x Done\nOpen\n")
  }
}
