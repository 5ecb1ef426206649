import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Render and diff")
struct RenderTests {
  @Test func theFirstRenderDrawsEverythingAfterAClear() {
    let state = State.loaded(size: Size(columns: 20, rows: 6))
    let ops = render(state, nil)
    #expect(ops.first == .clear(state.size))
    #expect(ops.last == .cursor(Position(row: 1, column: 2)))
    #expect(Frame(size: state.size).applying(ops) == compose(state))
  }

  @Test func aResizeRedrawsEverything() {
    let before = State.loaded()
    let (after, _) = reducer(before, .system(.resized(Size(columns: 100, rows: 30))))
    let ops = render(after, before)
    #expect(ops.first == .clear(after.size))
    #expect(Frame(size: after.size).applying(ops) == compose(after))
  }

  @Test func typingOneCharacterRewritesOneCellAndMovesTheCursor() {
    var before = State.loaded()
    before.input = InputLine("Wri")
    let (after, _) = reducer(before, .lineEdit(.insert("t")))
    let ops = render(after, before)
    #expect(
      ops == [
        .text(at: Position(row: 1, column: 5), "t", .normal),
        .cursor(Position(row: 1, column: 6)),
      ])
  }

  @Test func theThirdCharacterAlsoLightsTheAddButton() {
    var before = State.loaded()
    before.input = InputLine("Wr")
    let (after, _) = reducer(before, .lineEdit(.insert("i")))
    #expect(
      render(after, before) == [
        .text(at: Position(row: 1, column: 4), "i", .normal),
        .text(at: Position(row: 1, column: 73), "[ Add ]", .addEnabled),
        .cursor(Position(row: 1, column: 5)),
      ])
  }

  @Test func theFirstCharacterReplacesThePlaceholderAndLightsNoButton() {
    let before = State.loaded()
    let (after, _) = reducer(before, .lineEdit(.insert("W")))
    let ops = render(after, before)
    let rows = Set(ops.compactMap { op -> Int? in if case .text(let at, _, _) = op { at.row } else { nil } })
    #expect(rows == [1])
    #expect(compose(before).applying(ops) == compose(after))
  }

  @Test func movingTheSelectionRewritesTheTwoRowsOnly() {
    let before = State.loaded().selecting(0)
    let (after, _) = reducer(before, .list(.moveSelection(by: 1)))
    let ops = render(after, before)
    let rows = Set(ops.compactMap { op -> Int? in if case .text(let at, _, _) = op { at.row } else { nil } })
    #expect(rows == [3, 4])
    #expect(compose(before).applying(ops) == compose(after))
  }

  @Test func anUnchangedStateNeedsNoOperations() {
    let state = State.loaded()
    #expect(render(state, state) == [])
  }

  @Test func aChangedWideGlyphIsRewrittenWhole() {
    var before = Frame(size: Size(columns: 6, rows: 1))
    before.put("买牛奶", row: 0, column: 0, style: .item)
    var after = before
    after.write([Glyph("x", width: 1)], row: 0, column: 2, style: .item)
    let ops = diff(from: before, to: after)
    #expect(ops == [.text(at: Position(row: 0, column: 2), "x ", .item)])
    #expect(before.applying(ops) == after)
  }

  @Test func aChangeNextToAWideGlyphTakesTheWholeGlyph() {
    var before = Frame(size: Size(columns: 5, rows: 1))
    before.put("ab买", row: 0, column: 0, style: .item)
    var after = Frame(size: Size(columns: 5, rows: 1))
    after.put("a买c", row: 0, column: 0, style: .item)
    let ops = diff(from: before, to: after)
    #expect(ops == [.text(at: Position(row: 0, column: 1), "买c", .item)])
    #expect(before.applying(ops) == after)
    let back = diff(from: after, to: before)
    #expect(back == [.text(at: Position(row: 0, column: 1), "b买", .item)])
    #expect(after.applying(back) == before)
  }

  @Test(arguments: [0, 6])
  func aChangeStartingInTheRightHalfOfAWideGlyphRewritesTheWholeGlyph(glyphColumn: Int) {
    // Only the right half of 称 changes (a highlight starting there): the rewrite starts at
    // its left half, never in the middle of the glyph. At column 6 the change is the second
    // stretch of the row, past the gap after a change at column 0.
    var before = Frame(size: Size(columns: 12, rows: 1))
    before.put("a", row: 0, column: 0, style: .item)
    before.put("称号", row: 0, column: glyphColumn == 0 ? 1 : glyphColumn, style: .item)
    let start = glyphColumn == 0 ? 1 : glyphColumn
    var after = before
    if glyphColumn != 0 { after.put("b", row: 0, column: 0, style: .item) }
    after.setStyle(.selectedItem, row: 0, columns: start + 1..<start + 4)
    let ops = diff(from: before, to: after)
    for case .text(let position, let text, _) in ops {
      #expect(!before.cells[position.column].isContinuation, "\(ops)")
      #expect(!after.cells[position.column].isContinuation, "\(ops)")
      #expect(!text.isEmpty)
    }
    #expect(
      ops.contains {
        if case .text(let at, let text, _) = $0 { at.column == start && text.hasPrefix("称") } else { false }
      })
    let shown = before.applying(ops)
    #expect(shown.cells.map(\.glyph) == after.cells.map(\.glyph))
  }

  @Test func applyingTheDiffToThePreviousScreenYieldsTheNewOneAcrossARun() {
    // A user session: every step's operations, applied to the screen of the step before,
    // must give exactly the new frame.
    let actions: [Action] = [
      .system(.started), .system(.tick), .lineEdit(.insert("买牛奶")), .list(.addInput),
      .lineEdit(.insert("👍🏽 ok")), .lineEdit(.moveCursor(.left)), .lineEdit(.deleteBackward),
      .lineEdit(.insert("e\u{301}")), .list(.addInput),
      .persistence(.toDosLoaded(["Buy the milk", "Take my dog", "Rent a car"])), .list(.focusList),
      .list(.moveSelection(by: 1)), .list(.deleteSelected), .system(.resized(Size(columns: 20, rows: 7))),
      .list(.selectLast),
      .list(.scrolled(by: -3)), .lineEdit(.insert("ab")), .list(.addInput), .lineEdit(.clearInput),
      .system(.resized(Size(columns: 9, rows: 3))),
      .system(.resized(Size(columns: 40, rows: 10))), .list(.clicked(Position(row: 4, column: 3))),
      .list(.deleteSelected),
    ]
    var state = State()
    var screen = Frame(size: state.size).applying(render(state, nil))
    for action in actions {
      let (next, _) = reducer(state, action)
      screen = screen.applying(render(next, state))
      #expect(screen == compose(next), "after \(action)")
      state = next
    }
  }
}

