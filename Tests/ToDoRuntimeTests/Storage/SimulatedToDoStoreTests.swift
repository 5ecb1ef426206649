import Synchronization
import Testing
import ToDoCore

@testable import ToDoRuntime

@Suite("Simulated store")
struct SimulatedToDoStoreTests {
  @Test func theDemoStoreAnswersTheThreeItemsAfterTwoSeconds() {
    let store = SimulatedToDoStore.configured(by: [:], scheduler: VirtualScheduler())
    #expect(store.items == ["Buy the milk", "Take my dog", "Rent a car"])
    #expect(store.delay == .seconds(2))
  }

  @Test func theEnvironmentCanShapeItForBenchmarks() {
    let store = SimulatedToDoStore.configured(
      by: ["TODO_SIMULATED_ITEMS": "1000", "TODO_SIMULATED_DELAY_MS": "0"], scheduler: VirtualScheduler())
    #expect(store.items.count == 1000)
    #expect(store.items.last == "Todo 1000")
    #expect(store.delay == .zero)
    #expect(
      SimulatedToDoStore.configured(by: ["TODO_SIMULATED_ITEMS": "0"], scheduler: VirtualScheduler()).items
        == [])
    #expect(
      SimulatedToDoStore.configured(by: ["TODO_SIMULATED_ITEMS": "x"], scheduler: VirtualScheduler()).items
        .count == 3)
  }

  @Test func itAnswersOnItsScheduler() {
    let scheduler = VirtualScheduler()
    let answer = Mutex<TitleList?>(nil)
    SimulatedToDoStore(items: ["a"], delay: .seconds(1), scheduler: scheduler).load { result in
      answer.withLock { $0 = try? result.get() }
    }
    scheduler.advance(by: .milliseconds(999))
    #expect(answer.withLock { $0 } == nil)
    scheduler.advance(by: .milliseconds(1))
    #expect(answer.withLock { $0 } == ["a"])
  }
}
