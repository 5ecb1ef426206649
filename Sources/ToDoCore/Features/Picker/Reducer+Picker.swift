extension PickerSlice {
  /// The picker: opened by `t` (the views' own by `v`), moved in, picked from, closed. Pure.
  mutating func reduce(_ action: PickerAction) -> Command? {
    switch action {
    case .openTags:
      return openTags()
    case .tagsCounted(let number, let counts):
      takeTagCounts(counts, countedBy: number)
    case .move(let delta):
      movePick(to: { $0.saturatingAdding(delta) })
    case .moveByPage(let pages):
      let step = max((pickerLayout?.bodyRows ?? 1) - 1, 1)
      movePick(to: { $0.saturatingAdding(pages.saturatingMultiplied(by: step)) })
    case .pick:
      return pickSelected()
    case .close:
      cancelPendingMode()
    }
    return nil
  }

  /// `t`: the projects and contexts with their counts, counted here for up to
  /// `TagCount.largestCountOnTheMainThread` todos, else off the main thread by the command
  /// returned (the box says so meanwhile). Pure.
  mutating func openTags() -> Command? {
    guard todos.count > TagCount.largestCountOnTheMainThread else {
      showTags(TagCount.counts(in: todos))
      return nil
    }
    tagCountsRequested += 1
    mode = .picking(Picker(.tags(nil, counting: tagCountsRequested)))
    status = StatusMessage("Counting projects and contexts…", kind: .info)
    return .picker(.countTags(todos, number: tagCountsRequested))
  }

  /// The counts made off the main thread, when the picker still waits for them. Pure.
  mutating func takeTagCounts(_ counts: [TagCount], countedBy number: Int) {
    guard case .tags(nil, let counting)? = picker?.content, counting == number else { return }
    showTags(counts)
  }

  /// The picker of `counts`, with the one the search names selected; or, when there are
  /// none, the list as it was and a status line saying how to make one. Pure.
  private mutating func showTags(_ counts: [TagCount]) {
    guard !counts.isEmpty else {
      mode = .browsing
      status = StatusMessage(
        "No +project or @context in the list yet: add one to a todo, as in ‘Call Mum +family @phone’.",
        kind: .info)
      return
    }
    let query = view.settings.query
    let selected = counts.firstIndex { $0.searchWord == query || $0.term == query } ?? 0
    mode = .picking(Picker(.tags(counts, counting: tagCountsRequested), selected: selected))
    status = StatusMessage("Enter shows the todos of the one selected; Esc closes.", kind: .info)
    movePick(to: { $0 })
  }

  /// Enter in a picker: the selected project or context becomes the search (the list shows
  /// its todos), the selected view is recalled, or the selected list is shown or moved to
  /// (the lists' own action, sent on: `Command.send`). Pure.
  mutating func pickSelected() -> Command? {
    guard let picker else { return nil }
    switch picker.content {
    case .tags(let counts?, _) where counts.indices.contains(picker.selected):
      let tag = counts[picker.selected]
      mode = .browsing
      // In quotes: the project itself, not those whose names start with its name.
      view.settings.query = tag.searchWord
      status = StatusMessage(
        "Showing \(tag.term): / edits the search; / then Esc shows every todo.", kind: .info)
    case .views where picker.selected < savedViews.count:
      recallView(savedViews.ordered[picker.selected].slot)
    case .lists(let entries?, let moving) where entries.indices.contains(picker.selected):
      let path = entries[picker.selected].path
      // The lists' feature swaps the lists' slices: a message to it, reduced next.
      return .send(moving ? .lists(.moveTo(path: path)) : .lists(.show(path: path)))
    case .tags, .views, .changes, .lists, .history:
      break
    }
    return nil
  }

  /// A press while a picker is open: on an entry, selects and takes it; elsewhere, closes
  /// the picker. Pure.
  mutating func clickPicker(at position: Position) -> Command? {
    guard let picker, let layout = pickerLayout else { return nil }
    let entry = position.row - layout.top - 1 + picker.scroll
    let inside =
      (layout.left..<layout.left + layout.width).contains(position.column)
      && (layout.top + 1..<layout.top + 1 + layout.bodyRows).contains(position.row)
    guard inside, entry < pickerEntryCount else {
      cancelPendingMode()
      return nil
    }
    movePick(to: { _ in entry })
    return pickSelected()
  }

  /// The wheel over a picker moves its selection. Pure.
  mutating func scrollPicker(by rows: Int) {
    movePick(to: { $0.saturatingAdding(rows) })
  }
}
