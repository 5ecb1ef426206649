import Testing
import ToDoTestSupport

@testable import ToDoCore
@testable import ToDoRuntime

/// The rows of a long list are made by the worker, not in the reducer, and come back as an
/// action; the store answers keys meanwhile.
@MainActor
@Suite("The projection as a command")
struct ProjectionCommandTests {
  @Test func aLongListIsFilteredByTheWorkerAndTheRowsComeBackAsAnAction() {
    let scheduler = VirtualScheduler()
    let worker = VirtualScheduler()
    let count = ListView.largestProjectionOnTheMainThread + 1
    let titles = (0..<count).map { $0 % 2 == 0 ? "Even \($0) +even" : "Odd \($0)" }
    let store = Store(
      initialState: State.loaded(titles).selecting(0),
      environment: Environment(
        toDoStore: SimulatedToDoStore(scheduler: scheduler), mainScheduler: scheduler, worker: worker),
      draw: { _ in }, exit: { _ in })
    store.send(.view(.startSearch))
    store.send(.lineEdit(.insert("+even")))
    scheduler.advance(by: State.searchDelay)
    // Asked for, not made: the rows are the whole list until the worker has run.
    #expect(store.state.view.pendingProjection != nil)
    #expect(store.state.view.rows.count == count)
    store.send(.lineEdit(.moveCursor(.lineStart)))  // A key is answered meanwhile.
    #expect(store.state.input.cursor == 0)
    worker.advance()
    scheduler.advance()
    #expect(store.state.view.pendingProjection == nil)
    #expect(store.state.view.rows.count == (count + 1) / 2)
  }
}
