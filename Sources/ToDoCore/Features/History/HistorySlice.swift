/// The history feature's slice: it changes the todos (a step taken back or done again); it also
/// changes what the archive remembers of the done file. Pure.
protocol HistorySlice: ChangesToDos {
  /// An undo of an archive brings done todos back: the copies the done file holds are
  /// remembered, so that archiving them again appends them once (the archive's memory).
  var copiesInDoneFile: [ToDo.ID: String] { get set }
}

extension State: HistorySlice {}
