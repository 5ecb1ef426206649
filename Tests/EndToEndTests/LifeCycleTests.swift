import Foundation
import Testing

/// Completing, recurring, editing, prioritising and dating todos, as a user does it, with
/// the file checked after each step. The day is fixed (`TODO_TODAY`) so that dates are known.
@Suite("A todo's life cycle", .serialized)
struct LifeCycleTests {
  static let today = ["TODO_TODAY": "2026-01-31"]

  /// The app on a list of `lines`, on the fixed day, once its `count` todos show. The caller
  /// ends the app and removes the folder.
  private func launch(on lines: String, showing count: Int, options: [String] = []) async throws -> (
    TemporaryFolder, TmuxSession
  ) {
    let folder = try TemporaryFolder()
    do {
      try folder.write("todo.txt", lines)
      let app = try await TmuxSession(arguments: options + [folder.file("todo.txt")], environment: Self.today)
      do {
        try await app.waitFor("the file's \(count) todos") { $0.count == count }
        return (folder, app)
      } catch {
        app.kill()
        throw error
      }
    } catch {
      folder.remove()
      throw error
    }
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
    let done = try await app.waitFor("the first done") { $0.title == "TODO - (1) · 1 done" }
    #expect(done.items.first == "✓ 2026-01-31 Call mom pri:A")
    try await waitForFile(
      folder, "x 2026-01-31 Call mom pri:A\nPay rent due:2026-01-31 rec:1m\n", "the completion saved")
    try await app.press("j", "Space")
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
    try await app.waitFor("the edit hidden by its threshold") { $0.status.contains("hidden by the filter") }
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
}
