import Foundation
import Testing
import ToDoTestSupport

/// The app syncing its list with a vdir while it is open (issue 34, decision 0263): a
/// `.ics` written into the folder as a phone's sync would shows in the list within a
/// second or two; a todo completed in the app says COMPLETED in its object soon after.
@Suite("CalDAV: the app syncs with the vdir")
struct CalDAVAppSyncTests {
  /// The app on `lines`, its config naming the vdir `vdir` beside the list.
  static func launch(on lines: String) async throws -> (TemporaryFolder, TmuxSession) {
    try await TmuxSession.launch(
      on: lines,
      environment: { folder in
        try FileManager.default.createDirectory(
          atPath: folder.file("config/todo"), withIntermediateDirectories: true)
        try folder.write("config/todo/config", "[sync.caldav]\nfolder = \"\(folder.file("vdir"))\"\n")
        return ["XDG_CONFIG_HOME": folder.file("config")]
      }, waitingFor: "the list"
    ) { $0.contains("Call mom") }
  }

  /// The objects of the vdir, by file name.
  static func objects(in folder: TemporaryFolder) -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.file("vdir"))) ?? []
    var objects: [String: String] = [:]
    for name in names where name.hasSuffix(".ics") { objects[name] = folder.read("vdir/" + name) }
    return objects
  }

  /// Waits for the app's first sync: the list's todo written into the vdir.
  static func waitForTheFirstSync(_ folder: TemporaryFolder) async throws {
    try await waitUntil("the list's todo in the vdir", timeout: .seconds(10)) {
      Self.objects(in: folder).values.contains { $0.contains("SUMMARY:Call mom") }
    }
  }

  @Test("a .ics a phone's sync writes into the vdir shows in the open app, and is said")
  func aPhoneTaskShows() async throws {
    let (folder, app) = try await Self.launch(on: "Call mom\n")
    defer {
      app.kill()
      folder.remove()
    }
    // The first sync writes the list's todo into the vdir.
    try await Self.waitForTheFirstSync(folder)
    let object = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//Tasks//EN", "BEGIN:VTODO", "UID:phone-1",
      "DTSTAMP:20261120T080000Z", "SUMMARY:Water the plants", "PRIORITY:1", "END:VTODO",
      "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()
    try folder.write("vdir/.phone-1.tmp", object)
    rename(folder.file("vdir/.phone-1.tmp"), folder.file("vdir/phone-1.ics"))
    try await app.waitFor("the phone's task in the list, and the status", timeout: .seconds(3)) {
      $0.contains("(A) Water the plants") && $0.contains("CalDAV: 1 added from the vdir.")
    }
    #expect(folder.read("todo.txt")?.contains("(A) Water the plants") == true)
  }

  /// `shared/corpus-ics` beside the repository, read in place; nil when absent.
  static let corpusICS = SharedFolder.path("corpus-ics")

  @Test(
    "a rem: in the app is an alarm in the vdir, and an iPhone's alarm is a rem: in the list",
    .enabled(if: corpusICS != nil, "shared/corpus-ics is absent"))
  func remindersReachThePhoneAndBack() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom due:2026-12-25 rem:due-1dT0900\n",
      environment: { folder in
        try FileManager.default.createDirectory(
          atPath: folder.file("config/todo"), withIntermediateDirectories: true)
        try folder.write("config/todo/config", "[sync.caldav]\nfolder = \"\(folder.file("vdir"))\"\n")
        return ["XDG_CONFIG_HOME": folder.file("config"), "TZ": "America/Chicago"]
      }, waitingFor: "the list"
    ) { $0.contains("Call mom") }
    defer {
      app.kill()
      folder.remove()
    }
    try await waitUntil("the reminder as an alarm in the vdir", timeout: .seconds(10)) {
      Self.objects(in: folder).values.contains {
        $0.contains("SUMMARY:Call mom\r\n") && $0.contains("TRIGGER;RELATED=END:-PT15H\r\n")
      }
    }
    // Apple Reminders' task with an alarm at 05:00 UTC: 23:00 in Chicago.
    let phone = try String(
      contentsOfFile: try #require(Self.corpusICS) + "/apple-ios-datetime-reminder.ics", encoding: .utf8)
    try folder.write("vdir/.apple.tmp", phone)
    rename(folder.file("vdir/.apple.tmp"), folder.file("vdir/apple.ics"))
    try await app.waitFor("the phone's reminder in the list", timeout: .seconds(3)) {
      $0.contains("Test due:2022-01-18 t:2022-01-18 rem:2022-01-18T2300")
    }
    #expect(folder.read("todo.txt")?.contains("rem:2022-01-18T2300") == true)
    // Read, not rewritten: the phone's object keeps its bytes.
    #expect(Self.objects(in: folder)["apple.ics"] == phone)
  }

  @Test("a todo completed in the app says COMPLETED in its object")
  func aCompletionReachesTheObject() async throws {
    let (folder, app) = try await Self.launch(on: "Call mom\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await Self.waitForTheFirstSync(folder)
    try await app.press("Down", "x")
    try await waitUntil("the object completed", timeout: .seconds(5)) {
      Self.objects(in: folder).values.contains {
        $0.contains("SUMMARY:Call mom") && $0.contains("STATUS:COMPLETED")
      }
    }
  }

  @Test("a malformed .ics in the vdir is named once on the status line, and left alone")
  func aMalformedObjectIsNamed() async throws {
    let (folder, app) = try await Self.launch(on: "Call mom\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await Self.waitForTheFirstSync(folder)
    try folder.write("vdir/broken.ics", "not a calendar\n")
    try await app.waitFor("the file named", timeout: .seconds(3)) {
      $0.contains("broken.ics") && $0.contains("left alone")
    }
    #expect(folder.read("vdir/broken.ics") == "not a calendar\n")
  }

  @Test("todo caldav-sync without a list file names its own fix, not git-setup's")
  func noListFileSaysTheCalDAVFix() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let result = try await runProcess([
      "env", "-u", "HOME", "-u", "XDG_DATA_HOME", "XDG_CONFIG_HOME=" + folder.file("config"),
      try ToDoBinary.path(), "caldav-sync", folder.file("vdir"),
    ])
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("todo caldav-sync: there is no list file"), "\(result.stderr)")
    #expect(!result.stderr.contains("git-setup"), "\(result.stderr)")
    #expect(result.stderr.contains("todo --file ~/todo.txt caldav-sync"))
  }

  @Test("a phone task called x Buy milk shows open in the app, and its object is left as written")
  func aSummaryLikeAMarkStaysText() async throws {
    let (folder, app) = try await Self.launch(on: "Call mom\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await Self.waitForTheFirstSync(folder)
    let object = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:phone-x", "SUMMARY:x Buy milk", "END:VTODO",
      "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()
    try folder.write("vdir/phone-x.ics", object)
    try await app.waitFor("the task, open", timeout: .seconds(3)) {
      $0.contains("x Buy milk") && $0.contains("CalDAV: 1 added from the vdir.")
    }
    #expect(folder.read("todo.txt") == "Call mom\n\u{2060}x Buy milk\n")
    // Another sync (a save) leaves the phone's object as it wrote it.
    try await app.press("Down", "x")
    try await waitUntil("the completion in the vdir", timeout: .seconds(5)) {
      Self.objects(in: folder).values.contains { $0.contains("STATUS:COMPLETED") }
    }
    #expect(folder.read("vdir/phone-x.ics") == object)
  }

  @Test("a first caldav-sync against a vdir that holds the list's todos doubles none")
  func aFirstSyncDoublesNothing() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "(D) due:2026-12-01 Call mom +family\nPay rent\n")
    try FileManager.default.createDirectory(atPath: folder.file("vdir"), withIntermediateDirectories: true)
    let object = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "BEGIN:VTODO", "UID:a", "DTSTAMP:20261120T080000Z",
      "SUMMARY:Call mom +family",
      "CATEGORIES:family", "PRIORITY:9", "DUE;VALUE=DATE:20261201", "END:VTODO", "END:VCALENDAR",
    ].map { $0 + "\r\n" }.joined()
    try folder.write("vdir/a.ics", object)
    let result = try await runProcess([
      "env", "XDG_STATE_HOME=" + folder.file("state"), "XDG_CONFIG_HOME=" + folder.file("config"),
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "caldav-sync", folder.file("vdir"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(folder.read("todo.txt") == "(D) due:2026-12-01 Call mom +family\nPay rent\n")
    #expect(Self.objects(in: folder).count == 2, "one object for Pay rent, none again for Call mom")
    #expect(folder.read("vdir/a.ics") == object)
  }

  @Test("two caldav-syncs of one list at once take turns: 50 new todos and 1 old, 51 lines and 51 objects")
  func twoSyncsAtOnceTakeTurns() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Old todo\n")
    try FileManager.default.createDirectory(atPath: folder.file("vdir"), withIntermediateDirectories: true)
    let sync = [
      "env", "XDG_STATE_HOME=" + folder.file("state"), "XDG_CONFIG_HOME=" + folder.file("config"),
      try ToDoBinary.path(), "--file", folder.file("todo.txt"), "caldav-sync", folder.file("vdir"),
    ]
    let first = try await runProcess(sync)
    #expect(first.status == 0, "\(first.stderr)")
    let list = (1...50).map { "New todo \($0)\n" }.joined() + "Old todo\n"
    try folder.write("todo.txt", list)
    // Two processes at once, as a cron job and the app's own sync would be.
    async let one = runProcess(sync)
    async let two = runProcess(sync)
    let (a, b) = try await (one, two)
    #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
    #expect(folder.read("todo.txt") == list, "no line doubled")
    #expect(Self.objects(in: folder).count == 51, "one object a todo")
    let again = try await runProcess(sync)
    #expect(again.status == 0 && folder.read("todo.txt") == list && Self.objects(in: folder).count == 51)
  }
}
