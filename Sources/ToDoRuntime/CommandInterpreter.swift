import ToDoCore

/// What commands act on: injected, so tests run the same interpreter on a virtual clock.
public struct Environment: Sendable {
  public var toDoStore: any ToDoStore
  /// Where results and timers are delivered: the main queue when live. Work it runs is
  /// treated as main-actor work.
  public var mainScheduler: any Scheduler

  public init(toDoStore: any ToDoStore, mainScheduler: any Scheduler) {
    self.toDoStore = toDoStore
    self.mainScheduler = mainScheduler
  }

  /// The simulated store with its two-second load (see `SimulatedToDoStore.configured`),
  /// loading off the main queue, results on the main queue.
  public static func live(processEnvironment: [String: String]) -> Environment {
    Environment(
      toDoStore: SimulatedToDoStore.configured(by: processEnvironment, scheduler: DispatchScheduler.background),
      mainScheduler: DispatchScheduler.main)
  }
}

/// Performs the commands the reducer returns and sends their results back as actions.
/// Main-actor only.
@MainActor
public final class CommandInterpreter {
  private let environment: Environment
  private let send: @MainActor (Action) -> Void
  private let quit: @MainActor () -> Void
  /// Whether a `.tick` is on its way: there is one spinner timer, never two.
  private var isTickPending = false

  /// - Parameters:
  ///   - send: gives a result action to the store (called on the main actor).
  ///   - quit: restores the terminal and ends the process.
  public init(
    environment: Environment,
    send: @escaping @MainActor (Action) -> Void,
    quit: @escaping @MainActor () -> Void
  ) {
    self.environment = environment
    self.send = send
    self.quit = quit
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
      guard !isTickPending else { return }
      isTickPending = true
      let send = self.send
      environment.mainScheduler.schedule(after: delay) { [weak self] in
        MainActor.assumeIsolated {
          self?.isTickPending = false
          send(.tick)
        }
      }
    case .quit:
      quit()
    case .batch(let commands):
      commands.forEach(run)
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
