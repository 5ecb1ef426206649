import Foundation
import Testing

/// Dates said counted from today in the rows, and a todo's parts coloured out of the box
/// (attributes alone under `NO_COLOR`), in a real terminal.
@Suite("Dates from today and default colours", .serialized)
struct DatesAndColoursTests {
  /// Tomorrow's ISO date on this machine's clock, in the local time zone as the app reads it.
  private static func tomorrow() -> String { LocalDates.iso(daysFromToday: 1) }

  @Test("a todo due tomorrow says so after its text; the file keeps the ISO date")
  func dueTomorrowIsSaid() async throws {
    let line = "Pay the rent due:\(Self.tomorrow())"
    let (folder, app) = try await TmuxSession.launch(
      on: line + "\n", environment: { ["XDG_CONFIG_HOME": $0.path] }, waitingFor: "the todo"
    ) { $0.contains("Pay the rent") }
    defer {
      app.kill()
      folder.remove()
    }
    let screen = try await app.waitFor("the due date said") { $0.contains("due tomorrow") }
    let row = try #require(screen.rows.first { $0.contains("Pay the rent") })
    #expect(row.hasPrefix("  " + line) && row.hasSuffix("due tomorrow"))
    #expect(folder.read("todo.txt") == line + "\n")
  }

  @Test(
    "at 40, 80, 132 and 200 columns the due label follows its todo's text; the footer offers x done",
    arguments: [40, 80, 132, 200])
  func theDueLabelSitsNextToItsToDo(columns: Int) async throws {
    let line = "Pay rent due:\(Self.tomorrow())"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", line + "\nCall mom\n")
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], columns: columns, rows: 12,
      environment: ["XDG_CONFIG_HOME": folder.path])
    defer { app.kill() }
    let screen = try await app.waitFor("the due date said") { $0.contains("due tomorrow") }
    let row = try #require(screen.rows.first { $0.contains("Pay rent") })
    #expect(row.hasPrefix("  " + line + "  due tomorrow"), "\(screen)")
    try await app.press("Down")
    let list = try await app.waitFor("the list's footer") { $0.footer.hasPrefix("↑/↓ select") }
    #expect(list.footer.contains("x done"), "\(list)")
  }

  @Test("+home and @phone are coloured by default; under NO_COLOR they are not")
  func projectsAndContextsAreColouredByDefault() async throws {
    let text = "Fix the sink +home @phone\n"
    let (folder, app) = try await TmuxSession.launch(
      on: text, environment: { ["XDG_CONFIG_HOME": $0.path] }, waitingFor: "the todo"
    ) { $0.contains("Fix the sink") }
    defer {
      app.kill()
      folder.remove()
    }
    // Magenta is colour 5, cyan 6: `ESC[35m` before the project, `ESC[36m` before the context.
    let colored = try await app.screenWithColors()
    #expect(colored.contains("\u{1B}[35m+home"))
    #expect(colored.contains("\u{1B}[36m@phone"))

    let (plainFolder, plain) = try await TmuxSession.launch(
      on: text, environment: { ["XDG_CONFIG_HOME": $0.path, "NO_COLOR": "1"] }, waitingFor: "the todo"
    ) { $0.contains("Fix the sink") }
    defer {
      plain.kill()
      plainFolder.remove()
    }
    let uncolored = try await plain.screenWithColors()
    #expect(uncolored.contains("+home") && !uncolored.contains("\u{1B}[35m"))
  }
}
