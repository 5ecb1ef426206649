import Synchronization
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
    let count = ShownList.largestProjectionOnTheMainThread + 1
    let titles = (0..<count).map { $0 % 2 == 0 ? "Even \($0) +even" : "Odd \($0)" }
    let store = StateStore(
      initialState: State.loaded(titles).selecting(0),
      environment: Environment(
        toDoStore: SimulatedToDoStore(scheduler: scheduler), mainScheduler: scheduler, worker: worker),
      draw: { _ in }, exit: { _ in })
    store.send(.search(.start))
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

/// The projects and contexts of a long list are counted by the worker, and the views are
/// written there, each result coming back as an action.
@MainActor
@Suite("The picker's and the views' commands")
struct PickerCommandTests {
  @Test func aLongListsProjectsAreCountedByTheWorkerAndShowWhenTheyComeBack() {
    let scheduler = VirtualScheduler()
    let worker = VirtualScheduler()
    let count = TagCount.largestCountOnTheMainThread + 1
    let store = StateStore(
      initialState: State.loaded((0..<count).map { "Todo \($0) +p\($0 % 3)" }).selecting(0),
      environment: Environment(
        toDoStore: SimulatedToDoStore(scheduler: scheduler), mainScheduler: scheduler, worker: worker),
      draw: { _ in }, exit: { _ in })
    store.send(.picker(.openTags))
    guard case .tags(nil, _)? = store.state.picker?.content else {
      Issue.record("the picker waits for the count")
      return
    }
    worker.advance()
    scheduler.advance()
    guard case .tags(let counts?, _)? = store.state.picker?.content else {
      Issue.record("the counts came back")
      return
    }
    #expect(counts.map(\.term) == ["+p0", "+p1", "+p2"])
    #expect(counts.map(\.open).reduce(0, +) == count)
  }

  @Test func savedViewsAreWrittenByTheWorkerAndAFailureIsSaid() {
    let scheduler = VirtualScheduler()
    let worker = VirtualScheduler()
    let written = Mutex<[SavedViews]>([])
    var environment = Environment(
      toDoStore: SimulatedToDoStore(scheduler: scheduler), mainScheduler: scheduler, worker: worker)
    environment.writeViews = { views in
      written.withLock { $0.append(views) }
      return written.withLock { $0.count } > 1 ? "the disk is full" : nil
    }
    let store = StateStore(
      initialState: State.loaded().selecting(0), environment: environment, draw: { _ in }, exit: { _ in })
    for key: Key in ["V", "A", "l", "l", .enter] { store.handle([.key(key)]) }
    #expect(written.withLock { $0.isEmpty })  // Not on the main thread.
    worker.advance()
    scheduler.advance()
    #expect(written.withLock { $0.map(\.count) } == [1])
    #expect(store.state.status?.text == "Saved as view 1, All: 1 shows it.")
    for key: Key in ["v", "d"] { store.handle([.key(key)]) }
    worker.advance()
    scheduler.advance()
    #expect(store.state.status?.text.hasPrefix("Views not saved: the disk is full.") == true)
  }
}
