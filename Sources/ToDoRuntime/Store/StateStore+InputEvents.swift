import ToDoCore

extension StateStore {
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
      // The typed run so far: a character's own text until a second one joins it, so that
      // one key (what a wake-up almost always reads) makes no string.
      var typed: String?
      for event in events {
        // Typing changes nothing about how the next typed character maps, so a run of
        // them can wait and go as one action.
        if case .key(.character) = event,
          case .lineEdit(.insert(let text))? = action(for: event)
        {
          typed = typed.map { $0 + text } ?? text
          continue
        }
        // Anything else is looked up in the state the typed run leaves.
        if let run = typed.take() { send(.lineEdit(.insert(run))) }
        // An Alt chord the mode does not bind was Esc then a key typed fast: both act, each
        // in the state the one before left (Esc closes a prompt, the key acts after it).
        if case .key(let key) = event, case .alt(let character) = key,
          state.keymap.readsAsEscapeThenKey(key, in: state)
        {
          if let action = action(for: .key(.escape)) { send(action) }
          if let action = action(for: .key(.character(character))) { send(action) }
          continue
        }
        if let action = action(for: event) {
          send(action)
        }
      }
      if let run = typed { send(.lineEdit(.insert(run))) }
    }
  }
}
