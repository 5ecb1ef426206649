/// Which todos wait for which, over the whole list: for each todo that names a dependency
/// (`DependencyLinks`), its links and text, and for each name the todos that carry it, wait
/// for it, or are awaited under it (`p:`). A todo is blocked while it is open and waits for
/// an open todo; every question is answered from the todo's own links in O(its links), never
/// by a walk of the list. Kept up to date by `update(_:line:)` and `remove(_:)`, which say
/// whose blocked state may have changed: completing a blocker costs O(its links) whatever
/// the list's size. Names are matched exactly, by their bytes; a name no todo carries is
/// dangling; a cycle is found by a walk that visits each todo once (`cycle(through:)`).
///
/// Made of arrays of numbers, not of strings: each name is numbered once
/// (`DependencyNames`), each todo that names one has a place (its slot) in the tables read
/// by slot, and the tables by name hold slots. A million linked todos are read in one pass
/// that makes no string and no array a todo. Pure value.
public struct DependencyIndex: Equatable, Sendable {
  /// A todo's place in the tables read by slot.
  typealias Slot = Int32
  /// One link of a todo: what it says (`DependencyLinks.Kind`) in the top two bits, the
  /// name's number below.
  typealias Link = UInt32

  private(set) var nameNumbers = DependencyNames()

  // MARK: By slot (a freed slot's todo is `noToDo`)

  private var todos: [ToDo.ID] = []
  private static let noToDo = ToDo.ID.min
  /// The line of each todo, for the detail area: no string made until the detail asks.
  private var titles: [TextLine?] = []
  private var isOpen: [Bool] = []
  /// Where the todo's links start in `links`, and how many it has.
  private var linkStarts: [Int32] = []
  private var linkCounts: [Int32] = []
  /// Every todo's links, each todo's together; a todo changed gets new ones at the end, and
  /// the table is made again without the old ones once they are half of it.
  private var links: [Link] = []
  private var unusedLinks = 0
  private var freeSlots: [Slot] = []

  // MARK: By todo id

  /// The slot of todo `id` at `id - firstID` (-1: none). Ids are numbered from a counter,
  /// so this stays as long as the span of the ids of the todos that name a dependency.
  private var slotOfID: [Slot] = []
  private var firstID: ToDo.ID = 0

  // MARK: By name

  /// The first todo under name `n` in each role, at `3 × n + kind` (-1: none): carrying it
  /// (`id:`), waiting for it, awaited under it (`p:`). A name is carried by one todo and
  /// waited for by a few: the others, in the order they came, are in `moreUnder`.
  private var firstUnder: [Slot] = []
  private var moreUnder: [Int: [Slot]] = [:]

  public init() {}

  /// The index of `list`. Pure; O(n), reading each line's bytes once and making no string
  /// and no array a todo: names are numbered from their bytes.
  public init(_ list: ToDoList) {
    var index = DependencyIndex()
    list.forEachLine { id, line in
      _ = line.withBytes { bytes in index.addReading(id, line: line, bytes: bytes) }
    }
    self = index
  }

  /// Whether no todo names a dependency.
  public var isEmpty: Bool { todos.count == freeSlots.count }

  // MARK: Questions

  /// Whether the todo `id` is open and waits for an open todo. O(its links).
  public func isBlocked(_ id: ToDo.ID) -> Bool {
    guard let slot = slot(of: id), isOpen[Int(slot)] else { return false }
    return forEachPrerequisite(of: slot) { isOpen[Int($0)] }
  }

  /// The open todos that `id` waits for, each once, as ids in the order its words name them.
  public func blockers(of id: ToDo.ID) -> [ToDo.ID] {
    guard let slot = slot(of: id) else { return [] }
    var found: [ToDo.ID] = []
    _ = forEachPrerequisite(of: slot) { other in
      let id = todos[Int(other)]
      if isOpen[Int(other)], !found.contains(id) { found.append(id) }
      return false
    }
    return found
  }

  /// The names `id` waits for, or is awaited under (`p:`), that no todo carries.
  public func danglingNames(of id: ToDo.ID) -> [String] {
    guard let slot = slot(of: id) else { return [] }
    var numbers: [DependencyNames.Number] = []
    for kind in [DependencyLinks.Kind.waitsFor, .awaitedBy] {
      forEachLink(of: slot, kind) { name in
        if first(under: name, .name) < 0, !numbers.contains(name) { numbers.append(name) }
      }
    }
    return numbers.map { nameNumbers.name($0) }
  }

