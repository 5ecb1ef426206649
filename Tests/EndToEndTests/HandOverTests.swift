import Foundation
import Testing

/// The terminal handed to another program (the user's editor, `E`): the changes made before
/// are in the file first, and the terminal comes back in the modes the app relies on.
@Suite("Handing the terminal over", .serialized)
struct HandOverTests {
  /// An editor that says it is open (the file `open` beside the list) and waits until the
  /// file `release` appears (at most 30 s), changing nothing.
  static func waitingEditor(in folder: TemporaryFolder) throws -> [String: String] {
    let open = shellQuoted(folder.file("open"))
    let release = shellQuoted(folder.file("release"))
    try folder.write(
      "wait.sh",
      "#!/bin/sh\ntouch \(open)\ni=0\nwhile [ ! -e \(release) ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i+1)); done\n"
    )
    chmod(folder.file("wait.sh"), 0o755)
    return ["EDITOR": folder.file("wait.sh"), "TODO_TODAY": "2026-01-31"]
  }

  @Test("E saves the todo just added before the editor opens: it is in the file, and kill -9 loses nothing")
  func eSavesBeforeTheEditorOpens() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom\nTaxes\n", environment: Self.waitingEditor, waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      try? folder.write("release", "")
      app.kill()
      folder.remove()
    }
    try await app.type("Buy milk")
    try await app.press("Enter", "Down", "j", "E")
    try await waitUntil("the editor open", timeout: .seconds(10)) { folder.read("open") != nil }
    // The save's debounce is 0.3 s: well within 3 s, the file holds the new todo.
    try await waitUntil("the new todo in the file while the editor is open", timeout: .seconds(3)) {
      folder.read("todo.txt")?.contains("Buy milk") == true
    }
    kill(try await app.appPID(), SIGKILL)
    #expect(folder.read("todo.txt") == "Buy milk\nCall mom\nTaxes\n")
  }

  @Test("SIGTSTP saves the todo just added before the app stops: the stopped app's file holds it")
  func aStopSavesFirst() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom\n", environment: { _ in [:] }, waitingFor: "the list"
    ) { $0.count == 1 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("Buy milk")
    try await app.press("Enter")
    try await app.waitFor("the todo added") { $0.count == 2 }
    let pid = try await app.appPID()
    // Within the save's debounce (0.3 s): the stop comes before the save would have.
    kill(pid, SIGTSTP)
    try await waitUntil("the app stopped", timeout: .seconds(5)) { Self.isStopped(pid) }
    #expect(folder.read("todo.txt") == "Buy milk\nCall mom\n")
    kill(pid, SIGCONT)
  }

  /// Whether the process `pid` is stopped (state T in /proc/<pid>/stat).
  static func isStopped(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(end, offsetBy: 2)] == "T"
  }

  /// The pane's modes, as tmux tracks them.
  static let modes =
    "wrap=#{wrap_flag} cursor=#{cursor_flag} keypad=#{keypad_cursor_flag} insert=#{insert_flag} "
    + "origin=#{origin_flag} mouse=#{mouse_any_flag} alternate=#{alternate_on} "
    + "region=#{scroll_region_upper}-#{scroll_region_lower}"

  @Test("an editor that changes the terminal's modes: the app puts back its own, and a shell's at exit")
  func modesAfterTheEditorAndAtExit() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom\nTaxes\n",
      environment: { folder in
        // Auto-wrap off, the cursor shown, insert and origin mode on, the cursor keys and the
        // keypad in normal mode, mouse reporting off, a scrolling region of rows 5 to 10.
        try folder.write(
          "modes.sh",
          "#!/bin/sh\nprintf '\\033[?7l\\033[?25h\\033[4h\\033[?6h\\033[?1l\\033>"
            + "\\033[?1000l\\033[?1006l\\033[5;10r'\n")
        chmod(folder.file("modes.sh"), 0o755)
        return ["EDITOR": folder.file("modes.sh")]
      }, waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down")
    try await app.waitFor("the list focused") { $0.selected == ["Call mom"] }
    let before = try await app.display(Self.modes)
    #expect(before == "wrap=1 cursor=0 keypad=1 insert=0 origin=0 mouse=1 alternate=1 region=0-23")
    try await app.press("E")
    try await app.waitFor("the app back") { $0.status == "Unchanged." }
    let modes = try? await poll(
      timeout: .seconds(3), look: { try await app.display(Self.modes) }, until: { $0 == before },
      timedOut: { WaitTimeout(description: "modes after the editor: \($0)") })
    #expect(modes == before)
    try await app.press("E")
    try await app.waitFor("the app back again") { $0.status == "Unchanged." }
    try await app.press("q")
    #expect(try await app.waitForExit() == 0)
    let after = try await app.display(Self.modes)
    #expect(after == "wrap=1 cursor=1 keypad=0 insert=0 origin=0 mouse=0 alternate=0 region=0-23")
  }
}
