/// The list feature's slice: it changes the todos (one added, copied or deleted; the rows
/// follow), the selection and the focus, the input line (cleared once its todo is added),
/// the mouse presses it times and the text refused for a date that does not read (a second
/// Enter adds it as typed). Pure.
protocol ListSlice: ChangesToDos, ModeSlice {
  var focus: Focus { get set }
  var presses: MousePresses { get set }
  var unreadDatesRefused: String? { get set }
}

extension State: ListSlice {}
