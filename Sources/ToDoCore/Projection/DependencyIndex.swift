/// Which todos wait for which, over the whole list: for each todo that names a dependency
/// (`DependencyLinks`), its links and text, and for each name the todos that carry it, wait
/// for it, or are awaited under it (`p:`). A todo is blocked while it is open and waits for
/// an open todo; every question is answered from the todo's own links in O(its links), never
/// by a walk of the list. Kept up to date by `update(_:line:)` and `remove(_:)`, which say
/// whose blocked state may have changed: completing a blocker costs O(its links) whatever
/// the list's size. Names are matched exactly; a name no todo carries is dangling; a cycle
/// is found by a walk that visits each todo once (`cycle(through:)`). Pure value.
public struct DependencyIndex: Equatable, Sendable {
  /// What one todo names, and its text (for the detail area, without looking it up): the
  /// line in the list's shared text, no string made until the detail asks.
  struct Entry: Equatable, Sendable {
    var links: DependencyLinks
    var title: TextLine
  }

  private(set) var entries: [ToDo.ID: Entry] = [:]
  /// `id:` name → the todos carrying it.
  private(set) var carriers: [String: DependencyIDs] = [:]
  /// name → the todos waiting for it (`after:`, `dep:`, `needs:`).
  private(set) var waiters: [String: DependencyIDs] = [:]
  /// name → the todos it waits for (`p:` on them).
  private(set) var awaited: [String: DependencyIDs] = [:]

  public init() {}

  /// The index of `list`. Pure; O(n), reading each line's bytes once and making strings
  /// only for the names of the lines that name a dependency; each table made once at its
  /// size, each name's todos without an array (`DependencyIDs`).
  public init(_ list: ToDoList) {
    // Read first, then the tables made at their size: no table grows (and hashes every
    // name again) on the way.
    var found: [(id: ToDo.ID, entry: Entry)] = []
    var counts = (names: 0, waitsFor: 0, awaitedBy: 0)
    list.forEachLine { id, line in
      guard let links = DependencyLinks.read(line) else { return }
      found.append((id, Entry(links: links, title: line)))
      counts.names += links.names.count
      counts.waitsFor += links.waitsFor.count
      counts.awaitedBy += links.awaitedBy.count
    }
    entries.reserveCapacity(found.count)
    carriers.reserveCapacity(counts.names)
    waiters.reserveCapacity(counts.waitsFor)
    awaited.reserveCapacity(counts.awaitedBy)
    for (id, entry) in found { add(id, entry) }
  }

  /// Whether no todo names a dependency.
  public var isEmpty: Bool { entries.isEmpty }

  /// Whether the todo `id` is open and waits for an open todo. O(its links).
  public func isBlocked(_ id: ToDo.ID) -> Bool {
    guard let entry = entries[id], entry.links.isOpen else { return false }
    return forEachPrerequisite(of: entry) { entries[$0]?.links.isOpen == true }
  }

  /// The open todos that `id` waits for, each once, as ids in the order its words name them.
  public func blockers(of id: ToDo.ID) -> [ToDo.ID] {
    guard let entry = entries[id] else { return [] }
    var found: [ToDo.ID] = []
    _ = forEachPrerequisite(of: entry) { other in
      if entries[other]?.links.isOpen == true, !found.contains(other) { found.append(other) }
      return false
    }
    return found
  }

