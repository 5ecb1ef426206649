/// The lists of the session: which one is shown, the state of each other one it showed
/// (parked whole, as it was when it was left), the switch waiting for the shown list's
/// saves, and the moves of todos to another list (the one under way, and those done,
/// which an undo takes back). Pure value.
public struct ListSet: Equatable, Sendable {
  /// The lists known: the command line's first, then those the runtime found.
  public internal(set) var entries: [ListEntry] = []
  /// The path of the list shown; nil for a session of one list (or the demo).
  public internal(set) var shown: String?
  /// Each list shown before and left, by path, as it was then: saved, so its file holds
  /// it; shown again, it is read again (`startReload`) to take what changed meanwhile.
  var parked: [String: ParkedList] = [:]
  /// Whether the list shown for the first time gets the keys once it has loaded, as the
  /// list it was chosen from had them (rather than the input line, as at the start).
  var focusesListOnLoad = false
  /// How many switches the session made: the root tells by it that the document is
  /// another list's, not a changed one.
  public internal(set) var switches = 0
  /// The list to show once the shown one has nothing left to save.
  public internal(set) var switching: String?
  /// The todos being added to another list; they leave this one once it has them.
  var moving: ListMove?
  /// The move whose todos left this list, until this list is saved without them (its
  /// intent then ends: `ListsCommand.moveSaved`); no other move starts meanwhile.
  var committing: ListMove?
  /// The moves done, the last one last: an undo that brings their todos back here takes
  /// them out of the other list (after this one is saved).
  var moves: [ListMove] = []
  /// An undone move waiting for this list's save, after which its todos leave the target.
  var unmoving: ListMove?
  /// The moves undone whose todos left the other list: a redo of one is undone again.
  var undone: [ListMove] = []

  /// Whether an undo or a redo may concern a move. O(1).
  var followsHistory: Bool { !moves.isEmpty || unmoving != nil || !undone.isEmpty }

  public init() {}

  /// The name of the list at `path`, as the chooser shows it. O(lists).
  func name(of path: String) -> String {
    entries.first { $0.path == path }?.name ?? path
  }
}

/// Todos moved (or being moved) to the list at `path`: their ids here and their lines.
struct ListMove: Equatable, Sendable {
  var path: String
  var ids: [ToDo.ID]
  var lines: [String]
}

/// What a list keeps while another one is shown: its own sub-states (`ListInView`: its
/// todos and history, its view, its marks, what it knows of its file) and its moves. Pure
/// value.
struct ParkedList: Equatable, Sendable {
  var list: ListInView
  /// Its moves to other lists, done and undone (`ListSet.moves`, `.undone`).
  var moves: [ListMove]
  var undone: [ListMove]
}
