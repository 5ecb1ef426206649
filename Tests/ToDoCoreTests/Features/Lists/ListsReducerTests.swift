import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Several lists: a switch saves the list shown first (as a quit does), parks it whole and
/// shows the other one (loaded the first time, read again after); each list keeps its
/// selection, search and undo. A move adds the todos to the other list first, and takes
/// them out here only once it has them, as one undoable step; an undo brings them back
/// and takes them out of the other list once this one is saved.
@Suite("Several lists: switching, moving todos between them")
struct ListsReducerTests {
  private static let entries = [
    ListEntry(name: "a.txt", path: "a.txt"), ListEntry(name: "b.txt", path: "b.txt"),
  ]
  /// List `a.txt` shown, loaded and saved, its second todo selected, the lists found.
  private static let start: State = {
    let state = State.loaded(["A one", "A two", "A three"]).synced.selecting(1)
    return reduce(state, [.lists(.found(entries))]).0
  }()

  /// `state` after the debounce and the save of what changed came back.
  private static func saved(_ state: State) -> (State, [Command]) {
    reduce(state, [.persistence(.saveDue), .persistence(.saved)])
  }

  @Test func theTitleSaysWhichListOfHowManyIsShown() {
    var state = Self.start
    state.listName = "a.txt"
    #expect(compose(state).lines[0].hasSuffix("a.txt · 1 of 2"), "\(compose(state).lines[0])")
    let b = reduce(state, [.lists(.show(path: "b.txt")), .persistence(.toDosLoaded(["B one"]))]).0
    #expect(compose(b).lines[0].hasSuffix("b.txt · 2 of 2"), "\(compose(b).lines[0])")
    var one = State.loaded(["A one"])
    one.listName = "a.txt"
    #expect(compose(one).lines[0].hasSuffix(" a.txt"), "one list: no place")
  }

  @Test func theChooserAndTheMoveSayWhatToDoShortly() {
    let open = reduce(Self.start, [.lists(.openChooser)]).0
    #expect(open.status?.text == "Enter shows the list; Esc closes.")
    let move = reduce(Self.start, [.lists(.chooseMoveTarget)]).0
    #expect(move.status?.text == "Enter moves the todo there; Esc closes.")
  }

  @Test func theGitSyncFollowsTheListShown() {
    var state = Self.start
    state.sync.isOn = true
    state.sync.last = .ahead(2)
    let shown = reduce(state, [.lists(.show(path: "b.txt"))]).0
    #expect(shown.lists.shown == "b.txt")
    #expect(shown.sync.last == nil, "not a.txt's word in b.txt's title")
    let (loaded, commands) = reduce(shown, [.persistence(.toDosLoaded(["B one"]))])
    #expect(commands.flattened.contains(.sync(.run)), "b.txt synced once loaded")
    #expect(loaded.sync.isRunning)
    var off = Self.start
    off.sync.isOn = false
    let (_, none) = reduce(off, [.lists(.show(path: "b.txt")), .persistence(.toDosLoaded(["B one"]))])
    #expect(!none.flattened.contains(.sync(.run)))
  }

  /// Enter (or a press) on a list in the box is the lists' own action, sent on through a
  /// command the store reduces next: the picker keeps no message in the state, and the
  /// switch or the move is the lists' reducer's.
  @Test func enterOnAListSendsTheListsActionOn() {
    let found = reduce(Self.start, [.lists(.openChooser), .lists(.found(Self.entries))]).0
    let (picked, command) = reducer(found, .picker(.move(by: 1)))
    let (entered, sent) = reducer(picked, .picker(.pick))
    #expect(sent == .send(.lists(.show(path: "b.txt"))))
    #expect(entered.lists.shown != "b.txt", "not switched until the lists' action is reduced")
    #expect(command == nil)
    let moving = reduce(Self.start, [.lists(.chooseMoveTarget), .lists(.found(Self.entries))]).0
    #expect(reducer(moving, .picker(.pick)).1 == .send(.lists(.moveTo(path: "b.txt"))))
    let shown = reduce(entered, [.lists(.show(path: "b.txt"))]).0
    #expect(shown.lists.shown == "b.txt")
  }

