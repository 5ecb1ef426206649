import Foundation
import Testing

@Suite("The todo.txt file")
struct FileStoreTests {
  @Test("a todo.txt file loads, and changes are saved keeping every other line byte for byte")
  func savesChangesKeepingOtherLines() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original = "(A) 2026-11-01 Call mom +family @phone\r\nx 2026-11-02 Done thing\r\n\r\nPlain line\r\n"
    try folder.write("todo.txt", original)
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    let loaded = try await app.waitFor("the file's todos") { $0.count == 3 && $0.title.hasSuffix("1 done") }
    #expect(
      loaded.items == ["(A) 2026-11-01 Call mom +family @phone", "✓ 2026-11-02 Done thing", "Plain line"])

    try await app.type("Write report")
    try await app.press("Enter")
    try await app.waitFor("the todo to be added") { $0.count == 4 }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Write report\r\n" + original)
  }

  @Test("a missing file is created on the first change, and --file alone uses the XDG location")
  func createsTheFile() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let app = try await TmuxSession(arguments: ["--file"], environment: ["XDG_DATA_HOME": folder.path])
    defer { app.kill() }
    try await app.waitFor("an empty list") { $0.count == 0 && $0.contains("Nothing to do") }
    try await app.type("First todo")
    try await app.press("Enter")
    let path = "todo/todo.txt"
    try await waitUntil("the save, before quitting", timeout: .seconds(5)) { folder.read(path) != nil }
    #expect(folder.read(path) == "First todo\n", "saved within a second of the change, before quitting")
  }

  @Test("a file that is not UTF-8 is reported and never written, whatever the user does")
  func refusesNonUTF8() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bytes = Data([0x43, 0x61, 0x66, 0xE9, 0x0A])  // "Café" in Latin-1
    try bytes.write(to: URL(fileURLWithPath: folder.file("latin1.txt")))
    let app = try await TmuxSession(arguments: [folder.file("latin1.txt")])
    defer { app.kill() }
    let failed = try await app.waitFor("the load error") { $0.status.contains("not loaded (Ctrl-R retries)") }
    #expect(failed.status.contains("not UTF-8 text"))
    #expect(failed.footer.contains("^R reload"))
    try await app.type("Added anyway")
    try await app.press("Enter", "C-s", "C-c")
    try await app.waitFor("the question before losing the todo") { $0.status.contains("did not load") }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(FileManager.default.contents(atPath: folder.file("latin1.txt")) == bytes)
  }

  @Test("a directory or a binary file is reported with what is wrong")
  func refusesDirectoriesAndBinaries() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(atPath: folder.file("dir"), withIntermediateDirectories: true)
    // A folder is refused before the terminal is taken over (LaunchFileTests).
    let directory = try await TmuxSession(arguments: [folder.file("dir")])
    defer { directory.kill() }
    #expect(try await directory.waitForExit() == 2)
    #expect(
      try await directory.screen()[0].hasPrefix("todo: '\(folder.file("dir"))' is a folder, not a todo file.")
    )

    try Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]).write(to: URL(fileURLWithPath: folder.file("binary")))
    let binary = try await TmuxSession(arguments: [folder.file("binary")])
    defer { binary.kill() }
    // The reason first: at 80 columns what follows it may be cut.
    let refused = try await binary.waitFor("the error") { $0.status.hasPrefix("The file looks binary") }
    #expect(refused.title.hasPrefix("TODO - (0)"))
  }

  @Test("a save that fails keeps the list on screen, says why, and quitting asks before losing it")
  func failedSaveLosesNothing() async throws {
    // /proc/version reads as text but is read-only, and nothing can be written beside it,
    // even as root.
    // Wide enough for the whole message: the reason comes first, the keys last.
    let app = try await TmuxSession(arguments: ["/proc/version"], columns: 160)
    defer { app.kill() }
    try await app.waitFor("the file's line") { $0.count == 1 }
    try await app.type("Cannot be saved")
    try await app.press("Enter")
    let failed = try await app.waitFor("the save error") { $0.status.contains("not saved") }
    #expect(failed.status.hasPrefix("Read-only file"), "the reason first: \(failed.status)")
    #expect(failed.status.contains("not saved (Ctrl-S retries)"))
    #expect(failed.items.first == "Cannot be saved")
    try await app.press("C-c")
    let blocked = try await app.waitFor("the quit to be stopped") {
      $0.status.contains("not saved; Ctrl-C again quits without saving")
    }
    #expect(blocked.count == 2)
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
  }

  @Test("a read-only file is never replaced; once it is writable again, Ctrl-S saves")
  func readOnlyFile() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Keep me as I am\n")
    let path = folder.file("todo.txt")
    chmod(path, 0o444)
    let app = try await TmuxSession(arguments: [path], columns: 160)
    defer { app.kill() }
    try await app.waitFor("the file's todo") { $0.count == 1 }
    try await app.type("Not yet saved")
    try await app.press("Enter")
    let refused = try await app.waitFor("the save error") { $0.status.contains("not saved") }
    #expect(refused.status.hasPrefix("Read-only file"), "\(refused)")
    #expect(refused.items == ["Not yet saved", "Keep me as I am"])
    #expect(folder.read("todo.txt") == "Keep me as I am\n")
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)

    chmod(path, 0o644)
    try await app.press("C-s")
    try await app.waitFor("the retried save") { $0.status == "Saved." }
    #expect(folder.read("todo.txt") == "Not yet saved\nKeep me as I am\n")
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
  }

  @Test("changes made by another program while the app runs are merged, never overwritten")
  func mergesConcurrentChanges() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Shared 1\nShared 2\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], rows: 60)
    defer { app.kill() }
    try await app.waitFor("the file's todos") { $0.count == 2 }

    // Another program appends lines before each add, and more right after it, while the
    // app's save of that add is pending or running. The lines written before the add must
    // reach the screen, which they do only through that save's merge; those written after
    // it are merged by the same save or the next one.
    var editorLines = 0
    func appendEditorLines(_ count: Int) throws {
      for _ in 1...count {
        editorLines += 1
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.file("todo.txt")))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("From the editor \(editorLines)\n".utf8))
        try handle.close()
      }
    }
    for number in 1...6 {
      try appendEditorLines(4)
      let before = editorLines
      try await app.type("Mine \(number)")
      try await app.press("Enter")
      try appendEditorLines(3)
      try await app.waitFor("the editor's lines merged after add \(number)", timeout: .seconds(20)) {
        ($0.count ?? 0) >= 2 + number + before
      }
    }
    // The app reads the file only when it saves: one more change merges the editor's last
    // lines. The app's own list then shows every line of the other program, which only a
    // merge taken from the file can have put there, and the file holds what it shows.
    try await app.type("Mine 7")
    try await app.press("Enter")
    let merged = try await app.waitFor("the last merge on screen", timeout: .seconds(20)) {
      $0.count == 51 && $0.items.contains("From the editor 42")
    }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    let lines = folder.read("todo.txt")!.split(separator: "\n").map(String.init)
    #expect(lines == merged.items, "the file holds what the screen shows")
    for number in 1...42 {
      #expect(lines.contains("From the editor \(number)"), "the editor's line \(number) is kept")
    }
    for number in 1...7 { #expect(lines.contains("Mine \(number)"), "the app's todo \(number) is kept") }
    #expect(lines.contains("Shared 1") && lines.contains("Shared 2"))
    #expect(lines.count == 51)
  }

  @Test("killing the app with SIGKILL at any moment during saves leaves the old or the new file, whole")
  func crashConsistency() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // A large file, so that each save takes a while and the kills land inside saves.
    let original = (1...60_000).map { "Existing todo number \($0) +project @context" }
    let originalSize = original.reduce(0) { $0 + $1.utf8.count + 1 }
    try folder.write("todo.txt", original.joined(separator: "\n") + "\n")
    var added: [String] = []
    var killsInsideSaves = 0
    let rounds = 12
    for round in 1...rounds {
      let abandoned = Set(temporaryFiles(in: folder))
      let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
      defer { app.kill() }
      try await app.waitFor("the file to load", timeout: .seconds(20)) {
        $0.count == original.count + added.count
      }
      let pid = try await app.appPID()
      let title = "Added in round \(round)"
      try await app.type(title)
      try await app.press("Enter")
      // Kill once the save's new file holds a given share of the list: from empty in the
      // first round to whole (written, being flushed) in the last.
      let share = Double(round - 1) / Double(rounds - 1)
      var killed = false
      try await waitUntil("round \(round): a save", timeout: .seconds(20), every: .milliseconds(1)) {
        let writing = temporaryFiles(in: folder).filter { !abandoned.contains($0) }
        if let name = writing.first {
          let size =
            (try? FileManager.default.attributesOfItem(atPath: folder.file(name))[.size] as? Int) ?? 0
          if Double(size) >= share * Double(originalSize) {
            kill(pid, SIGKILL)
            killed = true
          }
        } else if folder.read("todo.txt")?.hasPrefix(title) == true {
          kill(pid, SIGKILL)  // The save finished before the share was seen: kill after it.
          killed = true
        }
        return killed
      }
      #expect(killed, "round \(round): no save seen within 20 s")
      _ = try await app.waitForExit(timeout: .seconds(10))
      // A new file of the save still there after the kill: the kill landed inside the save.
      let left = temporaryFiles(in: folder).filter { !abandoned.contains($0) }
      if !left.isEmpty { killsInsideSaves += 1 }
      #expect(left.count <= 1)
      // The save of this round, holding the write lock, removed what earlier kills left.
      #expect(abandoned.isDisjoint(with: temporaryFiles(in: folder)), "round \(round) cleaned up")

      let text = folder.read("todo.txt")!
      #expect(text.hasSuffix("\n"), "the file is whole after kill \(round)")
      let lines = text.split(separator: "\n").map(String.init)
      // Either the save happened (the new todo on top) or it did not (the file as before).
      if lines.first == title {
        added.insert(title, at: 0)
      }
      #expect(lines == added + original, "after kill \(round) the file is the old or the new version")
    }
    #expect(
      killsInsideSaves >= rounds * 2 / 3, "only \(killsInsideSaves) of \(rounds) kills landed inside a save")
  }

  private func temporaryFiles(in folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".tmp")
    }
  }

  @Test("a delete of a todo another program changes meanwhile is named, and its undo never doubles it")
  func deleteRacingAnOutsideChange() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call the bank\n(C) Fix the bike\nPlan the trip\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], columns: 120)
    defer { app.kill() }
    try await app.waitFor("the file's todos") { $0.count == 3 }
    try await app.press("Down", "Down")
    try await app.waitFor("the bike selected") { $0.selected == ["(C) Fix the bike"] }
    // The delete and the other program's change land together: the merge keeps theirs.
    try await app.press("d")
    try folder.write("todo.txt", "Call the bank\n(A) Fix the bike\nPlan the trip\n")
    let named = try await app.waitFor("the conflict named", timeout: .seconds(10)) {
      $0.status.hasPrefix(
        "Not deleted: ‘(C) Fix the bike’ was changed by another program to ‘(A) Fix the bike’")
    }
    #expect(named.items == ["Call the bank", "(A) Fix the bike", "Plan the trip"])
    try await app.press("C-z")
    try await app.waitFor("the undo refused") { $0.status.hasPrefix("Not undone") }
    try await app.press("q")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Call the bank\n(A) Fix the bike\nPlan the trip\n")
  }
}
