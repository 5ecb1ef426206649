/// Which todos of the document the list shows, and in which order: the rows of the view,
/// made under a `ListRule` (hidden todos, the search, the sort) and never reordering the
/// file. While every todo shows in file order the projection is the identity (a row is its
/// todo's index; nothing is stored per todo, following a change is O(1)); otherwise it keeps
/// the rows' document indices and, for each document index, its row (or -1), and follows
/// each `DocumentChange` incrementally in O(n) memory moves, reading only the changed todos.
/// Pure value.
public struct ListProjection: Sendable {
  /// How many rows there are.
  public private(set) var count: Int
  /// The rule the rows were made under, and that the changes are followed under.
  public private(set) var rule: ListRule
  /// `order[row]` is the document index on `row`; nil for the identity.
  private var order: [Int32]?
  /// `inverse[index]` is the row of document index `index`, or a negative `LeftOut` code
  /// (why it has no row); empty for the identity.
  private var inverse: [Int32]
  /// The todos left out by their own tags alone (`H` would show them): a `t:` after the
  /// day, `h:1`; counted when the rows are made with their list, and kept as they follow
  /// the changes.
  public private(set) var hiddenByTags = HiddenByTags()

  /// How many todos their own tags alone leave out, by the tag: what `H` would show (the
  /// title counts them, issue 44). Pure value.
  public struct HiddenByTags: Equatable, Sendable {
    /// A `t:` date after the day (and no `h:1`).
    public var untilLater = 0
    /// `h:1`.
    public var hiddenTag = 0

    public var total: Int { untilLater + hiddenTag }
  }

  /// Why a todo has no row, as `inverse` holds it (negative, so that no row is taken for
  /// one).
  private enum LeftOut {
    /// The search or `h` leaves it out (or the reason was not asked).
    static let other: Int32 = -1
    /// Its `t:` after the day alone.
    static let untilLater: Int32 = -2
    /// Its `h:1` alone (with or without a `t:`).
    static let hiddenTag: Int32 = -3
  }

  /// More todos inserted at once than this (a load, a merge) are not followed one by one:
  /// the rows show every todo until they are made again under the rule.
  static let largestFollowedInsert = 1_000

  /// Every todo of a document of `count`, in file order, under `rule` (which is taken to show
  /// them all).
  public init(showingAllOf count: Int, rule: ListRule = ListRule(ListSettings(showsHidden: true), today: nil))
  {
    self.count = count
    self.rule = rule
    order = nil
    inverse = []
  }

  /// The rows `order` (document indices) of a document of `documentCount` todos, or the
  /// identity when `order` is nil. With `list` (the document's todos), the todos left out
  /// by their own tags alone are counted (`hiddenByTags`), reading each todo left out once.
  /// O(n).
  init(order: [Int32]?, documentCount: Int, rule: ListRule, list: ToDoList? = nil) {
    self.init(showingAllOf: documentCount, rule: rule)
    guard let order else { return }
    self.order = order
    count = order.count
    inverse = [Int32](repeating: LeftOut.other, count: documentCount)
    for (row, index) in order.enumerated() { inverse[Int(index)] = Int32(truncatingIfNeeded: row) }
    guard let list, !rule.showsHidden, list.count == documentCount else { return }
    for index in inverse.indices where inverse[index] < 0 { noteLeftOut(index, in: list) }
  }

  /// Records why the todo at `index`, which has no row, is left out, and counts it when
  /// its own tags alone are why. Reads its bytes once (blocked taken as not: `is:ready`
  /// and `is:blocked` leave a todo out by the search whatever its tags).
  private mutating func noteLeftOut(_ index: Int, in list: ToDoList) {
    guard !rule.showsHidden else { return }
    let reasons = rule.reasonsHidden(list.line(at: index))
    let code: Int32
    if reasons == [.hiddenTag] || reasons == [.hiddenTag, .threshold] {
      code = LeftOut.hiddenTag
      hiddenByTags.hiddenTag += 1
    } else if reasons == [.threshold] {
      code = LeftOut.untilLater
      hiddenByTags.untilLater += 1
    } else {
      code = LeftOut.other
    }
    inverse[index] = code
  }

