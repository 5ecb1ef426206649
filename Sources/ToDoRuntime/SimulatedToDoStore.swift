/// The demo store: answers with a fixed list after a simulated delay (two seconds by
/// default) on its scheduler, off the main queue.
public struct SimulatedToDoStore: ToDoStore {
  public static let demoItems = ["Buy the milk", "Take my dog", "Rent a car"]
  public static let demoDelay = Duration.seconds(2)

  public var items: [String]
  public var delay: Duration
  public var scheduler: any Scheduler

  public init(
    items: [String] = Self.demoItems,
    delay: Duration = Self.demoDelay,
    scheduler: any Scheduler = DispatchScheduler.background
  ) {
    self.items = items
    self.delay = delay
    self.scheduler = scheduler
  }

  public func load(completion: @escaping @Sendable (Result<[String], ToDoStoreError>) -> Void) {
    let items = self.items
    scheduler.schedule(after: delay) { completion(.success(items)) }
  }
}
