import ToDoCore

extension Store {
  /// Turns one batch of terminal events into actions through the keymap, each looked up in
  /// the state its predecessors left, and updates the screen once. Runs of typed characters
  /// (a paste) become one `.insert`. Main-actor only.
  public func dispatch(_ events: [InputEvent]) {
    batch {
      var typed = ""
      for event in events {
        if case .key(.character(let character)) = event {
          typed.append(character)
          continue
        }
        if !typed.isEmpty {
          send(.insert(typed))
          typed = ""
        }
        if let action = Keymap.action(for: event, in: state) {
          send(action)
        }
      }
      if !typed.isEmpty { send(.insert(typed)) }
    }
  }
}
