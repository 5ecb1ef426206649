import ToDoCore

/// Performs the commands the reducer returns and sends their results back as actions.
/// Main-actor only.
@MainActor
public final class CommandInterpreter {
  private let environment: Environment
  private let send: @MainActor (Action) -> Void
  private let exit: @MainActor (Int32) -> Void
  /// The timers running: one of each kind at most, never two.
  private var pendingTimers: Set<Action.TimerKind> = []

  /// - Parameters:
  ///   - send: gives a result action to the store (called on the main actor).
  ///   - exit: restores the terminal and ends the process with this status.
  public init(
    environment: Environment,
    send: @escaping @MainActor (Action) -> Void,
    exit: @escaping @MainActor (Int32) -> Void
  ) {
    self.environment = environment
    self.send = send
    self.exit = exit
  }

  public func run(_ command: Command) {
    switch command {
    case .loadToDos:
      environment.toDoStore.load { [deliver] result in
        switch result {
        case .success(let titles): deliver(.toDosLoaded(titles))
        case .failure(let error): deliver(.loadFailed(error.description))
        }
      }
    case .scheduleTick(let delay):
      sendOnce(.tick, after: delay)
    case .scheduleSave(let delay):
      sendOnce(.saveDue, after: delay)
    case .save(let todos, let base):
      environment.toDoStore.save(todos, base: base) { [deliver] result in
        switch result {
        case .success(.saved): deliver(.saved)
        case .success(.merged(let merged)): deliver(.toDosMerged(merged))
        case .success(.savedOverDeleted): deliver(.savedOverDeletedFile)
        case .failure(let error): deliver(.saveFailed(error.description))
        }
      }
    case .scheduleShutdownBound(let delay):
      sendOnce(.shutdownBoundReached, after: delay)
    case .exit(let status):
      exit(status)
    case .batch(let commands):
      commands.forEach(run)
    }
  }

  /// Sends the timer action `action` after `delay`, unless its timer already runs.
  private func sendOnce(_ action: Action.TimerKind, after delay: Duration) {
    guard pendingTimers.insert(action).inserted else { return }
    let send = self.send
    environment.mainScheduler.schedule(after: delay) { [weak self] in
      MainActor.assumeIsolated {
        self?.pendingTimers.remove(action)
        send(action.action)
      }
    }
  }

  /// Sends `action` to the store on the main scheduler. Callable from any thread.
  private nonisolated var deliver: @Sendable (Action) -> Void {
    let scheduler = environment.mainScheduler
    let send = self.send
    return { action in
      scheduler.schedule(after: .zero) {
        MainActor.assumeIsolated { send(action) }
      }
    }
  }
}

extension Action {
  /// The actions timers send.
  enum TimerKind: Hashable, Sendable {
    case tick
    case saveDue
    case shutdownBoundReached

    var action: Action {
      switch self {
      case .tick: return .tick
      case .saveDue: return .saveDue
      case .shutdownBoundReached: return .shutdownBoundReached
      }
    }
  }
}
