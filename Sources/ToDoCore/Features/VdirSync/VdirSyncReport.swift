/// What one sync of the list with the vdir did, as the status line says it: the todos it
/// brought into the list from the vdir's objects, the conflicts its merge named, and the
/// problems (files left alone or renamed, a folder that cannot be made, a sync that failed). Pure
/// value; made by the runtime (`CalDAVBridge`), said by the reducer.
public struct VdirSyncReport: Equatable, Sendable, Codable {
  /// Todos added to the list, completed, otherwise changed, deleted.
  public var added = 0
  public var completed = 0
  public var changed = 0
  public var deleted = 0
  /// What the merge could not apply as meant, as the app names it.
  public var conflicts: [String] = []
  /// Files left alone or renamed by another program, and failures, each naming its file
  /// or folder.
  public var problems: [String] = []
  /// Whether the sync did nothing because of its problem (a vdir missing or emptied, a
  /// state not trusted): said again at every sync until it is fixed, where a file left
  /// alone is said once. Nil (as in recordings made before) for false.
  public var failed: Bool?

  public init(
    added: Int = 0, completed: Int = 0, changed: Int = 0, deleted: Int = 0, conflicts: [String] = [],
    problems: [String] = []
  ) {
    self.added = added
    self.completed = completed
    self.changed = changed
    self.deleted = deleted
    self.conflicts = conflicts
    self.problems = problems
  }

  /// What the sync brought into the list, "2 added, 1 completed"; nil when nothing. Pure.
  public var changes: String? {
    let parts = [(added, "added"), (completed, "completed"), (changed, "changed"), (deleted, "deleted")]
      .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }
}
