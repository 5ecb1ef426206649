/// The archive feature's slice: it changes the todos (the done ones leave) and the archive
/// under way, and remembers what the done file holds. Pure.
protocol ArchiveSlice: ChangesToDos {
  var archiving: [ArchivedToDo]? { get set }
  var copiesInDoneFile: [ToDo.ID: String] { get set }
}

extension State: ArchiveSlice {}
