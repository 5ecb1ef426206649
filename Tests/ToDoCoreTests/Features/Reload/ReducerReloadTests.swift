import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Reducer: reloading another program's change")
struct ReducerReloadTests {
  /// What a store answers when the file holds `titles`, matched to `state`'s todos by text
  /// (the k-th occurrence to the k-th), as the store's `MergedList` matches them.
  static func changed(_ titles: [String], matching state: State) -> ReloadOutcome {
    var idsByTitle: [String: [ToDo.ID]] = [:]
    for todo in state.todos { idsByTitle[todo.title, default: []].append(todo.id) }
    let ids = titles.map { title -> ToDo.ID? in
      guard var ids = idsByTitle[title], !ids.isEmpty else { return nil }
      let id = ids.removeFirst()
      idsByTitle[title] = ids
      return id
    }
    let merged = MergedList(titles: TitleList(titles), ids: ids)
    return .changed(merged, ReloadSummary(before: state.todos, merged: merged))
  }

  @Test func aBurstOfChangesToTheFileIsOneReloadAfterTheDebounce() {
    let loaded = State.loaded().synced
    let (waiting, commands) = reduce(
      loaded,
      [
        .reload(.fileChangedOutside), .reload(.fileChangedOutside),
        .reload(.fileChangedOutside),
      ])
    #expect(commands == [Command.reloadAfterDelay])
    let (reloading, command) = reducer(waiting, .reload(.due))
    #expect(command == .reload(.read(loaded.todos, base: loaded.todos)))
    #expect(reloading.reloading.reloadInFlight == loaded.todos)
    // Changes seen while it runs wait for it.
    let (again, _) = reduce(reloading, [.reload(.fileChangedOutside), .reload(.due)])
    #expect(again.reloading.isReloadQueued)
    let (_, next) = reducer(again, .reload(.reloaded(.unchanged)))
    #expect(next == .reload(.read(loaded.todos, base: loaded.todos)))
  }

