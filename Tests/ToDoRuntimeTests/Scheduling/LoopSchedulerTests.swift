import Dispatch
import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

/// The event loop's mailbox and timers, on a clock the test sets: no sleeping.
@MainActor
@Suite("The event loop's scheduler")
struct LoopSchedulerTests {
  /// The clock the test sets, the wake-ups counted and what ran.
  private final class Record: Sendable {
    let time = Mutex(Duration.zero)
    let wakeUps = Mutex(0)
    let log = Mutex<[String]>([])
  }

  /// A scheduler on a settable clock that counts its wake-ups.
  private struct Harness {
    let record = Record()
    let scheduler: LoopScheduler

    init() {
      let record = self.record
      scheduler = LoopScheduler(
        wake: { record.wakeUps.withLock { $0 += 1 } }, clock: { record.time.withLock { $0 } })
    }

    var wakeUps: Int { record.wakeUps.withLock { $0 } }
    var log: [String] { record.log.withLock { $0 } }

    func note(_ text: String) -> @Sendable () -> Void {
      let record = self.record
      return { record.log.withLock { $0.append(text) } }
    }

    /// Runs what is due at `now`, as the loop does after a wake-up.
    func runDue(at now: Duration) {
      record.time.withLock { $0 = now }
      for work in scheduler.takeDue(at: now) { work() }
    }
  }

  @Test func workFromAnotherThreadWakesTheLoopAndRunsOnItsNextTurn() {
    let harness = Harness()
    let scheduler = harness.scheduler
    let note = harness.note("loaded")
    let posted = DispatchGroup()
    posted.enter()
    DispatchQueue.global().async {
      scheduler.schedule(after: .zero, note)
      posted.leave()
    }
    posted.wait()
    #expect(harness.wakeUps == 1)
    #expect(harness.scheduler.timeout(at: .zero) == .zero)
    #expect(harness.log == [])
    harness.runDue(at: .zero)
    #expect(harness.log == ["loaded"])
    #expect(harness.scheduler.timeout(at: .zero) == nil)
  }

  @Test func theLoopBlocksUntilTheNearestTimerAndRunsTimersInDueOrder() {
    let harness = Harness()
    harness.scheduler.schedule(after: .milliseconds(500), harness.note("save"))
    harness.scheduler.schedule(after: .milliseconds(100), harness.note("tick 1"))
    harness.scheduler.schedule(after: .milliseconds(100), harness.note("tick 2"))
    #expect(harness.scheduler.timeout(at: .zero) == .milliseconds(100))
    harness.runDue(at: .milliseconds(99))
    #expect(harness.log == [])
    #expect(harness.scheduler.timeout(at: .milliseconds(99)) == .milliseconds(1))
    harness.runDue(at: .milliseconds(100))
    #expect(harness.log == ["tick 1", "tick 2"])
    #expect(harness.scheduler.timeout(at: .milliseconds(100)) == .milliseconds(400))
    harness.runDue(at: .seconds(1))
    #expect(harness.log == ["tick 1", "tick 2", "save"])
    #expect(harness.scheduler.pendingCount == 0)
  }

  @Test func workScheduledByDueWorkWaitsForTheNextTurn() {
    // A timer that schedules itself again at once must not keep the loop from polling.
    let harness = Harness()
    let scheduler = harness.scheduler
    let note = harness.note("again")
    scheduler.schedule(after: .zero) {
      note()
      scheduler.schedule(after: .zero, note)
    }
    harness.runDue(at: .zero)
    #expect(harness.log == ["again"])
    harness.runDue(at: .zero)
    #expect(harness.log == ["again", "again"])
  }

  @Test func commandResultsReachTheStoreThroughTheMailbox() {
    // The interpreter's results and timers go through the scheduler the loop serves.
    let harness = Harness()
    let sent = Mutex<[Action]>([])
    let interpreter = CommandInterpreter(
      environment: Environment(
        toDoStore: SimulatedToDoStore(
          items: ["Buy the milk"], delay: .seconds(2), scheduler: harness.scheduler),
        mainScheduler: harness.scheduler),
      send: { action in sent.withLock { $0.append(action) } }, exit: { _ in })
    interpreter.run(.persistence(.load))
    #expect(harness.scheduler.timeout(at: .zero) == .seconds(2))
    // The load answers at two seconds; its result is posted to the mailbox...
    harness.runDue(at: .seconds(2))
    #expect(sent.withLock { $0 } == [])
    #expect(harness.scheduler.timeout(at: .seconds(2)) == .zero)
    // ...and reaches the store on the loop's next turn.
    harness.runDue(at: .seconds(2))
    #expect(sent.withLock { $0 } == [.persistence(.toDosLoaded(["Buy the milk"]))])
  }

  @Test func workScheduledOnTheLoopsOwnThreadDoesNotWakeIt() {
    // The loop reads its deadlines again before it blocks: waking it would turn it round
    // once for nothing.
    let harness = Harness()
    harness.scheduler.schedule(after: .milliseconds(80), harness.note("tick"))
    #expect(harness.wakeUps == 0)
    #expect(harness.scheduler.timeout(at: .zero) == .milliseconds(80))
  }

  @Test func aCancelledTimerIsNoLongerADeadlineOfTheLoop() {
    let harness = Harness()
    let spinner = harness.scheduler.schedule(after: .milliseconds(80), harness.note("tick"))
    harness.scheduler.schedule(after: .seconds(2), harness.note("bound"))
    spinner.cancel()
    #expect(harness.scheduler.pendingCount == 1)
    #expect(harness.scheduler.timeout(at: .zero) == .seconds(2))
    harness.runDue(at: .seconds(2))
    #expect(harness.log == ["bound"])
    #expect(harness.scheduler.timeout(at: .seconds(2)) == nil)
    spinner.cancel()  // Cancelling what ran or was cancelled already does nothing.
    #expect(harness.log == ["bound"])
  }

  @Test func aTimerTheInterpreterCancelsOrReplacesLeavesNoDeadline() {
    // The loop blocks until its nearest deadline: a timer cancelled (the spinner when the
    // load ends) or replaced must not stay one, else the idle loop wakes once for nothing.
    let harness = Harness()
    let interpreter = CommandInterpreter(
      environment: Environment(
        toDoStore: SimulatedToDoStore(scheduler: harness.scheduler), mainScheduler: harness.scheduler),
      send: { _ in }, exit: { _ in })
    interpreter.run(.schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)))
    interpreter.run(.cancel(id: .spinner))
    #expect(harness.scheduler.timeout(at: .zero) == nil)
    interpreter.run(.schedule(id: .save, after: .milliseconds(300), send: .persistence(.saveDue)))
    interpreter.run(.schedule(id: .save, after: .milliseconds(900), send: .persistence(.saveDue)))
    #expect(harness.scheduler.pendingCount == 1)
    #expect(harness.scheduler.timeout(at: .zero) == .milliseconds(900))
  }
}
