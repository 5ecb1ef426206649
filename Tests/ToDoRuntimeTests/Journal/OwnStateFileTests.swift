import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// Issue 41, item 1: the record of what the app last saw and a recording are not opened
/// through a link, nor trusted when another user may write them.
@Suite("The seen record and a recording refuse links")
struct OwnStateFileTests {
  /// A scratch folder with a list "Call mom" and its seen record, written once.
  private static func recordOfCallMom() throws -> (folder: String, record: SeenRecord) {
    let folder = Self.folder()
    let list = folder + "/todo.txt"
    try "Call mom\n".write(toFile: list, atomically: false, encoding: .utf8)
    let record = SeenRecord(listPath: list, stateFolder: folder + "/state")
    record.write(Array("Call mom\n".utf8))
    return (folder, record)
  }

  private static func folder() -> String {
    let folder = NSTemporaryDirectory() + "own-state-\(UUID().uuidString)"
    mkdir(folder, 0o700)
    return folder
  }

  @Test func theSeenRecordIsNotWrittenThroughALink() throws {
    let (folder, record) = try Self.recordOfCallMom()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(record.read()?.bytes == Array("Call mom\n".utf8))
    let target = folder + "/elsewhere.txt"
    try "Someone else's\n".write(toFile: target, atomically: false, encoding: .utf8)
    unlink(record.path)
    symlink(target, record.path)
    #expect(record.read() == nil, "a link is not read")
    #expect(record.distrust()?.contains("symbolic link") == true)
    record.write(Array("Call dad\n".utf8))
    #expect(
      String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self)
        == "Someone else's\n")
  }

  @Test func theSeenRecordOthersMayWriteIsNotRead() throws {
    let (folder, record) = try Self.recordOfCallMom()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    chmod(record.path, 0o666)
    #expect(record.read() == nil)
    #expect(record.distrust()?.contains("may be written by other users") == true)
  }

  @MainActor @Test func aRecordingThroughADanglingLinkMakesNoFile() {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/session.jsonl"
    symlink(folder + "/made-through-the-link", path)
    #expect(throws: RecordingWriterError(path: path, reason: .symbolicLink)) {
      _ = try RecordingWriter(path: path, protecting: nil)
    }
    #expect(access(folder + "/made-through-the-link", F_OK) != 0)
  }

  @MainActor @Test func aRecordingOthersMayWriteIsRefused() throws {
    let folder = Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/session.jsonl"
    FileManager.default.createFile(atPath: path, contents: nil)
    chmod(path, 0o666)
    do {
      _ = try RecordingWriter(path: path, protecting: nil)
      Issue.record("a recording others may write")
    } catch {
      #expect(error.description.contains("may be written by other users"))
    }
  }
}
