import Dispatch

/// The live scheduler: runs work on a Dispatch queue with `asyncAfter`.
public struct DispatchScheduler: Scheduler {
  public let queue: DispatchQueue

  public init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Delivers to the main queue, where the store and the terminal live.
  public static let main = DispatchScheduler(queue: .main)
  /// Runs work off the main queue, for loads and saves.
  public static let background = DispatchScheduler(queue: .global(qos: .userInitiated))

  public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) {
    if delay <= .zero {
      queue.async(execute: work)
    } else {
      let nanoseconds =
        delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000
      queue.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds)), execute: work)
    }
  }
}
