import Foundation
import Testing
import ToDoCore

@testable import ToDoRuntime

/// `todo caldav-sync`'s effects on real files: the list through the app's store, the vdir's
/// objects, the state written last, the config's folder.
@Suite("CalDAV bridge")
struct CalDAVBridgeTests {
  @Test func aSyncWritesObjectsThenTheStateAndTakesThePhonesChangesBack() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "(A) Call Mom due:2026-11-27\nBuy milk\n")
    let files = ListFiles.live(path: folder.file("todo.txt"), createsDirectory: false)
    let vdir = folder.file("vdir")
    let state = folder.file("state/list.json")
    func sync() -> CalDAVBridge.Outcome {
      CalDAVBridge.sync(
        files: files, listPath: folder.file("todo.txt"), folder: vdir, stateFile: state,
        stamp: "20261126T190000Z"
      ) { "u\($0)" }
    }
    #expect(sync().status == 0)
    #expect(folder.read("vdir/u0.ics")?.contains("SUMMARY:Call Mom\r\nPRIORITY:1\r\n") == true)
    #expect(FileManager.default.fileExists(atPath: state))
    let phone = "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:p\nSUMMARY:Water plants\nX-A:1\nEND:VTODO\nEND:VCALENDAR\n"
    try folder.write("vdir/p.ics", phone)
    try folder.write("vdir/bad.ics", "nothing\n")
    let outcome = sync()
    #expect(outcome.status == 0)
    #expect(outcome.messages.first == "bad.ics: no BEGIN:VCALENDAR, left alone")
    #expect(folder.read("todo.txt") == "(A) Call Mom due:2026-11-27\nBuy milk\nWater plants\n")
    #expect(folder.read("vdir/p.ics") == phone)
    #expect(folder.read("vdir/bad.ics") == "nothing\n")
    // No temporary file is left beside the objects.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: vdir).sorted() == [
        "bad.ics", "p.ics", "u0.ics", "u1.ics",
      ])
  }

  @Test func aSyncWithNothingToDoWritesNoFile() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "(A) Call Mom due:2026-11-27\nBuy milk\n")
    let files = ListFiles.live(path: folder.file("todo.txt"), createsDirectory: false)
    let state = folder.file("state/list.json")
    func sync() -> CalDAVBridge.Outcome {
      CalDAVBridge.sync(
        files: files, listPath: folder.file("todo.txt"), folder: folder.file("vdir"), stateFile: state,
        stamp: "20261126T190000Z"
      ) { "u\($0)" }
    }
    #expect(sync().status == 0)
    // The state file's inode: a write (a temporary file renamed over it) makes another.
    func inode(_ path: String) -> UInt64? {
      (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? UInt64) ?? nil
    }
    let before = [state, folder.file("vdir/u0.ics"), folder.file("vdir/u1.ics")].map(inode)
    #expect(
      sync().messages.last
        == "caldav-sync: 2 todos; 0 objects written, 0 deleted, 0 lines of the list changed")
    #expect([state, folder.file("vdir/u0.ics"), folder.file("vdir/u1.ics")].map(inode) == before)
  }

  @Test func caldavResolveKeepsTheAppsVersionOfAClashInTheListAndBothFilesAgree() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call the bank\nBuy milk\n")
    let list = folder.file("todo.txt")
    let state = folder.file("state/list.json")
    func sync() -> CalDAVBridge.Outcome {
      CalDAVBridge.sync(
        files: ListFiles.live(path: list, createsDirectory: false), listPath: list,
        folder: folder.file("vdir"),
        stateFile: state, stamp: "20261126T190000Z"
      ) { "u\($0)" }
    }
    #expect(sync().status == 0)
    let synced = try #require(folder.read("vdir/u0.ics"))
    // The laptop edits the task, the app writes it; the phone edits the same field.
    try folder.write("todo.txt", "Call the bank today\nBuy milk\n")
    #expect(sync().status == 0)
    try folder.write("first.ics", try #require(folder.read("vdir/u0.ics")))
    let phone = synced.replacingOccurrences(of: "SUMMARY:Call the bank", with: "SUMMARY:Phone the bank")
    try folder.write("second.ics", phone)
    let outcome = CalDAVBridge.resolve(
      first: folder.file("first.ics"), second: folder.file("second.ics"), stateFile: state,
      store: FileToDoStore(path: list, createsDirectory: false), listPath: list, stamp: "20261127T080000Z")
    #expect(outcome.status == 0)
    #expect(outcome.messages.first?.contains("both kept, yours is ‘Call the bank today’") == true)
    #expect(folder.read("first.ics") == phone && folder.read("second.ics") == phone)
    #expect(folder.read("todo.txt") == "Call the bank today\nBuy milk\nCall the bank today\n")
    // vdirsyncer takes the result into the vdir; the next sync keeps both versions.
    try folder.write("vdir/u0.ics", phone)
    #expect(sync().status == 0)
    #expect(folder.read("todo.txt") == "Phone the bank\nBuy milk\nCall the bank today\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.file("vdir")).filter { $0.hasSuffix(".ics") }
        .count == 3)
  }

  @Test func aRenamedObjectIsFollowedAndNamedOnce() throws {
    let folder = try ScratchFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\nBuy milk\n")
    let list = folder.file("todo.txt")
    func sync() -> CalDAVBridge.Outcome {
      CalDAVBridge.sync(
        files: ListFiles.live(path: list, createsDirectory: false), listPath: list,
        folder: folder.file("vdir"),
        stateFile: folder.file("state/list.json"), stamp: "20261126T190000Z"
      ) { "u\($0)" }
    }
    #expect(sync().status == 0)
    #expect(rename(folder.file("vdir/u0.ics"), folder.file("vdir/moved.ics")) == 0)
    let outcome = sync()
    #expect(outcome.status == 0)
    #expect(outcome.messages.contains("moved.ics: renamed from u0.ics, followed"))
    #expect(
      outcome.report.problems == ["moved.ics: renamed from u0.ics, followed"], "the app's status says it")
    #expect(folder.read("todo.txt") == "Call mom\nBuy milk\n")
    #expect(!sync().messages.contains { $0.contains("renamed") }, "named once")
    // Deleted in the list: its object goes under its new name.
    try folder.write("todo.txt", "Buy milk\n")
    #expect(sync().status == 0)
    #expect(folder.read("vdir/moved.ics") == nil)
  }

  @Test func theStampIsUTCAsICalendarWritesIt() {
    #expect(CalDAVBridge.stamp(seconds: 0) == "19700101T000000Z")
    #expect(CalDAVBridge.stamp(seconds: 1_795_633_445) == "20261125T190405Z")
  }

  @Test func theConfigNamesTheVdir() {
    let (config, problems) = Config.read(
      "[sync.caldav]\nfolder = \"~/.local/share/todo/vdir\"\n", path: "/c", environment: ["HOME": "/home/u"])
    #expect(problems == [])
    #expect(config.calDAVFolder == "/home/u/.local/share/todo/vdir")
    let (_, wrong) = Config.read("[sync.caldav]\nfolder = 3\n", path: "/c", environment: ["HOME": "/home/u"])
    #expect(wrong.count == 1)
  }

  @Test func theCommandIsInTheTable() throws {
    #expect(LaunchCommand.named("caldav-sync") == .caldavSync)
    #expect(try LaunchCommand.caldavSync.call(with: ["/v"]) == .caldavSync(folder: "/v"))
    #expect(try LaunchCommand.caldavSync.call(with: []) == .caldavSync(folder: nil))
  }
}
