/// The draw operations that bring a screen showing `previous` up to date with `state`;
/// `previous == nil` (nothing shown yet) or a new terminal size gives a full redraw.
/// Pure; its work is bounded by the screen size, not by the number of todos.
public func render(_ state: State, _ previous: State?) -> [DrawOp] {
  let frame = compose(state)
  guard let previous, previous.size == state.size else { return frame.fullRedraw() }
  return diff(from: compose(previous), to: frame)
}
