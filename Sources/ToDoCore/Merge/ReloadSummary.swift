/// What another program's change did to the list, in counts of todos, for the status
/// line: a line whose text changed counts as changed (one removed and one added make one
/// change); lines that kept their text but moved make the list reordered. Made where the
/// merge is, off the main thread. Pure value.
public struct ReloadSummary: Equatable, Sendable, Codable, CustomStringConvertible {
  public var changed: Int
  public var added: Int
  public var removed: Int
  public var isReordered: Bool

  public init(changed: Int = 0, added: Int = 0, removed: Int = 0, isReordered: Bool = false) {
    self.changed = changed
    self.added = added
    self.removed = removed
    self.isReordered = isReordered
  }

  /// Compares `before` with `merged`, whose lines carry the ids of `before`'s todos they
  /// match. With `comparingText` (a merge with local changes, where the other program's
  /// version of a todo keeps the todo's id), a line whose id is `before`'s but whose text
  /// differs counts as changed, and one whose id `before` lacks (a todo deleted here that
  /// the other program changed) as added. Pure; O(n).
  public init(before: ToDoList, merged: MergedList, comparingText: Bool = false) {
    var indexByID: [ToDo.ID: Int] = [:]
    indexByID.reserveCapacity(before.count)
    var index = 0
    before.forEachLine { id, _ in
      indexByID[id] = index
      index += 1
    }
    var kept = 0
    var changedInPlace = 0
    var lastKeptIndex = -1
    var isReordered = false
    for (position, id) in merged.ids.enumerated() {
      guard let id else { continue }
      guard let index = indexByID[id] else {
        if !comparingText { kept += 1 }
        continue
      }
      kept += 1
      if index < lastKeptIndex { isReordered = true }
      lastKeptIndex = index
      if comparingText, merged.titles.list.line(at: position) != before.line(at: index) {
        changedInPlace += 1
      }
    }
    let added = merged.ids.count - kept
    let removed = before.count - kept
    let changed = min(added, removed)
    self.init(
      changed: changed + changedInPlace, added: added - changed, removed: removed - changed,
      isReordered: isReordered)
  }

  /// Whether the list is other than it was.
  public var changesTheList: Bool { changed + added + removed > 0 || isReordered }

  /// "3 todos changed", "1 todo added", "2 added, 1 removed", "todos reordered".
  public var description: String {
    let parts = [(changed, "changed"), (added, "added"), (removed, "removed")].filter { $0.0 > 0 }
    var text: String
    switch parts.count {
    case 0: return "todos reordered"
    case 1: text = "\(parts[0].0.counted("todo")) \(parts[0].1)"
    default: text = parts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
    if isReordered { text += ", reordered" }
    return text
  }
}
