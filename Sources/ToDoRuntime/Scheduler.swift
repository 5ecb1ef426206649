/// Runs work after a delay, on whatever queue or thread the implementation chooses.
/// `DispatchScheduler` is the live one; `VirtualScheduler` runs on a clock that tests move.
public protocol Scheduler: Sendable {
  func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void)
}
