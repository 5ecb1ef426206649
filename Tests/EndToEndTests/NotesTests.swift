import Foundation
import Testing

/// A todo's note (pter's `note:FILE`, in the list's folder): `N` opens or makes it in
/// `$EDITOR`, the detail area shows its first lines, and a missing file is said, never made.
@Suite("Notes", .serialized)
struct NotesTests {
  @Test(
    "N on a todo without a note: the editor's line is kept in a new file, the todo gets note:, the detail shows the line"
  )
  func newNote() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom\nPay the taxes +home\n",
      environment: { folder in
        try folder.write("write.sh", "#!/bin/sh\nprintf 'Ask about the garden\\nand the roof\\n' > \"$1\"\n")
        chmod(folder.file("write.sh"), 0o755)
        return ["EDITOR": folder.file("write.sh"), "TODO_TODAY": "2026-01-31"]
      }, waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "j", "N")
    try await waitUntil("the todo's note: in the file", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Call mom\nPay the taxes +home note:pay-the-taxes.txt\n"
    }
    #expect(folder.read("pay-the-taxes.txt") == "Ask about the garden\nand the roof\n")
    let shown = try await app.waitFor("the note's first lines in the detail area") {
      $0.contains("note pay-the-taxes.txt") && $0.contains("Ask about the garden")
    }
    #expect(shown.contains("and the roof"))
    // The undo takes the tag away; the file the user wrote stays.
    try await app.press("C-z")
    try await waitUntil("the note: undone", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Call mom\nPay the taxes +home\n"
    }
    #expect(folder.read("pay-the-taxes.txt") != nil)
  }

  @Test("a todo whose note file is missing: the detail area says so, and no file is made")
  func missingNote() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom note:call.txt\nTaxes\n", environment: { _ in ["TODO_TODAY": "2026-01-31"] },
      waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down")
    try await app.waitFor("the missing note said") { $0.contains("note file call.txt is missing") }
    try await app.press("j")
    try await app.waitFor("the area gone with the selection") { !$0.contains("is missing") }
    #expect(folder.read("call.txt") == nil)
  }

  @Test("the config's notes folder: a note is read from it")
  func notesFolderFromTheConfig() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom note:call.txt\n",
      options: ["--config", NSTemporaryDirectory() + "todo-notes-config-\(getpid())"],
      environment: { folder in
        try FileManager.default.createDirectory(
          atPath: folder.file("notes"), withIntermediateDirectories: true)
        try folder.write("notes/call.txt", "Birthday on Sunday\n")
        try "notes = \"\(folder.file("notes"))\"\n".write(
          toFile: NSTemporaryDirectory() + "todo-notes-config-\(getpid())", atomically: true,
          encoding: .utf8)
        return ["TODO_TODAY": "2026-01-31"]
      }, waitingFor: "the list"
    ) { $0.count == 1 }
    defer {
      app.kill()
      folder.remove()
      try? FileManager.default.removeItem(atPath: NSTemporaryDirectory() + "todo-notes-config-\(getpid())")
    }
    try await app.press("Down")
    try await app.waitFor("the note from the config's folder") { $0.contains("Birthday on Sunday") }
  }

  @Test("N saves the todo just added before the editor opens, as E does")
  func nSavesBeforeTheEditorOpens() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom\n", environment: HandOverTests.waitingEditor, waitingFor: "the list"
    ) { $0.count == 1 }
    defer {
      try? folder.write("release", "")
      app.kill()
      folder.remove()
    }
    try await app.type("Buy milk")
    try await app.press("Enter", "Down", "N")
    try await waitUntil("the editor open", timeout: .seconds(10)) { folder.read("open") != nil }
    try await waitUntil("the new todo in the file while the editor is open", timeout: .seconds(3)) {
      folder.read("todo.txt") == "Buy milk\nCall mom\n"
    }
    try folder.write("release", "")
    try await app.waitFor("the app back, no note made") { $0.status.hasPrefix("No note made") }
    #expect(folder.read("buy-milk.txt") == nil)
  }

  @Test("an editor that saves nothing in a new note: no file, the todo unchanged")
  func nothingSaved() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom\n", environment: { _ in ["EDITOR": "true", "TODO_TODAY": "2026-01-31"] },
      waitingFor: "the list"
    ) { $0.count == 1 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "N")
    try await app.waitFor("the status") { $0.status.hasPrefix("No note made") }
    #expect(folder.read("call-mom.txt") == nil)
    #expect(folder.read("todo.txt") == "Call mom\n")
  }

  @Test(
    "a note another program changes while it shows: the detail area shows the new lines, then its removal")
  func noteChangedOutside() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom note:call.txt\nTaxes\n",
      environment: { folder in
        try folder.write("call.txt", "Birthday on Sunday\n")
        return ["TODO_TODAY": "2026-01-31"]
      }, waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down")
    try await app.waitFor("the note's line") { $0.contains("Birthday on Sunday") }
    // Written the way editors do: another file renamed over it.
    try folder.write("call.tmp", "Bring the cake\n")
    rename(folder.file("call.tmp"), folder.file("call.txt"))
    try await app.waitFor("the new line, with no key pressed", timeout: .seconds(5)) {
      $0.contains("Bring the cake") && !$0.contains("Birthday")
    }
    unlink(folder.file("call.txt"))
    try await app.waitFor("the removal said", timeout: .seconds(5)) {
      $0.contains("note file call.txt is missing")
    }
    #expect(folder.read("call.txt") == nil, "never made again")
  }

  @Test("deleting a todo with a note says its note file is kept, and keeps it")
  func deleteSaysTheNoteIsKept() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: "Call mom note:call.txt\nTaxes\n",
      environment: { folder in
        try folder.write("call.txt", "Birthday on Sunday\n")
        return ["TODO_TODAY": "2026-01-31"]
      }, waitingFor: "the list"
    ) { $0.count == 2 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "d")
    try await app.waitFor("the status") { $0.status.contains("note file call.txt kept") }
    try await waitUntil("the todo gone from the file", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Taxes\n"
    }
    #expect(folder.read("call.txt") == "Birthday on Sunday\n")
  }

  @Test("todo --where names the notes folder: the list's own, else the config's")
  func whereNamesTheNotesFolder() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\n")
    try folder.write("config", "notes = \"\(folder.file("notes"))\"\n")
    let beside = try await runProcess(
      [try ToDoBinary.path(), "--config", folder.file("none"), "--where", folder.file("todo.txt")])
    #expect(
      beside.stdout.contains("notes folder: \(folder.path) (the list's folder: no notes setting)\n"),
      "\(beside.stdout)")
    let configured = try await runProcess(
      [try ToDoBinary.path(), "--config", folder.file("config"), "--where", folder.file("todo.txt")])
    #expect(
      configured.stdout.contains("notes folder: \(folder.file("notes")) (the config's notes setting)\n"),
      "\(configured.stdout)")
  }
}

