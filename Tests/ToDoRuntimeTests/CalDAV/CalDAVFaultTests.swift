import Foundation
import Glibc
import Testing
import ToDoCore

@testable import ToDoRuntime

/// A sync cut short by a failed write converges on the next one (decision 0301): the state
/// is written last, so a sync that failed before it leaves the last one, and the next sync
/// finds what was already written as equal.
@Suite("CalDAV bridge: a failed write")
struct CalDAVFaultTests {
  @Test func aFailedObjectWriteLeavesTheStateAndTheNextSyncCompletesIt() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call Mom\nBuy milk\n")
    let (list, vdir, state) = (folder.file("todo.txt"), folder.file("vdir"), folder.file("state/list.json"))
    func sync(_ round: Int, faults: FileFaults = .none) -> CalDAVBridge.Outcome {
      CalDAVBridge.sync(
        files: ListFiles.live(path: list, createsDirectory: false), listPath: list, folder: vdir,
        stateFile: state, stamp: "20261202T090000Z", faults: faults
      ) { "r\(round)-\($0)" }
    }
    #expect(sync(1).status == 0)
    let stateBefore = folder.read("state/list.json")
    // A todo added in the list, one on the phone; then the disk is full for the objects.
    try folder.write("todo.txt", "Call Mom\nBuy milk\nBuy bread\n")
    try folder.write(
      "vdir/p.ics", "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:p\nSUMMARY:Water plants\nEND:VTODO\nEND:VCALENDAR\n")
    let full = FileFaults { step, path in step == .write && path.hasSuffix(".ics") ? ENOSPC : nil }
    let failed = sync(2, faults: full)
    #expect(failed.status == 1)
    #expect(failed.messages.last?.contains("No space left on device") == true, "\(failed.messages)")
    #expect(folder.read("state/list.json") == stateBefore, "the state is written last: not at all")
    #expect(!summaries(in: vdir).contains("Buy bread"))

    let next = sync(3)
    #expect(next.status == 0, "\(next.messages)")
    #expect(folder.read("state/list.json") != stateBefore)
    let lines = folder.read("todo.txt")?.split(separator: "\n").map(String.init) ?? []
    #expect(
      lines.sorted() == ["Buy bread", "Buy milk", "Call Mom", "Water plants"], "none lost, none doubled")
    #expect(
      summaries(in: vdir).sorted() == ["Buy bread", "Buy milk", "Call Mom", "Water plants"],
      "one object each")
    #expect(sync(4).messages.last?.contains("0 objects written, 0 deleted, 0 lines") == true)
  }

  /// The SUMMARY of each object in the vdir at `folder` (no temporary file is left beside
  /// them: each name is an object's).
  private func summaries(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.compactMap { name -> String? in
      guard name.hasSuffix(".ics"),
        let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)
      else { return "not an object: \(name)" }
      return text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("SUMMARY:") }.map {
        String($0.dropFirst(8))
      }
    }
  }
}
