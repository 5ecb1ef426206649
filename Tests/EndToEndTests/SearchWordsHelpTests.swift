import Testing

/// F1 has a page on the search words: `/` in the help turns to it, and back.
@Suite("The help's page on the search words", .serialized)
struct SearchWordsHelpTests {
  @Test("F1 then / shows the search words on 80×24; / goes back to the keys, a key closes")
  func slashInTheHelpShowsTheSearchWords() async throws {
    let app = try await TmuxSession(columns: 80, rows: 24)
    defer { app.kill() }
    try await app.waitUntilLoaded()
    try await app.press("F1")
    try await app.waitFor("the help, naming its other page") { $0.contains("Keys · / search words") }
    try await app.press("/")
    let page = try await app.waitFor("the search words") { $0.contains("Search words · / keys") }
    for entry in ["\"+home\"", "whole words only", "due:<=+7d", "< <= > >= =", "tod tom yes", "mon…sun"] {
      #expect(page.contains(entry), "the page shows \(entry)")
    }
    #expect(page.contains("Any key closes this help."), "the page fits 80×24 whole")
    try await app.press("/")
    try await app.waitFor("the keys again") {
      $0.contains("Keys · / search words") && $0.contains("Everywhere")
    }
    try await app.press("x")
    let closed = try await app.waitFor("the help to close") { !$0.contains("search words") }
    #expect(closed.inputIsEmpty, "the key that closed the help typed nothing")
  }
}