/// A `note:` name outside the notes folder, or a note that is no regular file, is refused
/// and named; nothing of the file shows, the editor never starts, the app stays responsive
/// (decision 0303).
@Suite("Notes outside the folder", .serialized)
struct NotesOutsideTests {
  @Test("note:/etc/passwd, note:../secret.txt and a FIFO note: refused, named, not shown, keys still work")
  func refusedNotes() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    mkdir(folder.file("list"), 0o700)
    try folder.write("secret.txt", "SECRET-CONTENT\n")
    try folder.write(
      "list/todo.txt", "Passwd note:/etc/passwd\nSecret note:../secret.txt\nPipe note:pipe.txt\nCall mom\n")
    mkfifo(folder.file("list/pipe.txt"), 0o600)
    try folder.write("editor.sh", "#!/bin/sh\ntouch \"\(folder.file("editor-ran"))\"\n")
    chmod(folder.file("editor.sh"), 0o755)
    let app = try await TmuxSession(
      arguments: [folder.file("list/todo.txt")],
      environment: ["EDITOR": folder.file("editor.sh"), "TODO_TODAY": "2026-01-31"])
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 4 }
    try await app.press("Down")
    try await app.waitFor("note:/etc/passwd refused") {
      $0.contains("note:/etc/passwd is outside the notes folder")
    }
    try await app.press("N")
    try await Task.sleep(for: .milliseconds(300))
    #expect(folder.read("editor-ran") == nil, "N starts no editor on it")
    try await app.press("j")
    let secret = try await app.waitFor("note:../secret.txt refused") {
      $0.contains("note:../secret.txt is outside the notes folder")
    }
    try await app.press("j")
    let pipe = try await app.waitFor("the FIFO refused") {
      $0.contains("note:pipe.txt is not a regular file")
    }
    try await app.press("j")
    try await app.waitFor("the next key still moves the selection") {
      $0.selected == ["Call mom"]
    }
    try await app.press("k")
    try await app.waitFor("and back to the FIFO's todo, read again without blocking") {
      $0.contains("note:pipe.txt is not a regular file")
    }
    for screen in [secret, pipe] {
      #expect(!screen.contains("root:") && !screen.contains("SECRET-CONTENT"), "\(screen)")
    }
    #expect(folder.read("editor-ran") == nil)
  }
}
