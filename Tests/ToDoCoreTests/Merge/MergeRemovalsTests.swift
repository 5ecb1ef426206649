import Testing
import ToDoTestSupport

@testable import ToDoCore

/// What a merge with another program's change removed is said and can be taken back, and
/// every todo keeps an id of its own after any merge.
@Suite("Todos a merge removed, and ids after merges")
struct MergeRemovalsTests {
  private let titles = (1...10).map { "Todo \($0)" }

  @Test func aSaveMergeThatRemovedToDosSaysHowManyAndCtrlZBringsThemBack() {
    let start = State.loaded(titles).synced
    let (saving, _) = reduce(start, [.lineEdit(.insert("Mine")), .list(.addInput), .persistence(.saveNow)])
    // The file as a writer that had not finished left it: the last three todos gone.
    let merged = storeMerge(of: saving, theirs: Array(titles.prefix(7)))
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["Mine"] + titles.prefix(7))
    #expect(
      took.status
        == StatusMessage(
          "Another program removed 3 of 11 todos: Ctrl-Z brings them back.", kind: .warning))
    let (undone, commands) = reduce(took, [.history(.undo)])
    #expect(undone.titles == ["Mine"] + titles)
    #expect(commands.contains(Command.saveAfterDelay), "and saves them")
  }

  @Test func aReloadThatRemovedAToDoSaysSoAndCtrlZBringsItBack() {
    let start = State.loaded(titles).synced
    let (reloading, _) = reduce(start, [.reload(.due)])
    let theirs = titles.filter { $0 != "Todo 4" }
    let (took, _) = reducer(
      reloading, .reload(.reloaded(ReducerReloadTests.changed(theirs, matching: reloading))))
    #expect(took.titles == theirs)
    #expect(
      took.status
        == StatusMessage(
          "Another program removed 1 of 10 todos: Ctrl-Z brings them back.", kind: .warning))
    let (undone, _) = reduce(took, [.history(.undo)])
    #expect(undone.titles == titles)
  }

  @Test func aMergeThatChangedAndRemovedToDosOffersBackOnlyThoseRemoved() {
    let start = State.loaded(titles).synced
    let (reloading, _) = reduce(start, [.reload(.due)])
    // Todo 3 completed (its new version), Todo 4 and Todo 8 deleted, a line added.
    let theirs =
      ["Todo 1", "Todo 2", "x Todo 3", "Todo 5", "Todo 6", "Todo 7", "Todo 9", "Todo 10", "From the phone"]
    let (took, _) = reducer(
      reloading, .reload(.reloaded(ReducerReloadTests.changed(theirs, matching: reloading))))
    #expect(took.titles == theirs)
    #expect(
      took.status
        == StatusMessage(
          "Another program removed 2 todos and changed 2: Ctrl-Z brings the 2 back.", kind: .warning))
    // The undo brings back what was removed, never the old version of the todo completed.
    let (undone, _) = reduce(took, [.history(.undo)])
    #expect(
      undone.titles
        == [
          "Todo 1", "Todo 2", "x Todo 3", "Todo 4", "Todo 5", "Todo 6", "Todo 7", "Todo 8", "Todo 9",
          "Todo 10",
          "From the phone",
        ])
  }

  @Test func aMergeThatOnlyChangedToDosOffersNothingBack() {
    let start = State.loaded(titles).synced
    let (reloading, _) = reduce(start, [.reload(.due)])
    let theirs = titles.map { $0 == "Todo 4" ? "(A) Todo 4" : $0 }
    let (took, _) = reducer(
      reloading, .reload(.reloaded(ReducerReloadTests.changed(theirs, matching: reloading))))
    #expect(took.status == StatusMessage("1 todo changed by another program.", kind: .info))
    #expect(reduce(took, [.history(.undo)]).0.titles == theirs)
  }

  @Test func bothSidesChangedOneToDoBothVersionsKeepIdsOfTheirOwn() {
    let start = State.loaded(["Call Mum", "Fix the bike"]).synced.selecting(1)
    let (saving, _) = reduce(start, [.priority(.set("A")), .persistence(.saveNow)])
    let merged = storeMerge(of: saving, theirs: ["Call Mum", "Fix the bike +home"])
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    #expect(took.titles == ["Call Mum", "(A) Fix the bike", "Fix the bike +home"])
    let ids = took.todos.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
    // The selection stays on the user's version, and undo acts on it, not on theirs.
    #expect(took.view.selection?.id == start.todos[1].id)
    #expect(took.todos.first { $0.id == took.view.selection?.id }?.title == "(A) Fix the bike")
    let (undone, _) = reduce(took, [.history(.undo)])
    #expect(undone.titles == ["Call Mum", "Fix the bike", "Fix the bike +home"])
  }

  /// Whether the id is one the app gave out (below `next`) or one beyond them (a recording).
  @Test func aMergedListThatNamesAnIdTwiceGivesTheSecondLineANewOne() {
    let merged = MergedList(titles: ["A", "B", "C", "D", "E"], ids: [7, 7, nil, 1_000_000, 1_000_000])
    var next: ToDo.ID = 20
    let (list, kept) = merged.list(newIDsFrom: &next)
    #expect(list.map(\.id) == [7, 20, 21, 1_000_000, 22])
    #expect(kept == 2)
    #expect(next == 23)
  }
}
