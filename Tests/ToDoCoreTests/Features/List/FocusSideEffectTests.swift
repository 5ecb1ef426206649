import Testing
import ToDoTestSupport

@testable import ToDoCore

/// A focus change the user did not ask for never turns typed text into commands: after each
/// action that may move the focus as a side effect, the keys typed next still type.
@Suite("Focus: side effects leave typed text as text")
struct FocusSideEffectTests {
  /// Two done todos and an open one, the input line focused, one todo deleted and the focus
  /// back in the input line: the state where Ctrl-Z once moved the focus to the list.
  private var afterADeleteBackInTheInput: State {
    let start = State.loaded(["x 2026-11-20 Paid the rent", "x 2026-11-21 Fed the cat", "Two todo"])
    return pressing([.down, .down, .down, "d", .escape], from: start)
  }

  private let typed: [Key] = ["A", "-", "6", "5", "7"]

  @Test func typingAfterAnUndoInTheInputLineTypes() {
    let before = afterADeleteBackInTheInput
    #expect(before.focus == .input && before.titles.count == 2)
    let undone = pressing([.control("z")], from: before)
    #expect(undone.titles.last == "Two todo")
    #expect(undone.focus == .input)
    let after = pressing(typed, from: undone)
    #expect(after.input.text == "A-657")
    #expect(after.todos == undone.todos)
    #expect(after.archiving == nil)
  }

  @Test func typingAfterARedoInTheInputLineTypes() {
    let undone = pressing([.control("z")], from: afterADeleteBackInTheInput)
    let redone = pressing([.control("y")], from: undone)
    #expect(redone.titles.count == 2)
    #expect(redone.focus == .input)
    let after = pressing(typed, from: redone)
    #expect(after.input.text == "A-657")
    #expect(after.todos == redone.todos)
  }

  @Test func anUndoOfAChangeInTheInputLineKeepsTheFocusThere() {
    let start = State.loaded(["Buy the milk", "Take my dog"])
    let changed = pressing([.down, "x", .escape], from: start.with(today: "2026-11-26"))
    #expect(changed.titles.first?.hasPrefix("x ") == true && changed.focus == .input)
    let undone = pressing([.control("z")], from: changed)
    #expect(undone.titles.first == "Buy the milk")
    #expect(undone.focus == .input)
    #expect(pressing(["d", "x"], from: undone).input.text == "dx")
  }

  @Test func anUndoInTheListKeepsTheFocusInTheList() {
    let start = State.loaded().selecting(1)
    let undone = pressing(["d", .control("z")], from: start)
    #expect(undone.focus == .list)
    #expect(undone.titles == start.titles)
  }
}

extension State {
  /// `self` on the day `iso`.
  func with(today iso: String) -> State {
    var copy = self
    copy.today = CalendarDate(iso: iso)
    return copy
  }
}

@Suite("Focus: a quit that does not leave at once")
struct FocusAfterAQuitHeldTests {
  @Test func anEditSavedByAQuitThatWaitsLeavesTheKeysTyping() {
    // The list did not load: a quit while editing a todo added here saves the edit, then
    // stops to ask; the keys typed next are text.
    let (failed, _) = reduce(
      State(),
      [
        .system(.started), .persistence(.loadFailed("not UTF-8")), .lineEdit(.insert("One todo")),
        .list(.addInput),
      ])
    let editing = pressing([.down, "e", .end, "!"], from: failed)
    #expect(editing.mode.kind == .editing)
    let asked = pressing([.control("c")], from: editing)
    #expect(asked.titles == ["One todo!"])
    #expect(asked.quitting.isBlocked)
    #expect(asked.focus == .input)
    let typed = pressing(["d", "x"], from: asked)
    #expect(typed.input.text == "dx")
    #expect(typed.titles == ["One todo!"])
  }
}

@Suite("Focus: what arrives while typing leaves the keys typing")
struct FocusWhileTypingTests {
  @Test func theLoadFinishingWhileTypingKeepsTheKeysInTheInputLine() {
    let (typing, _) = reduce(State(), [.system(.started), .lineEdit(.insert("ab"))])
    let (loaded, _) = reducer(typing, .persistence(.toDosLoaded(["x 2026-11-20 Done one", "Open one"])))
    #expect(loaded.focus == .input)
    let typed = pressing(["A", "d"], from: loaded)
    #expect(typed.input.text == "abAd")
    #expect(typed.titles == ["x 2026-11-20 Done one", "Open one"])
  }

  @Test func anotherProgramsChangeWhileTypingKeepsTheKeysInTheInputLine() {
    let typing = pressing(["a", "b"], from: State.loaded(["One todo", "Two todo"]).synced)
    let reloaded = UndoAfterAnotherProgramTests.reloading(
      typing, to: ["One todo", "Two todo", "Three todo"], ids: [1, 2, nil])
    #expect(reloaded.titles.count == 3)
    #expect(reloaded.focus == .input)
    #expect(pressing(["d", "x"], from: reloaded).input.text == "abdx")
  }

  @Test func aSearchEndedGoesBackToTheListItStartedFrom() {
    // `/` is a list key: Enter and Esc give the keys back to the list, as the user asked.
    let searching = pressing([.down, "/", "o"], from: State.loaded(["One todo", "Two todo"]))
    #expect(searching.mode.kind == .searching)
    #expect(pressing([.enter], from: searching).focus == .list)
    #expect(pressing([.escape], from: searching).focus == .list)
  }
}
