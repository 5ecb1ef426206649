import Testing

@Suite("Loading")
struct LoadingTests {
  @Test("shows a spinner while loading, then the three todos in order after about two seconds")
  func loadingIndicatorThenLoadedToDos() async throws {
    let app = try await TmuxSession()
    defer { app.kill() }

    let loading = try await app.waitFor("the loading screen", stable: false) {
      $0.titleNote.hasSuffix("Loading…")
    }
    #expect(loading.title.hasPrefix("TODO - (0)"))
    #expect(loading[3].hasPrefix("  ") && loading[3].hasSuffix("Loading your todos…"))
    #expect(loading.input.hasPrefix("› \(AppUnderTest.placeholder)") && loading.input.hasSuffix("[ Add ]"))
    #expect(loading.separator == String(repeating: "─", count: 80))
    #expect(
      loading.footer.hasPrefix(AppUnderTest.inputFooter) && loading.footer.hasSuffix(AppUnderTest.quitHint))

    // The spinner turns: its glyph (before " Loading…") changes while the load runs.
    let glyph = spinnerGlyph(loading)
    try await app.waitFor("the spinner to turn", stable: false) {
      $0.title == "TODO - (3)" || spinnerGlyph($0) != glyph
    }

    let loaded = try await app.waitUntilLoaded()
    let elapsed = app.launchedAt.duration(to: .now)
    #expect(loaded.items == AppUnderTest.loadedTitles)
    #expect(loaded.listRows.prefix(3) == ["  Buy the milk", "  Take my dog", "  Rent a car"])
    #expect(loaded.selected.isEmpty)
    #expect(!loaded.contains("Loading"))
    #expect(elapsed >= .milliseconds(1500) && elapsed <= .seconds(4), "the load took \(elapsed)")
  }

  @Test("what is added during the load stays on top of the loaded todos")
  func typingDuringTheLoad() async throws {
    // A longer load than the demo's two seconds: on a busy machine, typing must still
    // land while it runs.
    let app = try await TmuxSession(environment: ["TODO_SIMULATED_DELAY_MS": "8000"])
    defer { app.kill() }

    try await app.waitFor("the loading screen", stable: false) { $0.titleNote.hasSuffix("Loading…") }
    try await app.type("Early bird")
    try await app.press("Enter")
    let added = try await app.waitFor("“Early bird” to be added", stable: false) {
      $0.count == 1 || $0.count == 4
    }
    #expect(added.count == 1 && added.titleNote.hasSuffix("Loading…"), "added only after the load:\n\(added)")
    #expect(added.items == ["Early bird"])
    #expect(added.inputIsEmpty)

    let loaded = try await app.waitFor("the load to finish", timeout: .seconds(15)) {
      $0.title == "TODO - (4)"
    }
    #expect(loaded.items == ["Early bird"] + AppUnderTest.loadedTitles)
  }
}

/// The spinner glyph in the title while loading, e.g. `⠋`.
private func spinnerGlyph(_ screen: Screen) -> Character? {
  guard screen.titleNote.hasSuffix(" Loading…") else { return nil }
  return screen.titleNote.dropLast(" Loading…".count).last
}