  @Test func theChooserOffersTheListsFoundWithTheShownOneSelected() {
    let (open, commands) = reduce(Self.start, [.lists(.openChooser)])
    #expect(commands == [.lists(.find)])
    #expect(open.mode.kind == .pickingList)
    let found = reduce(open, [.lists(.found(Self.entries))]).0
    #expect(found.picker == Picker(.lists(Self.entries, moving: false), selected: 0))
    let moving = reduce(Self.start, [.lists(.chooseMoveTarget), .lists(.found(Self.entries))]).0
    #expect(moving.picker?.content == .lists([Self.entries[1]], moving: true), "not the list shown")
  }

  @Test func aSwitchSavesFirstThenShowsTheOtherListLoaded() {
    let edited = pressing(["d"], from: Self.start)
    let (waiting, commands) = reduce(edited, [.lists(.show(path: "b.txt"))])
    #expect(waiting.lists.shown == "a.txt", "not before the save")
    #expect(commands.flattened.contains(.persistence(.save(edited.todos, base: Self.start.todos))))
    let (shown, after) = reduce(waiting, [.persistence(.saved)])
    #expect(shown.lists.shown == "b.txt")
    #expect(shown.todos.isEmpty)
    #expect(shown.listName == "b.txt")
    let performed = after.flattened
    #expect(performed.contains(.lists(.show("b.txt"))) && performed.contains(.persistence(.load)))
    #expect(
      performed.firstIndex(of: .lists(.show("b.txt")))! < performed.firstIndex(of: .persistence(.load))!)
    #expect(!shown.saving.hasUnsavedChanges, "another list shown is no change")
  }

  @Test func eachListKeepsItsSelectionSearchAndUndo() {
    var a = pressing(["d"], from: Self.start)
    a.view.settings.query = "A"
    a = Self.saved(a).0
    let b = reduce(a, [.lists(.show(path: "b.txt")), .persistence(.toDosLoaded(["B one", "B two"]))]).0
    #expect(b.focus == .list, "the list chosen has the keys, as the one it was chosen from")
    let bSelected = pressing([.down], from: b)
    #expect(bSelected.titles == ["B one", "B two"])
    let (back, commands) = reduce(bSelected, [.lists(.show(path: "a.txt"))])
    #expect(back.lists.shown == "a.txt")
    #expect(back.titles == ["A one", "A three"])
    #expect(back.view.settings.query == "A", "a.txt's search")
    #expect(back.selectedToDo?.title == a.selectedToDo?.title, "a.txt's selection")
    #expect(back.document.history.undoable.count == 1, "a.txt's undo")
    #expect(
      commands.contains {
        if case .batch(let all) = $0 {
          all.contains(.reload(.read(back.todos, base: back.todos)))
        } else {
          false
        }
      }, "read again: another program may have changed it")
    let undone = pressing([.control("z")], from: back)
    #expect(undone.titles == ["A one", "A two", "A three"])
    let bAgain = reduce(back, [.reload(.reloaded(.unchanged)), .lists(.show(path: "b.txt"))]).0
    #expect(bAgain.selectedToDo?.title == "B two", "b.txt's selection")
    #expect(bAgain.view.settings.query == "")
  }

  @Test func aMoveAddsToTheTargetFirstThenRemovesHereAsOneStep() {
    let (moving, commands) = reduce(Self.start, [.lists(.moveTo(path: "b.txt"))])
    #expect(commands == [.lists(.add(path: "b.txt", lines: ["A two"]))])
    #expect(moving.titles == Self.start.titles, "still here until b.txt has it")
    let moved = reduce(moving, [.lists(.addedToTarget(path: "b.txt"))]).0
    #expect(moved.titles == ["A one", "A three"])
    #expect(moved.document.history.undoable.count == 1)
    #expect(moved.status?.text == "Moved to b.txt (Ctrl-Z to undo): “A two”")
  }

  @Test func aMovedTodoLeavesTheFileAtOnceAndItsIntentEndsOnceSaved() {
    let moving = reduce(Self.start, [.lists(.moveTo(path: "b.txt"))]).0
    let (moved, commands) = reduce(moving, [.lists(.addedToTarget(path: "b.txt"))])
    #expect(
      commands == [.persistence(.save(moved.todos, base: Self.start.todos))],
      "saved now, not after the save delay")
    #expect(
      reduce(moved, [.lists(.moveTo(path: "b.txt"))]).0.status?.text
        == "A move is under way: wait for it to finish.")
    let (saved, afterSave) = reduce(moved, [.persistence(.saved)])
    #expect(afterSave == [.lists(.moveSaved)])
    #expect(reduce(saved, [.persistence(.saved)]).1.isEmpty, "ended once")
  }

  @Test func aMoveSaysWhichTodosHereItLeavesWaitingForAMissingId() {
    let start = reduce(
      State.loaded(["Buy paint id:paint", "Paint the fence after:paint", "Call the bank"]).synced
        .selecting(0),
      [.lists(.found(Self.entries))]
    ).0
    let moving = reduce(start, [.lists(.moveTo(path: "b.txt"))]).0
    let moved = reduce(moving, [.lists(.addedToTarget(path: "b.txt"))]).0
    #expect(
      moved.status?.text
        == "Moved to b.txt (Ctrl-Z to undo): “Buy paint id:paint”; 1 todo waits for a missing id:paint")
  }

  @Test func noSwitchWhileAMoveIsUnderWayItsResultIsThisLists() {
    let moving = reduce(Self.start, [.lists(.moveTo(path: "b.txt")), .lists(.show(path: "b.txt"))]).0
    #expect(moving.lists.shown == "a.txt")
    #expect(moving.lists.switching == nil)
    #expect(moving.status?.kind == .warning)
  }

  @Test func aSwitchStartsTheNextListsProjectionsAfterTheLastOnesNumbers() {
    var a = Self.start
    a.view.projectionsRequested = 7
    let b = reduce(a, [.lists(.show(path: "b.txt"))]).0
    #expect(b.view.projectionsRequested >= 7, "a.txt's late result is never b.txt's")
  }

  @Test func eachListKeepsItsOwnConflictCopies() {
    let copy = ConflictCopy(name: "a (conflicted copy).txt", titles: ["A one"], problem: nil)
    var a = Self.start
    a.conflictCopies.leftAlone = [copy.name]
    let b = reduce(a, [.lists(.show(path: "b.txt"))]).0
    #expect(b.conflictCopies == ConflictCopies(), "a.txt's copies are not b.txt's")
    let back = reduce(b, [.persistence(.toDosLoaded(["B one"])), .lists(.show(path: "a.txt"))]).0
    #expect(back.conflictCopies.leftAlone == [copy.name])
  }

  @Test func aMoveTheTargetRefusedLeavesTheToDoHere() {
    let refused = reduce(
      Self.start,
      [.lists(.moveTo(path: "b.txt")), .lists(.notAddedToTarget(path: "b.txt", reason: "read-only"))]
    ).0
    #expect(refused.titles == Self.start.titles)
    #expect(refused.document.history.undoable.isEmpty)
    #expect(refused.status?.kind == .error)
  }

  @Test func theMarkedToDosMoveTogetherAndComeBackTogether() {
    let marked = pressing([.up, " ", .down, " "], from: Self.start)
    #expect(marked.marks.count == 2)
    let (moving, commands) = reduce(marked, [.lists(.moveTo(path: "b.txt"))])
    #expect(commands == [.lists(.add(path: "b.txt", lines: ["A one", "A three"]))])
    let moved = reduce(moving, [.lists(.addedToTarget(path: "b.txt"))]).0
    #expect(moved.titles == ["A two"])
    #expect(moved.marks.isEmpty)
    #expect(moved.document.history.undoable.count == 1, "one step")
    let undone = pressing([.control("z")], from: moved)
    #expect(undone.titles == Self.start.titles)
  }

  @Test func anUndoneMoveLeavesTheTargetOnlyOnceThisListIsSaved() {
    let moved = reduce(Self.start, [.lists(.moveTo(path: "b.txt")), .lists(.addedToTarget(path: "b.txt"))]).0
    let saved = Self.saved(moved).0
    let (undone, undoCommands) = pressingReporting([.control("z")], from: saved)
    #expect(undone.titles == Self.start.titles)
    #expect(!undoCommands.contains { $0.removesFromList }, "not before this list has them on disk")
    let (_, afterSave) = Self.saved(undone)
    #expect(afterSave.contains { $0.removesFromList })
    #expect(afterSave.last == .lists(.remove(path: "b.txt", lines: ["A two"])))
  }

  @Test func anUndoneMoveWaitsWhileThisListHasChangesNotSavedYet() {
    let moved = reduce(Self.start, [.lists(.moveTo(path: "b.txt")), .lists(.addedToTarget(path: "b.txt"))]).0
    var undone = pressing([.control("z")], from: Self.saved(moved).0)
    // A save came back, but a change made since is not on disk: the todos may not be.
    undone.saving.hasUnsavedChanges = true
    #expect(undone.takeBackMoveAfterSave() == nil)
    #expect(undone.lists.unmoving != nil)
    undone.saving.hasUnsavedChanges = false
    #expect(undone.takeBackMoveAfterSave() == .lists(.remove(path: "b.txt", lines: ["A two"])))
  }

  @Test func aRedoOfAnUndoneMoveIsTakenBackTheTodosAreNoLongerThere() {
    let moved = reduce(Self.start, [.lists(.moveTo(path: "b.txt")), .lists(.addedToTarget(path: "b.txt"))]).0
    let undone = Self.saved(pressing([.control("z")], from: Self.saved(moved).0)).0
    let redone = pressing([.control("y")], from: undone)
    #expect(redone.titles == Self.start.titles, "in neither list otherwise")
    #expect(redone.status?.text.contains("M moves them again") == true)
  }

  @Test func aRedoBeforeTheTargetGaveThemUpIsAMoveAgain() {
    let moved = reduce(Self.start, [.lists(.moveTo(path: "b.txt")), .lists(.addedToTarget(path: "b.txt"))]).0
    let undone = pressing([.control("z")], from: moved)
    let redone = pressing([.control("y")], from: undone)
    #expect(redone.titles == ["A one", "A three"])
    let (_, afterSave) = Self.saved(redone)
    #expect(!afterSave.contains { $0.removesFromList }, "b.txt keeps them")
  }

  @Test func aRedoToBeforeAMovedTodoWasAddedStandsItIsNoRedoOfTheMove() {
    // "A four" added, then moved with "A one"; the move undone and b.txt given them up;
    // the add and the completion before it undone too. Redoing the completion brings back
    // a list where "A one" is and "A four" never was: not the move's todos gone, so the
    // redo stands.
    let completed = pressing(["x"], from: Self.start.with(today: "2026-11-26"))
    let added = pressing([.escape] + "A four".map(Key.character) + [.enter], from: completed)
    #expect(added.titles.contains("A four"))
    var marking = added
    for title in ["A one", "A four"] {
      marking = pressing([" "], from: marking.selecting(marking.titles.firstIndex(of: title)!))
    }
    let moved = reduce(marking, [.lists(.moveTo(path: "b.txt")), .lists(.addedToTarget(path: "b.txt"))]).0
    #expect(!moved.titles.contains("A one") && !moved.titles.contains("A four"))
    let given = Self.saved(pressing([.control("z")], from: Self.saved(moved).0)).0
    let before = pressing([.control("z"), .control("z")], from: given)
    #expect(before.titles == Self.start.titles)
    let redone = pressing([.control("y")], from: before)
    #expect(redone.titles == ["A one", "x 2026-11-26 A two", "A three"])
    #expect(redone.status?.text.contains("M moves them again") != true)
  }
}

extension [Command] {
  /// The commands, those of each batch in order in its place.
  fileprivate var flattened: [Command] {
    flatMap { if case .batch(let commands) = $0 { commands.flattened } else { [$0] } }
  }
}

extension Command {
  /// Whether this command (or one of a batch) takes lines out of another list.
  fileprivate var removesFromList: Bool {
    switch self {
    case .lists(.remove): true
    case .batch(let commands): commands.contains { $0.removesFromList }
    default: false
    }
  }
}
