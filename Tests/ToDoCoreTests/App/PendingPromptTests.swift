import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A prompt acts on the todo it was opened on, by id, never on the one that took its row; it
/// is cancelled, with a message, when another program changes or deletes that todo.
@Suite("Pending prompts: bound to their todo")
struct PendingPromptTests {
  private static let titles = ["First todo", "Second todo", "Third todo"]

  /// `p` pressed on "Second todo", the list in sync with the file.
  private var choosingOnTheSecond: State {
    let start = State.loaded(Self.titles).synced.selecting(1)
    return pressing(["p"], from: start)
  }

  /// The reload of a file that holds `lines`, each with the id given (nil: a line from
  /// elsewhere), started and come back.
  private func reloading(_ state: State, to lines: [String], ids: [ToDo.ID?]) -> State {
    let (started, _) = reducer(state, .reload(.due))
    let merged = MergedList(titles: TitleList(lines), ids: ids)
    let summary = ReloadSummary(before: started.todos, merged: merged, comparingText: true)
    return reducer(started, .reload(.reloaded(.changed(merged, summary)))).0
  }

  @Test func aPriorityChoiceWhoseToDoAnotherProgramDeletedIsCancelledNotMovedOn() {
    let choosing = choosingOnTheSecond
    #expect(choosing.mode == .choosingPriority(2))
    let reloaded = reloading(choosing, to: ["First todo", "Third todo"], ids: [1, 3])
    #expect(reloaded.mode == .browsing)
    #expect(reloaded.status?.kind == .warning)
    #expect(
      reloaded.status
        == StatusMessage(
          "No priority set: another program changed or deleted “Second todo” meanwhile; p chooses again.",
          kind: .warning))
    let after = pressing(["a"], from: reloaded)
    #expect(after.titles == ["First todo", "Third todo"], "no priority on the third todo")
  }

  @Test func aPriorityChoiceWhoseToDoAnotherProgramChangedIsCancelled() {
    // The other program's version keeps the todo's id (the merge matched it).
    let reloaded = reloading(
      choosingOnTheSecond, to: ["First todo", "Second todo +work", "Third todo"], ids: [1, 2, 3])
    #expect(reloaded.mode == .browsing)
    #expect(reloaded.status?.text.hasPrefix("No priority set: another program changed “Second todo”") == true)
    #expect(pressing(["a"], from: reloaded).titles == ["First todo", "Second todo +work", "Third todo"])
  }

  @Test func aPriorityChoiceSurvivesAChangeOfAnotherToDo() {
    let reloaded = reloading(
      choosingOnTheSecond, to: ["First todo +home", "Second todo", "Third todo"], ids: [nil, 2, 3])
    #expect(reloaded.mode == .choosingPriority(2))
    #expect(pressing(["a"], from: reloaded).titles == ["First todo +home", "(A) Second todo", "Third todo"])
  }

  @Test func aPriorityGoesToTheChosenToDoWhenTheSelectionMovedMeanwhile() {
    // The wheel scrolls the list under the choice: the selection follows the rows shown.
    let titles = (1...40).map { "Todo number \($0)" }
    let start = State.loaded(titles, size: Size(columns: 40, rows: 10)).synced.selecting(0)
    let choosing = pressing(["p"], from: start)
    let (scrolled, _) = reducer(choosing, .list(.scrolled(by: 20)))
    #expect(scrolled.selectedToDo?.id != 1, "the selection moved")
    let after = pressing(["b"], from: scrolled)
    #expect(after.titles[0] == "(B) Todo number 1")
    #expect(after.titles.filter { $0.hasPrefix("(B)") }.count == 1)
  }

  @Test func aChoiceWhoseToDoIsGoneWhenTheLetterComesSetsNothing() {
    // Gone by a path that did not cancel the prompt: the letter says so and sets nothing.
    var choosing = choosingOnTheSecond
    choosing.mode = .choosingPriority(99)
    let after = pressing(["a"], from: choosing)
    #expect(after.todos == choosing.todos)
    #expect(after.mode == .browsing)
    #expect(after.status?.text.hasPrefix("No priority set: the todo chosen with p is gone") == true)
  }

  @Test func anEditWhoseToDoAnotherProgramChangedIsCancelledAndKeptToAdd() {
    // The other program's version keeps the id: the edit must not be saved over it.
    let editing = pressing(["e", .end, "!"], from: State.loaded(Self.titles).synced.selecting(1))
    #expect(editing.mode.kind == .editing)
    let reloaded = reloading(editing, to: ["First todo", "(A) Second todo", "Third todo"], ids: [1, 2, 3])
    #expect(reloaded.mode == .adding)
    #expect(reloaded.input.text == "Second todo!")
    #expect(reloaded.status?.text.hasPrefix("Another program changed this todo: Enter adds") == true)
    let saved = pressing([.enter], from: reloaded)
    #expect(saved.titles == ["Second todo!", "First todo", "(A) Second todo", "Third todo"])
  }

  @Test func anEditWhoseToDoAnotherProgramLeftAloneGoesOn() {
    let editing = pressing(["e", .end, "!"], from: State.loaded(Self.titles).synced.selecting(1))
    let reloaded = reloading(
      editing, to: ["First todo", "Second todo", "Third todo", "New there"], ids: [1, 2, 3, nil])
    #expect(reloaded.mode.kind == .editing)
    let saved = pressing([.enter], from: reloaded)
    #expect(saved.titles == ["First todo", "Second todo!", "Third todo", "New there"])
  }
}
