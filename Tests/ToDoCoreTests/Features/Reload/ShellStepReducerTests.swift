import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A reload that brought `todo`'s own step from the shell (the journal's last) takes it
/// into the history: Ctrl-Z undoes it, the status line names it; a step the list does not
/// read as is never taken (decision 0355).
@Suite("Reducer: the shell's step is undone by Ctrl-Z")
struct ShellStepReducerTests {
  /// The list after `todo done 2` from the shell, as the reload left it.
  static let afterDone = State.loaded(["Buy the milk", "x 2026-12-07 Take my dog", "Rent a car"]).synced

  static let done = ListEdit.changed(
    ToDo(id: 0, title: "Take my dog"), to: ToDo(id: 0, title: "x 2026-12-07 Take my dog"), at: 1)

  @Test func ctrlZUndoesTheShellsDoneAndTheStatusLineNamedIt() {
    let (taken, command) = reducer(Self.afterDone, .reload(.shellSteps([Self.done])))
    #expect(command == nil)
    #expect(taken.status?.text == "From the shell: done “Take my dog”. Ctrl-Z undoes it.")
    let (undone, _) = reducer(taken, .history(.undo))
    #expect(undone.todos.map(\.title) == ["Buy the milk", "Take my dog", "Rent a car"])
    #expect(undone.todos[1].id == Self.afterDone.todos[1].id)
    #expect(undone.saving.hasUnsavedChanges)
    // The undo is the app's event, for the journal; taking the step was none.
    #expect(undone.document.history.journal.map(\.kind) == [.undid])
  }

  @Test func ctrlZUndoesTheShellsAddAndItsDelete() {
    let added = State.loaded(["Buy the milk", "Call mum"]).synced
    let (taken, _) = reducer(added, .reload(.shellSteps([.inserted(ToDo(id: 0, title: "Call mum"), at: 1)])))
    #expect(taken.status?.text == "From the shell: added “Call mum”. Ctrl-Z undoes it.")
    #expect(reducer(taken, .history(.undo)).0.todos.map(\.title) == ["Buy the milk"])
    let deleted = State.loaded(["Buy the milk"]).synced
    let (gone, _) = reducer(deleted, .reload(.shellSteps([.removed(ToDo(id: 0, title: "Call mum"), at: 0)])))
    #expect(reducer(gone, .history(.undo)).0.todos.map(\.title) == ["Call mum", "Buy the milk"])
  }

  @Test func theShellsStepComesAfterTheAppsOwnAndEmptiesTheRedoStack() {
    var state = Self.afterDone
    state.document.history = History()
    let (edited, _) = reduce(state, [.list(.selectFirst), .list(.deleteSelected), .history(.undo)])
    #expect(edited.document.history.canRedo)
    let (taken, _) = reducer(edited, .reload(.shellSteps([Self.done])))
    #expect(!taken.document.history.canRedo)
    let (first, _) = reducer(taken, .history(.undo))
    #expect(first.todos.map(\.title) == ["Buy the milk", "Take my dog", "Rent a car"])
  }

  @Test func aStepTheListDoesNotReadAsIsNotTaken() {
    // Another program changed line 2 since: nothing to undo, and nothing said.
    let other = State.loaded(["Buy the milk", "Take my cat", "Rent a car"]).synced
    let (taken, _) = reducer(other, .reload(.shellSteps([Self.done])))
    #expect(taken.status == other.status)
    #expect(!taken.document.history.canUndo)
    #expect(reducer(taken, .history(.undo)).0.todos == other.todos)
  }
}
