/// `render` with a memory of the last frame it composed, so that rendering a run of states
/// composes each state once instead of twice. Its results are exactly `render`'s. Pure
/// value; the store keeps one.
public struct Renderer: Sendable {
  private var last: (state: State, frame: Frame)?

  public init() {}

  /// The same operations as `render(state, previous)`.
  public mutating func render(_ state: State, _ previous: State?) -> [DrawOp] {
    let frame = compose(state)
    defer { last = (state, frame) }
    guard let previous, previous.size == state.size else { return frame.fullRedraw() }
    let before = last.flatMap { $0.state == previous ? $0.frame : nil } ?? compose(previous)
    return diff(from: before, to: frame)
  }
}
