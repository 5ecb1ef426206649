import Foundation
import Testing

/// `M` moves a todo to another list as one step a crash cannot split: the app is killed
/// (SIGKILL) at several moments right after Enter, started again on the same lists and
/// state folder, and the todo is then in exactly one of the two files (decision 0300).
@Suite("A move between lists survives a kill at any moment", .serialized)
struct MoveCrashTests {
  @Test("kill -9 0, 50, 150, 300 ms after M Enter: after a restart the todo is in exactly one list")
  func aKillAnyMomentAfterAMoveLeavesTheTodoInOneList() async throws {
    var inBothAtTheKill = 0
    var tries = 0
    var notInOne: [Int] = []
    for delay in [0, 0, 50, 50, 150, 150, 300, 300] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try folder.write("a.txt", "Alpha one\nAlpha two\n")
      try folder.write("b.txt", "Beta one\n")
      let lists = [folder.file("a.txt"), folder.file("b.txt")]
      let environment = ["XDG_STATE_HOME": folder.file("state")]
      let app = try await TmuxSession(arguments: lists, environment: environment)
      do {
        defer { app.kill() }
        try await app.waitFor("a.txt's todos") { $0.items == ["Alpha one", "Alpha two"] }
        let pid = try await app.appPID()
        try await app.press("Down", "Down", "M")
        try await app.waitFor("the move's chooser") { $0.contains("Move to list") && $0.contains("b.txt") }
        try await app.press("Enter")
        try await Task.sleep(for: .milliseconds(delay))
        kill(pid, SIGKILL)
        try await waitUntil("the app gone", timeout: .seconds(5)) { kill(pid, 0) != 0 }
      }
      tries += 1
      let count = { (name: String) in
        folder.read(name)?.components(separatedBy: "\n").filter { $0 == "Alpha two" }.count ?? 0
      }
      if count("a.txt") + count("b.txt") == 2 { inBothAtTheKill += 1 }
      let again = try await TmuxSession(arguments: lists, environment: environment)
      defer { again.kill() }
      try await again.waitFor("the list again") { $0.shows(list: "a.txt") && $0.items.contains("Alpha one") }
      // Settled before the list shows: a moment for the files to be read is enough.
      try? await waitUntil("the todo in exactly one list after \(delay) ms", timeout: .seconds(3)) {
        count("a.txt") + count("b.txt") == 1
      }
      if count("a.txt") + count("b.txt") != 1 { notInOne.append(delay) }
      #expect(folder.read("a.txt")?.hasPrefix("Alpha one\n") == true)
      #expect(folder.read("b.txt")?.hasPrefix("Beta one\n") == true)
    }
    print(
      "MoveCrashTests: in both lists at the kill: \(inBothAtTheKill) of \(tries); "
        + "not in exactly one after the restart: \(notInOne.count) (delays \(notInOne))")
    #expect(notInOne.isEmpty, "the kill's delays (ms) after which the todo was not in exactly one list")
  }
}

/// `A` archives a done todo to done.txt as a move: killed at several moments right after
/// the key, started again, the todo is in exactly one of todo.txt and done.txt, and a
/// second `A` adds no second copy (decision 0301).
@Suite("An archive survives a kill at any moment", .serialized)
struct ArchiveCrashTests {
  @Test("kill -9 0, 50, 150, 300 ms after A: after a restart the done todo is in exactly one file")
  func aKillAnyMomentAfterAnArchiveLeavesTheTodoInOneFile() async throws {
    var inBothAtTheKill = 0
    var notInOne: [Int] = []
    for delay in [0, 50, 150, 300] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try folder.write("todo.txt", "Call mom\nx 2026-01-02 Pay rent\n")
      let environment = ["XDG_STATE_HOME": folder.file("state"), "TODO_TODAY": "2026-01-31"]
      let app = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
      do {
        defer { app.kill() }
        try await app.waitFor("the list") { $0.items.contains("Call mom") }
        let pid = try await app.appPID()
        try await app.press("Down", "A")
        try await Task.sleep(for: .milliseconds(delay))
        kill(pid, SIGKILL)
        try await waitUntil("the app gone", timeout: .seconds(5)) { kill(pid, 0) != 0 }
      }
      let count = { (name: String) in
        folder.read(name)?.components(separatedBy: "\n").filter { $0 == "x 2026-01-02 Pay rent" }.count ?? 0
      }
      if count("todo.txt") + count("done.txt") == 2 { inBothAtTheKill += 1 }
      let again = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
      defer { again.kill() }
      try await again.waitFor("the list again") { $0.items.contains("Call mom") }
      try? await waitUntil("in exactly one file after \(delay) ms", timeout: .seconds(3)) {
        count("todo.txt") + count("done.txt") == 1
      }
      if count("todo.txt") + count("done.txt") != 1 { notInOne.append(delay) }
    }
    print(
      "ArchiveCrashTests: in both files at the kill: \(inBothAtTheKill) of 4; "
        + "not in exactly one after the restart: \(notInOne.count) (delays \(notInOne))")
    #expect(notInOne.isEmpty, "the kill's delays (ms) after which the todo was not in exactly one file")
  }
}

/// `m` merges a sync conflict copy: killed at several moments right after the key, started
/// again, the copy's todo is in the list or the copy is still beside it (offered again),
/// never only in `.todo-merged/` (decision 0310).
@Suite("A conflict copy's merge survives a kill at any moment", .serialized)
struct ConflictCopyCrashTests {
  @Test("kill -9 0, 50, 150, 300 ms after m: the copy's todo is in the list or offered again")
  func aKillAnyMomentAfterAMergeLosesNothing() async throws {
    let copy = "todo.sync-conflict-20261123-101500-ABCDEF1.txt"
    var lost: [Int] = []
    for delay in [0, 50, 150, 300] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try folder.write("todo.txt", "Call mom\n")
      try folder.write(copy, "Call mom\nFrom the phone\n")
      let environment = ["XDG_STATE_HOME": folder.file("state")]
      let app = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
      do {
        defer { app.kill() }
        try await app.waitFor("the copy said", timeout: .seconds(20)) {
          $0.status.contains("1 todo not in the list")
        }
        let pid = try await app.appPID()
        try await app.press("Down")
        try await app.waitFor("the question", timeout: .seconds(20)) {
          $0.footer.contains("m merge the copy")
        }
        try await app.press("m")
        try await Task.sleep(for: .milliseconds(delay))
        kill(pid, SIGKILL)
        try await waitUntil("the app gone", timeout: .seconds(5)) { kill(pid, 0) != 0 }
      }
      let inList = folder.read("todo.txt")?.contains("From the phone\n") == true
      let beside = folder.read(copy) != nil
      if !inList && !beside { lost.append(delay) }
      guard !inList else { continue }
      // Not in the list: the next start offers the copy again.
      let again = try await TmuxSession(arguments: [folder.file("todo.txt")], environment: environment)
      defer { again.kill() }
      let offered = try? await again.waitFor(
        "the copy offered again after \(delay) ms", timeout: .seconds(20)
      ) {
        $0.status.contains("Sync conflict copy ‘\(copy)’")
      }
      #expect(offered != nil, "after \(delay) ms: in neither the list nor offered")
    }
    #expect(lost.isEmpty, "the kill's delays (ms) after which the todo was only in .todo-merged/")
  }
}
