import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// The interpreter's timers: one per id, replaced by a new schedule, stopped by a cancel.
@Suite("Timers by id")
@MainActor
struct TimerCommandTests {
  /// An interpreter on a virtual clock that records what its timers send.
  @MainActor final class Timers {
    let scheduler = VirtualScheduler()
    var sent: [Action] = []
    lazy var interpreter = CommandInterpreter(
      environment: Environment(toDoStore: SimulatedToDoStore(scheduler: scheduler), mainScheduler: scheduler),
      send: { [unowned self] in self.sent.append($0) },
      exit: { _ in })
  }

  @Test func aTimerSendsItsActionOnceWhenDue() {
    let timers = Timers()
    timers.interpreter.run(.schedule(id: .save, after: .milliseconds(300), send: .persistence(.saveDue)))
    timers.scheduler.advance(by: .milliseconds(299))
    #expect(timers.sent.isEmpty)
    #expect(timers.interpreter.runningTimers == [.save])
    timers.scheduler.advance(by: .milliseconds(1))
    #expect(timers.sent == [.persistence(.saveDue)])
    #expect(timers.interpreter.runningTimers.isEmpty)
  }

  @Test func schedulingAnIdAgainReplacesItsTimer() {
    let timers = Timers()
    timers.interpreter.run(.schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)))
    timers.scheduler.advance(by: .milliseconds(50))
    timers.interpreter.run(.schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)))
    timers.scheduler.advance(by: .milliseconds(50))
    #expect(timers.sent.isEmpty)  // The first timer was replaced: it sends nothing.
    timers.scheduler.advance(by: .milliseconds(30))
    #expect(timers.sent == [.system(.tick)])
    timers.scheduler.advance(by: .seconds(1))
    #expect(timers.sent == [.system(.tick)])
  }

  @Test func cancellingStopsOnlyThatTimer() {
    let timers = Timers()
    timers.interpreter.run(
      .batch([
        .schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)),
        .schedule(id: .shutdownBound, after: .seconds(2), send: .system(.shutdownBoundReached)),
        .cancel(id: .spinner),
      ]))
    #expect(timers.interpreter.runningTimers == [.shutdownBound])
    timers.scheduler.advance(by: .seconds(3))
    #expect(timers.sent == [.system(.shutdownBoundReached)])
  }

  @Test func aCancelledOrReplacedTimerLeavesTheSchedulerEmpty() {
    let timers = Timers()
    timers.interpreter.run(.schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)))
    timers.interpreter.run(.schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)))
    #expect(timers.scheduler.pendingCount == 1)
    timers.interpreter.run(.cancel(id: .spinner))
    #expect(timers.scheduler.pendingCount == 0)
  }
}