  @Test func aChangeSeenDuringTheLoadIsReadOnceTheListHasLoaded() {
    let (loading, _) = reduce(State(), [.system(.started), .reload(.fileChangedOutside)])
    let (loaded, command) = reducer(loading, .persistence(.toDosLoaded(["A"])))
    #expect(
      command
        == .batch([
          .cancel(id: .spinner), .reload(.read(loaded.todos, base: loaded.todos)), .conflictCopies(.find),
        ]))
  }

  @Test func nothingIsReloadedBeforeTheListHasLoadedNorWhileTheAppLeaves() {
    #expect(reducer(State(loadStatus: .loading(spinnerFrame: 0)), .reload(.fileChangedOutside)).1 == nil)
    var leaving = State.loaded().synced
    leaving.quitting.request = .ending(exitStatus: 143)
    #expect(reducer(leaving, .reload(.fileChangedOutside)).1 == nil)
  }

  /// A sync's pull rewrote the list: what its merge named stays on the status line after
  /// the reload's own words, in either order of the two.
  @Test func whatASyncsMergeNamedStaysAfterTheReloadOfItsPull() {
    let note = "Not deleted: ‘B’ was changed on the other branch to ‘B2’"
    var named = State.loaded(["A", "C"]).synced
    named.sync.isOn = true
    _ = named.reduce(.sync(.finished(.synced, mergeNotes: [note])))
    #expect(named.status == StatusMessage("The sync's merge: " + note, kind: .warning))
    let (reloading, _) = reducer(named, .reload(.due))
    let (reloaded, _) = reducer(
      reloading, .reload(.reloaded(Self.changed(["A", "B2", "C"], matching: reloading))))
    #expect(reloaded.titles == ["A", "B2", "C"])
    #expect(
      reloaded.status
        == StatusMessage("1 todo added by the sync's pull. The sync's merge: " + note, kind: .warning))
    // The reload first: the note comes after it and is shown.
    let (early, _) = reducer(State.loaded(["A", "C"]).synced, .reload(.due))
    var first = reducer(early, .reload(.reloaded(Self.changed(["A", "B2", "C"], matching: early)))).0
    first.sync.isOn = true
    _ = first.reduce(.sync(.finished(.synced, mergeNotes: [note])))
    #expect(first.status == StatusMessage("The sync's merge: " + note, kind: .warning))
  }

  @Test func anOutsideChangeWithoutLocalChangesIsTakenAndSaysWhatCameIn() {
    let (reloading, _) = reducer(State.loaded(["A", "B", "C"]).synced, .reload(.due))
    let (reloaded, command) = reducer(
      reloading, .reload(.reloaded(Self.changed(["New 1", "A", "C", "New 2"], matching: reloading))))
    #expect(reloaded.titles == ["New 1", "A", "C", "New 2"])
    #expect(reloaded.todos.map(\.id) == [4, 1, 3, 5], "unchanged lines keep their ids")
    #expect(reloaded.status == StatusMessage("1 changed, 1 added by another program.", kind: .info))
    #expect(reloaded.saving.syncedList == reloaded.todos)
    #expect(!reloaded.saving.hasUnsavedChanges)
    #expect(command == nil, "the file holds the list: nothing to save")
  }

  @Test func theStatusLineCountsWhatAnotherProgramDid() {
    let list = State.loaded(["A", "B", "C", "D"])
    func said(_ titles: [String]) -> String {
      guard case .changed(_, let summary) = Self.changed(titles, matching: list) else { return "" }
      return summary.description
    }
    #expect(said(["A", "b", "c", "D"]) == "2 todos changed")
    #expect(said(["A", "B", "C", "D", "E"]) == "1 todo added")
    #expect(said(["A", "D"]) == "2 todos removed")
    #expect(said(["X", "Y", "A", "B", "D"]) == "1 changed, 1 added")
    #expect(said(["D", "A", "B", "C"]) == "todos reordered")
    #expect(said(["D", "A", "B"]) == "1 todo removed, reordered")
  }

  @Test func theSelectionAndTheScrollStayOnTheSameToDoWhenLinesChangeAboveIt() {
    let titles = (1...40).map { "Todo \($0)" }
    var state = State.loaded(titles, size: Size(columns: 80, rows: 14)).synced.selecting(25)
    state.view.scrollOffset = 20
    state.keepSelectionVisible()
    #expect(state.view.scrollOffset == 20)
    let (reloading, _) = reducer(state, .reload(.due))
    // Three lines added at the top, one removed above the selection, two moved above it.
    var file = ["Outside 1", "Outside 2", "Outside 3"] + titles
    file.removeAll { $0 == "Todo 5" }
    file.swapAt(10, 11)
    let (reloaded, _) = reducer(reloading, .reload(.reloaded(Self.changed(file, matching: reloading))))
    #expect(reloaded.selectedToDo?.title == "Todo 26")
    #expect(reloaded.selectedToDo?.id == state.selectedToDo?.id)
    #expect(reloaded.selectedRow == 27)
    #expect(reloaded.selectedRow! - reloaded.view.scrollOffset == 5, "the same screen row as before")
  }

  @Test func localChangesGoWithTheReloadAndComeBackMergedAndSaved() {
    let synced = State.loaded(["A", "B"]).synced
    let (edited, saveTimer) = reduce(synced, [.lineEdit(.insert("Mine")), .list(.addInput)])
    #expect(saveTimer == [Command.saveAfterDelay])
    let (reloading, command) = reduce(edited, [.reload(.fileChangedOutside), .reload(.due)])
    #expect(command == [Command.reloadAfterDelay, .reload(.read(edited.todos, base: synced.todos))])
    let (reloaded, next) = reducer(
      reloading, .reload(.reloaded(Self.changed(["Mine", "A", "B", "Theirs"], matching: reloading))))
    #expect(reloaded.titles == ["Mine", "A", "B", "Theirs"])
    #expect(
      reloaded.status
        == StatusMessage("1 todo added by another program, merged with your changes.", kind: .info))
    #expect(!reloaded.saving.hasUnsavedChanges, "the store wrote the merge")
    #expect(next == nil)
    // The save debounce then has nothing left to save.
    #expect(reducer(reloaded, .persistence(.saveDue)).1 == nil)
  }

  @Test func aListChangedWhileTheFileWasReadIsSavedOntoTheFileNotLost() {
    let (reloading, _) = reducer(State.loaded(["A", "B"]).synced, .reload(.due))
    let sent = reloading.todos
    let (typed, _) = reduce(reloading, [.lineEdit(.insert("Typed meanwhile")), .list(.addInput)])
    let (after, command) = reducer(
      typed, .reload(.reloaded(Self.changed(["A", "B", "Theirs"], matching: reloading))))
    #expect(after.titles == ["Typed meanwhile", "A", "B"], "not taken: it lacks the todo typed meanwhile")
    #expect(
      command == .persistence(.save(typed.todos, base: sent)),
      "saved at once onto the file from the reload's list")
  }

  @Test func noReloadRunsWhileASaveRunsItFollowsTheSave() {
    let (saving, _) = reduce(
      State.loaded(["A"]).synced, [.lineEdit(.insert("Mine")), .list(.addInput), .persistence(.saveDue)])
    #expect(saving.saving.saveInFlight != nil)
    let (waiting, commands) = reduce(saving, [.reload(.fileChangedOutside), .reload(.due)])
    #expect(commands == [Command.reloadAfterDelay])
    #expect(waiting.reloading.isReloadQueued)
    let (saved, next) = reducer(waiting, .persistence(.saved))
    #expect(next == .reload(.read(saved.todos, base: saved.todos)))
  }

  @Test func noSaveRunsWhileAReloadRunsItFollowsTheReload() {
    let (reloading, _) = reducer(State.loaded(["A"]).synced, .reload(.due))
    let (edited, _) = reduce(reloading, [.lineEdit(.insert("Mine")), .list(.addInput)])
    #expect(reducer(edited, .persistence(.saveDue)).1 == nil)
    #expect(reducer(edited, .persistence(.saveNow)).1 == .cancel(id: .save))
    let (_, next) = reducer(edited, .reload(.reloaded(.unchanged)))
    #expect(next == .persistence(.save(edited.todos, base: reloading.todos)))
  }

  @Test func aDeletedFileIsSaidTheListKeptAndNothingWritten() {
    var state = State.loaded(["A", "B"]).synced
    state.listName = "~/notes/todo.txt"
    let (reloading, _) = reducer(state, .reload(.due))
    let (after, command) = reducer(reloading, .reload(.reloaded(.missing)))
    #expect(after.todos == state.todos)
    #expect(command == nil, "not written again behind the user's back")
    #expect(
      after.status
        == StatusMessage(
          "todo.txt was deleted by another program: the list is kept; it is saved again on your next change.",
          kind: .warning))
    // The next change saves it.
    let (_, commands) = reduce(after, [.lineEdit(.insert("Next")), .list(.addInput), .persistence(.saveDue)])
    #expect(commands.last.map { if case .persistence(.save) = $0 { true } else { false } } == true)
  }

  @Test func ctrlRReadsTheFileAgainAndSaysWhatItDid() {
    let loaded = State.loaded(["A", "B", "C"]).synced
    let (asked, command) = reducer(loaded, .reload(.now))
    #expect(command == .reload(.read(loaded.todos, base: loaded.todos)))
    let (unchanged, _) = reducer(asked, .reload(.reloaded(.unchanged)))
    #expect(unchanged.status == StatusMessage("Reloaded: no change.", kind: .info))
    let (changed, _) = reducer(
      asked, .reload(.reloaded(Self.changed(["A", "b", "c"], matching: asked))))
    #expect(changed.status == StatusMessage("Reloaded: 2 todos changed.", kind: .info))
    // A reload the watch asked for says nothing when nothing changed (our own save).
    let (watched, _) = reduce(loaded, [.reload(.due), .reload(.reloaded(.unchanged))])
    #expect(watched.status == loaded.status)
  }

  @Test func ctrlRReplacesAWaitingDebounce() {
    let (waiting, _) = reducer(State.loaded().synced, .reload(.fileChangedOutside))
    let (asked, command) = reducer(waiting, .reload(.now))
    #expect(command == .batch([.cancel(id: .reload), .reload(.read(waiting.todos, base: waiting.todos))]))
    #expect(!asked.reloading.isReloadScheduled)
  }

  @Test func aFailedReloadKeepsTheListAndSaysWhy() {
    let (reloading, _) = reducer(State.loaded().synced, .reload(.due))
    let (after, _) = reducer(
      reloading, .reload(.failed("permission denied: cannot read 'todo.txt'")))
    #expect(after.todos == reloading.todos)
    #expect(after.reloading.reloadInFlight == nil)
    #expect(
      after.status
        == StatusMessage(
          "Permission denied: not reloaded (Ctrl-R tries again): cannot read 'todo.txt'.", kind: .error))
  }

  @Test func aQuitWaitsForTheReloadThatRuns() {
    let (reloading, _) = reducer(State.loaded().synced, .reload(.due))
    let (waiting, command) = reducer(reloading, .system(.quit))
    #expect(command == nil)
    #expect(reducer(waiting, .reload(.reloaded(.unchanged))).1 == .exit(status: 0))
  }

  @Test func aFileChangedOnlyBetweenItsToDosLeavesTheListAndTheHistoryAlone() {
    // Blank lines or line endings changed: the same todos, in the same order.
    let (reloading, _) = reducer(State.loaded(["A", "B"]).synced, .reload(.due))
    let (after, _) = reducer(
      reloading, .reload(.reloaded(Self.changed(["A", "B"], matching: reloading))))
    #expect(after.document == reloading.document, "no step in the undo history")
    #expect(after.status == nil)
  }

  @Test func anEditOfAToDoAnotherProgramChangedIsKeptToAddNotLost() {
    let (editing, _) = reduce(
      State.loaded(["Call the bank", "Water the plants"]).synced.selecting(0),
      [.editing(.start), .lineEdit(.insert(" today"))])
    #expect(editing.mode.kind == .editing)
    let (reloading, _) = reducer(editing, .reload(.due))
    let (reloaded, _) = reducer(
      reloading,
      .reload(.reloaded(Self.changed(["(A) Call the bank", "Water the plants"], matching: reloading))))
    #expect(reloaded.mode == .adding)
    #expect(reloaded.input.text == "Call the bank today", "the edit's text stays")
    #expect(
      reloaded.status?.text.hasPrefix("Another program changed or deleted this todo: Enter adds your edit")
        == true)
    let (added, _) = reducer(reloaded, .list(.addInput))
    #expect(added.titles == ["Call the bank today", "(A) Call the bank", "Water the plants"])
  }

  @Test func anEditOfAToDoAnotherProgramLeftAloneGoesOn() {
    let (editing, _) = reduce(
      State.loaded(["Call the bank", "Water the plants"]).synced.selecting(0), [.editing(.start)])
    let (reloading, _) = reducer(editing, .reload(.due))
    let (reloaded, _) = reducer(
      reloading,
      .reload(
        .reloaded(Self.changed(["New", "Call the bank", "Water the plants"], matching: reloading))))
    #expect(reloaded.mode.kind == .editing)
  }

  @Test func aLocalEditThatTheReloadsMergeCouldNotApplyIsNamed() {
    // A delete here of a todo another program changed: the reload's merge keeps theirs and
    // says so by name, not as a count of changed todos.
    let (reloading, _) = reducer(
      State.loaded(["(C) Fix the bike", "Call Mum"]).synced, .reload(.due))
    let conflict = MergeConflict(
      original: "(C) Fix the bike", here: .deleted, ours: nil, theirs: "(A) Fix the bike")
    let ids: [ToDo.ID?] = [nil, reloading.todos[1].id]
    let merged = MergedList(
      titles: TitleList(["(A) Fix the bike", "Call Mum"]), ids: ids, conflicts: [conflict])
    let (reloaded, _) = reducer(
      reloading,
      .reload(.reloaded(.changed(merged, ReloadSummary(before: reloading.todos, merged: merged)))))
    #expect(reloaded.status?.text == conflict.message)
  }

  @Test func anOutsideChangeThatEmptiedTheListIsOneUndoableStep() {
    // Other outside changes are no undo step (see MergeConflictReducerTests): only what a
    // merge removed from most of the list comes back with Ctrl-Z.
    let (reloading, _) = reducer(State.loaded(["A", "B"]).synced, .reload(.due))
    let (reloaded, _) = reducer(reloading, .reload(.reloaded(Self.changed([], matching: reloading))))
    #expect(reloaded.todos.isEmpty)
    #expect(reloaded.status?.kind == .warning, "most of the list went: the status says how to take it back")
    let (undone, _) = reducer(reloaded, .history(.undo))
    #expect(undone.titles == ["A", "B"])
  }
}
