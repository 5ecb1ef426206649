import Synchronization
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A store and interpreter on a virtual clock, recording every draw.
@MainActor
final class Harness {
  let scheduler = VirtualScheduler()
  var store: StateStore!
  var draws: [[DrawOp]] = []
  /// The exit statuses the app asked for, in order.
  var exits: [Int32] = []
  var quits: Int { exits.count }

  init(
    state: State = State(),
    toDoStore makeToDoStore: (VirtualScheduler) -> any ToDoStore = { SimulatedToDoStore(scheduler: $0) },
    dayClock makeDayClock: (VirtualScheduler) -> any DayClock = { _ in SystemDayClock() }
  ) {
    let toDoStore = makeToDoStore(scheduler)
    store = StateStore(
      initialState: state,
      environment: Environment(
        toDoStore: toDoStore, mainScheduler: scheduler, dayClock: makeDayClock(scheduler)),
      draw: { [unowned self] in self.draws.append($0) },
      exit: { [unowned self] in self.exits.append($0) })
  }
}

/// A store that fails, for the error path.
struct FailingToDoStore: ToDoStore {
  let scheduler: any Scheduler
  func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    scheduler.schedule(after: .milliseconds(10)) { completion(.failure(ToDoStoreError("disk unreadable"))) }
  }
  func save(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    scheduler.schedule(after: .milliseconds(10)) { completion(.failure(ToDoStoreError("disk full"))) }
  }
}

/// A store whose saves take `delay` on the virtual clock and succeed; it logs how many run
/// at once.
struct SlowToDoStore: ToDoStore {
  final class Log: Sendable {
    private struct Counts {
      var count = 0
      var inFlight = 0
      var maximumInFlight = 0
      var lastSaved: ToDoList?
    }
    private let counts = Mutex(Counts())
    var count: Int { counts.withLock { $0.count } }
    var maximumInFlight: Int { counts.withLock { $0.maximumInFlight } }
    var lastSaved: ToDoList? { counts.withLock { $0.lastSaved } }
    func started(_ todos: ToDoList) {
      counts.withLock {
        $0.count += 1
        $0.inFlight += 1
        $0.maximumInFlight = max($0.maximumInFlight, $0.inFlight)
        $0.lastSaved = todos
      }
    }
    func finished() { counts.withLock { $0.inFlight -= 1 } }
  }

  let delay: Duration
  let scheduler: any Scheduler
  let log: Log
  func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    scheduler.schedule(after: delay) { completion(.success([])) }
  }
  func save(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    log.started(todos)
    scheduler.schedule(after: delay) { [log] in
      log.finished()
      completion(.success(.saved))
    }
  }
}

@Suite("Command interpreter on a virtual clock")
@MainActor
struct CommandInterpreterTests {
  /// A feature's message to another (`Command.send`) is reduced by the store right after
  /// the action that sent it, with nothing between: Enter on a list in the lists' box is
  /// the lists' `show`, reduced next.
  @Test func aSentActionIsReducedRightAfterTheOneThatSentIt() {
    let entries = [ListEntry(name: "a.txt", path: "a.txt"), ListEntry(name: "b.txt", path: "b.txt")]
    let state = reduce(
      State.loaded(["A one"]).synced,
      [.lists(.found(entries)), .lists(.openChooser), .lists(.found(entries)), .picker(.move(by: 1))]
    ).0
    let harness = Harness(state: state)
    var reduced: [Action] = []
    harness.store.willReduce = { reduced.append($0) }
    harness.store.send(.picker(.pick))
    #expect(reduced == [.picker(.pick), .lists(.show(path: "b.txt"))])
    #expect(harness.store.state.lists.shown == "b.txt")
  }