  /// Forgets why the todo at `index` was left out (it shows now, or is gone).
  private mutating func forgetLeftOut(_ code: Int32) {
    if code == LeftOut.untilLater { hiddenByTags.untilLater -= 1 }
    if code == LeftOut.hiddenTag { hiddenByTags.hiddenTag -= 1 }
  }

  /// The rows of `list` under `rule`, the candidates (document indices, in the rule's order:
  /// the rows of a rule that `rule` narrows) or every todo checked; nil when that is every
  /// todo in file order (the identity). `dependencies` says which todos are blocked, for a
  /// query that asks (`is:blocked`, `is:ready`). Pure; O(n log n) for a sort, O(n)
  /// otherwise, reading each candidate's bytes once. Safe to call off the main thread.
  public static func order(
    of list: ToDoList, under rule: ListRule, among candidates: [Int32]? = nil,
    dependencies: DependencyIndex = DependencyIndex()
  ) -> [Int32]? {
    let readsDependencies = rule.query.readsDependencies
    func shows(_ id: ToDo.ID, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      rule.shows(bytes, isBlocked: readsDependencies && dependencies.isBlocked(id))
    }
    if let candidates {
      let kept = candidates.filter { index in
        let isBlocked = readsDependencies && dependencies.isBlocked(list.id(at: Int(index)))
        return list.line(at: Int(index)).withBytes { rule.shows($0, isBlocked: isBlocked) }
      }
      return kept.count == list.count && rule.sort == .fileOrder ? nil : kept
    }
    if rule.showsEverythingInFileOrder { return nil }
    if rule.sort == .fileOrder {
      var kept: [Int32] = []
      var index: Int32 = 0
      list.forEachLine { id, line in
        if line.withBytes({ shows(id, $0) }) { kept.append(index) }
        index += 1
      }
      return kept.count == list.count ? nil : kept
    }
    // Key in the high half, index in the low one: one integer sort, ties in file order.
    var keyed: [UInt64] = []
    var index: UInt64 = 0
    list.forEachLine { id, line in
      line.withBytes { bytes in
        if shows(id, bytes) { keyed.append(UInt64(rule.sortKey(bytes)) << 32 | index) }
      }
      index += 1
    }
    keyed.sort()
    return keyed.map { Int32(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
  }

  public var isEmpty: Bool { count == 0 }

  /// Whether every todo shows, in file order.
  public var isIdentity: Bool { order == nil }

  /// Whether some todos of the document have no row (hidden, or not matching the search); a
  /// sort alone leaves none out.
  public var leavesSomeOut: Bool { order != nil && count < inverse.count }

  /// The document indices of the rows, in order (nil: every todo, in file order).
  var documentIndices: [Int32]? { order }

  /// The document index of the todo on `row`. O(1).
  public func documentIndex(ofRow row: Int) -> Int {
    guard let order else { return row }
    return Int(order[row])
  }

  /// The row showing the todo at `index` of the document, or nil when it does not show. O(1).
  public func row(ofDocumentIndex index: Int) -> Int? {
    guard order != nil else { return index < count ? index : nil }
    guard index >= 0, index < inverse.count, inverse[index] >= 0 else { return nil }
    return Int(inverse[index])
  }

  /// Follows `change` of the document, whose list is now `list`, under the rule. Returns
  /// false when it could not (a large insert, a large list replaced): the rows then show
  /// every todo in file order, to be made again under the rule. O(1) for the identity when
  /// the changed todos show; O(n) memory moves otherwise, reading the changed todos only
  /// (and O(log n) others to place one in a sort).
  mutating func follow(
    _ change: DocumentChange, in list: ToDoList, dependencies: DependencyIndex = DependencyIndex()
  ) -> Bool {
    follow(change, in: list, documentCount: list.count, dependencies: dependencies)
  }

  /// Follows `change` of the document, after which it has `documentCount` todos: one change
  /// of a group, read against `list`, the document after the whole group (whose later
  /// changes may have added or removed todos since); `dependencies` says which todos are
  /// blocked. Pure.
  mutating func follow(
    _ change: DocumentChange, in list: ToDoList, documentCount: Int,
    dependencies: DependencyIndex = DependencyIndex()
  ) -> Bool {
    func shows(_ index: Int) -> Bool {
      let isBlocked = rule.query.readsDependencies && dependencies.isBlocked(list.id(at: index))
      return list.line(at: index).withBytes { rule.shows($0, isBlocked: isBlocked) }
    }
    switch change {
    case .inserted(let range):
      guard range.count <= Self.largestFollowedInsert else { return showAll(of: list) }
      if order == nil, rule.sort == .fileOrder, range.allSatisfy(shows) {
        count = documentCount
        return true
      }
      materialize(documentCount: documentCount - range.count)
      let shift = Int32(truncatingIfNeeded: range.count)
      let lower = Int32(truncatingIfNeeded: range.lowerBound)
      for row in order!.indices where order![row] >= lower { order![row] += shift }
      inverse.insert(contentsOf: repeatElement(LeftOut.other, count: range.count), at: range.lowerBound)
      for index in range {
        if shows(index) { insertRow(showing: index, in: list) } else { noteLeftOut(index, in: list) }
      }
    case .removed(_, let index):
      guard order != nil else {
        count = documentCount
        return true
      }
      let row = Int(inverse.remove(at: index))
      if row >= 0 { order!.remove(at: row) } else { forgetLeftOut(Int32(row)) }
      let removed = Int32(truncatingIfNeeded: index)
      for row in order!.indices where order![row] > removed { order![row] -= 1 }
      if row >= 0 { renumber(from: row) }
      count = order!.count
    case .changed(let index):
      let isShown = shows(index)
      if order == nil, isShown, rule.sort == .fileOrder { return true }
      materialize(documentCount: documentCount)
      if let row = row(ofDocumentIndex: index) {
        order!.remove(at: row)
        inverse[index] = LeftOut.other
        renumber(from: row)
      } else {
        forgetLeftOut(inverse[index])
      }
      if isShown { insertRow(showing: index, in: list) } else { noteLeftOut(index, in: list) }
      count = order!.count
    case .replaced:
      guard list.count <= Self.largestFollowedInsert else { return showAll(of: list) }
      self = ListProjection(
        order: Self.order(of: list, under: rule, dependencies: dependencies), documentCount: list.count,
        rule: rule, list: list)
    }
    return true
  }

  /// Every todo of `list`, in file order: a stand-in until the rows are made again.
  private mutating func showAll(of list: ToDoList) -> Bool {
    self = ListProjection(showingAllOf: list.count, rule: rule)
    return rule.showsEverythingInFileOrder
  }

  /// The identity written out, to be changed row by row. O(n), once.
  private mutating func materialize(documentCount: Int) {
    guard order == nil else { return }
    let all = (0..<Int32(truncatingIfNeeded: documentCount)).map { $0 }
    order = all
    inverse = all
  }

  /// Puts the todo at document `index` on the row the rule's order gives it (found by a
  /// binary search over the rows, reading O(log n) todos in a sort).
  private mutating func insertRow(showing index: Int, in list: ToDoList) {
    let key = rule.sortKey(list.line(at: index))
    var low = 0
    var high = order!.count
    while low < high {
      let middle = (low + high) / 2
      let other = Int(order![middle])
      let otherKey = rule.sort == .fileOrder ? 0 : rule.sortKey(list.line(at: other))
      if (otherKey, other) < (key, index) { low = middle + 1 } else { high = middle }
    }
    order!.insert(Int32(truncatingIfNeeded: index), at: low)
    renumber(from: low)
    count = order!.count
  }

  /// Writes the inverse of the rows from `row` on.
  private mutating func renumber(from row: Int) {
    for current in row..<order!.count { inverse[Int(order![current])] = Int32(truncatingIfNeeded: current) }
  }
}

extension ListProjection: Equatable {
  /// Equal when they show the same rows, whatever rule made them and however they are
  /// stored. O(1) for two identities or shared rows; O(n) otherwise.
  public static func == (lhs: ListProjection, rhs: ListProjection) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.order == nil, rhs.order == nil { return true }
    if let left = lhs.order, let right = rhs.order { return left == right }
    return (0..<lhs.count).allSatisfy { lhs.documentIndex(ofRow: $0) == rhs.documentIndex(ofRow: $0) }
  }
}
