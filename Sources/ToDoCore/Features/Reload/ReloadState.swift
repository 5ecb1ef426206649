/// The reload sub-state: reading the file again after another program changed it (or on
/// Ctrl-R). Pure value; changed by the reload reducer. Reloads and saves run one at a
/// time, in the store's order: a reload wanted while either runs waits for it.
public struct ReloadState: Equatable, Sendable {
  /// Whether the debounce of the file's changes runs (a burst of writes is one reload).
  public var isReloadScheduled = false
  /// How often (seconds) the file is looked at instead of watched, while it cannot be
  /// watched; nil while it is watched.
  public var fileCheckInterval: Int?
  /// The list handed to the reload that runs now; nil when none runs.
  public var reloadInFlight: ToDoList?
  /// Whether a reload waits for the save or reload that runs.
  public var isReloadQueued = false
  /// Whether the user asked for the reload (Ctrl-R): it then says what it found, even
  /// when nothing changed.
  public var isAnnounced = false

  public init() {}
}