  /// The todos that wait for `id` (whose prerequisites it is), each once.
  public func dependents(of id: ToDo.ID) -> [ToDo.ID] {
    guard let slot = slot(of: id) else { return [] }
    var found: [ToDo.ID] = []
    forEachDependent(of: slot) { other in
      let other = todos[Int(other)]
      if !found.contains(other) { found.append(other) }
    }
    return found
  }

  /// The text of the todo `id` as the index holds it (only todos naming a dependency).
  public func title(of id: ToDo.ID) -> String? { slot(of: id).flatMap { titles[Int($0)]?.string } }

  /// The most todos a search for a cycle visits: a longer chain is taken as none.
  static let largestCycleWalk = 10_000

  /// A cycle of waiting that `id` is on: the todos from `id` round to the one waiting for
  /// it, or nil when none leads back. Each todo is visited once, so a cycle elsewhere ends
  /// the walk, never loops it. Pure; O(its links) for a todo no todo waits for, else
  /// O(the todos reachable from `id`), at most `largestCycleWalk`; slots compared, one bit
  /// a todo for those visited.
  public func cycle(through id: ToDo.ID) -> [ToDo.ID]? {
    guard let start = slot(of: id) else { return nil }
    // A todo no todo waits for, or that waits for none, is on no cycle: told in O(its
    // links), without a walk (the head and the end of a chain, however long).
    guard hasDependent(start) else { return nil }
    var visited = [UInt64](repeating: 0, count: (todos.count + 63) / 64)
    visited[Int(start) / 64] |= 1 << UInt64(Int(start) % 64)
    var visits = 1
    // The walk's path, and for each todo on it where its prerequisites left to visit start
    // in `pending`: one array for every frame, no array made a todo visited.
    var path: [Slot] = [start]
    var starts: [Int] = [0]
    var pending: [Slot] = []
    _ = forEachPrerequisite(of: start) {
      pending.append($0)
      return false
    }
    while let first = starts.last {
      guard pending.count > first else {
        path.removeLast()
        starts.removeLast()
        continue
      }
      let other = pending.removeLast()
      if other == start { return path.map { todos[Int($0)] } }
      let (word, bit) = (Int(other) / 64, UInt64(1) << UInt64(Int(other) % 64))
      guard visits < Self.largestCycleWalk, visited[word] & bit == 0 else { continue }
      visited[word] |= bit
      visits += 1
      path.append(other)
      starts.append(pending.count)
      _ = forEachPrerequisite(of: other) {
        pending.append($0)
        return false
      }
    }
    return nil
  }

  /// Whether any todo waits for the todo in `slot`. O(its links).
  private func hasDependent(_ slot: Slot) -> Bool {
    var found = false
    forEachDependent(of: slot) { _ in found = true }
    return found
  }

  /// Every todo the todo `id` waits for, open or done, as slots.
  func prerequisites(of id: ToDo.ID) -> [ToDo.ID] {
    guard let slot = slot(of: id) else { return [] }
    var found: [ToDo.ID] = []
    _ = forEachPrerequisite(of: slot) {
      found.append(todos[Int($0)])
      return false
    }
    return found
  }

  /// The `id:` names of the todo `id` (none when it carries none). O(its links).
  func names(of id: ToDo.ID) -> [String] {
    guard let slot = slot(of: id) else { return [] }
    var found: [String] = []
    forEachLink(of: slot, .name) { found.append(nameNumbers.name($0)) }
    return found
  }

  /// The numbers of the names the todo `id` has in `kind`'s words, in their order.
  func numbers(of id: ToDo.ID, _ kind: DependencyLinks.Kind) -> [DependencyNames.Number] {
    guard let slot = slot(of: id) else { return [] }
    var found: [DependencyNames.Number] = []
    forEachLink(of: slot, kind) { found.append($0) }
    return found
  }

  /// Whether any todo carries the name numbered `name`, waits for it or is awaited under it.
  func isInUse(_ name: DependencyNames.Number) -> Bool {
    first(under: name, .name) >= 0 || first(under: name, .waitsFor) >= 0
      || first(under: name, .awaitedBy) >= 0
  }

  // MARK: Walking the tables

  /// The slot of the todo `id`, when it names a dependency. O(1).
  private func slot(of id: ToDo.ID) -> Slot? {
    let offset = id &- firstID
    guard offset >= 0, offset < slotOfID.count else { return nil }
    let slot = slotOfID[offset]
    return slot < 0 ? nil : slot
  }

  private func first(under name: DependencyNames.Number, _ kind: DependencyLinks.Kind) -> Slot {
    let place = Int(name) * 3 + Int(kind.rawValue)
    return place < firstUnder.count ? firstUnder[place] : -1
  }

