/// The view sub-state: which rows the list shows (a projection of the document, made under
/// the user's `settings`), which todo is selected (by id, with the row it is on), where
/// the list is scrolled, and which todos wait for which (`dependencies`). Pure value; it
/// follows every change of the document (`follow(_:in:)`) so that the selection stays on its
/// todo and a todo is unblocked as soon as its last blocker is done.
public struct ShownList: Equatable, Sendable {
  /// The rows: which todos show, in which order.
  public internal(set) var rows: ListProjection
  /// The selected todo, if any.
  public internal(set) var selection: Selection?
  /// The row shown at the top of the list.
  public var scrollOffset: Int
  /// A todo the selection landed on because the list moved under it (the todo before it
  /// was deleted, the wheel scrolled the selected one away): a press on its ✕ only selects
  /// it until the user has selected it (a press on it, a key). Nil when the user chose the
  /// selected todo.
  public var unchosenSelection: ToDo.ID?
  /// What the user asked the list to show: search, hidden todos, sort.
  public internal(set) var settings: ListSettings
  /// The projection being made off the main thread, if any (see `ShownList+Refresh`).
  var pendingProjection: PendingProjection?
  /// How many projections were asked for: the next one's number.
  var projectionsRequested: Int
  /// Whether the rows are a stand-in (every todo) until they are made again under the rule.
  var rowsAreStale: Bool
  /// Which todos wait for which: kept here, where every change of the document passes, so
  /// that it follows each one (`DependencyIndex.follow`).
  public internal(set) var dependencies: DependencyIndex

  /// A projection asked for as a command: its number, the rule, and whether the document
  /// changed since (then its result is dropped and another is asked for).
  struct PendingProjection: Equatable, Sendable {
    var number: Int
    var rule: ListRule
    var documentChanged: Bool
  }

  /// The selected todo: its id, which is what the selection is, and the row it is on,
  /// kept up to date as the document changes so that finding it costs nothing.
  public struct Selection: Equatable, Sendable {
    public var id: ToDo.ID
    public var row: Int
  }

  /// The rows of `document` under `settings` (made here, in the caller's thread: for the
  /// small lists a state starts with).
  public init(
    showing document: ToDoDocument, settings: ListSettings = ListSettings(), today: CalendarDate? = nil,
    selectedRow: Int? = nil, scrollOffset: Int = 0
  ) {
    let rule = ListRule(settings, today: today)
    dependencies = DependencyIndex(document.todos)
    rows = ListProjection(
      order: ListProjection.order(of: document.todos, under: rule, dependencies: dependencies),
      documentCount: document.todos.count, rule: rule, list: document.todos)
    self.settings = settings
    pendingProjection = nil
    projectionsRequested = 0
    rowsAreStale = false
    self.scrollOffset = scrollOffset
    unchosenSelection = nil
    selection = nil
    if let selectedRow, selectedRow >= 0, selectedRow < rows.count {
      select(row: selectedRow, in: document, chosen: true)
    }
  }

  /// The row of the selected todo, if any.
  public var selectedRow: Int? { selection?.row }

  /// The todo on `row`. O(log n).
  public func todo(atRow row: Int, in document: ToDoDocument) -> ToDo {
    document.todos[rows.documentIndex(ofRow: row)]
  }

  /// Selects the todo on `row` (clamped to the rows); `chosen` is false when the user did
  /// not pick it (the list moved under the selection), so that a press on its ✕ only
  /// selects it. No rows: no selection. Pure.
  public mutating func select(row: Int, in document: ToDoDocument, chosen: Bool) {
    guard !rows.isEmpty else {
      selection = nil
      unchosenSelection = nil
      return
    }
    let row = min(max(row, 0), rows.count - 1)
    let id = document.todos.id(at: rows.documentIndex(ofRow: row))
    selection = Selection(id: id, row: row)
    unchosenSelection = chosen ? nil : id
  }

  /// Follows `change` of `document`: the rows, and the selection on its todo (or, when its
  /// todo is gone or no longer shows, on the one that took its row, which the user has not
  /// chosen). O(1) for the identity but for a replaced list, where the selected todo is
  /// looked for by id. A projection under way is marked for asking again. Pure.
  mutating func follow(_ change: DocumentChange, in document: ToDoDocument) {
    let selectedIndex = selection.map { rows.documentIndex(ofRow: $0.row) }
    let unblocked = dependencies.follow([change], in: document.todos)
    if !rows.follow(change, in: document.todos, dependencies: dependencies) { rowsAreStale = true }
    followDependents(unblocked, in: document)
    pendingProjection?.documentChanged = true
    guard let selected = selection, var index = selectedIndex else { return }
    switch change {
    case .inserted(let indices):
      if index >= indices.lowerBound { index += indices.count }
    case .removed(let todo, let removed):
      if todo.id == selected.id {
        select(row: selected.row, in: document, chosen: false)
        return
      }
      if index > removed { index -= 1 }
    case .changed:
      break  // Same id, same place in the file; its row may have changed.
    case .replaced:
      let found = document.todos.firstIndex(ofID: selected.id).flatMap { rows.row(ofDocumentIndex: $0) }
      select(row: found ?? selected.row, in: document, chosen: unchosenSelection == nil && found != nil)
      // The todo stays on the screen row it was on: lines inserted or removed above it
      // scroll the list instead of moving the todo.
      if let found { scrollOffset = max(found - (selected.row - scrollOffset), 0) }
      return
    }
    if let row = rows.row(ofDocumentIndex: index) {
      selection?.row = row
    } else {
      select(row: selected.row, in: document, chosen: false)
    }
  }

