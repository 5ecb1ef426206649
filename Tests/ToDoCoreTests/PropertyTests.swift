import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Properties that must hold after any sequence of actions. Each seed is a replayable case.
@Suite("Properties over random action sequences")
struct PropertyTests {
  static let seeds: [UInt64] = Array(1...16)

  @Test(arguments: seeds)
  func invariantsHoldAfterEveryAction(seed: UInt64) {
    var actions = RandomActions(seed: seed)
    var state = State()
    var screen = Frame(size: state.size).applying(render(state, nil))
    for step in 0..<200 {
      let action = actions.next()
      let (next, _) = reducer(state, action)
      let context = Comment(rawValue: "seed \(seed), step \(step), \(action)")

      // The rows are the document's todos; the selection is a todo's id and the row it is
      // on, or none; the focus is on the list only with one.
      #expect(next.view.rows.count == next.todos.count, context)
      if let selection = next.view.selection {
        #expect(next.todos.indices.contains(selection.row), context)
        #expect(
          next.todos.indices.contains(selection.row) && next.todos[selection.row].id == selection.id, context)
      }
      // The selection stays on its todo while that todo is in the list and the action is no
      // move of the selection (nor a press, the wheel or a change of focus that moves it).
      if let before = state.view.selection, next.todos.contains(where: { $0.id == before.id }),
        action.keepsTheSelection
      {
        #expect(next.view.selection?.id == before.id, context)
      }
      if next.focus == .list { #expect(next.selectedRow != nil, context) }
      // Ids are unique and below the next one.
      let ids = next.todos.map(\.id)
      #expect(Set(ids).count == ids.count, context)
      #expect(ids.allSatisfy { $0 < next.document.nextID }, context)
      // The input never exceeds its limit; the cursor stays inside it.
      #expect(next.input.text.count <= InputLine.maximumLength, context)
      #expect((0...next.input.text.count).contains(next.input.cursor), context)
      // The help never scrolls past its lines.
      let helpScrollLimit =
        HelpLayout(next.size, lineCount: Keymap.standard.helpLines.count)?.maximumScroll ?? 0
      #expect(next.helpScroll >= 0 && next.helpScroll <= helpScrollLimit, context)

      let frame = compose(next)
      // The title always counts the open todos, and the done count kept along is right.
      let done = next.todos.filter(\.line.isCompleted).count
      #expect(next.document.completedCount == done, context)
      if !Layout(next.size).isTooSmall {
        #expect(frame.lines[0].hasPrefix("TODO - (\(next.todos.count - done))"), context)
      }
      // Every row fills exactly the terminal width, wide glyphs counted twice.
      for row in 0..<frame.size.rows {
        let cells = frame.row(row)
        #expect(cells.count == next.size.columns, context)
        #expect(cells.first?.isContinuation != true, context)
      }
      // Applying render(state, previous) to the previous screen yields the new screen.
      screen = screen.applying(render(next, state))
      #expect(screen == frame, context)
      state = next
    }
  }

  @Test(arguments: seeds)
  func undoRestoresTheListAndRedoRestoresItAgain(seed: UInt64) {
    var actions = RandomActions(seed: seed)
    var state = State.loaded()
    for step in 0..<200 {
      let action = actions.next()
      let (next, _) = reducer(state, action)
      let context = Comment(rawValue: "seed \(seed), step \(step), \(action)")
      if next.document.history.undoable.count > state.document.history.undoable.count
        || (next.document.history.undoable != state.document.history.undoable
          && !next.document.history.canRedo
          && action != .list(.redo))
      {
        // The action changed the list: undo brings the list back, redo brings the change.
        let (undone, _) = reducer(next, .list(.undo))
        #expect(undone.todos == state.todos, context)
        let (redone, _) = reducer(undone, .list(.redo))
        #expect(redone.todos == next.todos, context)
        // A new change after an undo leaves nothing to redo.
        let (changed, _) = reduce(undone, [.lineEdit(.insert("new todo")), .list(.addInput)])
        #expect(!changed.document.history.canRedo, context)
      }
      state = next
    }
  }

  @Test(arguments: seeds)
  func undoingEverythingRestoresTheStartingList(seed: UInt64) {
    var actions = RandomActions(seed: seed)
    var state = State.loaded()
    for _ in 0..<150 {
      let action = actions.next()
      // Loads add todos outside the history; leave them out here.
      if case .persistence(.toDosLoaded) = action { continue }
      state = reducer(state, action).0
    }
    while state.document.history.canUndo { state = reducer(state, .list(.undo)).0 }
    #expect(state.todos == State.loaded().todos, "seed \(seed)")
  }
}

extension Action {
  /// Whether the action never moves the selection to another todo while its todo stays.
  fileprivate var keepsTheSelection: Bool {
    switch self {
    case .lineEdit, .persistence, .system: true
    case .list(let list):
      switch list {
      case .deleteSelected, .toggleCompletion, .startEditing, .saveEdit, .cancelEdit, .setPriority,
        .changePriority, .archiveDone, .editExternally, .editedExternally:
        true
      case .addInput, .moveSelection, .moveSelectionByPage, .selectFirst, .selectLast, .clicked, .scrolled,
        .undo,
        .redo:
        false
      }
    case .mode(let mode):
      switch mode {
      case .focusInput, .focusList, .toggleHelp, .scrollHelp, .scrollHelpByPage, .choosePriority,
        .stopChoosingPriority:
        true
      }
    }
  }
}
