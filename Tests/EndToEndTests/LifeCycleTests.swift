import Foundation
import Testing

/// Completing, recurring, editing, prioritising and dating todos, as a user does it, with
/// the file checked after each step. The day is fixed (`TODO_TODAY`) so that dates are known.
@Suite("A todo's life cycle", .serialized)
struct LifeCycleTests {
  static let today = ["TODO_TODAY": "2026-01-31"]

  /// The app on a list of `lines`, on the fixed day, once its `count` todos show. The caller
  /// ends the app and removes the folder.
  private func launch(
    on lines: String, showing count: Int, options: [String] = [],
    environment: (TemporaryFolder) throws -> [String: String] = { _ in [:] }
  ) async throws -> (TemporaryFolder, TmuxSession) {
    try await TmuxSession.launch(
      on: lines, options: options, environment: { Self.today.merging(try environment($0)) { $1 } },
      waitingFor: "the file's \(count) todos"
    ) { $0.count == count }
  }

  /// Waits until the file holds `expected` (a save comes 0.3 s after a change).
  private func waitForFile(_ folder: TemporaryFolder, _ expected: String, _ what: String) async throws {
    try await waitUntil(what, timeout: .seconds(10)) { folder.read("todo.txt") == expected }
  }

  @Test("x completes with today's date and the priority in pri:, a rec: todo comes back, x reopens")
  func completingRecurringAndReopening() async throws {
    let (folder, app) = try await launch(on: "(A) Call mom\nPay rent due:2026-01-31 rec:1m\n", showing: 2)
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "x")
    let done = try await app.waitFor("the first done") { $0.title == "TODO - (2) · 1 done" }
    #expect(done.items.first == "✓ 2026-01-31 Call mom pri:A")
    try await waitForFile(
      folder, "x 2026-01-31 Call mom pri:A\nPay rent due:2026-01-31 rec:1m\n", "the completion saved")
    try await app.press("j", "x")
    try await app.waitFor("the next rent") { $0.items.contains("Pay rent due:2026-02-28 rec:1m") }
    try await waitForFile(
      folder,
      "x 2026-01-31 Call mom pri:A\nPay rent due:2026-02-28 rec:1m\nx 2026-01-31 Pay rent due:2026-01-31 rec:1m\n",
      "the next occurrence saved above the completed one")
    try await app.press("C-z")
    try await waitForFile(
      folder, "x 2026-01-31 Call mom pri:A\nPay rent due:2026-01-31 rec:1m\n", "one undo for both")
    try await app.press("g", "x")
    try await waitForFile(
      folder, "(A) Call mom\nPay rent due:2026-01-31 rec:1m\n", "reopened with its priority")
    let open = try await app.waitFor("both open") { $0.title == "TODO - (2)" }
    #expect(open.items == ["(A) Call mom", "Pay rent due:2026-01-31 rec:1m"])
  }

  @Test("e edits the todo in place: relative dates are written out, Enter saves, Ctrl-Z undoes")
  func editingInPlace() async throws {
    let (folder, app) = try await launch(on: "Call mom\nTaxes\n", showing: 2)
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("half")
    try await app.press("Down", "j", "e")
    try await app.waitFor("Taxes in the input") { $0.input.hasPrefix("› Taxes ") }
    try await app.press("C-a")
    try await app.type("Do the ")
    try await app.press("End")
    try await app.type(" due:tomorrow t:fri")
    try await app.press("Enter")
    // A threshold after today hides the todo until H shows the hidden ones.
    try await app.waitFor("the edit hidden by its threshold") {
      $0.status.contains("hidden by its t: date (H shows hidden todos")
    }
    try await app.press("H")
    let saved = try await app.waitFor("the edit saved") {
      $0.items.contains("Do the Taxes due:2026-02-01 t:2026-02-06")
    }
    #expect(saved.input.hasPrefix("› half "), "the line gets back what it held")
    try await waitForFile(
      folder, "Call mom\nDo the Taxes due:2026-02-01 t:2026-02-06\n", "the edit in the file")
    try await app.press("Down", "C-z")
    try await waitForFile(folder, "Call mom\nTaxes\n", "the edit undone")
  }

  @Test("--creation-dates puts the day the app knows after a new todo's priority")
  func creationDates() async throws {
    let (folder, app) = try await launch(on: "Old one\n", showing: 1, options: ["--creation-dates"])
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("(A) Call the plumber")
    try await app.press("Enter")
    try await waitForFile(folder, "(A) 2026-01-31 Call the plumber\nOld one\n", "the new todo with its date")
  }

  @Test("Ctrl-C while editing keeps the edit: saved to the file before the app leaves")
  func quittingWhileEditingKeepsTheEdit() async throws {
    let (folder, app) = try await launch(on: "Call mom\nTaxes\n", showing: 2)
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "j", "e")
    try await app.waitFor("Taxes in the input") { $0.input.hasPrefix("› Taxes ") }
    try await app.type(" due:tomorrow")
    try await app.waitFor("the edit typed") { $0.input.hasPrefix("› Taxes due:tomorrow") }
    try await app.press("C-c")
    #expect(try await app.waitForExit() == 0)
    #expect(folder.read("todo.txt") == "Call mom\nTaxes due:2026-02-01\n")
  }

  @Test("p then a letter sets the priority, + and - move it, p 0 clears it; new todos get ISO dates")
  func prioritiesAndDates() async throws {
    let (folder, app) = try await launch(on: "Call mom\n", showing: 1)
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "p")
    let choosing = try await app.waitFor("the priority keys") {
      $0.footer.hasPrefix("A–Z priority  0 no priority")
    }
    #expect(choosing.selected == ["Call mom"])
    try await app.press("b")
    try await waitForFile(folder, "(B) Call mom\n", "priority B")
    try await app.press("+")
    try await waitForFile(folder, "(A) Call mom\n", "raised to A")
    try await app.press("-", "-")
    try await waitForFile(folder, "(C) Call mom\n", "lowered to C")
    try await app.press("p", "0")
    try await waitForFile(folder, "Call mom\n", "cleared")
    try await app.press("a")
    try await app.type("Pay rent due:+1m")
    try await app.press("Enter")
    try await waitForFile(
      folder, "Pay rent due:2026-02-28\nCall mom\n", "a relative date written as an ISO date")
  }

  @Test("e then Esc leaves the todo as it was: the next change saves the old text with it")
  func editingCancelledWithEscape() async throws {
    let (folder, app) = try await launch(on: "Call mom\nTaxes\n", showing: 2)
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "j", "e")
    try await app.waitFor("Taxes in the input") { $0.input.hasPrefix("› Taxes ") }
    try await app.type(" and more")
    try await app.waitFor("the edit typed") { $0.input.hasPrefix("› Taxes and more") }
    try await app.press("Escape")
    let back = try await app.waitFor("the edit left") { $0.inputIsEmpty }
    #expect(back.items == ["Call mom", "Taxes"])
    try await app.press("+")
    try await waitForFile(folder, "Call mom\n(Z) Taxes\n", "the next change, without the cancelled edit")
  }

  @Test("A appends the done todos to done.txt, then removes them from the list; Ctrl-Z brings them back")
  func archiving() async throws {
    let lines = "(A) Call mom\nx 2026-01-02 Pay rent\nBuy milk\nx 2026-01-03 Old thing\n"
    let (folder, app) = try await launch(on: lines, showing: 4) { folder in
      try folder.write("done.txt", "x 2025-12-01 Older")
      return [:]
    }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "A")
    let archived = try await app.waitFor("the archive said") {
      $0.status.hasPrefix("Archived 2 done todos to done.txt")
    }
    #expect(archived.title == "TODO - (2)")
    #expect(archived.items == ["(A) Call mom", "Buy milk"])
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\nx 2026-01-02 Pay rent\nx 2026-01-03 Old thing\n")
    try await waitForFile(folder, "(A) Call mom\nBuy milk\n", "the done todos gone from the list")
    try await app.press("C-z")
    try await waitForFile(folder, lines, "the archive undone")
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\nx 2026-01-02 Pay rent\nx 2026-01-03 Old thing\n")
    try await app.waitFor("the undo said") { $0.status.hasPrefix("Back: 2 archived todos") }

    // Archived again: done.txt has them already, and gets no second copy.
    try await app.press("A")
    try await app.waitFor("the second archive said") {
      $0.status.hasPrefix("Archived 2 done todos to done.txt")
    }
    try await waitForFile(folder, "(A) Call mom\nBuy milk\n", "the done todos gone from the list again")
    #expect(folder.read("done.txt") == "x 2025-12-01 Older\nx 2026-01-02 Pay rent\nx 2026-01-03 Old thing\n")
  }

  @Test("A whose done.txt cannot be written removes nothing and says why; the demo list cannot archive")
  func archivingThatCannotBeDone() async throws {
    let lines = "Call mom\nx 2026-01-02 Pay rent\n"
    let (folder, app) = try await launch(on: lines, showing: 2) { folder in
      try FileManager.default.createDirectory(
        atPath: folder.file("done.txt"), withIntermediateDirectories: true)
      return [:]
    }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "A")
    let failed = try await app.waitFor("the failure said") {
      $0.status.hasPrefix("Not a regular file (a folder)")
    }
    #expect(failed.status.contains("nothing archived"))
    #expect(failed.items == ["Call mom", "✓ 2026-01-02 Pay rent"])
    #expect(folder.read("todo.txt") == lines)

    let demo = try await TmuxSession(environment: [
      "TODO_SIMULATED_DELAY_MS": "0", "TODO_TODAY": "2026-01-31",
    ])
    defer { demo.kill() }
    try await demo.waitFor("the demo list") { $0.count == 3 }
    try await demo.press("Down", "x", "A")
    try await demo.waitFor("the demo's refusal") { $0.status.hasPrefix("The demo list has no file") }
  }

  @Test("E hands the terminal to $EDITOR: keys go to it, its line comes back as the todo, dates written out")
  func editingInTheEditor() async throws {
    let (folder, app) = try await launch(on: "Call mom\nTaxes\n", showing: 2) { folder in
      // An editor that asks for the new text on the terminal, as a user would type it.
      try folder.write(
        "ask.sh", "#!/bin/sh\nprintf 'New text? '\nread line\nprintf '%s\\n' \"$line\" > \"$1\"\n")
      chmod(folder.file("ask.sh"), 0o755)
      return ["EDITOR": folder.file("ask.sh")]
    }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "j", "E")
    try await app.waitFor("the editor's prompt") { $0.contains("New text?") }
    try await app.type("Do the taxes due:tomorrow")
    try await app.press("Enter")
    let back = try await app.waitFor("the app back with the edit") {
      $0.items == ["Call mom", "Do the taxes due:2026-02-01"]
    }
    #expect(back.title == "TODO - (2)")
    #expect(back.status.hasPrefix("Saved: “Do the taxes due:2026-02-01”"))
    try await waitForFile(folder, "Call mom\nDo the taxes due:2026-02-01\n", "the edit in the file")
    try await app.press("C-z")
    try await waitForFile(folder, "Call mom\nTaxes\n", "the edit undone")
  }

  @Test("E runs $VISUAL before $EDITOR, with its arguments; an editor that fails changes nothing")
  func editorWithArgumentsAndOneThatFails() async throws {
    let (folder, app) = try await launch(on: "Call mom\n", showing: 1) { _ in
      ["VISUAL": "sed -i -e s/Call/Phone/ -e '$a Buy milk'", "EDITOR": "false"]
    }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "E")
    try await waitForFile(folder, "Phone mom\nBuy milk\n", "the edit and a new todo below it")
    let failing = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: Self.today.merging(["EDITOR": "false"]) { $1 })
    defer { failing.kill() }
    try await failing.waitFor("the list") { $0.count == 2 }
    try await failing.press("Down", "E")
    let unchanged = try await failing.waitFor("the failure said") {
      $0.status.hasPrefix("Not changed: the editor")
    }
    #expect(unchanged.status == "Not changed: the editor “false” exited with status 1.")
    #expect(unchanged.items == ["Phone mom", "Buy milk"])
  }

  @Test(
    "A long todo, selected, shows its whole text wrapped under the list at 40×12; a short one takes no room")
  func longToDoReadInTheDetailArea() async throws {
    let long = "Call the insurance about the claim for the car +admin due:2026-02-03"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "\(long)\nBuy milk\n")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], columns: 40, rows: 12, environment: Self.today)
    defer { app.kill() }
    try await app.waitFor("the list") { $0.count == 2 }
    try await app.press("Down")
    let shown = try await app.waitFor("the detail area") { $0.contains("─ Full text") }
    // Its rule says the due date counted from today, which the cut row has no room for.
    #expect(shown.rows[7].hasPrefix("─ Full text · due Tue ─"))
    #expect(shown.rows[8] == "  Call the insurance about the claim for")
    #expect(shown.rows[9] == "  the car +admin due:2026-02-03")
    try await app.press("j")
    let short = try await app.waitFor("the short todo selected") { $0.selected == ["Buy milk"] }
    #expect(!short.contains("Full text"))
  }

  @Test(
    "an editor stopped with Ctrl-Z stops the app with it; fg brings both back, and the edit comes through")
  func editorStoppedAndContinued() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", "Call mom\nTaxes\n")
    // What vi does on Ctrl-Z: stop its whole process group.
    try folder.write("stops.sh", "#!/bin/sh\nkill -TSTP 0\nsed -i s/Taxes/Paid/ \"$1\"\n")
    chmod(folder.file("stops.sh"), 0o755)
    let shell = try await ShellSession()
    defer { shell.kill() }
    try await shell.run(
      "EDITOR=\(shellQuoted(folder.file("stops.sh"))) TODO_TODAY=2026-01-31 "
        + "\(shellQuoted(try ToDoBinary.path())) \(shellQuoted(folder.file("todo.txt")))")
    try await shell.waitFor("the app") { $0[0].hasPrefix("TODO - (2)") && $0.contains("Taxes") }
    try await shell.press("Down", "j", "E")
    try await shell.waitFor("the shell to report the stop") { $0.contains("Stopped") }
    try await shell.run("fg")
    try await shell.waitFor("the app back with the edit") {
      $0[0].hasPrefix("TODO - (2)") && $0.contains("Paid")
    }
    try await waitForFile(folder, "Call mom\nPaid\n", "the edit saved")
    // Still running, in the foreground, raw keys: the stop was the editor's, not a second one.
    try await shell.press("q")
    try await shell.waitFor("the shell back") { !$0.contains("TODO - (") }
  }
}