  /// Follows `changes`, made one after the other (a grouped edit: a completion with its
  /// next occurrence, its undo), of `document` as it is after all of them. Each is followed
  /// in turn; as a change reads its todo from the final document, where a later change may
  /// have moved it, every todo changed or inserted is then looked at again where it ended.
  /// Pure.
  ///
  /// The rows follow each change with the number of todos the document had right after it,
  /// and the selection is placed once, at the end: the document only exists as it is after
  /// the whole group, so nothing is read from it at an index of a state in between.
  mutating func follow(_ changes: [DocumentChange], in document: ToDoDocument) {
    guard changes.count > 1 else {
      if let change = changes.first { follow(change, in: document) }
      return
    }
    // Where the selected todo is in the document, followed through the changes.
    let selected = selection
    var selectedIndex = selection.map { rows.documentIndex(ofRow: $0.row) }
    let unblocked = dependencies.follow(changes, in: document.todos)
    for (change, count) in zip(changes, Self.documentCounts(after: changes, ending: document.todos.count)) {
      if !rows.follow(change, in: document.todos, documentCount: count, dependencies: dependencies) {
        rowsAreStale = true
      }
      switch change {
      case .inserted(let indices):
        if let index = selectedIndex, index >= indices.lowerBound { selectedIndex = index + indices.count }
      case .removed(let todo, let removed):
        if todo.id == selected?.id {
          selectedIndex = nil
        } else if let index = selectedIndex, index > removed {
          selectedIndex = index - 1
        }
      case .changed:
        break
      case .replaced:
        selectedIndex = selected.flatMap { document.todos.firstIndex(ofID: $0.id) }
      }
    }
    pendingProjection?.documentChanged = true
    for index in Self.finalIndices(touchedBy: changes) {
      if !rows.follow(.changed(at: index), in: document.todos, dependencies: dependencies) {
        rowsAreStale = true
      }
    }
    followDependents(unblocked, in: document)
    guard let selected else { return }
    if let index = selectedIndex, let row = rows.row(ofDocumentIndex: index) {
      selection?.row = row
    } else {
      select(row: selected.row, in: document, chosen: false)
    }
  }

  /// Under a query that reads which todos are blocked (`is:blocked`, `is:ready`), the rows
  /// of the todos whose blocked state may have changed with a change of others (`affected`,
  /// from `DependencyIndex.follow`; nil: any may have) placed again. Nothing under any other
  /// query. Pure; O(n) a todo affected (finding it by id), as a row placed costs already;
  /// more than `largestFollowedDependents` make the rows again instead, as a new rule does.
  private mutating func followDependents(_ affected: [ToDo.ID]?, in document: ToDoDocument) {
    guard rows.rule.query.readsDependencies else { return }
    guard let affected, affected.count <= Self.largestFollowedDependents else {
      rowsAreStale = true
      return
    }
    for id in affected {
      guard let index = document.todos.firstIndex(ofID: id) else { continue }
      if !rows.follow(.changed(at: index), in: document.todos, dependencies: dependencies) {
        rowsAreStale = true
      }
    }
  }

  /// The most todos whose rows are placed again one by one after a change of a todo they
  /// wait for (each found by id, O(n)); more make the rows again (`refresh`).
  static let largestFollowedDependents = 16

  /// How many todos the document had right after each of `changes`, which leave it with
  /// `count`. Pure.
  static func documentCounts(after changes: [DocumentChange], ending count: Int) -> [Int] {
    var counts = [Int](repeating: count, count: changes.count)
    var after = count
    for position in changes.indices.reversed() {
      counts[position] = after
      switch changes[position] {
      case .inserted(let indices): after -= indices.count
      case .removed: after += 1
      case .changed, .replaced: break
      }
    }
    return counts
  }

  /// Where the todos that `changes` changed or inserted are after all of them (those removed
  /// since left out). Pure.
  static func finalIndices(touchedBy changes: [DocumentChange]) -> [Int] {
    var touched: [Int] = []
    for change in changes {
      switch change {
      case .changed(let index):
        touched.append(index)
      case .inserted(let indices):
        touched = touched.map { $0 >= indices.lowerBound ? $0 + indices.count : $0 }
        touched.append(contentsOf: indices)
      case .removed(_, let index):
        touched = touched.compactMap { $0 == index ? nil : $0 > index ? $0 - 1 : $0 }
      case .replaced:
        touched = []
      }
    }
    return touched
  }

  /// Keeps the selection on a row and on screen, and the list from scrolling past its
  /// end, for a list `height` rows high. Pure.
  mutating func keepSelectionVisible(height: Int) {
    let lastTop = max(rows.count - height, 0)
    if let row = selection?.row, height > 0 {
      if row < scrollOffset { scrollOffset = row }
      if row >= scrollOffset + height { scrollOffset = row - height + 1 }
    }
    scrollOffset = min(max(scrollOffset, 0), lastTop)
  }

  /// Scrolls the list by `rows`, keeping the selection on screen: if the selected todo
  /// scrolls away, the selection lands on the nearest visible one, which the user has not
  /// chosen. Pure.
  mutating func scroll(by delta: Int, height: Int, in document: ToDoDocument) {
    guard height > 0 else { return }
    scrollOffset = min(max(scrollOffset.saturatingAdding(delta), 0), max(rows.count - height, 0))
    if let row = selection?.row {
      let visible = min(max(row, scrollOffset), scrollOffset + height - 1)
      if visible != row, visible < rows.count { select(row: visible, in: document, chosen: false) }
    }
  }
}