  @Test func theSimulatedLoadAnswersAfterExactlyTwoSeconds() {
    let app = Harness()
    app.store.send(.system(.started))
    #expect(app.store.state.loadStatus == .loading(spinnerFrame: 0))
    app.scheduler.advance(by: .milliseconds(1_900))
    #expect(app.store.state.todos.isEmpty)
    #expect(app.store.state.loadStatus.isLoading)
    app.scheduler.advance(by: .milliseconds(100))
    #expect(app.store.state.titles == ["Buy the milk", "Take my dog", "Rent a car"])
    #expect(app.store.state.loadStatus == .loaded)
  }

  @Test func theSpinnerTurnsEvery80msWhileLoadingThenStops() {
    let app = Harness()
    app.store.send(.system(.started))
    app.scheduler.advance(by: .milliseconds(800))
    #expect(app.store.state.loadStatus == .loading(spinnerFrame: 10))
    app.scheduler.advance(by: .seconds(2))
    #expect(app.store.state.loadStatus == .loaded)
    // Once loaded only the next day's timer waits (it reads the day at midnight).
    #expect(app.store.runningTimers == [.nextDay])
    #expect(app.scheduler.pendingCount == 1)
  }

  @Test func typingDuringTheLoadKeepsTheNewToDoOnTop() {
    let app = Harness()
    app.store.send(.system(.started))
    app.scheduler.advance(by: .milliseconds(500))
    app.store.handle("Early bird".map { .key(.character($0)) } + [.key(.enter)])
    #expect(app.store.state.titles == ["Early bird"])
    app.scheduler.advance(by: .seconds(2))
    #expect(app.store.state.titles == ["Early bird", "Buy the milk", "Take my dog", "Rent a car"])
  }

  @Test func aFailedLoadIsReportedAndCanBeRetried() {
    let app = Harness(toDoStore: { FailingToDoStore(scheduler: $0) })
    app.store.send(.system(.started))
    app.scheduler.advance(by: .milliseconds(10))
    #expect(app.store.state.loadStatus == .failed("disk unreadable"))
    #expect(app.store.state.status?.kind == .error)
    app.store.handle([.key(.control("r"))])
    #expect(app.store.state.loadStatus.isLoading)
    // The new load, the one spinner timer (the one it replaced left the scheduler) and the
    // next day's timer.
    #expect(app.store.runningTimers == [.spinner, .nextDay])
    #expect(app.scheduler.pendingCount == 3)
    app.scheduler.advance(by: .milliseconds(800))
    #expect(app.store.state.loadStatus == .failed("disk unreadable"))
  }

  @Test func aRetryRightAfterAFailureKeepsOneSpinnerTimer() {
    let app = Harness(toDoStore: { SimulatedToDoStore(delay: .seconds(1), scheduler: $0) })
    app.store.send(.system(.started))
    app.store.send(.persistence(.loadFailed("flaky")))
    app.store.send(.reload(.now))
    app.scheduler.advance(by: .milliseconds(800))
    #expect(app.store.state.loadStatus == .loading(spinnerFrame: 10))
  }

  @Test func aQuitWhoseSaveFailsDoesNotExit() {
    let app = Harness(state: .loaded(), toDoStore: { FailingToDoStore(scheduler: $0) })
    app.store.handle("Keep me".map { .key(.character($0)) } + [.key(.enter), .key(.control("c"))])
    app.scheduler.advance(by: .milliseconds(10))
    #expect(app.quits == 0)
    #expect(app.store.state.quitting.isBlocked)
    app.store.handle([.key(.control("c"))])
    #expect(app.exits == [0])
  }

  @Test func aQuitNeverWaitsOnTheMainThreadAndExitsWhenTheSaveCameBack() {
    let saves = SlowToDoStore.Log()
    let app = Harness(
      state: .loaded(), toDoStore: { SlowToDoStore(delay: .seconds(5), scheduler: $0, log: saves) })
    app.store.handle("Keep me".map { .key(.character($0)) } + [.key(.enter), .key(.control("c"))])
    // The quit returned at once: the app still answers while the save runs.
    #expect(app.exits == [])
    #expect(app.store.state.quitting.request == .asked)
    #expect(saves.count == 1)
    app.scheduler.advance(by: .milliseconds(4_999))
    #expect(app.exits == [])
    app.scheduler.advance(by: .milliseconds(1))
    #expect(app.exits == [0])
  }

