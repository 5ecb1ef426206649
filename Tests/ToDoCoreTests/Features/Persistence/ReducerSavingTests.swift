import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: saving")
struct ReducerSavingTests {
  @Test func aBurstOfChangesAsksForOneSaveAfterTheDebounce() {
    let (state, commands) = reduce(
      State.loaded().synced,
      [
        .lineEdit(.insert("One")), .list(.addInput), .lineEdit(.insert("Two")), .list(.addInput),
        .list(.focusList), .list(.deleteSelected),
      ])
    #expect(commands == [Command.saveAfterDelay])
    #expect(state.saving.hasUnsavedChanges)
    let (saving, command) = reducer(state, .persistence(.saveDue))
    #expect(command == .persistence(.save(state.todos, base: State.loaded().todos)))
    var expected = state
    expected.saving.hasUnsavedChanges = false
    expected.saving.isSaveScheduled = false
    expected.saving.saveInFlight = state.todos
    #expect(saving == expected)
    // Nothing new: the next debounce saves nothing.
    #expect(reducer(saving, .persistence(.saveDue)).1 == nil)
  }

  @Test func typingAndMovingDoNotSave() {
    let (_, commands) = reduce(
      .loaded(),
      [
        .lineEdit(.insert("abc")), .list(.focusList), .list(.moveSelection(by: 1)),
        .lineEdit(.deleteBackward),
      ])
    #expect(commands.isEmpty)
  }

