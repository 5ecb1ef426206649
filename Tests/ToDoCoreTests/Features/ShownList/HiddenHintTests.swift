import Testing
import ToDoTestSupport

@testable import ToDoCore

/// What the status line says of an added, saved or copied todo the list does not show:
/// what hides it, and the key (from the keymap) that shows it.
@Suite("Reducer: the hint for a hidden todo")
struct HiddenHintTests {
  static let today = CalendarDate(iso: "2026-03-10")!

  /// The input line focused on a list of `titles`, the day known.
  static func start(_ titles: [String] = ["Call mum"], keymap: Keymap = .standard) -> State {
    var state = State.loaded(titles).synced
    state.keymap = keymap
    state = reducer(state, .system(.dayBegan(today, nextDayIn: .seconds(60)))).0
    return state
  }

  static func add(_ text: String, to state: State) -> State {
    reduce(state, [.lineEdit(.insert(text)), .list(.addInput)]).0
  }

  @Test func aThresholdOrHTagNamesTheKeyThatShowsHiddenToDos() {
    let later = Self.add("Plan the trip t:2026-04-01", to: Self.start())
    #expect(
      later.status?.text
        == "Added; hidden by its t: date (in the list, H shows hidden todos): “Plan the trip t:2026-04-01”")
    let secret = Self.add("Secret plan h:1", to: Self.start())
    #expect(
      secret.status?.text == "Added; hidden by its h:1 (in the list, H shows hidden todos): “Secret plan h:1”"
    )
  }

  @Test func aRemappedKeyIsNamedAsItIs() throws {
    let keymap = try Keymap.standard.rebinding("showHidden", in: .browsing, to: [.function(6)])
    let state = Self.add("Later h:1", to: Self.start(keymap: keymap))
    #expect(
      state.status?.text == "Added; hidden by its h:1 (in the list, F6 shows hidden todos): “Later h:1”")
    let unbound = try Keymap.standard.rebinding("showHidden", in: .browsing, to: [])
    #expect(
      Self.add("Later h:1", to: Self.start(keymap: unbound)).status?.text
        == "Added; hidden by its h:1: “Later h:1”")
  }

  @Test func everyReasonIsNamedWithItsKeys() {
    var state = Self.start()
    state = reducer(state, .view(.toggleHideDone)).0
    state = reduce(state, [.search(.start), .lineEdit(.insert("+work")), .search(.keep)]).0
    state.focus = .input
    state = Self.add("x 2026-03-01 Paid t:2026-04-01", to: state)
    #expect(
      state.status?.text
        == "Added; hidden as done and by its t: date and the search (in the list, h shows done todos, "
        + "H shows hidden todos, / then Esc clears it): “x 2026-03-01 Paid t:2026-04-01”")
  }

  @Test func anEditTheThresholdHidesNamesTheKeyAndTheUndo() {
    var state = reducer(Self.start(["Taxes"]), .list(.focusList)).0
    state = reduce(state, [.editing(.start), .lineEdit(.insert(" t:2026-05-01")), .editing(.save)]).0
    #expect(
      state.status?.text
        == "Saved; hidden by its t: date (H shows hidden todos; Ctrl-Z to undo): “Taxes t:2026-05-01”")
  }
}
