extension ShownList {
  /// The most todos whose rows are made in the reducer, on the main thread (about 2 ms of
  /// reading bytes); more are made off it by `ViewCommand.projectRows`.
  static let largestProjectionOnTheMainThread = 20_000

  /// Makes the rows again when the settings or the day no longer match the rule they were
  /// made under, or they are a stand-in: here for up to `largestProjectionOnTheMainThread`
  /// todos to look at, else by the command returned (the rows stay as they are meanwhile,
  /// following the document). Only the previous rows are looked at when the new rule
  /// narrows theirs (the query grew). Nothing when the rows or the projection under way
  /// already match. Pure.
  mutating func refresh(in document: ToDoDocument, today: CalendarDate?) -> Command? {
    // Most actions change neither: no query is read.
    if pendingProjection == nil, !rowsAreStale, rows.rule.settings == settings, rows.rule.today == today {
      return nil
    }
    let rule = ListRule(settings, today: today)
    if let pending = pendingProjection, pending.rule == rule, !pending.documentChanged { return nil }
    if !rowsAreStale, rule == rows.rule {
      pendingProjection = nil  // Back to the rows' rule before a projection came (h twice).
      return nil
    }
    let candidates = !rowsAreStale && rule.narrows(rows.rule) ? rows.documentIndices : nil
    if (candidates?.count ?? document.todos.count) <= Self.largestProjectionOnTheMainThread {
      let order = ListProjection.order(
        of: document.todos, under: rule, among: candidates, dependencies: dependencies)
      pendingProjection = nil
      rowsAreStale = false
      replaceRows(
        with: ListProjection(
          order: order, documentCount: document.todos.count, rule: rule, list: document.todos),
        in: document)
      return nil
    }
    projectionsRequested += 1
    pendingProjection = PendingProjection(number: projectionsRequested, rule: rule, documentChanged: false)
    return .view(
      .projectRows(
        document.todos, rule: rule, among: candidates, dependencies: dependencies,
        number: projectionsRequested))
  }

  /// Takes the rows made by projection `number` (`order`, nil for every todo in file order),
  /// unless another was asked for since or the document changed meanwhile: such a result is
  /// dropped (and `refresh` asks again). Pure.
  mutating func takeRows(_ order: [Int32]?, madeBy number: Int, in document: ToDoDocument) {
    guard let pending = pendingProjection, pending.number == number, !pending.documentChanged else { return }
    pendingProjection = nil
    rowsAreStale = false
    replaceRows(
      with: ListProjection(
        order: order, documentCount: document.todos.count, rule: pending.rule, list: document.todos),
      in: document)
  }

  /// New rows; the selection stays on its todo if it shows, else on the row it was on
  /// (clamped), not chosen by the user. Pure.
  private mutating func replaceRows(with projection: ListProjection, in document: ToDoDocument) {
    let selected = selection
    let index = selected.map { rows.documentIndex(ofRow: $0.row) }
    rows = projection
    guard let selected, let index else { return }
    if let row = rows.row(ofDocumentIndex: index) {
      selection?.row = row
    } else {
      select(row: selected.row, in: document, chosen: false)
    }
  }

  /// Whether some todos are left out (hidden or not matching the search), or a search is
  /// on (whose count shows even when every todo matches). A sort alone filters nothing.
  public var isFiltering: Bool {
    !settings.query.isEmpty || rows.leavesSomeOut
  }
}

extension ShownList {
  /// Shown in place of `other`, another list's view (a switch): its projections are
  /// numbered after `other`'s, so that a result `other` asked for is never taken for its
  /// own, and one it was waiting for is asked for again. Pure; O(1).
  mutating func continueNumbering(after other: ShownList) {
    projectionsRequested = max(projectionsRequested, other.projectionsRequested)
    pendingProjection?.documentChanged = true
  }
}
