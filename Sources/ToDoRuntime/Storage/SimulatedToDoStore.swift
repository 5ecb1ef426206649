import ToDoCore

/// The demo store: answers with a fixed list after a simulated delay (two seconds by
/// default) on its scheduler, off the main queue.
public struct SimulatedToDoStore: ToDoStore {
  public static let demoItems = ["Buy the milk", "Take my dog", "Rent a car"]
  public static let demoDelay = Duration.seconds(2)

  public var items: [String]
  public var delay: Duration
  public var scheduler: any Scheduler
  /// Where a demo list the app leaves changed and unanswered (a signal, Ctrl-C at the
  /// question) is kept, as a file's unsaved list is (`UnsavedCopy`); nil: nowhere.
  public var unsavedFolder: String?

  public init(
    items: [String] = Self.demoItems,
    delay: Duration = Self.demoDelay,
    scheduler: any Scheduler = DispatchScheduler.background
  ) {
    self.items = items
    self.delay = delay
    self.scheduler = scheduler
  }

  public func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    let items = self.items
    // Made into titles on the store's scheduler, off the main queue, as a file is read.
    scheduler.schedule(after: delay) { completion(.success(TitleList(items))) }
  }

  /// The demo keeps nothing: saving succeeds at once.
  public func save(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    scheduler.schedule(after: .zero) { completion(.success(.saved)) }
  }

  /// Writes the demo's `todos` to a new file in `unsavedFolder`, at once, on the caller's
  /// thread; answers with the line that says where they are.
  public func keepUnsaved(_ todos: ToDoList, reason: String) -> String? {
    guard let unsavedFolder else { return nil }
    let lead = "todo: the demo list is not saved (\(reason))"
    do throws(ToDoStoreError) {
      let copy = try UnsavedCopy.write(
        todos.lines, listPath: "demo.txt", folder: unsavedFolder, lineEnding: "\n")
      return "\(lead); its \(todos.count.counted("todo", verb: "are")) in '\(copy)'"
    } catch {
      return "\(lead), and its todos could not be kept: \(error.description)"
    }
  }
}

extension SimulatedToDoStore {
  /// The demo store, or, for benchmarks and tests, one shaped by the process environment:
  /// `TODO_SIMULATED_ITEMS=N` answers with N generated todos (`Todo 1` … `Todo N`), and
  /// `TODO_SIMULATED_DELAY_MS=M` waits M milliseconds instead of two seconds. Not a user
  /// feature: the README does not offer it. Pure.
  public static func configured(by environment: [String: String], scheduler: any Scheduler)
    -> SimulatedToDoStore
  {
    var store = SimulatedToDoStore(scheduler: scheduler)
    if let count = environment["TODO_SIMULATED_ITEMS"].flatMap(Int.init), count >= 0 {
      store.items = (1...max(count, 1)).prefix(count).map { "Todo \($0)" }
    }
    if let milliseconds = environment["TODO_SIMULATED_DELAY_MS"].flatMap(Int.init), milliseconds >= 0 {
      store.delay = .milliseconds(milliseconds)
    }
    return store
  }
}
