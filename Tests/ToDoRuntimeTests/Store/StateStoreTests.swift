import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

@Suite("The state store")
@MainActor
struct StateStoreTests {
  @Test func theFirstSendDrawsTheWholeScreen() {
    let app = Harness()
    app.store.send(.system(.started))
    #expect(app.draws.count == 1)
    #expect(app.draws[0].first == .clear(Size(columns: 80, rows: 24)))
  }

  @Test func aBatchOfInputIsDrawnOnce() {
    let app = Harness(state: .loaded())
    app.store.send(.list(.focusInput))
    app.draws.removeAll()
    app.store.handle(
      "Write report".map { .key(.character($0)) } + [.key(.enter), .key(.down), .key(.down)])
    #expect(app.draws.count == 1)
    #expect(app.store.state.titles.first == "Write report")
    #expect(app.store.state.selectedRow == 1)
  }

  @Test func eachEventIsMappedInTheStateItsPredecessorsLeft() {
    // ↓ moves into the list, so the `d` after it deletes instead of typing.
    let app = Harness(state: .loaded())
    app.store.handle([.key(.down), .key(.character("d"))])
    #expect(app.store.state.titles == ["Take my dog", "Rent a car"])
  }

  @Test func aPasteBecomesOneInsert() {
    let app = Harness(state: .loaded())
    let text = String(repeating: "abc ", count: 50)
    app.store.handle(text.map { .key(.character($0)) })
    #expect(app.store.state.input.text == text)
    #expect(app.draws.count == 1)
  }

  @Test func anUnchangedStateIsNotRedrawn() {
    let app = Harness(state: .loaded())
    app.store.send(.list(.focusInput))
    let before = app.draws.count
    app.store.send(.list(.focusInput))
    app.store.send(.system(.tick))
    #expect(app.draws.count == before)
  }

  @Test func invalidatingTheScreenForcesAFullRedraw() {
    let app = Harness(state: .loaded())
    app.store.send(.list(.focusInput))
    app.store.invalidateScreen()
    app.store.renderIfNeeded()
    #expect(app.draws.last?.first == .clear(Size(columns: 80, rows: 24)))
  }

  @Test func anActionSentWhileReducingIsQueuedNotNested() {
    // A command whose result comes back synchronously, inside the store's own send.
    final class Recorder {
      var log: [String] = []
      var store: StateStore?
      var answered = false
    }
    let recorder = Recorder()
    let store = StateStore(
      initialState: State(),
      perform: { command in
        recorder.log.append("perform \(command)")
        // The start's batch is answered, once (the load's own batch must not load again).
        if case .batch = command, !recorder.answered {
          recorder.answered = true
          recorder.store?.send(.persistence(.toDosLoaded(["Now"])))
        }
        recorder.log.append("performed")
      },
      draw: { _ in recorder.log.append("draw") })
    recorder.store = store
    store.send(.system(.started))
    let log = recorder.log
    #expect(store.state.titles == ["Now"])
    #expect(log.filter { $0 == "draw" }.count == 1)
    #expect(log.last == "draw")
    #expect(log.firstIndex(of: "performed")! < log.firstIndex(of: "draw")!)
  }
}

@Suite("The store's effects")
@MainActor
struct StoreEffectsTests {
  @Test func aReplayPerformsNoCommandThenTheStoreGoesLive() {
    let app = Harness()
    let recording = Recording(
      size: Size(columns: 80, rows: 24),
      entries: [
        Recording.Entry(time: .zero, action: .system(.started)),
        Recording.Entry(time: .milliseconds(10), action: .persistence(.toDosLoaded(["Recorded"]))),
      ])
    var finished = false
    app.store.replay(recording, on: app.scheduler, realtime: true, finished: { finished = true })
    #expect(app.store.isReplaying)
    app.scheduler.advance(by: .milliseconds(5))
    // The recorded start asked for a load and a spinner: neither runs.
    #expect(app.store.state.loadStatus == .loading(spinnerFrame: 0))
    #expect(app.store.runningTimers.isEmpty)
    app.scheduler.advance(by: .milliseconds(5))
    #expect(finished && !app.store.isReplaying)
    #expect(app.store.state.titles == ["Recorded"])
    #expect(app.scheduler.pendingCount == 0)
    // Live again: an add schedules its save.
    app.store.handle("Live todo".map { .key(.character($0)) } + [.key(.enter)])
    #expect(app.store.runningTimers == [.save])
  }
}

/// Esc then a key typed within the escape delay arrives as one Alt chord (the same bytes):
/// read as the two keys where the mode binds no such chord.
@Suite("Esc then a key, typed fast")
@MainActor
struct EscapeThenKeyTests {
  @Test func pThenEscThenPlusCancelsThePromptAndRaisesThePriority() {
    let app = Harness(state: State.loaded(["(B) Call mom", "Taxes"]).synced)
    app.store.handle([.key(.down), .key(.character("p"))])
    #expect(app.store.state.mode.kind == .choosingPriority)
    app.store.handle([.key(.alt("+"))])
    #expect(app.store.state.mode.kind == .browsing)
    #expect(app.store.state.titles == ["(A) Call mom", "Taxes"])
  }

  @Test func anAltChordNeverThrowsAwayTheTextOfTheInputLine() {
    let app = Harness(state: State.loaded())
    app.store.handle("Buy".map { .key(.character($0)) } + [.key(.alt("x"))])
    #expect(app.store.state.input.text == "Buy")
  }

  @Test func escThenALetterInAnEmptyInputLineTypesTheLetter() {
    let app = Harness(state: State.loaded())
    app.store.handle([.key(.alt("x"))])
    #expect(app.store.state.input.text == "x")
  }

  @Test func anAltChordTheModeBindsStaysOne() {
    let app = Harness(state: State.loaded())
    app.store.handle("Buy milk".map { .key(.character($0)) } + [.key(.alt("b"))])
    #expect(app.store.state.input.text == "Buy milk")
    #expect(app.store.state.input.cursor == 4)
  }
}
