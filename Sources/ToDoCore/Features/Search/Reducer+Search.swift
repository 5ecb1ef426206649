extension SearchSlice {
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

  /// `/`: the input line holds the search (what it held waits), the cursor at its end. Pure.
  private mutating func startSearch() {
    mode = .searching(draft: input)
    input = InputLine(view.settings.query)
    status = StatusMessage(
      "Search: words, +project, @context, -word, due:<today; Enter keeps it, Esc clears it.", kind: .info)
  }
}

extension FeatureContext {
  /// The debounce of a search key: the search filters once the keys pause.
  var searchAfterDelay: Command? {
    guard case .searching = mode else { return nil }
    return .schedule(id: .filterDue, after: State.searchDelay, send: .search(.due))
  }
}

extension State {
  /// How long the search waits after a key before it filters: a burst of keys is one pass.
  public static let searchDelay = Duration.milliseconds(50)
}
