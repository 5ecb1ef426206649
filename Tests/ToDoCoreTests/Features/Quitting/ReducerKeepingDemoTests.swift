import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Quitting the demo list (`todo --demo`), whose changes are not kept: at once when it
/// holds nothing of the user's, else a question whose every answer is here.
@Suite("Reducer: quitting the demo asks before it loses the todos")
struct ReducerKeepingDemoTests {
  static let keptIn = "~/.local/share/todo/todo.txt"

  /// The demo loaded with its three todos, then `actions`.
  func demo(_ actions: [Action] = [], keepsIn: String? = Self.keptIn) -> State {
    reduce(
      State(demo: DemoList(keepsIn: keepsIn)),
      [.system(.started), .persistence(.toDosLoaded(["Buy the milk", "Take my dog", "Rent a car"]))]
        + actions
    ).0
  }

  static let added: [Action] = [.lineEdit(.insert("My first real todo")), .list(.addInput)]

  /// The demo changed, then quit: the question asked.
  func asked(keepsIn: String? = Self.keptIn) -> State {
    let (state, command) = reducer(demo(Self.added, keepsIn: keepsIn), .system(.quit))
    #expect(command == nil)
    return state
  }

  @Test func aQuitOfAnUnchangedDemoLeavesAtOnce() {
    #expect(reducer(demo(), .system(.quit)).1 == .exit(status: 0))
    // Changed and changed back: nothing of the user's to lose.
    let undone = demo(Self.added + [.history(.undo)])
    #expect(reducer(undone, .system(.quit)).1 == .exit(status: 0))
    // Emptied: nothing to keep.
    let emptied = demo([
      .list(.focusList), .list(.deleteSelected), .list(.deleteSelected), .list(.deleteSelected),
    ])
    #expect(emptied.todos.isEmpty)
    #expect(reducer(emptied, .system(.quit)).1 == .exit(status: 0))
  }