  /// The names `id` waits for, or is awaited under (`p:`), that no todo carries.
  public func danglingNames(of id: ToDo.ID) -> [String] {
    guard let entry = entries[id] else { return [] }
    var names: [String] = []
    for name in entry.links.waitsFor + entry.links.awaitedBy
    where carriers[name] == nil && !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// The todos that wait for `id` (whose prerequisites it is), each once.
  public func dependents(of id: ToDo.ID) -> [ToDo.ID] {
    guard let entry = entries[id] else { return [] }
    var found: [ToDo.ID] = []
    for name in entry.links.names {
      for other in waiters[name] ?? .empty where !found.contains(other) { found.append(other) }
    }
    for name in entry.links.awaitedBy {
      for other in carriers[name] ?? .empty where !found.contains(other) { found.append(other) }
    }
    return found
  }

  /// The text of the todo `id` as the index holds it (only todos naming a dependency).
  public func title(of id: ToDo.ID) -> String? { entries[id]?.title.string }

  /// The most todos a search for a cycle visits: a longer chain is taken as none.
  static let largestCycleWalk = 10_000

  /// A cycle of waiting that `id` is on: the todos from `id` round to the one waiting for
  /// it, or nil when none leads back. Each todo is visited once, so a cycle elsewhere ends
  /// the walk, never loops it. Pure; O(its links) for a todo no todo waits for, else
  /// O(the todos reachable from `id`), at most `largestCycleWalk`.
  public func cycle(through id: ToDo.ID) -> [ToDo.ID]? {
    guard let start = entries[id] else { return nil }
    // A todo no todo waits for, or that waits for none, is on no cycle: told in O(its
    // links), without a walk (the head and the end of a chain, however long).
    guard hasDependent(start) else { return nil }
    var visited: Set<ToDo.ID> = [id]
    visited.reserveCapacity(Swift.min(entries.count, Self.largestCycleWalk) + 1)
    // The walk's path, and for each todo on it where its prerequisites left to visit start
    // in `pending`: one array for every frame, no array made a todo visited.
    var path: [ToDo.ID] = [id]
    var starts: [Int] = [0]
    var pending: [ToDo.ID] = []
    appendPrerequisites(of: start, to: &pending)
    while let first = starts.last {
      guard pending.count > first else {
        path.removeLast()
        starts.removeLast()
        continue
      }
      let other = pending.removeLast()
      if other == id { return path }
      guard visited.count < Self.largestCycleWalk, visited.insert(other).inserted, let entry = entries[other]
      else { continue }
      path.append(other)
      starts.append(pending.count)
      appendPrerequisites(of: entry, to: &pending)
    }
    return nil
  }

  /// Appends every todo `entry` waits for, open or done, to `pending`.
  private func appendPrerequisites(of entry: Entry, to pending: inout [ToDo.ID]) {
    for name in entry.links.waitsFor {
      for other in carriers[name] ?? .empty { pending.append(other) }
    }
    for name in entry.links.names {
      for other in awaited[name] ?? .empty { pending.append(other) }
    }
  }

  /// Whether any todo waits for the todo of `entry`. O(its links).
  private func hasDependent(_ entry: Entry) -> Bool {
    entry.links.names.contains { waiters[$0] != nil }
      || entry.links.awaitedBy.contains { carriers[$0] != nil }
  }

  /// Every todo `entry` waits for, open or done.
  func prerequisites(of entry: Entry) -> [ToDo.ID] {
    var found: [ToDo.ID] = []
    _ = forEachPrerequisite(of: entry) {
      found.append($0)
      return false
    }
    return found
  }

  /// Calls `body` with each todo `entry` waits for until it returns true; returns whether
  /// it did.
  private func forEachPrerequisite(of entry: Entry, _ body: (ToDo.ID) -> Bool) -> Bool {
    for name in entry.links.waitsFor {
      for other in carriers[name] ?? .empty where body(other) { return true }
    }
    for name in entry.links.names {
      for other in awaited[name] ?? .empty where body(other) { return true }
    }
    return false
  }

  /// Takes the todo `id` as holding `line` now: its old links out, its new ones in. Returns
  /// the todos whose blocked state may have changed with it (those waiting for it, before
  /// and after), itself aside. Pure; O(its links and theirs); nothing for a line naming no
  /// dependency that named none before (most edits).
  @discardableResult
  public mutating func update(_ id: ToDo.ID, line: TextLine) -> [ToDo.ID] {
    let links = DependencyLinks.read(line)
    guard links != nil || entries[id] != nil else { return [] }
    var affected = remove(id)
    if let links {
      add(id, Entry(links: links, title: line))
      for other in dependents(of: id) where !affected.contains(other) { affected.append(other) }
    }
    return affected
  }

  /// Takes the todo `id` out (deleted, archived). Returns the todos that waited for it.
  @discardableResult
  public mutating func remove(_ id: ToDo.ID) -> [ToDo.ID] {
    guard let entry = entries[id] else { return [] }
    let affected = dependents(of: id).filter { $0 != id }
    for name in entry.links.names { carriers.drop(id, under: name) }
    for name in entry.links.waitsFor { waiters.drop(id, under: name) }
    for name in entry.links.awaitedBy { awaited.drop(id, under: name) }
    entries[id] = nil
    return affected
  }

  private mutating func add(_ id: ToDo.ID, _ entry: Entry) {
    entries[id] = entry
    for name in entry.links.names { carriers.add(id, under: name) }
    for name in entry.links.waitsFor { waiters.add(id, under: name) }
    for name in entry.links.awaitedBy { awaited.add(id, under: name) }
  }

  /// Equal when the same todos name the same links: the tables by name follow from those
  /// (in whatever order the todos came).
  public static func == (lhs: DependencyIndex, rhs: DependencyIndex) -> Bool {
    lhs.entries == rhs.entries
  }
}