  /// Calls `body` with each todo under `name` in `kind`, in the order they came.
  private func forEachUnder(
    _ name: DependencyNames.Number, _ kind: DependencyLinks.Kind, _ body: (Slot) -> Bool
  ) -> Bool {
    let head = first(under: name, kind)
    guard head >= 0 else { return false }
    if body(head) { return true }
    guard let more = moreUnder[Int(name) * 3 + Int(kind.rawValue)] else { return false }
    for slot in more where body(slot) { return true }
    return false
  }

  /// Calls `body` with the number of each name the todo in `slot` has in `kind`'s words.
  private func forEachLink(
    of slot: Slot, _ kind: DependencyLinks.Kind, _ body: (DependencyNames.Number) -> Void
  ) {
    let start = Int(linkStarts[Int(slot)])
    for link in links[start..<(start + Int(linkCounts[Int(slot)]))] where link >> 30 == kind.rawValue {
      body(DependencyNames.Number(link & Self.nameMask))
    }
  }

  /// Calls `body` with each todo the todo in `slot` waits for, open or done, until it
  /// returns true; returns whether it did. Its `after:`-like names first, then its `id:`s.
  private func forEachPrerequisite(of slot: Slot, _ body: (Slot) -> Bool) -> Bool {
    let start = Int(linkStarts[Int(slot)])
    let range = start..<(start + Int(linkCounts[Int(slot)]))
    for link in links[range] where link >> 30 == DependencyLinks.Kind.waitsFor.rawValue {
      if forEachUnder(DependencyNames.Number(link & Self.nameMask), .name, body) { return true }
    }
    for link in links[range] where link >> 30 == DependencyLinks.Kind.name.rawValue {
      if forEachUnder(DependencyNames.Number(link & Self.nameMask), .awaitedBy, body) { return true }
    }
    return false
  }

  /// Calls `body` with each todo that waits for the todo in `slot`: under its `id:`s those
  /// waiting for them, then the carriers of its `p:` names.
  private func forEachDependent(of slot: Slot, _ body: (Slot) -> Void) {
    let start = Int(linkStarts[Int(slot)])
    let range = start..<(start + Int(linkCounts[Int(slot)]))
    for link in links[range] where link >> 30 == DependencyLinks.Kind.name.rawValue {
      _ = forEachUnder(DependencyNames.Number(link & Self.nameMask), .waitsFor) {
        body($0)
        return false
      }
    }
    for link in links[range] where link >> 30 == DependencyLinks.Kind.awaitedBy.rawValue {
      _ = forEachUnder(DependencyNames.Number(link & Self.nameMask), .name) {
        body($0)
        return false
      }
    }
  }

  private static let nameMask: UInt32 = (1 << 30) - 1

  // MARK: Changes

  /// Takes the todo `id` as holding `line` now: its old links out, its new ones in. Returns
  /// the todos whose blocked state may have changed with it (those waiting for it, before
  /// and after), itself aside. Pure; O(its links and theirs); nothing for a line naming no
  /// dependency that named none before (most edits).
  @discardableResult
  public mutating func update(_ id: ToDo.ID, line: TextLine) -> [ToDo.ID] {
    var affected = remove(id)
    let added = line.withBytes { bytes in addReading(id, line: line, bytes: bytes) }
    if added {
      for other in dependents(of: id) where !affected.contains(other) { affected.append(other) }
    }
    return affected
  }

  /// Takes the todo `id` out (deleted, archived). Returns the todos that waited for it.
  @discardableResult
  public mutating func remove(_ id: ToDo.ID) -> [ToDo.ID] {
    guard let slot = slot(of: id) else { return [] }
    let affected = dependents(of: id).filter { $0 != id }
    let start = Int(linkStarts[Int(slot)])
    for link in links[start..<(start + Int(linkCounts[Int(slot)]))] {
      drop(slot, under: DependencyNames.Number(link & Self.nameMask), kind: link >> 30)
    }
    unusedLinks += Int(linkCounts[Int(slot)])
    linkCounts[Int(slot)] = 0
    todos[Int(slot)] = Self.noToDo
    titles[Int(slot)] = nil
    slotOfID[id - firstID] = -1
    freeSlots.append(slot)
    if unusedLinks > 1_024, unusedLinks * 2 > links.count { compactLinks() }
    return affected
  }

