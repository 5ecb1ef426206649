import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A store and interpreter on a virtual clock, recording every draw.
@MainActor
final class Harness {
  let scheduler = VirtualScheduler()
  var store: Store!
  var interpreter: CommandInterpreter!
  var draws: [[DrawOp]] = []
  var quits = 0

  init(
    state: State = State(),
    toDoStore makeToDoStore: (VirtualScheduler) -> any ToDoStore = { SimulatedToDoStore(scheduler: $0) }
  ) {
    let toDoStore = makeToDoStore(scheduler)
    store = Store(
      initialState: state,
      perform: { [unowned self] in self.interpreter.run($0) },
      draw: { [unowned self] in self.draws.append($0) })
    interpreter = CommandInterpreter(
      environment: Environment(toDoStore: toDoStore, mainScheduler: scheduler),
      send: { [unowned self] in self.store.send($0) },
      quit: { [unowned self] in self.quits += 1 })
  }
}

/// A store that fails, for the error path.
struct FailingToDoStore: ToDoStore {
  let scheduler: any Scheduler
  func load(completion: @escaping @Sendable (Result<[String], ToDoStoreError>) -> Void) {
    scheduler.schedule(after: .milliseconds(10)) { completion(.failure(ToDoStoreError("disk unreadable"))) }
  }
  func save(_ todos: ToDoList, completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void)
  {
    scheduler.schedule(after: .milliseconds(10)) { completion(.failure(ToDoStoreError("disk full"))) }
  }
  func finishPendingWork() -> ToDoStoreError? { ToDoStoreError("disk full") }
}

@Suite("Command interpreter on a virtual clock")
@MainActor
struct CommandInterpreterTests {
  @Test func theSimulatedLoadAnswersAfterExactlyTwoSeconds() {
    let app = Harness()
    app.store.send(.started)
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
    app.store.send(.started)
    app.scheduler.advance(by: .milliseconds(800))
    #expect(app.store.state.loadStatus == .loading(spinnerFrame: 10))
    app.scheduler.advance(by: .seconds(2))
    #expect(app.store.state.loadStatus == .loaded)
    // No timer keeps running once loaded: nothing is left to do, so the app idles.
    #expect(app.scheduler.pendingCount == 0)
  }

  @Test func typingDuringTheLoadKeepsTheNewTodoOnTop() {
    let app = Harness()
    app.store.send(.started)
    app.scheduler.advance(by: .milliseconds(500))
    app.store.dispatch("Early bird".map { .key(.character($0)) } + [.key(.enter)])
    #expect(app.store.state.titles == ["Early bird"])
    app.scheduler.advance(by: .seconds(2))
    #expect(app.store.state.titles == ["Early bird", "Buy the milk", "Take my dog", "Rent a car"])
  }

  @Test func aFailedLoadIsReportedAndCanBeRetried() {
    let app = Harness(toDoStore: { FailingToDoStore(scheduler: $0) })
    app.store.send(.started)
    app.scheduler.advance(by: .milliseconds(10))
    #expect(app.store.state.loadStatus == .failed("disk unreadable"))
    #expect(app.store.state.status?.kind == .error)
    app.store.dispatch([.key(.control("r"))])
    #expect(app.store.state.loadStatus.isLoading)
    #expect(app.scheduler.pendingCount == 2)  // the new load, and the one spinner timer
    app.scheduler.advance(by: .milliseconds(800))
    #expect(app.store.state.loadStatus == .failed("disk unreadable"))
  }

  @Test func aRetryRightAfterAFailureKeepsOneSpinnerTimer() {
    let app = Harness(toDoStore: { SimulatedToDoStore(delay: .seconds(1), scheduler: $0) })
    app.store.send(.started)
    app.store.send(.loadFailed("flaky"))
    app.store.send(.retryLoad)
    app.scheduler.advance(by: .milliseconds(800))
    #expect(app.store.state.loadStatus == .loading(spinnerFrame: 10))
  }

  @Test func aQuitWhoseSaveFailsDoesNotExit() {
    let app = Harness(state: .loaded(), toDoStore: { FailingToDoStore(scheduler: $0) })
    app.store.dispatch("Keep me".map { .key(.character($0)) } + [.key(.enter), .key(.control("c"))])
    #expect(app.quits == 0)
    #expect(app.store.state.isQuitBlocked)
    app.store.dispatch([.key(.control("c"))])
    #expect(app.quits == 1)
  }

  @Test func quitIsPerformed() {
    let app = Harness()
    app.store.dispatch([.key(.control("c"))])
    #expect(app.quits == 1)
  }
}
