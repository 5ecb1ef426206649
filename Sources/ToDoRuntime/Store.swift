import ToDoCore

/// Holds the state and is the only place it changes: each action goes through `reducer`,
/// each resulting command to `perform`, and the screen is brought up to date with `render`
/// once per batch. Main-actor only.
///
/// An action sent while another is being reduced (for example by a command that answers at
/// once) is queued and reduced right after it, never re-entrantly.
@MainActor
public final class Store {
  public private(set) var state: State
  /// The state the screen shows now; nil until the first draw or after `invalidateScreen()`.
  private var shownState: State?
  private var renderer = Renderer()
  private var queue: [Action] = []
  private var isReducing = false
  private var batchDepth = 0
  private let perform: @MainActor (Command) -> Void
  private let draw: @MainActor ([DrawOp]) -> Void
  /// Called with every action just before it is reduced (the session recorder).
  public var willReduce: (@MainActor (Action) -> Void)?

  /// - Parameters:
  ///   - perform: runs a command (the command interpreter).
  ///   - draw: applies draw operations to the screen (the terminal adapter).
  public init(
    initialState: State,
    perform: @escaping @MainActor (Command) -> Void,
    draw: @escaping @MainActor ([DrawOp]) -> Void
  ) {
    self.state = initialState
    self.perform = perform
    self.draw = draw
  }

  /// Reduces `action` (after any queued ones) and, outside a batch, updates the screen.
  public func send(_ action: Action) {
    queue.append(action)
    guard !isReducing else { return }
    isReducing = true
    while !queue.isEmpty {
      let next = queue.removeFirst()
      willReduce?(next)
      let (newState, command) = reducer(state, next)
      state = newState
      if let command { perform(command) }
    }
    isReducing = false
    if batchDepth == 0 { renderIfNeeded() }
  }

  /// Runs `body`, which may send many actions, and updates the screen once at its end.
  public func batch(_ body: () -> Void) {
    batchDepth += 1
    body()
    batchDepth -= 1
    if batchDepth == 0 { renderIfNeeded() }
  }

  /// Forgets what the screen shows, so that the next update redraws it whole (after the
  /// terminal was suspended or garbled).
  public func invalidateScreen() {
    shownState = nil
  }

  /// Draws the difference between the shown state and the current one, if there is any.
  public func renderIfNeeded() {
    guard shownState != state else { return }
    draw(renderer.render(state, shownState))
    shownState = state
  }
}
