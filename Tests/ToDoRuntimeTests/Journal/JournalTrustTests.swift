import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// Issue 41, item 1: the journal trusts its file. A link is refused and named, never
/// written through; a journal another user owns or may write is not used for undo.
@Suite("The journal is the user's own or it is not used")
struct JournalTrustTests {
  private static func folder() -> String {
    let folder = NSTemporaryDirectory() + "journal-trust-\(UUID().uuidString)"
    mkdir(folder, 0o700)
    mkdir(folder + "/journal", 0o700)
    return folder
  }

  private static let line =
    #"{"v":1,"step":1,"at":"2026-11-26T10:00:00Z","by":"todo","op":"do","kind":"added","index":0,"after":"Call mom"}"#

  private static func contents(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aJournalThatIsALinkIsNotWrittenThroughNorRead() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/elsewhere.jsonl"
    try (Self.line + "\n").write(toFile: target, atomically: false, encoding: .utf8)
    let journal = Journal(path: folder + "/journal/list.jsonl")
    symlink(target, journal.path)
    #expect(throws: JournalError.self) { try journal.append([Self.line]) }
    #expect(Self.contents(target) == Self.line + "\n", "nothing appended to the link's target")
    #expect(journal.entries().isEmpty)
    guard case .fileNotice(let notice)? = JournalReplay.restored(from: journal, within: JournalBounds())
    else {
      Issue.record("a notice naming the link")
      return
    }
    #expect(notice.contains("symbolic link") && notice.contains(journal.path) && notice.contains("To fix"))
  }

  @Test func aDanglingLinkMakesNoFile() {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    symlink(folder + "/made-through-the-link", journal.path)
    do {
      try journal.append([Self.line])
      Issue.record("an append through a dangling link")
    } catch {
      #expect(error.description.contains("symbolic link: not followed"))
    }
    #expect(access(folder + "/made-through-the-link", F_OK) != 0)
  }

  @Test func aJournalOthersMayWriteIsNotUsedForUndo() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append([Self.line])
    #expect(journal.entries().count == 1)
    chmod(journal.path, 0o666)
    #expect(journal.entries().isEmpty)
    let restored = JournalReplay.restored(from: journal, within: JournalBounds())
    guard case .fileNotice(let notice)? = restored else {
      Issue.record("a notice, not \(String(describing: restored))")
      return
    }
    #expect(notice.contains("may be written by other users") && notice.contains("chmod go-w"))
    #expect(throws: JournalError.self) { try journal.append([Self.line]) }
    #expect(Self.contents(journal.path) == Self.line + "\n")
  }

  @Test func aJournalInAFolderOthersMayWriteIsNotUsed() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append([Self.line])
    chmod(folder + "/journal", 0o777)
    #expect(journal.entries().isEmpty)
    #expect(journal.distrust()?.contains("the folder of the journal") == true)
  }

  @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
  func aJournalOfAnotherUserIsNotUsed() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/journal/list.jsonl")
    try journal.append([Self.line])
    chown(journal.path, 4242, 4242)
    #expect(journal.entries().isEmpty)
    #expect(journal.distrust()?.contains("belongs to another user") == true)
  }
}
