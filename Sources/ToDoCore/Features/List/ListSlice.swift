/// The list feature's slice: it changes the todos (one added, copied or deleted; the rows
/// follow), the selection and the focus, the input line (cleared once its todo is added)
/// and the mouse presses it times. Pure.
protocol ListSlice: ChangesToDos, ModeSlice {
  var focus: Focus { get set }
  var presses: MousePresses { get set }
}

extension State: ListSlice {}
