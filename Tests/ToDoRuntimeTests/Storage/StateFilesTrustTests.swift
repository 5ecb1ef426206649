import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The state folder's other files follow the journal's rule (decision 0305): an in-place
/// write's record and copies, and a move's record, are trusted only as the user's own
/// files, in a folder no one else may write; one that is not is refused, named, and the
/// lists are left as they are.
@Suite("An in-place write's and a move's records are the user's own")
struct StateFilesTrustTests {
  /// The user nobody, who owns none of the test's files.
  private static let nobody: uid_t = 65_534

  /// A list "A" whose in-place write to "B, A" was cut off before its first byte: the
  /// record and both copies in the state folder, as a crash leaves them.
  private func cutOffWrite(in folder: ScratchFolder) throws -> InPlaceJournal {
    try folder.write("todo.txt", "A\n")
    var status = stat()
    stat(folder.file("todo.txt"), &status)
    return try InPlaceJournal.begin(
      old: Array("A\n".utf8), new: Array("B\nA\n".utf8), of: folder.file("todo.txt"), status: status,
      in: folder.file("state"), faults: .none)
  }

  /// The next start's look at the list's cut-off writes: what it tells the user.
  private func start(_ folder: ScratchFolder) -> [String] {
    let files = LiveFileSystem(backupFolder: folder.file("state"))
    files.finishInterruptedWrite(of: folder.file("todo.txt"))
    return files.takeNotices()
  }

  @Test func aCopyOthersMayWriteIsNotWrittenIntoTheList() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = try cutOffWrite(in: folder)
    chmod(journal.afterPath, 0o666)
    let notices = start(folder)
    #expect(folder.read("todo.txt") == "A\n", "left as it is")
    #expect(notices.count == 1)
    #expect(notices.first?.contains("may be written by other users") == true, "\(notices)")
    #expect(notices.first?.contains(journal.afterPath) == true, "named")
  }

  @Test func aRecordAnotherUserOwnsIsNotFollowed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = try cutOffWrite(in: folder)
    guard chown(journal.journalPath, Self.nobody, gid_t(Self.nobody)) == 0 else { return }  // Not root.
    let notices = start(folder)
    #expect(folder.read("todo.txt") == "A\n")
    #expect(notices.first?.contains("belongs to another user") == true, "\(notices)")
    #expect(notices.first?.contains(journal.journalPath) == true)
  }

  @Test func aCopyThatIsALinkIsRefusedAndNamed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let journal = try cutOffWrite(in: folder)
    // The same bytes, through a link: the record's sizes and hashes still match.
    try folder.write("elsewhere", "B\nA\n")
    unlink(journal.afterPath)
    symlink(folder.file("elsewhere"), journal.afterPath)
    let notices = start(folder)
    #expect(folder.read("todo.txt") == "A\n")
    #expect(notices.first?.contains("is a symbolic link: not followed") == true, "\(notices)")
    #expect(notices.first?.contains(journal.afterPath) == true)
  }

  @Test func aStateFolderOthersMayWriteIsNotTrusted() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    _ = try cutOffWrite(in: folder)
    chmod(folder.file("state"), 0o777)
    let notices = start(folder)
    #expect(folder.read("todo.txt") == "A\n")
    #expect(notices.first?.contains("may be written by other users") == true, "\(notices)")
    #expect(notices.first?.contains("‘\(folder.file("state"))’") == true)
    // Nor is a new in-place write's record kept there.
    #expect(throws: ToDoStoreError.self) { _ = try cutOffWrite(in: folder) }
  }

  /// A move from a.txt to b.txt cut off once b.txt had the todo (`written`): its record in
  /// the state folder.
  private func cutOffMove(in folder: ScratchFolder) throws -> String {
    try folder.write("a.txt", "A one\nA two\n")
    try folder.write("b.txt", "B one\nA two\n")
    let intent = try MoveIntent.begin(
      source: folder.file("a.txt"), target: folder.file("b.txt"), lines: ["A two"],
      counts: [(source: 1, target: 0)], stateFolder: folder.file("state"))
    try intent.targetWritten()
    return intent.path  // Its lock goes with it: a crash.
  }

  private func settle(_ folder: ScratchFolder) -> [String] {
    MoveRecovery.settleInterrupted(
      involving: folder.file("a.txt"), stateFolder: folder.file("state"), store: { FileToDoStore(path: $0) })
  }

  @Test func aMovesRecordOthersMayWriteIsNotSettled() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let intent = try cutOffMove(in: folder)
    chmod(intent, 0o666)
    let notices = settle(folder)
    #expect(folder.read("a.txt") == "A one\nA two\n", "left as it is")
    #expect(notices.count == 1)
    #expect(notices.first?.contains("may be written by other users") == true, "\(notices)")
    #expect(notices.first?.contains(intent) == true, "named")
  }

  @Test func aMovesRecordAnotherUserOwnsIsNamed() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    let intent = try cutOffMove(in: folder)
    guard chown(intent, Self.nobody, gid_t(Self.nobody)) == 0 else { return }  // Not root.
    let notices = settle(folder)
    #expect(folder.read("a.txt") == "A one\nA two\n")
    #expect(notices.first?.contains("belongs to another user") == true, "\(notices)")
    #expect(notices.first?.contains(intent) == true)
  }

  @Test func aMovesFolderOthersMayWriteIsRefused() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    _ = try cutOffMove(in: folder)
    let moves = MoveIntent.folder(in: folder.file("state"))
    chmod(moves, 0o777)
    let notices = settle(folder)
    #expect(folder.read("a.txt") == "A one\nA two\n")
    #expect(notices.first?.contains("may be written by other users") == true, "\(notices)")
    #expect(notices.first?.contains("‘\(moves)’") == true)
    // Nor is a new move recorded there.
    do {
      _ = try cutOffMove(in: folder)
      Issue.record("a move recorded in a folder others may write")
    } catch {
      #expect("\(error)".contains("‘\(moves)’"), "\(error)")
    }
  }
}
