/// What the sync conflict copies ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runConflictCopies` (`ToDoRuntime/Features/ConflictCopies/`). Pure data.
public enum ConflictCopyCommand: Equatable, Sendable {
  /// Look for sync conflict copies of the list in its folder (after the load, and when the
  /// folder changes); the result comes back as `ConflictCopyAction.found`.
  case find
  /// Move the sync conflict copy with this file name aside, into the folder of merged
  /// copies beside the list, so that it is not merged twice; asked for once the list is on
  /// disk with the copy's todos (decision 0310). The result comes back as
  /// `ConflictCopyAction.movedAside` or `.notMoved`.
  case moveAside(String)
}
