import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The terminal is handed over (the editor, a stop for the shell) only once every change
/// made so far is saved: a crash or a `kill -9` while another program holds it loses none.
@Suite("Reducer: saves before the terminal is handed over")
struct HandOverReducerTests {
  /// A loaded list with a todo just added (its save waits for the debounce), the second
  /// todo selected.
  private func withPendingSave() -> State {
    let (state, commands) = reduce(
      State.loaded(["Call mom", "Taxes"]).synced, [.lineEdit(.insert("Buy milk")), .list(.addInput)])
    #expect(commands == [Command.saveAfterDelay])
    return state.selecting(2)
  }

  @Test func eSavesAtOnceAndOpensTheEditorOnlyOnceTheSaveIsBack() {
    let state = withPendingSave()
    let taxes = state.todos[2]
    let (waiting, save) = reducer(state, .externalEdit(.open))
    #expect(
      save
        == .batch([
          .cancel(id: .save),
          .persistence(.save(state.todos, base: State.loaded(["Call mom", "Taxes"]).todos)),
        ]))
    #expect(waiting.saving.waitingHandOver == .editor(taxes.id))
    let (saved, open) = reducer(waiting, .persistence(.saved))
    #expect(open == .externalEdit(.edit(taxes.id, text: "Taxes")))
    #expect(saved.saving.waitingHandOver == nil)
  }

  @Test func withNothingUnsavedTheEditorOpensAtOnce() {
    let state = State.loaded(["Call mom", "Taxes"]).synced.selecting(1)
    let (next, command) = reducer(state, .externalEdit(.open))
    #expect(command == .externalEdit(.edit(state.todos[1].id, text: "Taxes")))
    #expect(next.saving.waitingHandOver == nil)
  }

  @Test func changesMadeWhileASaveRanAreSavedToo() {
    var state = withPendingSave()
    state = reducer(state, .persistence(.saveDue)).0
    state = reduce(state, [.lineEdit(.insert("Buy bread")), .list(.addInput)]).0.selecting(3)
    let (waiting, command) = reducer(state, .externalEdit(.open))
    #expect(command == .cancel(id: .save))  // The running save comes back first.
    let (second, save) = reducer(waiting, .persistence(.saved))
    #expect(save == .persistence(.save(state.todos, base: waiting.saving.saveInFlight!)))
    let (_, open) = reducer(second, .persistence(.saved))
    #expect(open == .externalEdit(.edit(state.todos[3].id, text: "Taxes")))
  }

  @Test func aFailedSaveStillOpensTheEditorAndSaysWhy() {
    let (waiting, _) = reducer(withPendingSave(), .externalEdit(.open))
    let (failed, open) = reducer(waiting, .persistence(.saveFailed("permission denied: '/x'")))
    // The failed save is tried again by itself, and the editor opens meanwhile.
    #expect(
      open
        == .batch([
          .schedule(id: .save, after: .seconds(1), send: .persistence(.saveDue)),
          .externalEdit(.edit(waiting.todos[2].id, text: "Taxes")),
        ]))
    #expect(failed.status?.kind == .error)
    #expect(failed.saving.hasUnsavedChanges)
  }

  @Test func aStopForTheShellWaitsForTheSaveToo() {
    let state = withPendingSave()
    let (waiting, save) = reducer(state, .system(.stopRequested))
    #expect(
      save
        == .batch([
          .cancel(id: .save),
          .persistence(.save(state.todos, base: State.loaded(["Call mom", "Taxes"]).todos)),
        ]))
    #expect(reducer(waiting, .persistence(.saved)).1 == .system(.stop))
    #expect(reducer(State.loaded().synced, .system(.stopRequested)).1 == .system(.stop))
  }

  @Test func aToDoMergedAwayWhileSavingIsNotOpenedAndTheStatusSaysSo() {
    var (waiting, _) = reducer(withPendingSave(), .externalEdit(.open))
    waiting.saving.waitingHandOver = .editor(999)
    let (next, open) = reducer(waiting, .persistence(.saved))
    #expect(open == nil)
    #expect(next.status?.text.hasPrefix("Not opened in the editor: the todo was removed") == true)
  }
}
