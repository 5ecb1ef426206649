import Foundation
import Testing

@Suite("Quitting and being ended from outside never lose a todo")
struct QuittingTests {
  @Test("Ctrl-C while the list loads waits for it, saves the todos typed meanwhile, then exits")
  func quitDuringTheLoadKeepsTheToDos() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Large enough that the load is still running when the keys arrive (over a second for
    // a debug build), and made without a string per line, so that the test's own threads
    // stay free to watch the screen.
    let original = String(repeating: "Existing todo +project\n", count: 1_200_000)
    try folder.write("todo.txt", original)
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the loading screen", timeout: .seconds(20), stable: false) {
      $0.titleNote.hasSuffix("Loading…")
    }
    try await app.type("Typed early")
    try await app.press("Enter", "C-c")
    try await app.waitFor("the quit to wait for the load", timeout: .seconds(20), stable: false) {
      $0.status.contains("Saving… (waiting for the list to load)")
    }
    #expect(try await app.waitForExit(timeout: .seconds(120)) == 0)
    #expect(folder.read("todo.txt") == "Typed early\n" + original)
  }

  @Test("Ctrl-C after a failed load asks first, naming the todos that would be lost")
  func quitAfterAFailedLoadAsks() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bytes = Data([0x63, 0x61, 0x66, 0xE9, 0x0A])  // "café" in Latin-1
    try bytes.write(to: URL(fileURLWithPath: folder.file("f.txt")))
    let app = try await TmuxSession(arguments: [folder.file("f.txt")], columns: 120)
    defer { app.kill() }
    try await app.waitFor("the load error") { $0.status.contains("not loaded (Ctrl-R retries)") }
    try await app.type("First todo")
    try await app.press("Enter")
    try await app.type("Second todo")
    try await app.press("Enter", "C-c")
    let asked = try await app.waitFor("the question") { $0.status.contains("did not load") }
    #expect(
      asked.status.hasPrefix(
        "The list did not load, so 2 todos added here are not saved: Ctrl-R retries the load, Ctrl-C quits"))
    #expect(asked.items == ["Second todo", "First todo"])
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(FileManager.default.contents(atPath: folder.file("f.txt")) == bytes)
  }

  @Test("SIGTERM and SIGHUP during the save's debounce save the todo, leave no temp file, exit 128+n")
  func signalsFlushThePendingSave() async throws {
    for (signal, name) in [(SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")] {
      // The save waits 300 ms after the change, and the signal is sent as soon as the todo
      // shows; on a loaded machine the save may start first, which proves nothing: then try
      // again, and require at least one signal that landed while the save was pending.
      var landedWhilePending = 0
      for attempt in 1...5 where landedWhilePending == 0 {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("todo.txt", "Already there\n")
        let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
        defer { app.kill() }
        try await app.waitFor("the file's todo") { $0.count == 1 }
        let pid = try await app.appPID()
        let title = "Added before \(name), attempt \(attempt)"
        try await app.type(title)
        try await app.press("Enter")
        try await app.waitFor("the todo on screen", stable: false) { $0.count == 2 }
        if folder.read("todo.txt") == "Already there\n" { landedWhilePending += 1 }
        kill(pid, signal)
        #expect(try await app.waitForExit() == 128 + Int(signal))
        #expect(folder.read("todo.txt") == "\(title)\nAlready there\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.txt"])
      }
      #expect(landedWhilePending == 1, "\(name) landed while the save was pending")
    }
  }
}
