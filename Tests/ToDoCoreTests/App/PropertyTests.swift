import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Properties that must hold after any sequence of actions. Each seed is a replayable case.
@Suite("Properties over random action sequences")
struct PropertyTests {
  static let seeds: [UInt64] = TestSeed.seeds(Array(1...16))

  @Test(arguments: seeds)
  func reducingInPlaceGivesWhatTheReducerGives(seed: UInt64) {
    var actions = FilteringActions(seed: seed)
    var state = State()
    var inPlace = State()
    for step in 0..<200 {
      let action = actions.next()
      let (next, command) = reducer(state, action)
      let commandInPlace = reduce(into: &inPlace, action)
      #expect(inPlace == next, "seed \(seed), step \(step): \(action)")
      #expect(commandInPlace == command, "seed \(seed), step \(step): \(action)")
      state = next
    }
  }

  @Test(arguments: seeds)
  func invariantsHoldAfterEveryAction(seed: UInt64) {
    var actions = FilteringActions(seed: seed)
    var state = State()
    // Half the runs start filtered and sorted, so that every change is followed under a rule.
    if seed % 2 == 0 { state.view.settings = ListSettings(query: "o", hidesDone: true, sort: .dueDate) }
    var screen = Frame(size: state.size).applying(render(state, nil))
    for step in 0..<200 {
      let action = actions.next()
      let (next, _) = reducer(state, action)
      let context = Comment(rawValue: "seed \(seed), step \(step), \(action)")

      // The rows are document indices, each once; rows and indices map both ways; made
      // from scratch under their rule they are the same (unless a stand-in awaits its
      // projection). The selection is a todo's id and the row showing it, or none; the focus
      // is on the list only with one.
      let rows = next.view.rows
      let indices = (0..<rows.count).map(rows.documentIndex(ofRow:))
      #expect(Set(indices).count == indices.count && indices.allSatisfy(next.todos.indices.contains), context)
      for (row, index) in indices.enumerated() { #expect(rows.row(ofDocumentIndex: index) == row, context) }
      #expect(next.todos.indices.filter { rows.row(ofDocumentIndex: $0) != nil }.count == rows.count, context)
      if !next.view.rowsAreStale, next.view.pendingProjection == nil {
        let fresh = ListProjection.order(of: next.todos, under: rows.rule).map { $0.map(Int.init) }
        #expect((fresh ?? Array(next.todos.indices)) == indices, context)
        #expect(rows.rule == ListRule(next.view.settings, today: next.today), context)
        // The todos their own tags alone leave out, counted apart in the title (issue 44),
        // as followed change by change, are those of rows made from scratch.
        let made = ListProjection(
          order: fresh.map { $0.map { Int32($0) } }, documentCount: next.todos.count, rule: rows.rule,
          list: next.todos)
        #expect(rows.hiddenByTags == made.hiddenByTags, context)
      }
      if let selection = next.view.selection {
        #expect(
          selection.row < rows.count
            && next.todos[rows.documentIndex(ofRow: selection.row)].id == selection.id,
          context)
      }
      // The selection stays on its todo while that todo shows and the action is no move of
      // the selection (nor a press, the wheel or a change of focus that moves it).
      if let before = state.view.selection, action.keepsTheSelection,
        let index = next.todos.firstIndex(where: { $0.id == before.id }),
        rows.row(ofDocumentIndex: index) != nil
      {
        #expect(next.view.selection?.id == before.id, context)
      }
      // A list with the focus has a selection when it shows rows; when it shows none, it has
      // todos (all left out by the search or by hiding, which its keys bring back).
      if next.focus == .list, !next.view.rows.isEmpty { #expect(next.selectedRow != nil, context) }
      if next.focus == .list, next.view.rows.isEmpty { #expect(!next.todos.isEmpty, context) }
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
      // The title always counts the todos shown of those in the list (one meaning with and
      // without a filter: issue 44), and the done count kept along is right.
      let done = next.todos.filter(\.line.isCompleted).count
      #expect(next.document.completedCount == done, context)
      if !Layout(next.size).isTooSmall {
        let counts =
          next.view.isFiltering ? "\(rows.count)/\(next.todos.count)" : "\(next.todos.count)"
        #expect(frame.lines[0].hasPrefix("TODO - (\(counts))"), context)
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
      // What another program wrote (a reload, a merged save, a conflict copy) is not an
      // undo step (decision 0068); the user's own changes are.
      if !action.bringsAnotherProgramsText,
        next.document.history.undoable.count > state.document.history.undoable.count
          || (next.document.history.undoable != state.document.history.undoable
            && !next.document.history.canRedo
            // An undo that drops a step another program's change made stale changes the
            // history, not the list.
            && action != .history(.redo) && action != .history(.undo))
      {
        // The action changed the list: undo brings the list back, redo brings the change.
        let (undone, _) = reducer(next, .history(.undo))
        #expect(undone.todos == state.todos, context)
        let (redone, _) = reducer(undone, .history(.redo))
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
      // Loads and other programs' changes add todos outside the history; leave them out.
      if case .persistence(.toDosLoaded) = action { continue }
      if action.bringsAnotherProgramsText { continue }
      state = reducer(state, action).0
    }
    while state.document.history.canUndo { state = reducer(state, .history(.undo)).0 }
    #expect(state.todos == State.loaded().todos, "seed \(seed)")
  }
}

extension Action {
  /// Whether the action brings text another program wrote: a reload, a save merged with
  /// the file, a sync conflict copy.
  fileprivate var bringsAnotherProgramsText: Bool {
    switch self {
    case .reload(.reloaded), .persistence(.toDosMerged), .conflictCopies: true
    default: false
    }
  }

  /// Whether the action never moves the selection to another todo while its todo stays.
  fileprivate var keepsTheSelection: Bool {
    switch self {
    case .lineEdit, .persistence, .reload, .system, .view, .search, .picker, .savedViews, .help, .completion,
      .editing, .externalEdit, .note, .priority, .postpone, .archive, .conflictCopies, .quitting,
      .sync, .vdirSync, .links, .dependencies, .toDoHistory, .reminders:
      true
    // A switch shows another list's selection; a move takes the todo away.
    case .history, .lists: false
    // A todo brought back is selected: another todo.
    case .sinceLastLooked(let since): since != .bringBack
    // Space marks the selected todo and selects the next; Esc clears the marks.
    case .marks(let marks): marks == .clear
    case .list(let list):
      switch list {
      case .deleteSelected, .focusInput, .focusList: true
      // The copy is selected: another todo.
      case .duplicateSelected: false
      case .addInput, .moveSelection, .moveSelectionByPage, .selectFirst, .selectLast, .clicked, .scrolled:
        false
      }
    }
  }
}

/// Random actions with searches, hidden todos and sorts among them, replayable by seed.
struct FilteringActions {
  private var actions: RandomActions
  private var generator: SplitMix64

  init(seed: UInt64) {
    actions = RandomActions(seed: seed)
    generator = SplitMix64(seed: seed &* 7_919)
  }

  mutating func next() -> Action {
    let pick = Int(generator.next() % 12)
    let number = Int(generator.next() % 1_000)
    switch pick {
    case 0:
      return [.search(.start), .search(.due), .search(.keep), .search(.clear)][number % 4]
    case 1: return [.view(.toggleHideDone), .view(.toggleShowHidden), .view(.cycleSort)][number % 3]
    case 2:
      return .lineEdit(
        .insert(["work", " +pro", " -done", " due:<today", "Hide h:1", "b", "(A) +pro"][number % 7]))
    default: return actions.next()
    }
  }
}
