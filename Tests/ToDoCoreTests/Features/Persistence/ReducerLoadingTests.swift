import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: loading")
struct ReducerLoadingTests {
  @Test func startedBeginsTheLoadAndTheSpinner() {
    let (state, command) = reducer(State(), .system(.started))
    var expected = State()
    expected.loadStatus = .loading(spinnerFrame: 0)
    #expect(state == expected)
    #expect(
      command
        == .batch([
          .system(.readToday),
          .batch([
            .persistence(.load), .schedule(id: .spinner, after: .milliseconds(80), send: .system(.tick)),
          ]),
        ]))
  }

  @Test func startedTwiceDoesNotLoadTwice() {
    let (once, _) = reducer(State(), .system(.started))
    let (twice, command) = reducer(once, .system(.started))
    #expect(twice == once)
    #expect(command == .system(.readToday), "no second load; the day, not known yet, is asked again")
  }

  @Test func tickTurnsTheSpinnerOnlyWhileLoading() {
    let loading = State(loadStatus: .loading(spinnerFrame: 4))
    let (next, command) = reducer(loading, .system(.tick))
    var expected = loading
    expected.loadStatus = .loading(spinnerFrame: 5)
    #expect(next == expected)
    #expect(command == Command.spinnerTick)

    let loaded = State.loaded()
    let (unchanged, none) = reducer(loaded, .system(.tick))
    #expect(unchanged == loaded)
    #expect(none == nil)
  }

  @Test func loadedToDosFollowTheOnesTypedDuringTheLoad() {
    let (state, _) = reduce(
      State(),
      [
        .system(.started), .lineEdit(.insert("Early bird")), .list(.addInput),
        .persistence(.toDosLoaded(["Buy the milk", "Take my dog"])),
      ])
    #expect(state.titles == ["Early bird", "Buy the milk", "Take my dog"])
    #expect(state.todos.map(\.id) == [1, 2, 3])
    #expect(state.document.nextID == 4)
    #expect(state.loadStatus == .loaded)
    #expect(state.status == StatusMessage("Loaded 2 todos.", kind: .info))
  }

  @Test func aLoadFailureSaysTheReasonFirstThenWhatToPressThenTheDetails() {
    let loading = State(loadStatus: .loading(spinnerFrame: 0))
    let (failed, _) = reducer(
      loading,
      .persistence(.loadFailed("not a regular file (a FIFO): '/tmp/f'; give the path of a todo.txt file")))
    #expect(
      failed.status
        == StatusMessage(
          "Not a regular file (a FIFO): not loaded (Ctrl-R retries): '/tmp/f'; give the path of a todo.txt file.",
          kind: .error))
  }

  @Test func loadFailureSaysWhatAndHowToRetry() {
    let loading = State(loadStatus: .loading(spinnerFrame: 3))
    let (failed, command) = reducer(loading, .persistence(.loadFailed("disk on fire")))
    var expected = loading
    expected.loadStatus = .failed("disk on fire")
    expected.status = StatusMessage("Disk on fire: not loaded (Ctrl-R retries).", kind: .error)
    #expect(failed == expected)
    #expect(command == .cancel(id: .spinner), "the spinner stops at once")

    let (retrying, retry) = reducer(failed, .reload(.now))
    expected.loadStatus = .loading(spinnerFrame: 0)
    expected.status = StatusMessage("Loading again…", kind: .info)
    #expect(retrying == expected)
    #expect(retry == .batch([.persistence(.load), Command.spinnerTick]))
  }

  @Test func reloadDoesNothingBeforeTheListHasLoaded() {
    for state in [State(), State(loadStatus: .loading(spinnerFrame: 1))] {
      let (next, command) = reducer(state, .reload(.now))
      #expect(next == state)
      #expect(command == nil)
    }
  }

  @Test func quitWithNothingUnsavedExitsAtOnce() {
    let (state, command) = reducer(.loaded(), .system(.quit))
    var expected = State.loaded()
    expected.quitting.request = .asked
    #expect(state == expected)
    #expect(command == .exit(status: 0))
  }
}
