import Foundation
import Testing

/// `>` and `}` in the list postpone the selected todo a day and a week, on the fixed day
/// `TODO_TODAY`: the list shows the new dates, the file keeps them, Ctrl-Z takes one back.
@Suite("Postpone: > a day, } a week", .serialized)
struct PostponeTests {
  static let today = ["TODO_TODAY": "2026-01-31"]
  static let lines = """
    Pay the rent due:2026-02-03 t:2026-01-30 rec:1m
    Call mum
    x 2026-01-30 Paid the gas due:2026-01-30

    """

  @Test("> moves due: and t: a day, } gives a todo without due: today plus a week, ^Z undoes")
  func postponeMovesTheDatesAndIsUndoable() async throws {
    let (folder, app) = try await TmuxSession.launch(
      on: Self.lines, environment: { _ in Self.today }, waitingFor: "three todos"
    ) { $0.items.count == 3 }
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down")
    try await app.waitFor("the first todo selected") {
      $0.selected == ["Pay the rent due:2026-02-03 t:2026-01-30 rec:1m"]
    }
    try await app.type(">")
    let day = try await app.waitFor("postponed a day") {
      $0.selected == ["Pay the rent due:2026-02-04 t:2026-01-31 rec:1m"]
    }
    #expect(day.status.hasPrefix("Postponed a day (Ctrl-Z to undo)"))
    try await app.press("Down")
    try await app.type("}")
    let week = try await app.waitFor("due in a week") { $0.selected == ["Call mum due:2026-02-07"] }
    #expect(week.status.hasPrefix("Had no due date; now due today + a week"))
    try await waitUntil("both saved", timeout: .seconds(10)) {
      folder.read("todo.txt")
        == "Pay the rent due:2026-02-04 t:2026-01-31 rec:1m\nCall mum due:2026-02-07\n"
        + "x 2026-01-30 Paid the gas due:2026-01-30\n"
    }
    try await app.press("Down")
    try await app.type(">")
    let done = try await app.waitFor("the done todo refused") { $0.status.hasPrefix("Not postponed") }
    #expect(done.status.hasPrefix("Not postponed: the todo is done"))
    #expect(done.selected == ["✓ 2026-01-30 Paid the gas due:2026-01-30"])
    try await app.press("C-z")
    let undone = try await app.waitFor("the week taken back") { $0.items.contains("Call mum") }
    #expect(undone.items.contains("Pay the rent due:2026-02-04 t:2026-01-31 rec:1m"))
  }
}
