extension State {
  /// What the list shows: the search line, hiding done and hidden todos, the sort, and the
  /// rows made off the main thread. A change of the settings is taken by `refreshRows`, the
  /// step after every action. Pure.
  mutating func reduce(_ action: ViewAction) -> Command? {
    switch action {
    case .startSearch:
      startSearch()
    case .searchDue:
      if case .searching = mode { view.settings.query = input.text }
    case .keepSearch:
      return finishSearch(keepingQuery: true)
    case .clearSearch:
      return finishSearch(keepingQuery: false)
    case .toggleHideDone:
      view.settings.hidesDone.toggle()
      status = StatusMessage(
        view.settings.hidesDone ? "Done todos hidden; h shows them." : "Done todos shown; h hides them.",
        kind: .info)
    case .toggleShowHidden:
      view.settings.showsHidden.toggle()
      status = StatusMessage(
        view.settings.showsHidden
          ? "Showing todos hidden by t: (after today) and h:1; H hides them."
          : "Todos with t: after today or h:1 hidden; H shows them.", kind: .info)
    case .cycleSort:
      view.settings.sort = view.settings.sort.next
      status = StatusMessage(
        "Sorted \(view.settings.sort.label ?? "in file order") (s: next sort); the file keeps its order.",
        kind: .info)
    case .rowsProjected(let number, let order):
      view.takeRows(order, madeBy: number, in: document)
    case .openTags:
      return openTags()
    case .tagsCounted(let number, let counts):
      takeTagCounts(counts, countedBy: number)
    case .openViews:
      openViews()
    case .recallView(let slot):
      recallView(slot)
    case .startNamingView:
      startNamingView()
    case .saveView:
      return saveView()
    case .cancelNamingView:
      cancelPendingMode()
    case .deleteView:
      return deleteSelectedView()
    case .viewsLoaded(let views):
      savedViews = views
      if let reason = views.unwritableBecause {
        status = StatusMessage("Saved views will not be written: \(reason).", kind: .warning)
      }
    case .viewsSaved:
      break
    case .viewsNotSaved(let reason):
      status = StatusMessage(
        "Views not saved: \(reason). They are kept until you quit; saving a view tries again.", kind: .error)
    case .movePick(let delta):
      movePick(to: { $0.saturatingAdding(delta) })
    case .movePickByPage(let pages):
      let step = max((pickerLayout?.bodyRows ?? 1) - 1, 1)
      movePick(to: { $0.saturatingAdding(pages.saturatingMultiplied(by: step)) })
    case .pick:
      pickSelected()
    case .closePicker:
      cancelPendingMode()
    }
    return nil
  }

  /// How long the search waits after a key before it filters: a burst of keys is one pass.
  public static let searchDelay = Duration.milliseconds(50)

  /// `/`: the input line holds the search (what it held waits), the cursor at its end. Pure.
  private mutating func startSearch() {
    mode = .searching(draft: input)
    input = InputLine(view.settings.query)
    status = StatusMessage(
      "Search: words, +project, @context, -word, due:<today; Enter keeps it, Esc clears it.", kind: .info)
  }

  /// Enter or Esc in the search: the filter kept (as typed) or cleared, the input line
  /// given back what it held, the list (or, with no rows, the input line) focused. Pure.
  mutating func finishSearch(keepingQuery: Bool) -> Command? {
    guard case .searching(let draft) = mode else { return nil }
    view.settings.query = keepingQuery ? input.text.trimmingWhitespace() : ""
    input = draft
    mode = .browsing
    status = nil
    return .cancel(id: .filterDue)
  }

  /// The step after every action: the rows made again when the settings or the day changed
  /// (here, or by the command returned). Pure.
  mutating func refreshRows() -> Command? {
    view.refresh(in: document, today: today)
  }

  /// The debounce of a search key: the search filters once the keys pause.
  var searchAfterDelay: Command? {
    guard case .searching = mode else { return nil }
    return .schedule(id: .filterDue, after: Self.searchDelay, send: .view(.searchDue))
  }
}
