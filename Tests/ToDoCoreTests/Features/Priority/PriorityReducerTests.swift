import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `+` and `-` move a priority along none, Z, …, A; `p` then `0` clears it; another key
/// than a letter leaves the choice. A sequence of reductions.
@Suite("Reducer: raising and lowering a priority")
struct PriorityReducerTests {
  @Test func plusAndMinusMoveThePriorityAndZeroClearsIt() {
    var state = State.started(["(B) Call mom", "Other"])
    state = reduce(state, [.priority(.change(by: 1))]).0
    #expect(state.titles[0] == "(A) Call mom")
    state = reduce(state, [.priority(.change(by: 1))]).0
    #expect(state.titles[0] == "(A) Call mom" && state.status?.text == "Already the highest priority, A.")
    state = reduce(state, [.priority(.change(by: -2))]).0
    #expect(state.titles[0] == "(C) Call mom")
    // Another key than a letter leaves the choice; 0 clears.
    state = reduce(state, [.priority(.choose)]).0
    #expect(state.keymap.action(for: .character("!"), in: state) == .priority(.cancel))
    state = reduce(state, [.priority(.choose), .priority(.set(nil))]).0
    #expect(state.titles[0] == "Call mom" && state.mode == .browsing)
    state = reduce(state, [.priority(.change(by: -1))]).0
    #expect(state.titles[0] == "Call mom" && state.status?.text == "No priority to lower.")
    state = reduce(state, [.priority(.change(by: 1))]).0
    #expect(state.titles[0] == "(Z) Call mom")
  }
}