  @Test func nothingIsSavedBeforeTheListHasLoaded() {
    // A file that failed to load must never be overwritten with a partial list.
    let (failed, commands) = reduce(
      State(),
      [
        .system(.started), .persistence(.loadFailed("not UTF-8")), .lineEdit(.insert("New")),
        .list(.addInput),
      ])
    #expect(
      commands == [
        .batch([.system(.readToday), .batch([.persistence(.load), Command.spinnerTick])]),
        .cancel(id: .spinner),
      ])
    #expect(failed.saving.hasUnsavedChanges)
    #expect(reducer(failed, .persistence(.saveDue)).1 == nil)
    let (refused, _) = reducer(failed, .persistence(.saveNow))
    #expect(refused.status?.kind == .warning)
  }

  @Test func todosAddedDuringTheLoadAreSavedOnceItArrivesOnTopOfTheFile() {
    let (loading, _) = reduce(State(), [.system(.started), .lineEdit(.insert("Early")), .list(.addInput)])
    let (loaded, command) = reducer(loading, .persistence(.toDosLoaded(["From file"])))
    #expect(command == .batch([.cancel(id: .spinner), Command.saveAfterDelay, .conflictCopies(.find)]))
    #expect(loaded.saving.syncedList == ToDoList([ToDo(id: 2, title: "From file")]))
    #expect(
      reducer(loaded, .persistence(.saveDue)).1
        == .persistence(.save(loaded.todos, base: loaded.saving.syncedList)))
  }

  @Test func quittingSavesUnsavedChangesFirstThenExitsWhenTheSaveCameBack() {
    let (state, _) = reduce(State.loaded().synced, [.lineEdit(.insert("Last minute")), .list(.addInput)])
    let (quitting, command) = reducer(state, .system(.quit))
    #expect(command == .persistence(.save(state.todos, base: State.loaded().todos)))
    var expected = state
    expected.quitting.request = .asked
    expected.saving.hasUnsavedChanges = false
    expected.saving.saveInFlight = state.todos
    #expect(quitting == expected)
    // The app does not leave before the save came back; a second Ctrl-C asks whether to
    // leave without waiting (a third leaves), and the save coming back still ends the quit.
    let (again, none) = reducer(quitting, .system(.quit))
    #expect(none == nil)
    var asked = quitting
    asked.quitting.isBlocked = true
    asked.status = StatusMessage(
      "The file has not answered yet, so your latest changes are not saved: Ctrl-C again quits without them.",
      kind: .warning)
    asked.statusShownWhole = true
    #expect(again == asked)
    // Leaving without the save keeps the list where the user finds it, and says where.
    #expect(
      reducer(again, .system(.quit)).1
        == .batch([
          .persistence(.keepUnsaved(again.todos, reason: "you quit without saving")), .exit(status: 0),
        ]))
    #expect(reducer(again, .persistence(.saved)).1 == .exit(status: 0))
    let (saved, exit) = reducer(quitting, .persistence(.saved))
    #expect(exit == .exit(status: 0))
    #expect(saved.saving.syncedList == state.todos)
    #expect(saved.saving.saveInFlight == nil)
  }

  @Test func aQuitWaitsForTheSaveThatRunsAndSavesWhatCameAfterIt() {
    let (running, _) = reduce(
      State.loaded().synced,
      [
        .lineEdit(.insert("First")), .list(.addInput), .persistence(.saveDue), .lineEdit(.insert("Second")),
        .list(.addInput),
      ])
    let (quitting, command) = reducer(running, .system(.quit))
    #expect(command == nil)  // One save at a time: wait for the first.
    let (next, save) = reducer(quitting, .persistence(.saved))
    #expect(
      save
        == .persistence(
          .save(running.todos, base: reducer(running, .persistence(.saved)).0.saving.syncedList)))
    #expect(next.saving.saveInFlight == running.todos)
    #expect(reducer(next, .persistence(.saved)).1 == .exit(status: 0))
  }

  @Test func aFailedSaveKeepsTheListSaysWhyFirstAndCanBeRetried() {
    let (saving, _) = reduce(
      State.loaded().synced, [.lineEdit(.insert("Keep me")), .list(.addInput), .persistence(.saveDue)])
    let (failed, command) = reducer(
      saving, .persistence(.saveFailed("no space left on device: cannot write 'todo.txt'")))
    // Tried again by itself in a second, with no key pressed.
    #expect(command == .schedule(id: .save, after: .seconds(1), send: .persistence(.saveDue)))
    var expected = saving
    expected.saving.saveInFlight = nil
    expected.saving.hasUnsavedChanges = true
    expected.saving.isSaveScheduled = true
    expected.saving.failures = 1
    expected.status = StatusMessage(
      "No space left on device: not saved (Ctrl-S retries): cannot write 'todo.txt'.", kind: .error)
    #expect(failed == expected)
    #expect(
      reducer(failed, .persistence(.saveNow)).1
        == .batch([.cancel(id: .save), .persistence(.save(failed.todos, base: State.loaded().todos))]))
    // A change meanwhile is saved after the usual debounce, not at the retry's delay.
    let (changed, debounce) = reduce(failed, [.lineEdit(.insert("And me")), .list(.addInput)])
    #expect(debounce.contains(Command.saveAfterDelay))
    #expect(changed.saving.isSaveScheduled)
    // A retry that works replaces the error; a save that works says nothing otherwise.
    let (retried, _) = reduce(failed, [.persistence(.saveNow), .persistence(.saved)])
    #expect(retried.status == StatusMessage("Saved.", kind: .info))
    #expect(!retried.saving.hasUnsavedChanges)
    let (quiet, _) = reduce(saving, [.persistence(.saved)])
    #expect(quiet.status == saving.status)
  }

  @Test func aQuitStoppedByAFailedSaveAsksAgainBeforeLosingAnything() {
    let (state, _) = reduce(State.loaded().synced, [.lineEdit(.insert("Precious")), .list(.addInput)])
    let (quitting, _) = reducer(state, .system(.quit))
    let (blocked, command) = reducer(
      quitting, .persistence(.saveFailed("read-only file; make it writable (chmod u+w 'todo.txt') to save")))
    #expect(command == .schedule(id: .save, after: .seconds(1), send: .persistence(.saveDue)))
    var expected = quitting
    expected.quitting.request = nil
    expected.quitting.isBlocked = true
    expected.saving.saveInFlight = nil
    expected.saving.hasUnsavedChanges = true
    expected.saving.isSaveScheduled = true
    expected.saving.failures = 1
    expected.status = StatusMessage(
      "Read-only file: not saved; Ctrl-C again quits without saving: make it writable (chmod u+w 'todo.txt') to save.",
      kind: .error)
    expected.statusShownWhole = true
    #expect(blocked == expected)
    // The second Ctrl-C leaves without saving; a successful save lifts the block instead.
    #expect(
      reducer(blocked, .system(.quit)).1
        == .batch([
          .persistence(.keepUnsaved(blocked.todos, reason: "you quit without saving")), .exit(status: 0),
        ]))
    let (saved, _) = reduce(blocked, [.persistence(.saveNow), .persistence(.saved)])
    #expect(!saved.quitting.isBlocked)
    #expect(reducer(saved, .system(.quit)).1 == .exit(status: 0))
  }

  @Test func savesRunOneAtATimeAndTheNextStartsWhenTheFirstCameBack() {
    let (first, _) = reduce(
      State.loaded(["A"]).synced, [.lineEdit(.insert("One")), .list(.addInput), .persistence(.saveDue)])
    let (second, commands) = reduce(
      first, [.lineEdit(.insert("Two")), .list(.addInput), .persistence(.saveDue), .persistence(.saveNow)])
    #expect(commands == [Command.saveAfterDelay])  // No second save while one runs.
    #expect(second.saving.saveInFlight == first.todos)
    let (next, command) = reducer(second, .persistence(.saved))
    // At once, from the list the first save wrote.
    #expect(command == .persistence(.save(second.todos, base: first.todos)))
    #expect(next.saving.syncedList == first.todos)
  }

  @Test func aMergedResultIsTakenWhenTheListDidNotChangeMeanwhileAndIsNoStepOfTheUndoHistory() {
    let start = State.loaded(["A", "B", "C"]).synced.selecting(2)
    let (saving, _) = reduce(start, [.persistence(.saveNow)])
    // The other program added a line and tagged B (a todo removed only to come back
    // changed is not offered back: an undo would double it).
    let merged = MergedList(titles: ["New from editor", "A", "B +home", "C"], ids: [nil, 1, nil, 3])
    let (took, command) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(command == nil)
    let after = ToDoList([
      ToDo(id: 4, title: "New from editor"), ToDo(id: 1, title: "A"), ToDo(id: 5, title: "B +home"),
      ToDo(id: 3, title: "C"),
    ])
    var expected = saving
    expected.expectToDos(after)
    expected.document.nextID = 6
    expected.saving.syncedList = after
    expected.saving.saveInFlight = nil
    expected.expectSelection(row: 3)  // still on C
    expected.status = StatusMessage(
      "Another program changed the file: its changes and yours are merged.", kind: .info)
    #expect(took == expected)
    // Undo takes back the user's steps only: the other program's change stays.
    let (undone, undoCommand) = reducer(took, .history(.undo))
    #expect(undone.todos == after)
    #expect(undoCommand == nil)
  }

  @Test func anOutsideChangeThatRemovesMostOfTheListIsSaidWithTheWayBack() {
    let start = State.loaded(["A", "B", "C", "D"]).synced
    let (saving, _) = reduce(start, [.persistence(.saveNow)])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(MergedList(titles: ["D"], ids: [4]))))
    #expect(took.titles == ["D"])
    #expect(
      took.status
        == StatusMessage(
          "Another program removed 3 of 4 todos: Ctrl-Z brings them back.", kind: .warning))
    let (kept, _) = reduce(took, [.history(.undo)])
    #expect(kept.titles == ["A", "B", "C", "D"])
    #expect(kept.saving.hasUnsavedChanges)
  }

  @Test func aMergedResultIsNotTakenOverChangesMadeWhileItRanAndTheNextSaveStartsFromIt() {
    // The save of [New, A, B, Z] comes back merged with an editor's line, after the user
    // added "Meanwhile" and deleted Z: taking it would bring Z back and drop "Meanwhile".
    let (saving, _) = reduce(
      State.loaded(["A", "B", "Z"]).synced,
      [.lineEdit(.insert("New")), .list(.addInput), .persistence(.saveDue)])
    let sent = saving.saving.saveInFlight
    #expect(sent?.map(\.title) == ["New", "A", "B", "Z"])
    let (edited, _) = reduce(
      saving,
      [
        .lineEdit(.insert("Meanwhile")), .list(.addInput), .list(.focusList), .list(.selectLast),
        .list(.deleteSelected),
      ])
    #expect(edited.titles == ["Meanwhile", "New", "A", "B"])
    let merged = MergedList(titles: ["New", "A", "B", "Z", "From the editor"], ids: [4, 1, 2, 3, nil])
    let (kept, command) = reducer(edited, .persistence(.toDosMerged(merged)))
    #expect(kept.titles == ["Meanwhile", "New", "A", "B"])
    // The next save at once, applying only the changes made since the list it saved.
    #expect(command == .persistence(.save(edited.todos, base: sent!)))
    #expect(kept.saving.syncedList == sent)
    #expect(kept.document.history == edited.document.history)
    // Its result has both sides: taken, since nothing changed meanwhile.
    let final = MergedList(
      titles: ["Meanwhile", "New", "A", "B", "From the editor"], ids: [6, 4, 1, 2, nil])
    let (took, last) = reducer(kept, .persistence(.toDosMerged(final)))
    #expect(last == nil)
    #expect(took.titles == ["Meanwhile", "New", "A", "B", "From the editor"])
    #expect(took.saving.syncedList == took.todos)
  }

  @Test func aFileDeletedElsewhereIsWrittenAgainAndSaid() {
    let (saving, _) = reduce(State.loaded(["A"]).synced, [.persistence(.saveNow)])
    let (saved, command) = reducer(saving, .persistence(.savedOverDeletedFile))
    #expect(command == nil)
    #expect(saved.titles == ["A"])
    #expect(
      saved.status
        == StatusMessage(
          "The file was deleted by another program: written again with your list.", kind: .warning))
  }

  /// What the file store has to say once (a hard link made a file of its own, a cut-off
  /// save finished at the load) is a warning on the status line, and changes nothing else.
  @Test func aNoticeOfTheFileStoreIsSaidAndChangesNothingElse() {
    let (saved, _) = reduce(State.loaded(["A"]).synced, [.persistence(.saveNow), .persistence(.saved)])
    let notice = "‘todo.txt’ had 2 names (hard links): it is saved as a file of its own"
    let (told, command) = reducer(saved, .persistence(.fileNotice(notice)))
    #expect(command == nil)
    var expected = saved
    expected.status = StatusMessage(notice, kind: .warning)
    #expect(told == expected)
  }
}

