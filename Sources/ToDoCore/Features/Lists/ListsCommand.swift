/// What the lists ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runLists` (`ToDoRuntime/Features/Lists/`). Pure data.
public enum ListsCommand: Equatable, Sendable {
  /// Find the lists to offer (`L`, `M`): the command line's, the config's named lists and
  /// the todo files beside the list shown, off the main thread; the result comes back as
  /// `ListsAction.found`.
  case find
  /// From now on, load, save, reload, archive, read notes and watch the list at `path`
  /// (the reducer asks only once nothing runs on the list shown). Done at once.
  case show(String)
  /// Move `lines` from the list shown to the list at `path`: the move's intent recorded
  /// (flushed) first, then the lines added as a save adds them (through its lock, merged
  /// with what it holds, written safely and flushed); the result comes back as
  /// `ListsAction.addedToTarget` or `.notAddedToTarget`. The reducer then takes them out
  /// of the list shown and saves it at once (`moveSaved` ends the intent); a crash between
  /// the steps is settled at the next start from the intent (decision 0300).
  case add(path: String, lines: [String])
  /// The list shown is saved without the todos of the last move: its intent is over.
  case moveSaved
  /// Take `lines` (one each) out of the list at `path`, as a save takes them out (an undone
  /// move, once the list shown has them on disk); the result comes back as
  /// `ListsAction.removedFromTarget`.
  case remove(path: String, lines: [String])
}
