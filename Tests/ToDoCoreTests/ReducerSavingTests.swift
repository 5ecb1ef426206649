import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: saving")
struct ReducerSavingTests {
  @Test func aBurstOfChangesAsksForOneSaveAfterTheDebounce() {
    let (state, commands) = reduce(
      .loaded(), [.insert("One"), .submit, .insert("Two"), .submit, .focusList, .deleteSelected])
    #expect(commands == [.scheduleSave(after: Command.saveDelay)])
    #expect(state.hasUnsavedChanges)
    let (saving, command) = reducer(state, .saveDue)
    #expect(command == .save(state.todos))
    #expect(!saving.hasUnsavedChanges)
    #expect(!saving.isSaveScheduled)
    // Nothing new: the next debounce saves nothing.
    #expect(reducer(saving, .saveDue).1 == nil)
  }

  @Test func typingAndMovingDoNotSave() {
    let (_, commands) = reduce(
      .loaded(), [.insert("abc"), .focusList, .moveSelection(by: 1), .deleteBackward])
    #expect(commands.isEmpty)
  }

  @Test func nothingIsSavedBeforeTheListHasLoaded() {
    // A file that failed to load must never be overwritten with a partial list.
    let (failed, commands) = reduce(State(), [.started, .loadFailed("not UTF-8"), .insert("New"), .submit])
    #expect(commands == [.batch([.loadToDos, .scheduleTick(after: Command.spinnerInterval)])])
    #expect(failed.hasUnsavedChanges)
    #expect(reducer(failed, .saveDue).1 == nil)
    #expect(reducer(failed, .quit).1 == .quit)
    let (refused, _) = reducer(failed, .saveNow)
    #expect(refused.status?.kind == .warning)
  }

  @Test func todosAddedDuringTheLoadAreSavedOnceItArrives() {
    let (loading, _) = reduce(State(), [.started, .insert("Early"), .submit])
    let (loaded, command) = reducer(loading, .toDosLoaded(["From file"]))
    #expect(command == .scheduleSave(after: Command.saveDelay))
    #expect(reducer(loaded, .saveDue).1 == .save(loaded.todos))
  }

  @Test func quittingSavesUnsavedChangesFirst() {
    let (state, _) = reduce(.loaded(), [.insert("Last minute"), .submit])
    #expect(reducer(state, .quit).1 == .batch([.save(state.todos), .quit]))
    #expect(reducer(.loaded(), .quit).1 == .quit)
  }

  @Test func aFailedSaveKeepsTheListSaysWhyAndCanBeRetried() {
    let (saving, _) = reduce(.loaded(), [.insert("Keep me"), .submit, .saveDue])
    let (failed, command) = reducer(saving, .saveFailed("cannot write 'todo.txt': No space left on device"))
    #expect(command == nil)
    #expect(failed.todos == saving.todos)
    #expect(failed.hasUnsavedChanges)
    #expect(
      failed.status
        == StatusMessage(
          "Not saved (Ctrl-S retries): cannot write 'todo.txt': No space left on device.", kind: .error))
    #expect(reducer(failed, .saveNow).1 == .save(failed.todos))
    // A retry that works replaces the error; a save that works says nothing otherwise.
    let (retried, _) = reduce(failed, [.saveNow, .saved])
    #expect(retried.status == StatusMessage("Saved.", kind: .info))
    #expect(!retried.hasUnsavedChanges)
    let (quiet, _) = reduce(saving, [.saved])
    #expect(quiet.status == saving.status)
  }

  @Test func aQuitStoppedByAFailedSaveAsksAgainBeforeLosingAnything() {
    let (state, _) = reduce(.loaded(), [.insert("Precious"), .submit])
    #expect(reducer(state, .quit).1 == .batch([.save(state.todos), .quit]))
    let (blocked, _) = reducer(
      reducer(state, .quit).0, .quitBlocked("cannot write 'todo.txt': Read-only file system"))
    #expect(blocked.isQuitBlocked)
    #expect(blocked.todos == state.todos)
    #expect(
      blocked.status
        == StatusMessage(
          "Not saved (Ctrl-S retries, Ctrl-C quits without saving): cannot write 'todo.txt': Read-only file system.",
          kind: .error))
    // The failure of the save that the quit started arrives later: the advice stays.
    #expect(
      reducer(blocked, .saveFailed("again")).0.status?.text.contains("Ctrl-C quits without saving") == true)
    // The second Ctrl-C leaves without saving; a successful save lifts the block instead.
    #expect(reducer(blocked, .quit).1 == .quitWithoutSaving)
    let (saved, _) = reduce(blocked, [.saveNow, .saved])
    #expect(!saved.isQuitBlocked)
  }

  @Test func changesMadeWhileAMergingSaveRunsAreKeptAndSavedNext() {
    // The save of [A, B] comes back merged with an editor's line, after the user added C
    // and deleted A.
    let (saving, _) = reduce(.loaded(["A", "B"]), [.insert("New"), .submit, .saveDue])
    #expect(saving.lastSavedList?.map(\.title) == ["New", "A", "B"])
    let (edited, _) = reduce(
      saving, [.insert("Meanwhile"), .submit, .focusList, .moveSelection(by: 1), .deleteSelected])
    #expect(edited.titles == ["Meanwhile", "A", "B"])
    let (merged, command) = reducer(edited, .toDosMerged(["New", "A", "B", "From the editor"]))
    #expect(merged.titles == ["Meanwhile", "A", "B", "From the editor"])
    #expect(merged.hasUnsavedChanges)
    #expect(command == nil || command == .scheduleSave(after: Command.saveDelay))
    #expect(reducer(merged, .saveDue).1 == .save(merged.todos))
  }

  @Test func aMergeFromTheFileKeepsIdsAndTheSelection() {
    let start = State.loaded(["A", "B", "C"]).selecting(2)
    let (merged, _) = reducer(start, .toDosMerged(["New from editor", "A", "C"]))
    #expect(merged.titles == ["New from editor", "A", "C"])
    #expect(merged.todos.map(\.id) == [4, 1, 3])
    #expect(merged.selectedToDo?.title == "C")
    #expect(merged.status?.kind == .info)
    #expect(!merged.hasUnsavedChanges)
  }
}
