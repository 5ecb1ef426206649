import Synchronization
import Testing
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("Virtual scheduler")
struct VirtualSchedulerTests {
  @Test func workRunsInTimeOrderOnlyWhenDue() {
    let scheduler = VirtualScheduler()
    let log = Mutex<[String]>([])
    scheduler.schedule(after: .seconds(2)) { log.withLock { $0.append("b") } }
    scheduler.schedule(after: .seconds(1)) { log.withLock { $0.append("a") } }
    scheduler.schedule(after: .seconds(2)) { log.withLock { $0.append("c") } }
    scheduler.advance(by: .milliseconds(999))
    #expect(log.withLock { $0 } == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(log.withLock { $0 } == ["a"])
    scheduler.advance(by: .seconds(5))
    #expect(log.withLock { $0 } == ["a", "b", "c"])
    #expect(scheduler.now == .seconds(6))
  }

  @Test func workScheduledByWorkRunsInTheSameAdvanceWhenDue() {
    let scheduler = VirtualScheduler()
    let count = Mutex(0)
    @Sendable func again() {
      count.withLock { $0 += 1 }
      scheduler.schedule(after: .milliseconds(100), again)
    }
    scheduler.schedule(after: .milliseconds(100), again)
    scheduler.advance(by: .seconds(1))
    #expect(count.withLock { $0 } == 10)
  }

  @Test func runUntilIdleRunsEverything() {
    let scheduler = VirtualScheduler()
    let ran = Mutex(false)
    scheduler.schedule(after: .seconds(3600)) { ran.withLock { $0 = true } }
    scheduler.runUntilIdle()
    #expect(ran.withLock { $0 })
    #expect(scheduler.now == .seconds(3600))
  }
}