@Suite("The caching renderer")
struct RendererTests {
  @Test(arguments: TestSeed.seeds([11, 12, 13]))
  func givesExactlyWhatRenderGives(seed: UInt64) {
    var actions = RandomActions(seed: seed)
    var renderer = Renderer()
    var state = State()
    #expect(renderer.render(state) == render(state, nil))
    for _ in 0..<150 {
      let (next, _) = reducer(state, actions.next())
      #expect(renderer.render(next) == render(next, state))
      state = next
    }
    // After `invalidate`, the whole screen again.
    renderer.invalidate()
    #expect(renderer.render(state) == render(state, nil))
  }
}

@Suite("The incremental renderer composes only what changed")
struct IncrementalRenderTests {
  /// A renderer that has drawn `state`.
  private func shown(_ state: State) -> Renderer {
    var renderer = Renderer()
    _ = renderer.render(state)
    return renderer
  }

  @Test func aTypedCharacterComposesTheInputRowOnly() {
    let before = reducer(State.loaded(), .lineEdit(.insert("ab"))).0
    var renderer = shown(before)
    let after = reducer(before, .lineEdit(.insert("c"))).0
    let ops = renderer.render(after)
    #expect(renderer.composedRows == [Layout(after.size).inputRow])
    #expect(ops == render(after, before))
  }

  @Test func aSelectionMoveComposesTheTwoListRowsOnly() {
    let before = reducer(State.loaded(), .list(.focusList)).0
    var renderer = shown(before)
    let after = reducer(before, .list(.moveSelection(by: 1))).0
    let ops = renderer.render(after)
    let top = Layout(after.size).listTop
    #expect(renderer.composedRows == [top, top + 1])
    #expect(ops == render(after, before))
  }

  @Test func equalToDosInOtherStorageComposeNoListRow() {
    let before = State.loaded()
    var renderer = shown(before)
    var after = before
    after.document.todos = ToDoList(Array(before.todos))
    let ops = renderer.render(after)
    #expect(renderer.composedRows == [])
    #expect(ops == render(after, before))
  }

  @Test func aToDoChangedInPlaceComposesItsRowOnly() {
    let before = State.loaded()
    var renderer = shown(before)
    var after = before
    _ = after.document.change(at: 1, to: "Take my dog out")
    let ops = renderer.render(after)
    #expect(renderer.composedRows == [Layout(after.size).listTop + 1])
    #expect(ops == render(after, before))
  }

  @Test func leavingTheListComposesTheRowItLeavesAndTheInputRow() {
    let list = reducer(reducer(State.loaded(), .list(.focusList)).0, .list(.moveSelection(by: 1))).0
    var renderer = shown(list)
    let after = reducer(list, .list(.focusInput)).0
    let ops = renderer.render(after)
    let layout = Layout(after.size)
    #expect(renderer.composedRows == [layout.inputRow, layout.listTop + 1, layout.footerRow])
    #expect(ops == render(after, list))
  }

  @Test func theInputButtonAloneChangingComposesTheInputRow() {
    // The line as the edit of the first todo shows it, first to add, then as that edit:
    // only the button differs.
    let before = reducer(State.loaded(["Buy the milk", "Take my dog"]), .lineEdit(.insert("Buy the milk"))).0
    var renderer = shown(before)
    var after = before
    after.mode = .editing(before.todos[0].id, draft: InputLine())
    #expect(after.input == before.input && after.focus == before.focus)
    let ops = renderer.render(after)
    #expect(renderer.composedRows.contains(Layout(after.size).inputRow))
    #expect(ops == render(after, before))
  }

  @Test func anUnchangedStateComposesNothing() {
    let state = State.loaded()
    var renderer = shown(state)
    #expect(renderer.render(state) == [])
    #expect(renderer.composedRows == [])
  }

  @Test(arguments: TestSeed.seeds([21, 22, 23, 24, 25]))
  func eachStepDrawnOnThePreviousScreenGivesTheWholeFrame(seed: UInt64) {
    // Rows reused from the last frame must be exactly what composing them again would give.
    var actions = RandomActions(seed: seed)
    var renderer = Renderer()
    var state = State()
    var screen = Frame(size: state.size).applying(renderer.render(state))
    for step in 0..<300 {
      let action = actions.next()
      let (next, _) = reducer(state, action)
      screen = screen.applying(renderer.render(next))
      let expected = compose(next)
      #expect(screen.lines == expected.lines, "step \(step): \(action)")
      let isExact = screen == expected  // styles and cursor too
      #expect(isExact, "step \(step): \(action)")
      state = next
    }
  }
}
