/// The vdir sync's sub-state: whether it is on, whether a sync runs or is due, and the
/// problems the last one said (each said once, not again at every sync). Pure value;
/// changed by the vdir sync's reducer.
public struct VdirSyncState: Equatable, Sendable {
  /// Whether the config names a vdir folder.
  public var isOn = false
  /// Whether a sync runs now (at most one does).
  public var isRunning = false
  /// Whether a sync is due and waits for the list's changes to be saved, or for the one
  /// that runs.
  public var isDue = false
  /// The problems the last sync came back with.
  public var lastProblems: [String] = []

  public init() {}
}
