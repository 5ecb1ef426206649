/// Several lists in one session: the chooser (`L`), the move of todos to another list
/// (`M`), and what the runtime answers. Pure data.
public enum ListsAction: Equatable, Sendable, Codable {
  /// `L`: the lists to switch to, in a box over the list.
  case openChooser
  /// `M`: the lists to move the selected (or the marked) todos to.
  case chooseMoveTarget
  /// The lists the runtime found (the command line's, the config's, the list's folder's).
  case found([ListEntry])
  /// Show the list at `path`, once the one shown is saved.
  case show(path: String)
  /// Move the selected (or the marked) todos to the list at `path`.
  case moveTo(path: String)
  /// The list at `path` has the moved todos, written and flushed: they leave this one.
  case addedToTarget(path: String)
  /// The list at `path` could not take the moved todos: they stay here.
  case notAddedToTarget(path: String, reason: String)
  /// An undone move's todos left the list at `path` (or `reason` says why not).
  case removedFromTarget(path: String, reason: String?)
}
