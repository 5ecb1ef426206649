/// The saving sub-state: what the file and the app agree on, what is not saved yet, and
/// the save that runs. Pure value; changed by the persistence reducer, and marked unsaved
/// by every change the user makes to the document.
public struct SaveState: Equatable, Sendable {
  /// Whether the list has changes not yet handed to a save (or whose save failed).
  public var hasUnsavedChanges = false
  /// Whether a save is already scheduled (saves are coalesced).
  public var isSaveScheduled = false
  /// The list the file and the app last agreed on (the todos loaded, or the list a save
  /// that came back started from): the base of the next save's merge, so that a save
  /// applies only the changes made since then onto the file as it is.
  public var syncedList = ToDoList()
  /// The list handed to the save that runs now; nil when none runs. Saves run one at a
  /// time.
  public var saveInFlight: ToDoList?
  /// A hand-over of the terminal (the editor, a stop) waiting for the saves to be done.
  public var waitingHandOver: TerminalHandOver?

  public init() {}
}

extension SaveState {
  /// Hands `todos` to a save, if they have unsaved changes and no save runs (saves run one
  /// at a time: the next starts when this one comes back). The save carries the list the
  /// file and the app last agreed on, so that the store applies only the changes since
  /// then. Pure; changes only the saving sub-state.
  mutating func startSave(of todos: ToDoList) -> Command? {
    guard hasUnsavedChanges, saveInFlight == nil else { return nil }
    hasUnsavedChanges = false
    saveInFlight = todos
    return .save(todos, base: syncedList)
  }

  /// The debounce's timer for unsaved changes, unless one already runs. Pure; changes only
  /// the saving sub-state.
  mutating func scheduleSave() -> Command? {
    guard hasUnsavedChanges, !isSaveScheduled else { return nil }
    isSaveScheduled = true
    return Command.saveAfterDelay
  }
}
