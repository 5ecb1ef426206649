import Foundation
import Testing

/// Searching, hiding and sorting the list as a user does it: the screen shows what the
/// filter lets through, the file keeps every todo in its own order.
@Suite("Filter, search and sort", .serialized)
struct FilterTests {
  static let today = ["TODO_TODAY": "2026-01-31"]
  static let lines = """
    (B) Write the report +work due:2026-02-03
    x 2026-01-30 Paid the rent +home
    Call mum @phone
    (A) Fix the roof +home due:2026-01-30
    Plan the trip t:2026-03-01
    Secret plan h:1

    """

  /// The title while the two todos their tags hide are left out: counted apart, with the
  /// key that shows them (issue 44).
  static let fourOfSix = "TODO - (4/6) · 1 done · 2 hidden: 1 later, 1 h:1 (H)"

  /// The app on `lines` on the fixed day, once the four todos that are not hidden show.
  private func launch() async throws -> (TemporaryFolder, TmuxSession) {
    try await TmuxSession.launch(
      on: Self.lines, environment: { _ in Self.today }, waitingFor: "four of six todos"
    ) { $0.title == Self.fourOfSix && $0.items.count == 4 }
  }

  @Test(
    "the title counts the list's todos with and without a filter, and the hidden ones apart with their keys")
  func theTitleCountsWhatIsHiddenWithItsKey() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "H")
    try await app.waitFor("every todo, counted as the list's") {
      $0.title == "TODO - (6) · 1 done" && $0.items.count == 6
    }
    try await app.press("h")
    try await app.waitFor("the done todo hidden, with the key that shows it") {
      $0.title == "TODO - (5/6) · 1 done hidden (h)" && $0.items.count == 5
    }
  }

  @Test("a search that matches nothing keeps the list, whose keys bring the todos back: / then Esc, or h")
  func searchMatchingNothingKeepsTheListKeys() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "/")
    try await app.type("zzz")
    try await app.press("Enter")
    let empty = try await app.waitFor("nothing shown") {
      $0.title == "TODO - (0/6) · 1 done · search: zzz (/ changes it)" && $0.items.count == 1
    }
    #expect(empty.items == ["No todo shows: / then Esc clears the search; h and H show hidden ones."])
    #expect(empty.footer.hasPrefix(AppUnderTest.listFooter.prefix(12)))
    try await app.press("/")
    try await app.waitFor("the search line") { $0.input.hasPrefix("/ zzz") }
    try await app.press("Escape")
    let back = try await app.waitFor("every todo back") {
      $0.title == Self.fourOfSix && $0.items.count == 4
    }
    #expect(back.selected.count == 1 && back.inputIsEmpty)
  }

  @Test("a todo added with a t: after today says its t: hides it and that H shows it; H does")
  func anAddedThresholdNamesTheKeyThatShowsIt() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.type("Book the train t:2026-02-10")
    try await app.press("Enter")
    try await app.waitFor("the hint naming H") {
      $0.status.hasPrefix("Added; hidden by its t: date (in the list, H shows hidden todos)")
    }
    try await app.press("Down", "H")
    try await app.waitFor("the added todo shown") { $0.items.contains("Book the train t:2026-02-10") }
  }

  @Test(
    "/ filters as you type, Enter keeps the filter, an added todo it hides is saved and said so, Esc clears")
  func searchingKeepsAndClears() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "/")
    try await app.type("+HOME")
    let filtered = try await app.waitFor("the +home todos") { $0.items.count == 2 }
    #expect(filtered.items == ["✓ 2026-01-30 Paid the rent +home", "(A) Fix the roof +home due:2026-01-30"])
    #expect(filtered.input.hasPrefix("/ +HOME"))
    #expect(filtered.title == "TODO - (2/6) · 1 done")
    try await app.press("Enter")
    let kept = try await app.waitFor("the list, filtered") { $0.selected.count == 1 && $0.inputIsEmpty }
    // The kept search stays in sight, with the key that changes it (issue 44).
    #expect(kept.title == "TODO - (2/6) · 1 done · search: +HOME (/ changes it)")
    try await app.press("a")
    try await app.type("Buy milk")
    try await app.press("Enter")
    let added = try await app.waitFor("the hidden add said") {
      $0.status.contains("hidden by the search (in the list, / then Esc clears it)")
    }
    #expect(added.items.count == 2)
    try await waitUntil("the add saved", timeout: .seconds(10)) {
      folder.read("todo.txt") == "Buy milk\n" + Self.lines
    }
    try await app.press("Down", "/")
    try await app.waitFor("the search line with the kept query") { $0.input.hasPrefix("/ +HOME") }
    try await app.press("Escape")
    try await app.waitFor("every todo not hidden") {
      $0.title == "TODO - (5/7) · 1 done · 2 hidden: 1 later, 1 h:1 (H)" && $0.items.count == 5
    }
  }

  @Test(
    "s sorts by priority then due date, done todos last, h hides done, H shows t: and h:1 todos; the file keeps its order"
  )
  func sortingAndHiding() async throws {
    let (folder, app) = try await launch()
    defer {
      app.kill()
      folder.remove()
    }
    try await app.press("Down", "s")
    let byPriority = try await app.waitFor("sorted by priority") { $0.title.hasSuffix("· by priority") }
    #expect(
      byPriority.items == [
        "(A) Fix the roof +home due:2026-01-30", "(B) Write the report +work due:2026-02-03",
        "Call mum @phone", "✓ 2026-01-30 Paid the rent +home",
      ])
    // Done todos go after the open ones in every sort, by due too.
    try await app.press("s")
    let byDueWithDone = try await app.waitFor("sorted by due") { $0.title.hasSuffix("· by due") }
    #expect(
      byDueWithDone.items == [
        "(A) Fix the roof +home due:2026-01-30", "(B) Write the report +work due:2026-02-03",
        "Call mum @phone", "✓ 2026-01-30 Paid the rent +home",
      ])
    try await app.press("h")
    let byDue = try await app.waitFor("by due, done hidden") {
      $0.title.hasSuffix("· by due") && $0.items.count == 3
    }
    #expect(
      byDue.items == [
        "(A) Fix the roof +home due:2026-01-30", "(B) Write the report +work due:2026-02-03",
        "Call mum @phone",
      ])
    try await app.press("H")
    try await app.waitFor("the hidden todos too") {
      $0.items.contains("Plan the trip t:2026-03-01") && $0.items.contains("Secret plan h:1")
    }
    try await app.press("x")  // Completes the selected todo, which leaves the rows.
    try await app.waitFor("the completed todo gone from the rows") { $0.items.count == 4 }
    let completed = Self.lines.replacingOccurrences(
      of: "(B) Write the report +work due:2026-02-03",
      with: "x 2026-01-31 Write the report +work due:2026-02-03 pri:B")
    try await waitUntil("the completion saved in its place in the file", timeout: .seconds(10)) {
      folder.read("todo.txt") == completed
    }
  }
}
