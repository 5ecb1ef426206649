extension State {
  /// The search: started by `/`, filtering as it is typed once the keys pause, kept by
  /// Enter, cleared by Esc. Pure.
  mutating func reduce(_ action: SearchAction) -> Command? {
    switch action {
    case .start:
      startSearch()
    case .due:
      if case .searching = mode { view.settings.query = input.text }
    case .keep:
      return finishSearch(keepingQuery: true)
    case .clear:
      return finishSearch(keepingQuery: false)
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

  /// The debounce of a search key: the search filters once the keys pause.
  var searchAfterDelay: Command? {
    guard case .searching = mode else { return nil }
    return .schedule(id: .filterDue, after: Self.searchDelay, send: .search(.due))
  }
}
