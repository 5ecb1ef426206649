import Foundation
import Testing

/// Other programs writing the list while the app runs: a save or a reload waits for a
/// writer that has not finished, and never takes the app's own lines for another
/// program's deletions.
@Suite("Other programs writing the list")
struct OtherWritersTests {
  @Test("a slow in-place rewrite of a 300-line list while the user adds a todo loses nothing")
  func slowInPlaceRewrite() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let old = (1...300).map { "Todo number \($0) +work @desk" }
    try folder.write("todo.txt", old.map { $0 + "\n" }.joined())
    let rewritten = (old + ["The writer's own new line"]).map { $0 + "\n" }.joined()
    try folder.write("new.txt", rewritten)
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 300 }

    // As scp, rsync --inplace or `{ …; } > todo.txt`: truncated, then ten writes 100 ms
    // apart through one descriptor, each ending mid-line.
    let chunk = (rewritten.utf8.count + 9) / 10
    let script = """
      cd '\(folder.path)' && exec 3>todo.txt && echo started && i=0 && while [ $i -lt 10 ]; do \
      dd if=new.txt bs=\(chunk) skip=$i count=1 status=none >&3; sleep 0.1; i=$((i+1)); done
      """
    let writer = Task { try await runProcess(["/bin/sh", "-c", script], timeout: .seconds(20)) }
    try await waitUntil("the rewrite to start", timeout: .seconds(5)) {
      (folder.read("todo.txt")?.utf8.count ?? 0) < rewritten.utf8.count / 2
    }
    try await app.type("Added during the rewrite")
    try await app.press("Enter")
    #expect(try await writer.value.status == 0)

    try await app.waitFor("both sides merged", timeout: .seconds(10)) { $0.count == 302 }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Added during the rewrite\n" + rewritten)
  }

  @Test("an appender that keeps the list open while the user adds loses none of its lines")
  func appenderHoldingTheFileOpen() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Already there\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 1 }

    let script = "cd '\(folder.path)' && (echo A; sleep 1; echo B; sleep 1; echo C) >> todo.txt"
    let appender = Task { try await runProcess(["/bin/sh", "-c", script], timeout: .seconds(20)) }
    try await waitUntil("the first line appended", timeout: .seconds(5)) {
      folder.read("todo.txt")?.hasSuffix("A\n") == true
    }
    try await app.type("Added while it appends")
    try await app.press("Enter")
    #expect(try await appender.value.status == 0)

    try await app.waitFor("every line on screen", timeout: .seconds(10)) { $0.count == 5 }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Added while it appends\nAlready there\nA\nB\nC\n")
  }

  @Test("sed -i in a loop while the user adds todos drops none of the app's todos")
  func staleRenamesOverTheAppsSaves() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Shared\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], rows: 80)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 1 }

    // Each `sed -i` reads the file and renames its rewritten copy over it, as todo.sh's
    // `do`, `pri` and `del` do: one that read the file just before a save of the app
    // renames a copy without the todo just saved over it.
    try folder.write("stop", "")
    let script = """
      cd '\(folder.path)' && n=0 && while [ -e stop ]; do \
      sed -i 's/^Shared.*/Shared '$n'/' todo.txt; n=$((n+1)); done; echo $n
      """
    let loop = Task { try await runProcess(["/bin/sh", "-c", script], timeout: .seconds(120)) }
    let count = 150
    for number in 1...count {
      try await app.type("Mine \(number)")
      try await app.press("Enter")
    }
    try FileManager.default.removeItem(atPath: folder.file("stop"))
    let renames = try await loop.value
    #expect(renames.status == 0)

    try await app.waitFor("the last todo saved", timeout: .seconds(20)) { _ in
      folder.read("todo.txt")?.contains("Mine \(count)\n") == true
    }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    let lines = folder.read("todo.txt")!.split(separator: "\n").map(String.init)
    let lost = (1...count).filter { !lines.contains("Mine \($0)") }
    print("sed -i renames: \(renames.stdout.trimmingCharacters(in: .whitespacesAndNewlines)); lost: \(lost)")
    #expect(lost == [], "the app's own todos are never taken for sed's deletions")
    #expect(lines.count == count + 1, "\(lines.count) lines: none doubled")
    #expect(lines.filter { $0.hasPrefix("Shared") }.count == 1)
  }

  /// Starts `flock` on the list's folder, the lock another instance of the app takes to
  /// save, for `seconds`; returns once it holds it (it touches `held` in `marks`).
  private func holdLock(on folder: TemporaryFolder, for seconds: Int, marks: TemporaryFolder) async throws
    -> Task<ProcessResult, any Error>
  {
    let held = marks.file("held")
    let lock = Task {
      try await runProcess(
        ["flock", folder.path, "-c", "touch '\(held)'; sleep \(seconds)"], timeout: .seconds(seconds + 10))
    }
    try await waitUntil("the lock held", timeout: .seconds(5)) {
      FileManager.default.fileExists(atPath: held)
    }
    return lock
  }

  @Test("a save that gave up waiting for another instance's lock is made by itself once it frees")
  func saveRetriedAfterTheLockFrees() async throws {
    let (folder, marks) = (try TemporaryFolder(), try TemporaryFolder())
    defer {
      folder.remove()
      marks.remove()
    }
    try folder.write("todo.txt", "Old\n")
    let app = try await TmuxSession(arguments: [folder.file("todo.txt")], columns: 200)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 1 }
    let lock = try await holdLock(on: folder, for: 7, marks: marks)

    try await app.type("Saved once the lock frees")
    try await app.press("Enter")
    try await app.waitFor("the save to give up", timeout: .seconds(10)) {
      $0.status.hasPrefix("Another todo is saving this list and does not finish")
    }
    #expect(folder.read("todo.txt") == "Old\n")
    _ = try await lock.value
    try await waitUntil("the todo saved with no key pressed", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Saved once the lock frees\nOld\n"
    }
    try await app.waitFor("the save said") { $0.status == "Saved." }
  }

  @Test("SIGTERM while a save waits for the lock keeps the unsaved list in a file and names it")
  func signalDuringALockWait() async throws {
    let (folder, marks) = (try TemporaryFolder(), try TemporaryFolder())
    defer {
      folder.remove()
      marks.remove()
    }
    try folder.write("todo.txt", "Old\n")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], columns: 200, environment: ["XDG_STATE_HOME": marks.path])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 1 }
    let lock = try await holdLock(on: folder, for: 15, marks: marks)
    defer { lock.cancel() }

    try await app.type("First")
    try await app.press("Enter")
    try await app.type("Second")
    try await app.press("Enter")
    try await app.waitFor("both on screen") { $0.count == 3 }
    let pid = try await app.appPID()
    #expect(kill(pid, SIGTERM) == 0)

    #expect(try await app.waitForExit(timeout: .seconds(10)) == 143)
    let kept = try #require(
      try FileManager.default.contentsOfDirectory(atPath: marks.file("todo")).first {
        $0.hasPrefix("todo.unsaved-")
      })
    #expect(marks.read("todo/\(kept)") == "Second\nFirst\nOld\n")
    let screen = try await app.screen()
    #expect(screen.contains("todo: your latest changes are not saved in '\(folder.file("todo.txt"))'"))
    #expect(screen.rows.joined().contains("is in '\(marks.file("todo/\(kept)"))'"), "wrapped at 200 columns")
    #expect(folder.read("todo.txt") == "Old\n")
  }
}
