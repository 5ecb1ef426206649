import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: quitting and shutting down")
struct ReducerQuittingTests {
  @Test func aQuitDuringTheLoadWaitsForItThenSavesTheNewToDosThenExits() {
    let (loading, _) = reduce(
      State(), [.system(.started), .lineEdit(.insert("Typed early")), .list(.addInput)])
    let (waiting, command) = reducer(loading, .system(.quit))
    #expect(command == nil)
    var expected = loading
    expected.quitting.request = .asked
    expected.status = StatusMessage("Saving… (waiting for the list to load)", kind: .info)
    #expect(waiting == expected)
    let (loaded, save) = reducer(waiting, .persistence(.toDosLoaded(["From file"])))
    let fromFile = ToDoList([ToDo(id: 2, title: "From file")])
    #expect(save == .batch([.cancel(id: .spinner), .persistence(.save(loaded.todos, base: fromFile))]))
    #expect(loaded.titles == ["Typed early", "From file"])
    #expect(loaded.status == StatusMessage("Saving…", kind: .info))
    #expect(reducer(loaded, .persistence(.saved)).1 == .exit(status: 0))
  }

  @Test func aQuitDuringTheLoadWithNothingTypedExitsWhenItArrives() {
    let (waiting, _) = reduce(State(), [.system(.started), .system(.quit)])
    #expect(
      reducer(waiting, .persistence(.toDosLoaded(["From file"]))).1
        == .batch([.cancel(id: .spinner), .exit(status: 0)]))
    // A load that never answers (a hung mount) does not keep the app: nothing to lose.
    #expect(reducer(waiting, .system(.quit)).1 == .exit(status: 0))
  }

  @Test func aQuitAfterAFailedLoadAsksNamingHowManyToDosWouldBeLost() {
    let (failed, _) = reduce(
      State(),
      [
        .system(.started), .persistence(.loadFailed("not UTF-8")), .lineEdit(.insert("One")),
        .list(.addInput),
      ])
    let (asked, command) = reducer(failed, .system(.quit))
    #expect(command == nil)
    var expected = failed
    expected.quitting.isBlocked = true
    expected.status = StatusMessage(
      "The list did not load, so 1 todo added here is not saved: Ctrl-R retries the load, Ctrl-C quits and loses them.",
      kind: .error)
    expected.statusShownWhole = true
    #expect(asked == expected)
    #expect(
      reducer(asked, .system(.quit)).1
        == .batch([
          .persistence(.keepUnsaved(asked.todos, reason: "you quit without saving")), .exit(status: 0),
        ]))
    let (two, _) = reduce(failed, [.lineEdit(.insert("Two")), .list(.addInput), .system(.quit)])
    #expect(two.status?.text.hasPrefix("The list did not load, so 2 todos added here are not saved") == true)
    // Nothing typed: nothing to lose, so no question.
    #expect(
      reducer(reduce(State(), [.system(.started), .persistence(.loadFailed("x"))]).0, .system(.quit)).1
        == .exit(status: 0))
  }

  @Test func aLoadThatFailsWhileAQuitWaitsForItAsksInstead() {
    let (waiting, _) = reduce(
      State(), [.system(.started), .lineEdit(.insert("Typed early")), .list(.addInput), .system(.quit)])
    let (asked, command) = reducer(waiting, .persistence(.loadFailed("not UTF-8")))
    #expect(command == .cancel(id: .spinner))
    #expect(asked.quitting.request == nil)
    #expect(asked.quitting.isBlocked)
    #expect(asked.status?.text.hasPrefix("The list did not load, so 1 todo added here is not saved") == true)
    // A retry that loads lifts the question, and the todo is saved.
    let (loaded, _) = reduce(asked, [.reload(.now), .persistence(.toDosLoaded(["From file"]))])
    #expect(!loaded.quitting.isBlocked)
  }

  @Test func aSignalFlushesThePendingSaveAtOnceThenExitsWithItsStatus() {
    let (pending, _) = reduce(
      State.loaded().synced, [.lineEdit(.insert("Not yet saved")), .list(.addInput)])
    #expect(pending.saving.isSaveScheduled)
    let (ending, command) = reducer(pending, .system(.shutdown(exitStatus: 143)))
    #expect(
      command
        == .batch([
          .persistence(.save(pending.todos, base: State.loaded().todos)),
          Command.shutdownAfterBound,
        ]))
    var expected = pending
    expected.quitting.request = .ending(exitStatus: 143)
    expected.saving.hasUnsavedChanges = false
    expected.saving.saveInFlight = pending.todos
    #expect(ending == expected)
    #expect(reducer(ending, .persistence(.saved)).1 == .exit(status: 143))
    // A failed save cannot be asked about: leave with the signal's status all the same.
    // The list it could not save is kept elsewhere, and the way out says where.
    #expect(
      reducer(ending, .persistence(.saveFailed("disk full"))).1
        == .batch([.persistence(.keepUnsaved(ending.todos, reason: "disk full")), .exit(status: 143)]))
    // A save that never comes back (it waits for another instance's lock): the bound ends
    // the wait, and the list is kept the same way.
    #expect(
      reducer(ending, .system(.shutdownBoundReached)).1
        == .batch([
          .persistence(.keepUnsaved(ending.todos, reason: "the save did not finish within 2 s")),
          .exit(status: 143),
        ]))
  }

  @Test func aSignalWaitsForTheSaveInProgressAndSavesWhatCameAfterIt() {
    let (running, _) = reduce(
      State.loaded().synced,
      [
        .lineEdit(.insert("One")), .list(.addInput), .persistence(.saveDue), .lineEdit(.insert("Two")),
        .list(.addInput),
      ])
    let (ending, command) = reducer(running, .system(.shutdown(exitStatus: 129)))
    #expect(command == Command.shutdownAfterBound)
    let (next, save) = reducer(ending, .persistence(.saved))
    #expect(save == .persistence(.save(running.todos, base: running.saving.saveInFlight!)))
    #expect(reducer(next, .persistence(.saved)).1 == .exit(status: 129))
  }

  @Test func aSignalWithNothingToSaveExitsAtOnceAndASecondOneChangesNothing() {
    #expect(reducer(State.loaded().synced, .system(.shutdown(exitStatus: 1))).1 == .exit(status: 1))
    let (ending, _) = reduce(
      State.loaded().synced,
      [.lineEdit(.insert("One")), .list(.addInput), .system(.shutdown(exitStatus: 143))])
    #expect(reducer(ending, .system(.shutdown(exitStatus: 129))) == (ending, nil))
    #expect(reducer(ending, .system(.quit)) == (ending, nil))
    // The bound only ends a shutdown, never a quit by the user.
    let (asked, _) = reduce(
      State.loaded().synced, [.lineEdit(.insert("One")), .list(.addInput), .system(.quit)])
    #expect(reducer(asked, .system(.shutdownBoundReached)).1 == nil)
  }

  @Test func aSignalDuringTheLoadWaitsForItWithinTheBound() {
    let (loading, _) = reduce(
      State(), [.system(.started), .lineEdit(.insert("Typed early")), .list(.addInput)])
    let (ending, command) = reducer(loading, .system(.shutdown(exitStatus: 143)))
    #expect(command == Command.shutdownAfterBound)
    let (loaded, save) = reducer(ending, .persistence(.toDosLoaded([])))
    #expect(save == .batch([.cancel(id: .spinner), .persistence(.save(loaded.todos, base: ToDoList()))]))
    // After a failed load nothing can be saved, and nobody can be asked: what was typed
    // is kept elsewhere.
    #expect(
      reducer(ending, .persistence(.loadFailed("gone"))).1
        == .batch([
          .cancel(id: .spinner),
          .batch([
            .persistence(.keepUnsaved(ending.todos, reason: "the list did not load")), .exit(status: 143),
          ]),
        ]))
  }

  @Test(arguments: [
    (Action.system(.quit), nil), (.system(.shutdown(exitStatus: 143)), Command.shutdownAfterBound),
  ])
  func leavingWhileEditingSavesTheEditFirst(leaving: Action, bound: Command?) {
    let editing = reduce(
      State.loaded().synced.selecting(1), [.editing(.start), .lineEdit(.insert(" due:tomorrow"))]
    ).0
    var today = editing
    today.today = CalendarDate(iso: "2026-11-23")
    let (left, command) = reducer(today, leaving)
    #expect(left.todos.titles == ["Buy the milk", "Take my dog due:2026-11-24", "Rent a car"])
    #expect(left.mode == .adding, "the keys type while the app waits to leave")
    #expect(command == .sequence(.persistence(.save(left.todos, base: State.loaded().todos)), bound))
  }

  @Test func leavingWhileAnEditIsTooShortKeepsTheToDoAsItWas() {
    let editing = reduce(
      State.loaded().synced.selecting(1), [.editing(.start), .lineEdit(.deleteToLineStart)]
    ).0
    let (left, command) = reducer(editing, .system(.quit))
    #expect(left.todos == State.loaded().todos)
    #expect(command == .exit(status: 0))
  }
}
