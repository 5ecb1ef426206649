import Foundation
import Testing

/// Several lists in one session: `todo a.txt b.txt`, the chooser (`L`, which also offers
/// the todo files of the list's folder and the config's named lists), and `M`, which moves
/// the selected or the marked todos to another list; Ctrl-Z brings them back. Each test
/// checks both files on disk.
@Suite("Several lists: switching and moving todos", .serialized)
struct ListsTests {
  /// The app on `a.txt` (and `b.txt` on the command line, unless `only`) in a new folder
  /// that also holds `others`, once a.txt's todos show.
  private func launch(
    a: String, b: String, others: [String: String] = [:],
    arguments: (TemporaryFolder) -> [String] = {
      [$0.file("a.txt"), $0.file("b.txt")]
    }, environment: [String: String] = [:]
  ) async throws -> (TemporaryFolder, TmuxSession) {
    let folder = try TemporaryFolder()
    do {
      try folder.write("a.txt", a)
      try folder.write("b.txt", b)
      for (name, text) in others { try folder.write(name, text) }
      let app = try await TmuxSession(arguments: arguments(folder), environment: environment)
      let count = a.split(separator: "\n").count
      do {
        try await app.waitFor("a.txt's todos") { $0.count == count && $0.shows(list: "a.txt") }
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

  @Test("todo a.txt b.txt: L switches to b, a todo added there, L back to a: both files right")
  func switchAddAndBack() async throws {
    let (folder, app) = try await launch(a: "Alpha one\nAlpha two\n", b: "Beta one\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "Down")
    try await app.waitFor("Alpha two selected") { $0.selected.first?.hasPrefix("Alpha two") == true }
    try await app.press("L")
    try await app.waitFor("the chooser") { $0.contains("Lists") && $0.contains("b.txt") }
    try await app.press("j", "Enter")
    try await app.waitFor("b.txt shown") { $0.shows(list: "b.txt") && $0.items == ["Beta one"] }
    // The list has the keys, as in the list it was chosen from.
    try await app.press("a")
    try await app.type("Beta two")
    try await app.press("Enter")
    try await app.waitFor("the todo added") { $0.items.contains("Beta two") }
    try await app.press("Down", "L")
    try await app.waitFor("the chooser") { $0.contains("Lists") }
    try await app.press("g", "Enter")
    let back = try await app.waitFor("a.txt shown again") {
      $0.shows(list: "a.txt") && $0.items == ["Alpha one", "Alpha two"]
    }
    #expect(back.selected.first?.hasPrefix("Alpha two") == true, "a.txt's selection kept")
    try await waitUntil("b.txt saved", timeout: .seconds(10)) {
      folder.read("b.txt") == "Beta two\nBeta one\n"
    }
    #expect(folder.read("a.txt") == "Alpha one\nAlpha two\n")
  }

  @Test("the title says which list of how many is shown: a.txt · 1 of 2, then b.txt · 2 of 2")
  func titleSaysWhichList() async throws {
    let (folder, app) = try await launch(a: "Alpha one\n", b: "Beta one\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await app.waitFor("a.txt, first of two") { $0.titleNote.hasSuffix("a.txt · 1 of 2") }
    try await app.press("Tab", "L")
    try await app.waitFor("the chooser") { $0.contains("Lists") && $0.contains("b.txt") }
    try await app.press("j", "Enter")
    try await app.waitFor("b.txt, second of two") {
      $0.titleNote.hasSuffix("b.txt · 2 of 2") && $0.items == ["Beta one"]
    }
  }

  @Test("the chooser offers the folder's todo files and the config's named lists, not done.txt")
  func chooserOffersTheFolderAndTheConfig() async throws {
    let elsewhere = try TemporaryFolder()
    defer { elsewhere.remove() }
    try elsewhere.write("work.txt", "Work one\n")
    let config = "[lists]\nwork = \"\(elsewhere.file("work.txt"))\"\n"
    let (folder, app) = try await launch(
      a: "Alpha one\n", b: "Beta one\n",
      others: [
        "done.txt": "x Done\n", "c.txt": "Gamma one\n", "c.sync-conflict-20261123-101500-ABCDEF1.txt": "C\n",
        ".hidden.txt": "H\n", "config": config,
      ],
      arguments: { ["--config", $0.file("config"), $0.file("a.txt")] })
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Tab", "L")
    let chooser = try await app.waitFor("the chooser with its lists") {
      $0.contains("work:") && $0.contains("c.txt")
    }
    #expect(chooser.contains("b.txt"))
    #expect(!chooser.contains("done.txt"))
    #expect(!chooser.contains("sync-conflict"))
    #expect(!chooser.contains("hidden"))
    try await app.press("Down", "Enter")
    try await app.waitFor("the config's work list shown") { $0.items == ["Work one"] }
  }

  @Test("the chooser offers no manual page, report or note beside the list; the title counts lists")
  func chooserOffersListsOnly() async throws {
    let (folder, app) = try await launch(
      a: "Alpha one note:trip.txt\n", b: "Beta one\n",
      others: [
        "man.txt": "TODO(1)\n\nNAME\n       todo - a terminal todo list\n",
        "report.txt": "The quarter went well.\n\nSales rose.\n\nCosts fell.\n", "trip.txt": "Passports\n",
      ],
      arguments: { [$0.file("a.txt")] })
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Tab", "L")
    let chooser = try await app.waitFor("the chooser with its lists") { $0.contains("b.txt") }
    #expect(!chooser.contains("man.txt") && !chooser.contains("report.txt"), "\(chooser)")
    // The note shows in its todo's row and its preview, not as a list in the box.
    #expect(!chooser.rows.contains { $0.contains("│") && $0.contains("trip.txt") }, "\(chooser)")
    try await app.press("Escape")
    try await app.waitFor("a.txt, first of two lists") { $0.titleNote.hasSuffix("a.txt · 1 of 2") }
  }

  @Test("M moves the selected todo to b.txt (b written first), ^Z brings it back from b.txt")
  func moveOneAndUndo() async throws {
    let (folder, app) = try await launch(a: "Alpha one\nAlpha two\n", b: "Beta one\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "Down", "M")
    try await app.waitFor("the move's chooser") { $0.contains("Move to list") && $0.contains("b.txt") }
    try await app.press("Enter")
    try await app.waitFor("moved") { $0.items == ["Alpha one"] }
    try await waitUntil("in b.txt and out of a.txt", timeout: .seconds(10)) {
      folder.read("b.txt") == "Beta one\nAlpha two\n" && folder.read("a.txt") == "Alpha one\n"
    }
    try await app.press("C-z")
    try await app.waitFor("back") { $0.items == ["Alpha one", "Alpha two"] }
    try await waitUntil("back in a.txt and out of b.txt", timeout: .seconds(10)) {
      folder.read("a.txt") == "Alpha one\nAlpha two\n" && folder.read("b.txt") == "Beta one\n"
    }
  }

  @Test("Space marks two, M moves both to b.txt as one step, one ^Z brings both back")
  func moveMarkedAndUndo() async throws {
    let (folder, app) = try await launch(a: "Alpha one\nAlpha two\nAlpha three\n", b: "Beta one\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "Space", "Down", "Space")
    try await app.waitFor("two marked") { $0.title.hasSuffix("2 marked") }
    try await app.press("M")
    try await app.waitFor("the move's chooser") { $0.contains("Move to list") }
    try await app.press("Enter")
    try await app.waitFor("both moved") { $0.items == ["Alpha two"] }
    try await waitUntil("both in b.txt, out of a.txt", timeout: .seconds(10)) {
      folder.read("b.txt") == "Beta one\nAlpha one\nAlpha three\n" && folder.read("a.txt") == "Alpha two\n"
    }
    try await app.press("C-z")
    try await app.waitFor("both back") { $0.items == ["Alpha one", "Alpha two", "Alpha three"] }
    try await waitUntil("both back in a.txt, out of b.txt", timeout: .seconds(10)) {
      folder.read("a.txt") == "Alpha one\nAlpha two\nAlpha three\n" && folder.read("b.txt") == "Beta one\n"
    }
  }

  @Test("a todo moved to a list shown before shows there when it is shown again")
  func moveToAParkedListShowsThere() async throws {
    let (folder, app) = try await launch(a: "Alpha one\nAlpha two\n", b: "Beta one\n")
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "L")
    try await app.waitFor("the chooser") { $0.contains("Lists") && $0.contains("b.txt") }
    try await app.press("j", "Enter")
    try await app.waitFor("b.txt shown") { $0.shows(list: "b.txt") && $0.items == ["Beta one"] }
    try await app.press("Down", "L")
    try await app.waitFor("the chooser") { $0.contains("Lists") }
    try await app.press("g", "Enter")
    try await app.waitFor("a.txt shown") { $0.shows(list: "a.txt") }
    try await app.press("M")
    try await app.waitFor("the move's chooser") { $0.contains("Move to list") }
    try await app.press("Enter")
    try await app.waitFor("moved") { $0.items == ["Alpha two"] }
    try await app.press("L")
    try await app.waitFor("the chooser") { $0.contains("Lists") }
    try await app.press("j", "Enter")
    try await app.waitFor("b.txt with the moved todo") {
      $0.shows(list: "b.txt") && $0.items == ["Beta one", "Alpha one"]
    }
  }
}
