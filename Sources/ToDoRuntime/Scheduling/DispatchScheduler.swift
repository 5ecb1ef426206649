import Dispatch
import Synchronization

/// Runs work on a Dispatch queue with `asyncAfter`: the loads and saves. Never the main
/// queue: nothing drains it (the main thread runs the event loop; see `LoopScheduler`).
public struct DispatchScheduler: Scheduler {
  public let queue: DispatchQueue

  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Runs work off the main queue, for loads and saves.
  public static let background = DispatchScheduler(queue: .global(qos: .userInitiated))

  /// A serial queue of its own, named `label`, at a utility priority: work that runs
  /// one at a time and may take seconds (the git sync).
  public static func serial(_ label: String) -> DispatchScheduler {
    DispatchScheduler(queue: DispatchQueue(label: label, qos: .utility))
  }

  @discardableResult
  public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
    let cancellation = Cancellation()
    let item: @Sendable () -> Void = {
      if !cancellation.isCancelled.load(ordering: .acquiring) { work() }
    }
    if delay <= .zero {
      queue.async(execute: item)
    } else {
      let nanoseconds =
        delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
      queue.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: item)
    }
    return ScheduledWork { cancellation.isCancelled.store(true, ordering: .releasing) }
  }

  /// Whether work on a queue was called off before it ran.
  private final class Cancellation: Sendable {
    let isCancelled = Atomic(false)
  }
}
