/// What commands act on: injected, so tests run the same interpreter on a virtual clock.
public struct Environment: Sendable {
  public var toDoStore: any ToDoStore
  /// Where results and timers are delivered: the main thread's event loop when live. Work
  /// it runs is treated as main-actor work.
  public var mainScheduler: any Scheduler
  /// Which day it is.
  public var dayClock: any DayClock
  /// Where work that must not hold up the main thread runs (the list's projection):
  /// Dispatch's background queue when live, the virtual clock in tests.
  public var worker: any Scheduler

  public init(
    toDoStore: any ToDoStore, mainScheduler: any Scheduler, dayClock: any DayClock = SystemDayClock(),
    worker: any Scheduler = DispatchScheduler.background
  ) {
    self.toDoStore = toDoStore
    self.mainScheduler = mainScheduler
    self.dayClock = dayClock
    self.worker = worker
  }

  /// The todo.txt store for `filePath`, or the simulated store with its two-second load
  /// (see `SimulatedToDoStore.configured`); loading on Dispatch, off the main thread, the
  /// results and timers delivered through `mainScheduler` (the event loop's).
  public static func live(
    filePath: String?, createsDirectory: Bool, processEnvironment: [String: String],
    mainScheduler: any Scheduler
  ) -> Environment {
    let store: any ToDoStore =
      if let filePath {
        FileToDoStore(path: filePath, createsDirectory: createsDirectory)
      } else {
        SimulatedToDoStore.configured(by: processEnvironment, scheduler: DispatchScheduler.background)
      }
    return Environment(
      toDoStore: store, mainScheduler: mainScheduler,
      dayClock: SystemDayClock.configured(by: processEnvironment))
  }
}