  @Test func aSignalSavesThePendingChangeThenExitsWith128PlusTheSignal() {
    let saves = SlowToDoStore.Log()
    let app = Harness(
      state: .loaded(), toDoStore: { SlowToDoStore(delay: .milliseconds(50), scheduler: $0, log: saves) })
    app.store.handle("Keep me".map { .key(.character($0)) } + [.key(.enter)])
    app.store.send(.system(.shutdown(exitStatus: 128 + 15)))
    #expect(saves.count == 1)  // At once, without the debounce.
    app.scheduler.advance(by: .milliseconds(50))
    #expect(app.exits == [143])
  }

  @Test func aSignalWhoseSaveHangsExitsAfterTheBound() {
    let saves = SlowToDoStore.Log()
    let app = Harness(
      state: .loaded(), toDoStore: { SlowToDoStore(delay: .seconds(3_600), scheduler: $0, log: saves) })
    app.store.handle("Keep me".map { .key(.character($0)) } + [.key(.enter)])
    app.store.send(.system(.shutdown(exitStatus: 128 + 1)))
    app.scheduler.advance(by: .milliseconds(1_999))
    #expect(app.exits == [])
    app.scheduler.advance(by: .milliseconds(1))
    #expect(app.exits == [129])
  }

  @Test func savesNeverOverlapHoweverFastTheChangesCome() {
    let saves = SlowToDoStore.Log()
    let app = Harness(
      state: .loaded(), toDoStore: { SlowToDoStore(delay: .seconds(1), scheduler: $0, log: saves) })
    for number in 1...5 {
      app.store.handle("Todo \(number)".map { .key(.character($0)) } + [.key(.enter), .key(.control("s"))])
      app.scheduler.advance(by: .milliseconds(400))
      #expect(saves.maximumInFlight == 1)
    }
    app.scheduler.advance(by: .seconds(10))
    #expect(saves.maximumInFlight == 1)
    #expect(saves.lastSaved == app.store.state.todos)
    #expect(app.store.state.saving.saveInFlight == nil)
    #expect(!app.store.state.saving.hasUnsavedChanges)
  }

  @Test func quitIsPerformed() {
    let app = Harness()
    app.store.handle([.key(.control("c"))])
    #expect(app.quits == 1)
  }
}

/// A store that counts its reloads, each answered at once with `unchanged`.
final class CountingReloadStore: ToDoStore, Sendable {
  let reloads = Mutex(0)

  func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    completion(.success(["A"]))
  }

  func save(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    completion(.success(.saved))
  }

  func reload(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<ReloadOutcome, ToDoStoreError>) -> Void
  ) {
    reloads.withLock { $0 += 1 }
    completion(.success(.unchanged))
  }
}

@Suite("The reload's debounce, on a virtual clock")
@MainActor
struct ReloadDebounceTests {
  @Test func aBurstOfChangesIsOneReloadOnceTheDebounceElapses() {
    let counting = CountingReloadStore()
    let app = Harness(state: State.loaded().synced, toDoStore: { _ in counting })
    app.store.send(.reload(.fileChangedOutside))
    app.scheduler.advance(by: .milliseconds(10))
    app.store.send(.reload(.fileChangedOutside))
    app.scheduler.advance(by: Command.reloadDelay - .milliseconds(11))
    #expect(counting.reloads.withLock { $0 } == 0, "still within the debounce")
    app.store.send(.reload(.fileChangedOutside))
    app.scheduler.advance(by: .milliseconds(1))
    #expect(counting.reloads.withLock { $0 } == 1)
    app.scheduler.advance(by: .seconds(1))
    #expect(counting.reloads.withLock { $0 } == 1, "one reload for the burst")
    #expect(app.store.state.reloading == ReloadState())
  }
}
