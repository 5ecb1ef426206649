import Testing

@testable import ToDoCore

/// The view follows every change of the document: the rows, and the selection on its todo.
@Suite("List view: rows and selection follow the document")
struct ShownListTests {
  /// A document of `count` todos with ids 1…count, and a view of it with `selected` chosen.
  static func make(_ count: Int, selected: Int?) -> (ToDoDocument, ShownList) {
    let document = ToDoDocument((1...count).map { ToDo(id: $0, title: "Todo \($0)") })
    return (document, ShownList(showing: document, selectedRow: selected))
  }

  @Test(arguments: [
    // (where the todos go, how many, the selected row before, the row after)
    (0, 1, 2, 3), (0, 3, 2, 5), (2, 1, 2, 3), (3, 2, 2, 2), (5, 1, 2, 2),
  ])
  func anInsertAboveTheSelectionMovesItDownWithItsToDo(at: Int, count: Int, selected: Int, expected: Int) {
    var (document, view) = Self.make(5, selected: selected)
    let id = view.selection?.id
    for offset in 0..<count {
      _ = document.add(ToDo(id: 100 + offset, title: "New \(offset)"), at: at + offset)
    }
    view.follow(.inserted(at..<at + count), in: document)
    #expect(view.rows.count == 5 + count)
    #expect(view.selection == ShownList.Selection(id: id!, row: expected))
    #expect(document.todos[expected].id == id)
    #expect(view.unchosenSelection == nil)
  }

  @Test(arguments: [
    // (the row removed, the selected row before, the row after)
    (0, 2, 1), (1, 2, 1), (3, 2, 2), (4, 2, 2),
  ])
  func aRemovalElsewhereKeepsTheSelectionOnItsToDo(removed: Int, selected: Int, expected: Int) {
    var (document, view) = Self.make(5, selected: selected)
    let id = view.selection?.id
    let (todo, change) = document.delete(at: removed)
    #expect(change == .removed(todo, at: removed))
    view.follow(change, in: document)
    #expect(view.rows.count == 4)
    #expect(view.selection == ShownList.Selection(id: id!, row: expected))
    #expect(view.unchosenSelection == nil)
  }

  @Test func removingTheSelectedToDoSelectsTheOneThatTookItsRowUnchosen() {
    var (document, view) = Self.make(3, selected: 1)
    view.follow(document.delete(at: 1).1, in: document)
    #expect(view.selection == ShownList.Selection(id: 3, row: 1))
    #expect(view.unchosenSelection == 3)
    view.follow(document.delete(at: 1).1, in: document)
    #expect(view.selection == ShownList.Selection(id: 1, row: 0))
    view.follow(document.delete(at: 0).1, in: document)
    #expect(view.selection == nil)
    #expect(view.rows.isEmpty)
  }

  @Test func aReplacedListKeepsTheSelectionOnItsToDoWhereverItWent() {
    var (document, view) = Self.make(4, selected: 1)  // id 2
    var merged = MergedList(titles: ["X", "Todo 4", "Todo 2", "Todo 1"], ids: [nil, 4, 2, 1])
    _ = document.takeMerged(merged)
    view.follow(.replaced, in: document)
    #expect(view.selection == ShownList.Selection(id: 2, row: 2))
    #expect(view.unchosenSelection == nil)
    // Gone: the todo that took its row, which the user did not choose.
    merged = MergedList(titles: ["A", "B"], ids: [nil, nil])
    _ = document.takeMerged(merged)
    view.follow(.replaced, in: document)
    #expect(view.selection?.row == 1)
    #expect(view.unchosenSelection == view.selection?.id)
  }

  @Test func scrollingTheSelectionAwayLandsItOnTheNearestVisibleToDoUnchosen() {
    let (document, start) = Self.make(50, selected: 0)
    var view = start
    view.scroll(by: 10, height: 5, in: document)
    #expect(view.scrollOffset == 10)
    #expect(view.selection == ShownList.Selection(id: 11, row: 10))
    #expect(view.unchosenSelection == 11)
    view.scroll(by: 1_000, height: 5, in: document)
    #expect(view.scrollOffset == 45)
  }
}
