import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A status message longer than the status line is shown whole while it is new: wrapped
/// under a rule over the last list rows, until the next key folds it back into its one
/// line. Frames at 80×24 and 40×12; the flag through the reducer. Pure.
@Suite("A long message shown whole")
struct StatusAreaTests {
  private static let long =
    "Call the insurance about the claim for the car, and ask whether the windscreen is covered too"
  private static let titles = ["Buy milk", long, "Water the plants"]

  /// The list at `size`, the long todo selected and deleted: the status says its whole text.
  private func deletedLong(_ size: Size) -> State {
    let state = State.loaded(Self.titles, size: size).synced.selecting(1)
    return reducer(state, .list(.deleteSelected)).0
  }

  @Test func at80x24TheMessageWrapsOverTheLastListRowsUnderARule() {
    let state = deletedLong(Size(columns: 80, rows: 24))
    #expect(state.statusShownWhole)
    let lines = compose(state).lines
    #expect(lines[3].hasPrefix("  Buy milk") && lines[4].hasPrefix("› Water the plants"))
    #expect(
      Array(lines[19...22]) == [
        "",
        "─ Message ──────────────────────────────────────────────────────────────────────",
        "Deleted (Ctrl-Z to undo): “Call the insurance about the claim for the car, and",
        "ask whether the windscreen is covered too”",
      ])
    #expect(lines[23].hasPrefix("↑/↓"), "the footer stays")
    #expect(compose(state)[21, 0].style == .success && compose(state)[22, 0].style == .success)
  }

  @Test func theNextKeyFoldsItBackIntoTheStatusLineCut() {
    let state = deletedLong(Size(columns: 80, rows: 24))
    let moved = reducer(state, .list(.moveSelection(by: -1))).0
    #expect(!moved.statusShownWhole)
    let lines = compose(moved).lines
    #expect(!lines.contains { $0.hasPrefix("─ Message") })
    #expect(lines[22].hasPrefix("Deleted (Ctrl-Z to undo): “Call the insurance") && lines[22].hasSuffix("…"))
  }

  @Test("the world (a tick, a resize) leaves it whole; a short message never takes rows")
  func theWorldLeavesItWhole() {
    let state = deletedLong(Size(columns: 80, rows: 24))
    #expect(reducer(state, .system(.tick)).0.statusShownWhole)
    let resized = reducer(state, .system(.resized(Size(columns: 40, rows: 12)))).0
    #expect(resized.statusShownWhole)
    let short = reducer(State.loaded(Self.titles).synced.selecting(0), .list(.deleteSelected)).0
    #expect(short.status != nil && !short.statusShownWhole)
    #expect(StatusArea(short, Layout(short.size)) == nil)
  }

  @Test func at40x12ItLeavesAListRowAndEndsALongerMessageWithAnEllipsis() {
    var state = deletedLong(Size(columns: 40, rows: 12))
    state.status = StatusMessage(String(repeating: "word ", count: 60), kind: .warning)
    let lines = compose(state).lines
    // Seven list rows: one left, the rule, six lines (the last on the status row).
    #expect(lines[3].hasPrefix("  Buy milk"))
    #expect(lines[4].hasPrefix("─ Message"))
    #expect(lines[10].hasSuffix("…"))
    #expect(lines[11].hasPrefix("↑/↓"))
  }

  @Test func aPressOnTheMessageSelectsNothing() {
    let state = deletedLong(Size(columns: 80, rows: 24))
    let pressed = reducer(state, .list(.clicked(Position(row: 20, column: 5)))).0
    #expect(pressed.view.selection == state.view.selection)
    #expect(!pressed.statusShownWhole, "a press folds it")
  }

  @Test("drawn over the previous screen, showing and folding give the whole frame")
  func theRendererDrawsItAndFoldsIt() {
    let before = State.loaded(Self.titles, size: Size(columns: 40, rows: 12)).synced.selecting(1)
    var renderer = Renderer()
    var screen = Frame(size: before.size).applying(renderer.render(before))
    var state = before
    for action: Action in [
      .list(.deleteSelected), .system(.tick), .list(.moveSelection(by: -1)), .list(.moveSelection(by: 1)),
    ] {
      state = reducer(state, action).0
      screen = screen.applying(renderer.render(state))
      #expect(screen == compose(state), "after \(action)")
    }
  }
}