/// A store's message composed around an outcome never cuts a parenthesis in two nor
/// nests one in another: the messages the stores make, each with each outcome.
@Suite("Composed failure messages")
struct ComposedFailureMessageTests {
  static let storeMessages = [
    "the file is too large (75 MiB; at most 64 MiB)", "the file is too large (75 MiB, at most 64 MiB)",
    "the file is UTF-16 text, not UTF-8 (convert it: iconv -f UTF-16 -t UTF-8)",
    "the file looks binary (it contains NUL bytes), not a todo.txt list",
    "read-only file; make it writable (chmod u+w '/x/todo.txt') to save",
    "not a regular file (a FIFO): '/x/todo.txt'; give the path of a todo.txt file",
    "too large to read back (65 MiB, at most 64): delete some todos",
    "Permission denied: cannot open '/x/todo.txt'",
  ]
  static let outcomes = [
    "not reloaded (Ctrl-R tries again)", "not saved (Ctrl-S retries)", "not loaded (Ctrl-R tries again)",
  ]

  @Test(arguments: storeMessages, outcomes)
  func noParenthesisIsCutOrNested(message: String, outcome: String) {
    let text = StatusMessage.failure(message, outcome: outcome).text
    var depth = 0
    for character in text {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      #expect((0...1).contains(depth), "\(text)")
    }
    #expect(depth == 0, "\(text)")
  }

  @Test func theTooLargeReloadReadsInOrder() {
    let text = StatusMessage.failure(
      "the file is too large (75 MiB; at most 64 MiB)", outcome: "not reloaded (Ctrl-R tries again)"
    ).text
    #expect(text == "The file is too large (75 MiB; at most 64 MiB): not reloaded (Ctrl-R tries again).")
  }
}
