import Testing

@testable import ToDoCore
@testable import ToDoRuntime

/// A todo.sh run's change as the one step the journal keeps.
@Suite("todo.sh's changes as a journal step")
struct TodoShJournalEditTests {
  /// The list `edit` makes of `before`'s todos, applied in its order.
  private func applied(_ edit: ListEdit, to before: [String]) -> [String] {
    var todos = before.filter { !$0.isEmpty }
    func apply(_ edit: ListEdit) {
      switch edit {
      case .inserted(let todo, let index): todos.insert(todo.title, at: index)
      case .removed(_, let index): todos.remove(at: index)
      case .changed(_, let todo, let index): todos[index] = todo.title
      case .grouped(let edits): edits.forEach(apply)
      case .archived(let removal): apply(removal)
      }
    }
    apply(edit)
    return todos
  }

  @Test(arguments: [
    (["one", "two"], ["one", "(A) two"]),
    (["one", "two", "three"], ["", "two", "three"]),
    (["one", "", "two"], ["one", "", "two", "three"]),
    (["(B) a", "x b", "c", "x d"], ["(B) a", "c"]),
    (["a", "b", "c", "d"], ["x 2009-02-13 a", "", "c", "d", "e"]),
  ])
  func theStepTurnsTheTodosBeforeIntoTheTodosAfter(before: [String], after: [String]) throws {
    let edit = try #require(TodoShJournalEdit.edit(before: before, after: after))
    #expect(applied(edit, to: before) == after.filter { !$0.isEmpty })
  }

  @Test func aDeletionLeavingAnEmptyLineIsARemovalAndAnArchiveIsMarked() {
    #expect(
      TodoShJournalEdit.edit(before: ["one", "two"], after: ["", "two"])
        == .removed(ToDo(id: 1, title: "one"), at: 0))
    #expect(
      TodoShJournalEdit.edit(before: ["x one", "two"], after: ["two"], archived: ["x one"])
        == .archived(.removed(ToDo(id: 1, title: "x one"), at: 0)))
    #expect(TodoShJournalEdit.edit(before: ["one", ""], after: ["one"]) == nil)
  }
}
