import ToDoCore

/// Holds the state and is the only place it changes: each action goes through `reducer`,
/// each resulting command to the effects the store runs, and the screen is brought up to
/// date with `render` once per batch. Main-actor only.
///
/// An action sent while another is being reduced (for example by a command that answers at
/// once) is queued and reduced right after it, never re-entrantly. While a recording plays
/// back, commands are not performed: their results are in the recording.
@MainActor
public final class StateStore {
  public private(set) var state: State
  /// Knows what the screen shows, and draws only what changed.
  private var renderer = Renderer()
  private var queue: [Action] = []
  private var isReducing = false
  private var batchDepth = 0
  /// Who performs the commands: the store's own interpreter, or a stand-in.
  private var effects: Effects
  private let draw: @MainActor ([DrawOp]) -> Void
  /// Whether a recording plays back now: its commands are not performed.
  public private(set) var isReplaying = false
  /// Input that arrived while a recording played back: it acts once the replay has ended,
  /// so the replay shows the recorded session untouched and a quit typed meanwhile is not
  /// lost with the commands held back.
  var inputDuringReplay: [InputEvent] = []
  /// Called with every action just before it is reduced (the session recorder).
  public var willReduce: (@MainActor (Action) -> Void)?
  /// Called with the history just before a command that saves (a save, a reload that may
  /// write) is performed: the journal appends the events since its last append, so that
  /// it holds each change before the file does. Never per key: saves are debounced.
  public var willSave: (@MainActor (History) -> Void)?

  private enum Effects {
    case interpreter(CommandInterpreter?)
    case performer(@MainActor (Command) -> Void)
  }

  /// A store that runs its commands itself, in `environment`.
  /// - Parameters:
  ///   - draw: applies draw operations to the screen (the terminal adapter).
  ///   - exit: restores the terminal and ends the process with this status.
  public init(
    initialState: State,
    environment: Environment,
    draw: @escaping @MainActor ([DrawOp]) -> Void,
    exit: @escaping @MainActor (Int32) -> Void
  ) {
    self.state = initialState
    self.draw = draw
    self.effects = .interpreter(nil)
    self.effects = .interpreter(
      CommandInterpreter(environment: environment, send: { [weak self] in self?.send($0) }, exit: exit))
  }

  /// A store whose commands go to `perform` (a headless replay, a test).
  public init(
    initialState: State,
    perform: @escaping @MainActor (Command) -> Void,
    draw: @escaping @MainActor ([DrawOp]) -> Void
  ) {
    self.state = initialState
    self.effects = .performer(perform)
    self.draw = draw
  }

  /// The ids of the timers the store's interpreter runs now.
  public var runningTimers: Set<TimerID> {
    if case .interpreter(let interpreter?) = effects { interpreter.runningTimers } else { [] }
  }

  /// Reduces `action` (after any queued ones) and, outside a batch, updates the screen.
  public func send(_ action: Action) {
    guard !isReducing else {
      queue.append(action)
      return
    }
    // A day that began while the machine slept is seen before the action acts.
    if case .interpreter(let interpreter?) = effects, !isReplaying { interpreter.noticeDayChange() }
    isReducing = true
    // Nothing is queued outside a reduction: the action goes first, without a queue.
    reduceAndPerform(action)
    while !queue.isEmpty { reduceAndPerform(queue.removeFirst()) }
    isReducing = false
    if batchDepth == 0 { renderIfNeeded() }
  }

  private func reduceAndPerform(_ action: Action) {
    willReduce?(action)
    if let command = reduce(into: &state, action) { perform(command) }
  }

  private func perform(_ command: Command) {
    guard !isReplaying else { return }
    if let willSave, Self.saves(command) { willSave(state.document.history) }
    switch effects {
    case .interpreter(let interpreter): interpreter?.run(command)
    case .performer(let perform): perform(command)
    }
  }

  /// Whether `command` writes the list (a save, a reload that merges), in a batch or not.
  private static func saves(_ command: Command) -> Bool {
    switch command {
    case .persistence(.save), .reload: true
    case .batch(let commands): commands.contains(where: saves)
    default: false
    }
  }

  /// Plays `recording` back on `scheduler` (at its pace with `realtime`), performing none
  /// of its commands, then calls `finished`, from when on commands run again.
  public func replay(
    _ recording: Recording, on scheduler: any Scheduler, realtime: Bool,
    finished: @escaping @MainActor () -> Void
  ) {
    isReplaying = true
    Replay.schedule(
      recording, on: scheduler, realtime: realtime,
      batch: { [weak self] body in self?.batch(body) },
      send: { [weak self] action in self?.send(action) },
      finished: { [weak self] in
        guard let self else { return }
        isReplaying = false
        finished()
        let input = inputDuringReplay
        inputDuringReplay = []
        if !input.isEmpty { handle(input) }
      })
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
    renderer.invalidate()
  }

  /// Draws the difference between what the screen shows and the current state, if there
  /// is any.
  public func renderIfNeeded() {
    let ops = Self.render(&state, with: &renderer)
    if !ops.isEmpty { draw(ops) }
  }

  /// The action `event` maps to through the state's keymap in the current state.
  func action(for event: InputEvent) -> Action? {
    Self.action(for: event, in: &state)
  }

  // The state reaches these two as `inout` so that they borrow it: passing the property
  // as an argument would copy the whole state (a retain and a release of every field)
  // twice per key.
  private static func render(_ state: inout State, with renderer: inout Renderer) -> [DrawOp] {
    renderer.render(state)
  }

  private static func action(for event: InputEvent, in state: inout State) -> Action? {
    state.keymap.action(for: event, in: state)
  }
}
