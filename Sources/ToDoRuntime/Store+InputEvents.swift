import ToDoCore

extension Store {
  /// Turns one batch of terminal events into actions through the state's keymap, each looked up in
  /// the state its predecessors left, and updates the screen once. A run of typed
  /// characters (a paste without bracketed paste) becomes one `.insert`. Main-actor only.
  /// While a recording plays back, the events wait until it has ended.
  public func handle(_ events: [InputEvent]) {
    guard !isReplaying else {
      inputDuringReplay += events
      return
    }
    batch {
      // One key (what a wake-up almost always reads): its action, with no run to gather.
      if events.count == 1 {
        if let action = action(for: events[0]) { send(action) }
        return
      }
      var typed = ""
      for event in events {
        // Typing changes nothing about how the next typed character maps, so a run of
        // them can wait and go as one action.
        if case .key(.character) = event,
          case .lineEdit(.insert(let text))? = action(for: event)
        {
          typed += text
          continue
        }
        // Anything else is looked up in the state the typed run leaves.
        if !typed.isEmpty {
          send(.lineEdit(.insert(typed)))
          typed = ""
        }
        if let action = action(for: event) {
          send(action)
        }
      }
      if !typed.isEmpty { send(.lineEdit(.insert(typed))) }
    }
  }
}
