import Foundation
import Testing

/// The projects and contexts picker and saved views as a user meets them: `t` then a
/// project filters the list; `V` saves that view under a name in the views file beside the
/// config; the next start recalls it with its digit; a views file that cannot be read whole
/// is never written over.
@Suite("Projects, contexts and saved views", .serialized)
struct SavedViewsTests {
  static let lines = """
    (A) Call Mum +family @phone
    Water the plants +home
    (C) Fix the bike +home @garage
    x 2026-11-20 Plan the trip +travel
    Buy milk @shop

    """

  /// The app on `lines`, its config folder in the test's folder, once the list shows.
  private func launch(folder: TemporaryFolder? = nil) async throws -> (TemporaryFolder, TmuxSession) {
    let ready = { (screen: Screen) in screen.title == "TODO - (5) · 1 done" && screen.items.count == 5 }
    guard let folder else {
      return try await TmuxSession.launch(
        on: Self.lines, environment: { ["XDG_CONFIG_HOME": $0.file("config")] }, waitingFor: "the list",
        ready)
    }
    let app = try await TmuxSession(
      arguments: [folder.file("todo.txt")], environment: ["XDG_CONFIG_HOME": folder.file("config")])
    do {
      try await app.waitFor("the list", ready)
    } catch {
      app.kill()
      throw error
    }
    return (folder, app)
  }

  @Test("the tags picker closed by a remapped key takes its status line with it")
  func closingThePickerClearsItsStatus() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("todo.txt", Self.lines)
    try FileManager.default.createDirectory(
      atPath: folder.file("config/todo"), withIntermediateDirectories: true)
    try folder.write("config/todo/config", "[keys.pickingTag]\nclosePicker = \"c\"\n")
    let (_, app) = try await launch(folder: folder)
    defer { app.kill() }
    try await app.press("Down", "t")
    try await app.waitFor("the picker's status") { $0.status.hasPrefix("Enter shows the todos") }
    try await app.press("c")
    try await app.waitFor("the picker closed, its status gone") {
      !$0.contains("Enter shows the todos") && !$0.contains("+family (1)")
    }
  }

  @Test(
    "t lists projects and contexts with counts; Enter filters; V saves the view; the next start recalls it with 1"
  )
  func pickSaveAndRecall() async throws {
    let (folder, app) = try await launch()
    defer { folder.remove() }
    do {
      defer { app.kill() }
      try await app.press("Down", "t")
      let box = try await app.waitFor("the picker") { $0.contains("Projects and contexts") }
      #expect(box.rows.contains { $0.contains("+home") && $0.contains("2 open") })
      #expect(box.rows.contains { $0.contains("+travel") && $0.contains("0 open · 1 done") })
      #expect(box.rows.contains { $0.contains("@shop") && $0.contains("1 open") })
      #expect(box.footer.hasPrefix("Enter show its todos"))
      try await app.press("j", "Enter")
      let filtered = try await app.waitFor("the +home todos") {
        $0.title == "TODO - (2/5) · 1 done · search: \"+home\" (/ changes it)"
      }
      #expect(filtered.items == ["Water the plants +home", "(C) Fix the bike +home @garage"])
      try await app.press("V")
      try await app.waitFor("the name asked for") { $0.input.hasPrefix("V Name of the view") }
      try await app.type("Home")
      try await app.press("Enter")
      let saved = try await app.waitFor("the view saved") { $0.status.hasPrefix("Saved as view 1, Home") }
      #expect(saved.title == "TODO - (2/5) · 1 done · view Home · search: \"+home\" (/ changes it)")
      try await waitUntil("the views file written", timeout: .seconds(10)) {
        folder.read("config/todo/views")?.contains("[view.1]\nname = \"Home\"\nsearch = \"\\\"+home\\\"\"\n")
          == true
      }
      try await app.press("q")
      try await app.waitFor("the app to quit") { $0.contains("EXIT=0") }
    }
    // The next start shows every todo; 1 shows the saved view; v lists it.
    let (_, again) = try await launch(folder: folder)
    defer { again.kill() }
    try await again.press("Down", "1")
    let recalled = try await again.waitFor("view 1") {
      $0.title == "TODO - (2/5) · 1 done · view Home · search: \"+home\" (/ changes it)"
    }
    #expect(recalled.status.hasPrefix("View 1, Home: \"+home\"."))
    try await again.press("v")
    let views = try await again.waitFor("the views") { $0.contains("Saved views") }
    #expect(views.rows.contains { $0.contains("1  Home") && $0.contains("+home") })
    try await again.press("d")
    try await again.waitFor("the view deleted") { $0.status.hasPrefix("Deleted view 1, Home.") }
    try await waitUntil("the views file without it", timeout: .seconds(10)) {
      folder.read("config/todo/views").map { !$0.contains("[view.") } ?? false
    }
    #expect(folder.read("todo.txt") == Self.lines)
  }

  @Test(
    "a views file with a line todo cannot read: that view is left out, the others work, the file is never written"
  )
  func brokenViewsFileIsKept() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.file("config/todo"), withIntermediateDirectories: true)
    let views = """
      [view.2]
      name = "Shopping"
      search = "@shop"

      [view.3]
      name = "Sized"
      sort = "size"

      """
    try folder.write("config/todo/views", views)
    try folder.write("todo.txt", Self.lines)
    let (_, app) = try await launch(folder: folder)
    defer { app.kill() }
    try await app.press("Down", "2")
    let shopping = try await app.waitFor("view 2") { $0.title.contains("view Shopping") }
    #expect(shopping.items == ["Buy milk @shop"])
    try await app.press("3")
    try await app.waitFor("view 3 refused") { $0.status.hasPrefix("No view saved as 3") }
    try await app.press("V")
    // The name of the view shown is offered: Ctrl-U clears it for another.
    try await app.waitFor("the name offered") { $0.input.hasPrefix("V Shopping") }
    try await app.press("C-u")
    try await app.type("Mine")
    try await app.press("Enter")
    let kept = try await app.waitFor("the view kept for the session") {
      $0.status.hasPrefix("View 1, Mine, saved for this session only:")
    }
    #expect(kept.status.contains("views:7: sort \"size\" is not a sort"))
    #expect(folder.read("config/todo/views") == views)
  }
}
