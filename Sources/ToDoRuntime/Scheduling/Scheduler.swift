/// Runs work after a delay, on whatever queue or thread the implementation chooses.
/// `LoopScheduler` is the event loop's, `DispatchScheduler` runs loads and saves,
/// `VirtualScheduler` runs on a clock that tests move.
public protocol Scheduler: Sendable {
  /// Runs `work` after `delay`, unless the returned `ScheduledWork` is cancelled first.
  @discardableResult
  func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork
}

/// Work a scheduler holds, which can still be called off: `cancel()` takes it out of its
/// scheduler, so that it neither runs nor wakes anything when its time comes (a cancelled
/// timer is no deadline of the event loop). Cancelling work that ran already does nothing.
/// Thread-safe.
public struct ScheduledWork: Sendable {
  private let cancelWork: @Sendable () -> Void

  public init(cancel: @escaping @Sendable () -> Void) {
    cancelWork = cancel
  }

  public func cancel() {
    cancelWork()
  }
}
