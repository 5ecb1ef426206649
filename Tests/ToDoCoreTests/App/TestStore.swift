import CustomDump
import Testing
import ToDoCore
import ToDoTestSupport

/// An exhaustive test of the reducer: each `send` reduces one action and states the whole
/// state it must leave (as a change to the state before it) and every command it must
/// ask for; anything else fails the test, with a readable diff of the two states. Pure:
/// it only calls `reducer`.
///
///     var store = TestStore(.loaded())
///     store.send(.list(.moveSelection(by: 1))) { $0.expectSelection(row: 0) }
struct TestStore {
  /// The state the actions sent so far left.
  private(set) var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Reduces `action`, then checks that the new state is the old one changed by `update`,
  /// and that the command is `command` (nil: none). Records an issue for each difference.
  mutating func send(
    _ action: Action,
    command: Command? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) -> Void = { _ in }
  ) {
    var expected = state
    update(&expected)
    let (actual, actualCommand) = reducer(state, action)
    if let difference = diff(expected, actual, format: .proportional) {
      Issue.record(
        """
        The state after \(action) is not the one expected: (−: expected, +: actual)

        \(difference)
        To fix: state every change the action makes in the closure of `send`.
        """,
        sourceLocation: sourceLocation)
    }
    if let difference = diff(command, actualCommand, format: .proportional) {
      Issue.record(
        """
        The command after \(action) is not the one expected: (−: expected, +: actual)

        \(difference)
        To fix: pass every command the action asks for as `command:`.
        """,
        sourceLocation: sourceLocation)
    }
    state = actual
  }
}