  /// Reads the links of `bytes` (the line of todo `id`, which the index does not hold) and
  /// adds the todo when it names any. Returns whether it did.
  @discardableResult
  private mutating func addReading(_ id: ToDo.ID, line: TextLine, bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = links.count
    DependencyLinks.forEachName(in: bytes) { kind, name in
      links.append(kind.rawValue << 30 | UInt32(nameNumbers.number(of: name)))
    }
    guard links.count > start else { return false }
    let slot: Slot
    if let free = freeSlots.popLast() {
      slot = free
      todos[Int(slot)] = id
      titles[Int(slot)] = line
      isOpen[Int(slot)] = !LineBytes.isCompleted(bytes)
      linkStarts[Int(slot)] = Int32(start)
      linkCounts[Int(slot)] = Int32(links.count - start)
    } else {
      slot = Slot(todos.count)
      todos.append(id)
      titles.append(line)
      isOpen.append(!LineBytes.isCompleted(bytes))
      linkStarts.append(Int32(start))
      linkCounts.append(Int32(links.count - start))
    }
    place(slot, at: id)
    if firstUnder.count < nameNumbers.count * 3 {
      firstUnder.append(contentsOf: repeatElement(-1, count: nameNumbers.count * 3 - firstUnder.count))
    }
    for link in links[start...] {
      let place = Int(link & Self.nameMask) * 3 + Int(link >> 30)
      if firstUnder[place] < 0 {
        firstUnder[place] = slot
      } else {
        moreUnder[place, default: []].append(slot)
      }
    }
    return true
  }

  /// Notes `slot` as the todo `id`'s, making `slotOfID` span `id` first.
  private mutating func place(_ slot: Slot, at id: ToDo.ID) {
    if slotOfID.isEmpty { firstID = id }
    if id < firstID {
      // Room below, at least as much again as there is, so that ids coming in falling
      // order do not copy the table each time.
      let grow = Swift.max(firstID - id, slotOfID.count)
      slotOfID.insert(contentsOf: repeatElement(-1, count: grow), at: 0)
      firstID -= grow
    }
    let offset = id - firstID
    if offset >= slotOfID.count {
      let grow = Swift.max(offset + 1 - slotOfID.count, slotOfID.count / 2)
      slotOfID.append(contentsOf: repeatElement(-1, count: grow))
    }
    slotOfID[offset] = slot
  }

  /// Takes `slot` out from under name `name` in the role `kind`; the next in line, if any,
  /// becomes the first.
  private mutating func drop(_ slot: Slot, under name: DependencyNames.Number, kind: UInt32) {
    let place = Int(name) * 3 + Int(kind)
    if firstUnder[place] == slot {
      if var more = moreUnder[place], !more.isEmpty {
        firstUnder[place] = more.removeFirst()
        moreUnder[place] = more.isEmpty ? nil : more
      } else {
        firstUnder[place] = -1
      }
    } else if var more = moreUnder[place], let at = more.firstIndex(of: slot) {
      more.remove(at: at)
      moreUnder[place] = more.isEmpty ? nil : more
    }
  }

  /// Makes `links` again with only the links of todos in the index.
  private mutating func compactLinks() {
    var kept: [Link] = []
    kept.reserveCapacity(links.count - unusedLinks)
    for slot in 0..<todos.count where todos[slot] != Self.noToDo {
      let start = Int(linkStarts[slot])
      linkStarts[slot] = Int32(kept.count)
      kept.append(contentsOf: links[start..<(start + Int(linkCounts[slot]))])
    }
    links = kept
    unusedLinks = 0
  }

  /// Equal when the same todos name the same links, with the same text: the tables follow
  /// from those (in whatever order the todos came, whatever numbers their names got).
  public static func == (lhs: DependencyIndex, rhs: DependencyIndex) -> Bool {
    guard lhs.todos.count - lhs.freeSlots.count == rhs.todos.count - rhs.freeSlots.count else { return false }
    for id in lhs.todos where id != noToDo {
      guard let mine = lhs.slot(of: id), let theirs = rhs.slot(of: id),
        lhs.titles[Int(mine)] == rhs.titles[Int(theirs)], lhs.isOpen[Int(mine)] == rhs.isOpen[Int(theirs)],
        lhs.linkNames(of: mine) == rhs.linkNames(of: theirs)
      else { return false }
    }
    return true
  }

  /// The links of the todo in `slot` as (kind, name) in their order.
  private func linkNames(of slot: Slot) -> [String] {
    let start = Int(linkStarts[Int(slot)])
    return links[start..<(start + Int(linkCounts[Int(slot)]))].map {
      String($0 >> 30) + nameNumbers.name(DependencyNames.Number($0 & Self.nameMask))
    }
  }
}
