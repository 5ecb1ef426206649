import Glibc
import Synchronization

/// The live scheduler of the app's event loop, and its mailbox: work scheduled from any
/// thread (a result from a Dispatch queue, a timer) waits here with its due time, and the
/// loop is woken (its wake-up descriptor written), so that the loop, blocked in `poll` on
/// the main thread, takes it and runs it there once it is due. The pending work is also the loop's
/// timers: `timeout(at:)` is how long the loop may block. Thread-safe; `takeDue(at:)` and
/// `timeout(at:)` are for the loop's thread, which is the one that makes the scheduler.
public final class LoopScheduler: Scheduler {
  private struct Item {
    var due: Duration
    var order: Int
    var work: @Sendable () -> Void
  }

  private struct Pending {
    var items: [Item] = []
    var nextOrder = 0
  }

  private let pending = Mutex(Pending())
  /// Called each time work arrives, from the thread that scheduled it: wakes the loop.
  private let wake: @Sendable () -> Void
  private let clock: @Sendable () -> Duration
  /// The thread that made the scheduler: the loop's, which needs no wake-up for its own work.
  private let loopThread = pthread_self()

  /// - Parameters:
  ///   - wake: wakes the loop (writes its wake-up descriptor); callable from any thread.
  ///   - clock: the time now on a monotonic clock (injected by tests).
  public init(
    wake: @escaping @Sendable () -> Void,
    clock: @escaping @Sendable () -> Duration = LoopScheduler.monotonicNow
  ) {
    self.wake = wake
    self.clock = clock
  }

  /// The time on the monotonic clock, which sleep and wall-clock changes do not move.
  @Sendable public static func monotonicNow() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
  }

  /// The time now, on the scheduler's clock.
  public var now: Duration { clock() }

  /// Wakes the loop only when called from another thread: on the loop's own thread (a timer
  /// the interpreter starts while the loop handles a batch) the loop reads the new deadline
  /// before it blocks again, and a wake-up would only turn it round once for nothing.
  @discardableResult
  public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> ScheduledWork {
    let due = clock() + max(delay, .zero)
    let order = pending.withLock { pending in
      pending.items.append(Item(due: due, order: pending.nextOrder, work: work))
      pending.nextOrder += 1
      return pending.nextOrder - 1
    }
    if pthread_equal(pthread_self(), loopThread) == 0 { wake() }
    return ScheduledWork { [weak self] in
      self?.pending.withLock { pending in pending.items.removeAll { $0.order == order } }
    }
  }

  /// Takes the work due at `now` out of the mailbox, in due order (ties in the order it was
  /// scheduled). Work it schedules waits for the next call.
  public func takeDue(at now: Duration) -> [@Sendable () -> Void] {
    pending.withLock { pending in
      guard pending.items.contains(where: { $0.due <= now }) else { return [] }
      var due: [Item] = []
      var later: [Item] = []
      for item in pending.items {
        if item.due <= now { due.append(item) } else { later.append(item) }
      }
      pending.items = later
      return due.sorted { ($0.due, $0.order) < ($1.due, $1.order) }.map(\.work)
    }
  }

  /// How long the loop may block at `now` before work falls due: zero when some is due,
  /// nil when nothing waits (block until something happens).
  public func timeout(at now: Duration) -> Duration? {
    pending.withLock { pending in
      pending.items.lazy.map(\.due).min().map { max($0 - now, .zero) }
    }
  }

  /// How many pieces of work wait.
  public var pendingCount: Int { pending.withLock { $0.items.count } }
}
