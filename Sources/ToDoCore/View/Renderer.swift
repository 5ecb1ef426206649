/// `render`, incremental: it keeps the frame it drew last with what each row was composed
/// from (`RowInputs`), and for the next state composes only the rows whose inputs changed,
/// reusing the other rows' cells, and diffs only those rows; it neither copies nor compares
/// whole states. `render(next)` after `render(state)` gives exactly `render(next, state)`.
/// The help box, a picker's box and the too-small notice are composed whole. Pure value; the store keeps
/// one.
public struct Renderer: Sendable {
  private struct Shown: Sendable {
    var frame: Frame
    /// What each row was composed from; nil when the frame was composed whole.
    var inputs: ScreenInputs?
  }

  private var last: Shown?
  /// A row's cells before it is composed again, kept between renders so that no array is
  /// made per row.
  private var rowBefore: [Cell] = []
  /// The rows the last `render` composed, in order: all of them for a frame composed whole.
  /// (What tests check to see that only what changed is composed.)
  private(set) var composedRows: [Int] = []

  public init() {}

  /// The operations that bring the screen from what the last `render` drew to `state`: a
  /// full redraw the first time, after `invalidate()` and at a new size.
  public mutating func render(_ state: State) -> [DrawOp] {
    // Taken out rather than copied, so that the frame is changed in place.
    guard var shown = last.take(), shown.frame.size == state.size else {
      let shown = composeWhole(state)
      last = shown
      return shown.frame.fullRedraw()
    }
    let ops = update(&shown, to: state)
    last = shown
    return ops
  }

  /// Forgets what the screen shows: the next `render` draws it whole.
  public mutating func invalidate() {
    last = nil
  }

  /// `state` composed whole, with its rows' inputs when it has a row layout.
  private mutating func composeWhole(_ state: State) -> Shown {
    let layout = Layout(state.size)
    composedRows = Array(0..<state.size.rows)
    let inputs = layout.isTooSmall || state.coversList ? nil : ScreenInputs(state, layout)
    return Shown(frame: compose(state), inputs: inputs)
  }

  /// Brings `shown` up to `state` (same size), composing only the rows whose inputs
  /// changed; returns the operations that draw the difference.
  private mutating func update(_ shown: inout Shown, to state: State) -> [DrawOp] {
    let layout = Layout(state.size)
    // Taken out rather than copied, so that they are updated in place.
    guard !layout.isTooSmall, !state.coversList, var inputs = shown.inputs.take() else {
      let after = composeWhole(state)
      defer { shown = after }
      return diff(from: shown.frame, to: after.frame)
    }
    let cursor = shown.frame.cursor
    inputs.update(to: state, layout, changed: &composedRows)
    // Room for a few runs a row and the cursor, made once: growing from empty would
    // allocate again at the second and the third.
    var ops: [DrawOp] = []
    ops.reserveCapacity(composedRows.count * 4 + 1)
    for row in composedRows {
      shown.frame.copyRow(row, into: &rowBefore)
      shown.frame.clearRow(row)
      // The input row places the cursor, or leaves it hidden.
      if row == layout.inputRow { shown.frame.cursor = nil }
      composeRow(
        row, of: state, layout, detail: inputs.detail, statusArea: inputs.statusArea, into: &shown.frame)
      diffRow(row, from: rowBefore[...], to: shown.frame, into: &ops)
    }
    if shown.frame.cursor != cursor {
      ops.append(.cursor(shown.frame.cursor))
    }
    shown.inputs = consume inputs
    return ops
  }
}
