import Foundation
import Testing
import ToDoTestSupport

/// The list's file as other tools leave it: links, owners, special files, other line endings,
/// another instance of the app, other clients' files. Each is opened in the real app.
@Suite("Lists the user keeps in unusual places", .serialized)
struct FileSafetyTests {
  /// Adds `title` on top, waits for the save, deletes it again, quits; returns the exit status.
  private func addAndDelete(_ title: String, in app: TmuxSession, count: Int) async throws -> Int {
    try await app.type(title)
    try await app.press("Enter")
    try await app.waitFor("the todo to be added") { $0.count == count + 1 && $0.items.first == title }
    try await app.press("Down")
    try await app.waitFor("the new todo to be selected") { $0.selected == [title] }
    try await app.press("DC")
    try await app.waitFor("the todo to be deleted") { $0.count == count }
    try await app.press("C-c")
    return try await app.waitForExit(timeout: .seconds(10))
  }

  private func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }

  @Test("two instances on one file both add todos at the same moment, and neither loses the other's")
  func twoInstancesKeepEachOthersToDos() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // A large list, so that the two saves take a while and overlap.
    let shared = (1...5_000).map { "Shared todo \($0) +project @context" }
    try folder.write("todo.txt", shared.joined(separator: "\n") + "\n")
    let first = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { first.kill() }
    let second = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { second.kill() }
    try await first.waitFor("the file's todos", timeout: .seconds(20)) { $0.count == shared.count }
    try await second.waitFor("the file's todos", timeout: .seconds(20)) { $0.count == shared.count }
    for number in 1...4 {
      try await first.type("First \(number)")
      try await second.type("Second \(number)")
      // Both Enters together: both saves start 300 ms later, at the same moment.
      async let pressFirst: Void = first.press("Enter")
      async let pressSecond: Void = second.press("Enter")
      _ = try await (pressFirst, pressSecond)
      // Both saves done: the file holds both todos, each once.
      try await waitUntil("both todos of round \(number) in the file", timeout: .seconds(20)) {
        let lines = folder.read("todo.txt")?.split(separator: "\n") ?? []
        return lines.count == shared.count + 2 * number
          && lines.filter { $0 == "First \(number)" || $0 == "Second \(number)" }.count == 2
      }
    }
    try await first.press("C-c")
    #expect(try await first.waitForExit(timeout: .seconds(10)) == 0)
    try await second.press("C-c")
    #expect(try await second.waitForExit(timeout: .seconds(10)) == 0)
    let lines = folder.read("todo.txt")!.split(separator: "\n").map(String.init)
    let ours = (1...4).flatMap { ["First \($0)", "Second \($0)"] }
    #expect(Set(lines.prefix(8)) == Set(ours), "each todo once, none lost")
    #expect(Array(lines.dropFirst(8)) == shared)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
  }

  @Test("SIGTERM in the middle of a save leaves no temporary file, and the list whole")
  func noTemporaryFileIsLeftAtExit() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original = (1...20_000).map { "Existing todo \($0) +project @context" }
    try folder.write("todo.txt", original.joined(separator: "\n") + "\n")
    var rounds = 0
    var inside = 0
    var added: [String] = []
    // Rounds until two signals came while a new file existed (the others came after the
    // save, and are checked all the same).
    var round = 0
    while inside < 2, round < 8 {
      round += 1
      let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
      defer { app.kill() }
      try await app.waitFor("the list", timeout: .seconds(20)) { $0.count == original.count + added.count }
      let pid = try await app.appPID()
      try await app.type("Round \(round)")
      try await app.press("Enter")
      // SIGTERM while the save's new file exists: the app exits through exit(3).
      try await waitUntil("the save's new file", timeout: .seconds(20), every: .milliseconds(1)) {
        !temporaryFiles(in: folder).isEmpty || folder.read("todo.txt")?.hasPrefix("Round \(round)\n") == true
      }
      if !temporaryFiles(in: folder).isEmpty { inside += 1 }
      kill(pid, SIGTERM)
      _ = try await app.waitForExit(timeout: .seconds(10))
      rounds += 1
      #expect(temporaryFiles(in: folder).isEmpty, "round \(round): a temporary file was left")
      let lines = folder.read("todo.txt")!.split(separator: "\n").map(String.init)
      if lines.first == "Round \(round)" { added.insert("Round \(round)", at: 0) }
      #expect(lines == added + original, "round \(round): the old or the new list, whole")
    }
    #expect(inside >= 2, "only \(inside) of \(rounds) signals came while a new file was being written")
  }

  private func temporaryFiles(in folder: TemporaryFolder) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".tmp")
    }
  }

  @Test("a list behind a chain of relative links is saved in its target, and the links stay")
  func symbolicLinksAreWrittenThrough() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("dotfiles"), withIntermediateDirectories: true)
    try folder.write("dotfiles/todo.txt", "Kept in dotfiles\n")
    symlink("dotfiles/todo.txt", folder.file("step.txt"))
    symlink("step.txt", folder.file("todo.txt"))
    symlink("dotfiles/new.txt", folder.file("dangling.txt"))
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the target's todo") { $0.items == ["Kept in dotfiles"] }
    try await app.type("Through the links")
    try await app.press("Enter", "C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("dotfiles/todo.txt") == "Through the links\nKept in dotfiles\n")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("todo.txt"))) == "step.txt")

    let dangling = try await TmuxSession(arguments: [folder.file("dangling.txt")])
    defer { dangling.kill() }
    try await dangling.waitFor("an empty list") { $0.count == 0 }
    try await dangling.type("Created through the link")
    try await dangling.press("Enter", "C-c")
    #expect(try await dangling.waitForExit() == 0)
    #expect(folder.read("dotfiles/new.txt") == "Created through the link\n")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("dangling.txt")))
        == "dotfiles/new.txt")
  }

  @Test("a FIFO given as the list is refused at once, and Ctrl-C quits")
  func aFIFOIsRefused() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    mkfifo(folder.file("fifo"), 0o644)
    let app = try await TmuxSession(arguments: [folder.file("fifo")], columns: 100)
    defer { app.kill() }
    let refused = try await app.waitFor("the refusal") { $0.status.contains("not loaded (Ctrl-R retries)") }
    #expect(refused.status.hasPrefix("Not a regular file (a FIFO)"), "\(refused)")
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
  }

  @Test("a byte order mark is never shown, and CR-only and mixed line endings are kept")
  func byteOrderMarksAndLineEndings() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("First\r\nSecond\nThird\r\n".utf8)
    try Data(original).write(to: URL(fileURLWithPath: folder.file("bom.txt")))
    let app = try await TmuxSession(arguments: [folder.file("bom.txt")])
    defer { app.kill() }
    let loaded = try await app.waitFor("the todos") { $0.count == 3 }
    #expect(loaded.items == ["First", "Second", "Third"], "no mark shown on the first todo")
    #expect(try await addAndDelete("Added", in: app, count: 3) == 0)
    #expect(bytes(folder.file("bom.txt")) == original)

    try folder.write("cr.txt", "one task\rtwo tasks\rthree tasks\r")
    let cr = try await TmuxSession(arguments: [folder.file("cr.txt")])
    defer { cr.kill() }
    let split = try await cr.waitFor("three todos") { $0.count == 3 }
    #expect(split.items == ["one task", "two tasks", "three tasks"])
    try await cr.type("Added")
    try await cr.press("Enter", "C-c")
    #expect(try await cr.waitForExit() == 0)
    #expect(folder.read("cr.txt") == "Added\rone task\rtwo tasks\rthree tasks\r")
  }

  @Test(
    "files of other clients survive an add and a delete byte for byte",
    arguments: [
      "pytodotxt-cr-only.txt", "android-taskio-CRCRLFBetween.txt", "android-taskio-LFLFCRBetween.txt",
      "cli-t1000-no-final-newline.txt", "cli-t1340-raw-ansi.txt", "1set-tasklist_scanner_error.txt",
      "cli-t1300-blank-lines.txt",
    ])
  func corpusFilesSurvive(name: String) async throws {
    let corpus = try #require(
      SharedFolder.path("corpus"), "shared/corpus is missing: clone it beside the repository")
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let original = try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name))
    try original.write(to: URL(fileURLWithPath: folder.file("todo.txt")))
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    // Its todos: the lines that are not blank, a line ending at LF, CRLF or a lone CR.
    let todos = Array(original).split(omittingEmptySubsequences: true) { $0 == 0x0A || $0 == 0x0D }
      .filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
    try await app.waitFor("the file's \(todos.count) todos") { $0.count == todos.count }
    #expect(try await addAndDelete("Added then deleted", in: app, count: todos.count) == 0)
    #expect(FileManager.default.contents(atPath: folder.file("todo.txt")) == original)
  }

  @Test(
    "a save by root keeps the owner, group and mode of someone else's list",
    .enabled(if: geteuid() == 0, "giving a file to another user needs root"))
  func ownershipIsKept() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Owned by nobody\n")
    chown(folder.file("todo.txt"), 65534, 65534)
    chmod(folder.file("todo.txt"), 0o600)
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the todo") { $0.count == 1 }
    try await app.type("Saved by root")
    try await app.press("Enter", "C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Saved by root\nOwned by nobody\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.file("todo.txt"))
    #expect(attributes[.ownerAccountID] as? Int == 65534)
    #expect(attributes[.groupOwnerAccountID] as? Int == 65534)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
  }

  @Test("a list whose name has 255 bytes is saved")
  func longNamesAreSaved() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let name = String(repeating: "l", count: 251) + ".txt"
    try folder.write(name, "Long name\n")
    let app = try await TmuxSession(arguments: [folder.file(name)])
    defer { app.kill() }
    try await app.waitFor("the todo") { $0.count == 1 }
    try await app.type("Saved")
    try await app.press("Enter")
    try await waitUntil("the save, before quitting", timeout: .seconds(10)) {
      folder.read(name) == "Saved\nLong name\n"
    }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read(name) == "Saved\nLong name\n")
  }

  @Test(
    "a list on a read-only file system is not told to chmod, but to remount or move",
    .enabled(if: geteuid() == 0, "mounting a read-only file system needs root"))
  func readOnlyFileSystem() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let mountPoint = folder.file("mount")
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    guard mountReadOnly(mountPoint, with: "Read only\n") else {
      Issue.record("could not mount a read-only tmpfs here")
      return
    }
    defer { _ = try? runMount(["umount", mountPoint]) }
    let app = try await TmuxSession(arguments: [mountPoint + "/todo.txt"], columns: 120)
    defer { app.kill() }
    try await app.waitFor("the todo") { $0.count == 1 }
    try await app.type("Cannot be saved")
    try await app.press("Enter")
    let failed = try await app.waitFor("the save error") { $0.status.contains("not saved") }
    #expect(
      failed.status.hasPrefix("Read-only file system: not saved (Ctrl-S retries): cannot write"), "\(failed)")
    #expect(!failed.status.contains("chmod"))
    try await app.press("C-c")
    try await app.waitFor("the quit to ask") { $0.status.contains("Ctrl-C again quits without saving") }
    try await app.press("C-c")
    _ = try await app.waitForExit()
  }

  private func mountReadOnly(_ point: String, with text: String) -> Bool {
    guard (try? runMount(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", point])) == 0 else {
      return false
    }
    guard FileManager.default.createFile(atPath: point + "/todo.txt", contents: Data(text.utf8)) else {
      return false
    }
    return (try? runMount(["mount", "-o", "remount,ro", point])) == 0
  }

  private func runMount(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
