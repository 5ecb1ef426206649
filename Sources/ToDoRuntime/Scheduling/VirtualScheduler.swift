import Synchronization

/// A scheduler on a virtual clock: nothing runs until `advance(by:)` moves the clock past
/// the work's due time; then due work runs in time order (ties in scheduling order), on the
/// caller's thread. Thread-safe. For tests and deterministic replays: no sleeping, ever.
public final class VirtualScheduler: Scheduler {
  private struct Item {
    var due: Duration
    var order: Int
    var work: @Sendable () -> Void
  }

  private struct Clock {
    var now: Duration = .zero
    var nextOrder = 0
    var pending: [Item] = []
  }

  private let clock = Mutex(Clock())

  public init() {}

  /// The time since the scheduler was made.
  public var now: Duration { clock.withLock { $0.now } }

  /// How many pieces of work wait to run.
  public var pendingCount: Int { clock.withLock { $0.pending.count } }

  @discardableResult
  public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
    let order = clock.withLock { clock in
      clock.pending.append(Item(due: clock.now + max(delay, .zero), order: clock.nextOrder, work: work))
      clock.nextOrder += 1
      return clock.nextOrder - 1
    }
    return ScheduledWork { [weak self] in
      self?.clock.withLock { clock in clock.pending.removeAll { $0.order == order } }
    }
  }

  /// Moves the clock forward by `duration`, running every piece of work that falls due,
  /// including work scheduled by that work.
  public func advance(by duration: Duration = .zero) {
    let target = clock.withLock { $0.now } + duration
    while let item = takeNext(dueBy: target) {
      item.work()
    }
    clock.withLock { $0.now = max($0.now, target) }
  }

  /// Runs everything pending, however far in the future, moving the clock as it goes.
  public func runUntilIdle(limit: Int = 100_000) {
    var runs = 0
    while runs < limit, let item = takeNext(dueBy: nil) {
      item.work()
      runs += 1
    }
  }

  private func takeNext(dueBy target: Duration?) -> Item? {
    clock.withLock { clock in
      guard
        let index = clock.pending.indices.min(by: { a, b in
          (clock.pending[a].due, clock.pending[a].order) < (clock.pending[b].due, clock.pending[b].order)
        }),
        target.map({ clock.pending[index].due <= $0 }) ?? true
      else { return nil }
      let item = clock.pending.remove(at: index)
      clock.now = max(clock.now, item.due)
      return item
    }
  }
}
