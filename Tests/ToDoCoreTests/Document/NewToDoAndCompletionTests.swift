import Testing

@testable import ToDoCore

/// The steps the input line's add and `x` share with the command line's `todo add` and
/// `todo done`.
@Suite("A typed todo and a completion, shared")
struct NewToDoAndCompletionTests {
  let today = CalendarDate(iso: "2026-11-26")!

  @Test func aTypedTodoHasItsDatesWrittenAndItsCreationDateWhenAsked() {
    let plain = NewToDo.make("  Buy milk due:tomorrow ", today: today, preferences: Preferences())
    #expect(
      plain == .success(NewToDo.Text(title: "Buy milk due:2026-11-27", line: "Buy milk due:2026-11-27")))
    let dated = NewToDo.make(
      "(A) Call t:mon", today: today, preferences: Preferences(addsCreationDates: true))
    #expect(
      dated
        == .success(NewToDo.Text(title: "(A) Call t:2026-11-30", line: "(A) 2026-11-26 Call t:2026-11-30")))
  }

  @Test func aTypedTodoIsRefusedAsTheInputLineRefusesIt() {
    #expect(NewToDo.make("   ", today: today, preferences: Preferences()) == .failure(.empty))
    #expect(NewToDo.make("ab", today: today, preferences: Preferences()) == .failure(.tooShort("ab")))
    guard
      case .failure(.dateOutOfRange(let problem)) = NewToDo.make(
        "Go due:9999y", today: today, preferences: Preferences())
    else {
      Issue.record("a date past 9999 was written")
      return
    }
    #expect(problem.hasPrefix("“due:9999y” falls outside"))
  }

  @Test func aNewTodoGoesWhereThePreferencesPutIt() {
    var document = ToDoDocument([ToDo(id: 1, title: "One"), ToDo(id: 2, title: "Two")])
    #expect(document.addNew("Top", preferences: Preferences()).index == 0)
    #expect(document.addNew("Bottom", preferences: Preferences(newToDos: .bottom)).index == 3)
    #expect(document.todos.titles == ["Top", "One", "Two", "Bottom"])
  }

  @Test func completingARecurringTodoAddsTheNextAboveIt() {
    var document = ToDoDocument([
      ToDo(id: 1, title: "One"), ToDo(id: 2, title: "Water due:2026-11-26 rec:1w"),
    ])
    let (step, changes) = document.complete(at: 1, today: today)
    #expect(
      step == .doneWithNext("x 2026-11-26 Water due:2026-11-26 rec:1w", next: "Water due:2026-12-03 rec:1w"))
    #expect(!changes.isEmpty)
    #expect(
      document.todos.titles == [
        "One", "Water due:2026-12-03 rec:1w", "x 2026-11-26 Water due:2026-11-26 rec:1w",
      ])
    var plain = ToDoDocument([ToDo(id: 1, title: "(B) Call")])
    #expect(plain.complete(at: 0, today: today).0 == .done("x 2026-11-26 Call pri:B"))
  }
}
