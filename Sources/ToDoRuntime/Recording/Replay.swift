import ToDoCore

/// Plays a recording back through a store. Main-actor only.
@MainActor
public enum Replay {
  /// Sends every recorded action to `send` on `scheduler`: at its recorded time with
  /// `realtime`, otherwise all at once, in order, inside one `batch` (so the screen is drawn
  /// once, whatever the recording's length). Then calls `finished`.
  public static func schedule(
    _ recording: Recording, on scheduler: any Scheduler, realtime: Bool,
    batch: @escaping @MainActor (() -> Void) -> Void,
    send: @escaping @MainActor (Action) -> Void, finished: @escaping @MainActor () -> Void
  ) {
    guard realtime else {
      scheduler.schedule(after: .zero) {
        MainActor.assumeIsolated {
          batch { for entry in recording.entries { send(entry.action) } }
          finished()
        }
      }
      return
    }
    for entry in recording.entries {
      let action = entry.action
      scheduler.schedule(after: entry.time) { MainActor.assumeIsolated { send(action) } }
    }
    let end = recording.entries.last?.time ?? .zero
    scheduler.schedule(after: end) { MainActor.assumeIsolated { finished() } }
  }

  /// The screen at the end of `recording`, replayed headless through the same store,
  /// reducer and render as the app, then shown at `size` when given. Every action is
  /// replayed, in the recorded order (times never go backwards in a recording), and the
  /// screen is drawn once at the end: the time taken grows with the recording's length, no
  /// faster. Commands are not performed: their results are in the recording.
  public static func finalScreen(of recording: Recording, size: Size? = nil) -> Frame {
    let screen = ScreenBuffer(size: recording.size)
    let store = StateStore(
      initialState: State(
        size: recording.size, listName: recording.listName, preferences: recording.preferences,
        demo: recording.demo),
      perform: { _ in },
      draw: { ops in screen.apply(ops) })
    store.renderIfNeeded()
    store.batch {
      for entry in recording.entries { store.send(entry.action) }
      if let size { store.send(.system(.resized(size.clampedToTerminal))) }
    }
    return screen.frame
  }
}

/// An in-memory terminal: applies draw operations to a frame. Main-actor only.
@MainActor
final class ScreenBuffer {
  private(set) var frame: Frame

  init(size: Size) {
    frame = Frame(size: size)
  }

  func apply(_ ops: [DrawOp]) {
    frame = frame.applying(ops)
  }
}
