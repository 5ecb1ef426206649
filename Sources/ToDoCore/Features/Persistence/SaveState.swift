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
  /// How many saves in a row failed: the next retry waits longer (see `retryDelay`).
  public var failures = 0

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
    return .persistence(.save(todos, base: syncedList))
  }

  /// How long after the `failures`-th failure in a row a save is tried again by itself:
  /// 1 s, then twice as long each time, at most 30 s (a lock another instance holds, a
  /// program that has not finished writing, a full disk someone frees). Pure.
  static func retryDelay(afterFailures failures: Int) -> Duration {
    .seconds(min(30, 1 << min(max(failures - 1, 0), 5)))
  }

  /// The timer that tries a failed save again, replacing the debounce's if it runs (it
  /// saves the same changes). Pure; changes only the saving sub-state.
  mutating func scheduleRetry() -> Command {
    failures += 1
    isSaveScheduled = true
    return .schedule(
      id: .save, after: Self.retryDelay(afterFailures: failures), send: .persistence(.saveDue))
  }

  /// The debounce's timer for unsaved changes, unless one already runs. Pure; changes only
  /// the saving sub-state.
  mutating func scheduleSave() -> Command? {
    guard hasUnsavedChanges, !isSaveScheduled else { return nil }
    isSaveScheduled = true
    return Command.saveAfterDelay
  }
}
