import ToDoCore

/// Shared test fixtures: readable states for the tests of every target.
extension State {
  /// A loaded state with `titles` (ids from 1), the focus on the input, at `size`.
  public static func loaded(
    _ titles: [String] = ["Buy the milk", "Take my dog", "Rent a car"],
    size: Size = Size(columns: 80, rows: 24),
    keymap: Keymap = .standard
  ) -> State {
    State(
      size: size,
      todos: titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) },
      keymap: keymap,
      loadStatus: .loaded)
  }

  /// `self` as just loaded from a file that holds its todos: the base of the next save.
  public var synced: State {
    var copy = self
    copy.saving.syncedList = todos
    return copy
  }

  /// `self` with the list focused and the todo at `index` selected.
  public func selecting(_ index: Int) -> State {
    var copy = self
    copy.focus = .list
    copy.view.select(row: index, in: copy.document, chosen: true)
    return copy
  }

  /// The titles in list order.
  public var titles: [String] { todos.titles }
}

/// Reduces `actions` in order from `state`, returning the last state and every command.
public func reduce(_ state: State, _ actions: [Action]) -> (State, [Command]) {
  var current = state
  var commands: [Command] = []
  for action in actions {
    let (next, command) = reducer(current, action)
    current = next
    if let command { commands.append(command) }
  }
  return (current, commands)
}

/// Presses `keys` in order from `state`, each through the state's keymap and the reducer (a
/// key that means nothing there changes nothing): the last state and every command asked
/// for.
public func pressingReporting(_ keys: [Key], from state: State) -> (State, [Command]) {
  var commands: [Command] = []
  let end = keys.reduce(state) { state, key in
    guard let action = state.keymap.action(for: .key(key), in: state) else { return state }
    let (next, command) = reducer(state, action)
    if let command { commands.append(command) }
    return next
  }
  return (end, commands)
}

/// The state after pressing `keys` in order from `state` (see `pressingReporting`).
public func pressing(_ keys: [Key], from state: State) -> State {
  pressingReporting(keys, from: state).0
}

extension State {
  /// The titles of the rows the list shows, top to bottom.
  public var shownTitles: [String] {
    (0..<view.rows.count).map { view.todo(atRow: $0, in: document).title }
  }
}
