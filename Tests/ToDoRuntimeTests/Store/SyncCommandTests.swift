import Synchronization
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// The sync on a virtual clock: it runs on its worker, after a quiet moment, every five
/// minutes, and its outcome comes back as an action; no key waits for it.
@Suite("Sync commands on a virtual clock")
@MainActor
struct SyncCommandTests {
  /// The syncs the app asked for, and the outcomes they answer, in order.
  final class Syncs: Sendable {
    private let state = Mutex((count: 0, outcomes: [SyncOutcome]()))
    var count: Int { state.withLock { $0.count } }
    func answer(_ outcomes: [SyncOutcome]) { state.withLock { $0.outcomes = outcomes } }
    func run() -> SyncOutcome {
      state.withLock { state in
        state.count += 1
        return state.outcomes.isEmpty ? .synced : state.outcomes.removeFirst()
      }
    }
  }

  /// A loaded app with the sync on, its git answered by `syncs` on a worker of its own, so
  /// that a sync that runs can be held while keys are pressed.
  private func app(_ syncs: Syncs) -> (StateStore, scheduler: VirtualScheduler, worker: VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let worker = VirtualScheduler()
    var environment = Environment(
      toDoStore: SimulatedToDoStore(items: ["Buy milk"], delay: .zero, scheduler: scheduler),
      mainScheduler: scheduler)
    environment.syncWithGit = { (syncs.run(), []) }
    environment.syncWorker = worker
    let store = StateStore(initialState: State(), environment: environment, draw: { _ in }, exit: { _ in })
    store.send(.system(.started))
    store.send(.sync(.turnedOn))
    scheduler.advance()
    worker.advance()
    scheduler.advance()
    return (store, scheduler, worker)
  }

  private func type(_ text: String, into store: StateStore) {
    store.handle(text.map { .key(.character($0)) } + [.key(.enter)])
  }

  @Test func theStartPullsThenASaveIsSyncedAfterFiveQuietSeconds() {
    let syncs = Syncs()
    let (store, scheduler, worker) = app(syncs)
    #expect(syncs.count == 1, "the pull at the start")
    #expect(compose(store.state).lines[0].hasSuffix(" · synced"))
    type("Pay rent", into: store)
    scheduler.advance(by: Command.saveDelay)
    scheduler.advance(by: .seconds(4))
    type("Call mom", into: store)
    scheduler.advance(by: Command.saveDelay)
    scheduler.advance(by: .seconds(4))
    worker.advance()
    #expect(syncs.count == 1, "each save starts the quiet moment again")
    scheduler.advance(by: .seconds(1))
    #expect(store.state.sync.isRunning)
    #expect(compose(store.state).lines[0].hasSuffix(" · syncing…"))
    worker.advance()
    scheduler.advance()
    #expect(syncs.count == 2)
    #expect(!store.state.sync.isRunning)
  }

  @Test func keysAreReducedWhileASyncRuns() {
    let syncs = Syncs()
    let (store, scheduler, _) = app(syncs)
    store.send(.sync(.now))
    #expect(store.state.sync.isRunning)
    type("While git runs", into: store)
    #expect(store.state.titles.first == "While git runs", "reduced at once: git runs on its worker")
    scheduler.advance(by: Command.saveDelay)
    #expect(!store.state.saving.hasUnsavedChanges)
  }

  @Test func offlineIsRetriedAtTheNextTimerAndCatchesUp() {
    let syncs = Syncs()
    syncs.answer([.offline(ahead: 1)])
    let (store, scheduler, worker) = app(syncs)
    #expect(compose(store.state).lines[0].hasSuffix(" · offline"))
    #expect(
      store.state.status?.text.hasPrefix("Offline: the remote cannot be reached; 1 commit wait") == true)
    scheduler.advance(by: .seconds(299))
    worker.advance()
    #expect(syncs.count == 1)
    scheduler.advance(by: .seconds(1))
    worker.advance()
    scheduler.advance()
    #expect(syncs.count == 2, "the periodic timer tried again")
    #expect(compose(store.state).lines[0].hasSuffix(" · synced"))
    scheduler.advance(by: .seconds(300))
    worker.advance()
    scheduler.advance()
    #expect(syncs.count == 3, "and goes on every five minutes")
  }
}