  @Test func aQuitOfAChangedDemoAsksNamingTheDefaultList() {
    let state = asked()
    #expect(state.mode == .keepingDemo(returningTo: .input))
    #expect(
      state.status
        == StatusMessage(
          "Keep your todo? y saves to ~/.local/share/todo/todo.txt, n quits, Esc stays", kind: .warning))
    #expect(state.status!.text.count <= 80)
    #expect(state.quitting.request == nil)
    // The list's q asks too, and Esc goes back to the list.
    let fromList = reducer(demo(Self.added + [.list(.focusList)]), .system(.quit)).0
    #expect(fromList.mode == .keepingDemo(returningTo: .list))
    #expect(reducer(fromList, .quitting(.stay)).0.mode == .browsing)
  }

  @Test func todosTypedWhileTheDemoLoadsAreAskedAbout() {
    let (loading, _) = reduce(
      State(demo: DemoList(keepsIn: Self.keptIn)),
      [.system(.started), .lineEdit(.insert("Typed early")), .list(.addInput)])
    let (state, command) = reducer(loading, .system(.quit))
    #expect(command == nil)
    #expect(state.mode.kind == .keepingDemo)
    #expect(state.status?.text.hasPrefix("Keep your todo? y saves to") == true)
  }

  @Test func yKeepsTheTodosThenLeavesOnceTheyAreWritten() {
    let (keeping, command) = reducer(asked(), .quitting(.keepDemo))
    #expect(command == .quitting(.keepDemo(ToDoList(Array(keeping.todos.prefix(1))))))
    #expect(keeping.todos.titles == ["My first real todo", "Buy the milk", "Take my dog", "Rent a car"])
    #expect(keeping.quitting.demo?.isKeeping == true)
    #expect(keeping.status == StatusMessage("Saving your 1 todo to \(Self.keptIn)…", kind: .info))
    // While they are written, the other answers wait; a second y writes nothing more.
    #expect(reducer(keeping, .quitting(.keepDemo)).1 == nil)
    #expect(reducer(keeping, .quitting(.quitWithoutDemo)).1 == nil)
    #expect(reducer(keeping, .quitting(.stay)).0.mode.kind == .keepingDemo)
    #expect(reducer(keeping, .quitting(.demoKept)).1 == .exit(status: 0))
  }

  /// Issue 44: the keep saved the demo's samples into the user's list. Only what the user
  /// added is kept, wherever it is; a sample completed or edited is still a sample, and a
  /// demo whose samples alone changed quits at once.
  @Test func yKeepsWhatTheUserAddedNotTheSamples() {
    let state = demo([
      .list(.focusList), .list(.moveSelection(by: 1)), .completion(.toggle), .list(.focusInput),
      .lineEdit(.insert("First of mine")), .list(.addInput),
      .lineEdit(.insert("Second of mine")), .list(.addInput),
    ])
    #expect(reducer(demo([.list(.focusList), .completion(.toggle)]), .system(.quit)).1 == .exit(status: 0))
    let (asked, _) = reducer(state, .system(.quit))
    #expect(asked.status?.text.hasPrefix("Keep your 2 todos? y saves to") == true)
    let (_, command) = reducer(asked, .quitting(.keepDemo))
    guard case .quitting(.keepDemo(let kept)) = command else {
      Issue.record("y did not keep: \(String(describing: command))")
      return
    }
    #expect(kept.titles == ["Second of mine", "First of mine"])
  }

  @Test func aFailedKeepSaysWhyAndAsksAgain() {
    let (keeping, _) = reducer(asked(), .quitting(.keepDemo))
    let (failed, command) = reducer(keeping, .quitting(.demoNotKept(reason: "Permission denied")))
    #expect(command == nil)
    #expect(failed.mode.kind == .keepingDemo)
    #expect(failed.quitting.demo?.isKeeping == false)
    #expect(failed.status?.kind == .error)
    #expect(failed.status?.text.contains("Permission denied") == true)
    #expect(failed.status?.text.contains("y tries again") == true)
    #expect(
      reducer(failed, .quitting(.keepDemo)).1 == .quitting(.keepDemo(ToDoList(Array(failed.todos.prefix(1)))))
    )
  }

  @Test func nQuitsWithoutTheTodos() {
    #expect(reducer(asked(), .quitting(.quitWithoutDemo)).1 == .exit(status: 0))
  }

  @Test func escStaysWithTheListAsItWas() {
    let before = asked()
    let (stayed, command) = reducer(before, .quitting(.stay))
    #expect(command == nil)
    #expect(stayed.mode == .adding)
    #expect(stayed.todos == before.todos)
    #expect(stayed.status?.text.hasPrefix("Not quit") == true)
    // A later quit asks again.
    #expect(reducer(stayed, .system(.quit)).0.mode.kind == .keepingDemo)
  }

  @Test func ctrlCAtTheQuestionLeavesKeepingACopy() {
    let state = asked()
    #expect(
      reducer(state, .system(.quit)).1
        == .batch([
          .persistence(
            .keepUnsaved(ToDoList(Array(state.todos.prefix(1))), reason: "you quit without answering")),
          .exit(status: 0),
        ]))
  }

  @Test func aSignalCannotAskItKeepsACopyAndLeaves() {
    let changed = demo(Self.added)
    let (_, command) = reducer(changed, .system(.shutdown(exitStatus: 143)))
    #expect(
      command
        == .batch([
          .persistence(
            .keepUnsaved(
              ToDoList(Array(changed.todos.prefix(1))), reason: "the app was ended before it could ask")),
          .exit(status: 143),
        ]))
    // At the question too; an unchanged demo just leaves.
    #expect(reducer(asked(), .system(.shutdown(exitStatus: 129))).1?.endsWithExit == true)
    #expect(reducer(demo(), .system(.shutdown(exitStatus: 143))).1 == .exit(status: 143))
  }

  @Test func withoutADefaultListYSaysSoAndNStillQuits() {
    let state = asked(keepsIn: nil)
    #expect(state.status?.text.contains("there is no default list") == true)
    let (after, command) = reducer(state, .quitting(.keepDemo))
    #expect(command == nil)
    #expect(after.status?.text.hasPrefix("There is no default list") == true)
    #expect(reducer(after, .quitting(.quitWithoutDemo)).1 == .exit(status: 0))
  }

  @Test func aListThatIsNoDemoNeverAsks() {
    let (loaded, _) = reduce(
      State(), [.system(.started), .persistence(.toDosLoaded(["From file"])), .system(.quit)])
    #expect(loaded.mode.kind != .keepingDemo)
  }
}
