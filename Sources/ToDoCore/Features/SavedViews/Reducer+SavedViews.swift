extension SavedViewsSlice {
  /// Saved views: listed, recalled, named and saved, deleted; the views file's answers. Pure.
  mutating func reduce(_ action: SavedViewsAction) -> Command? {
    switch action {
    case .open:
      openViews()
    case .recall(let slot):
      recallView(slot)
    case .startNaming:
      startNamingView()
    case .save:
      return saveView()
    case .cancelNaming:
      cancelPendingMode()
    case .delete:
      return deleteSelectedView()
    case .loaded(let views):
      savedViews = views
      if let reason = views.unwritableBecause {
        status = StatusMessage("Saved views will not be written: \(reason).", kind: .warning)
      }
    case .saved:
      break
    case .notSaved(let reason):
      status = StatusMessage(
        "Views not saved: \(reason). They are kept until you quit; saving a view tries again.", kind: .error)
    }
    return nil
  }

  /// `v`: the saved views, to recall, save or delete; the one showing now selected. Pure.
  mutating func openViews() {
    let current = savedViews.ordered.firstIndex { $0.view.settings == view.settings } ?? 0
    mode = .picking(Picker(.views, selected: current))
    status = StatusMessage(
      savedViews.isEmpty
        ? "No saved views yet: s saves the list's view under a name, for 1–9 to recall."
        : "Enter or 1–9 shows a view; s saves the list's view; d deletes the selected one.", kind: .info)
    movePick(to: { $0 })
  }

  /// `1`–`9`: the list shows what the view in `slot` shows (its search, sort, done and
  /// hidden todos shown or not); without one there, the status line says how to save one.
  /// Pure.
  mutating func recallView(_ slot: Int) {
    if picker != nil { mode = .browsing }
    guard let saved = savedViews[slot] else {
      status = StatusMessage(
        "No view saved as \(slot): V saves the list's view under a name; v lists the saved views.",
        kind: .info)
      return
    }
    view.settings = saved.settings
    status = StatusMessage("View \(slot), \(saved.name): \(saved.summary).", kind: .info)
  }

  /// `V`, or `s` among the views: the input line asks for the name (the view's own when the
  /// list shows a saved view), what it held waiting. Pure.
  mutating func startNamingView() {
    let name = savedViews.name(showing: view.settings) ?? ""
    let draft: InputLine
    if case .namingView(let waiting) = mode { draft = waiting } else { draft = input }
    mode = .namingView(draft: draft)
    input = InputLine(name)
    status = StatusMessage(
      "Name this view (\(SavedView(name: name, settings: view.settings).summary)): Enter saves it, Esc cancels.",
      kind: .info)
  }

  /// Enter while naming: the list's view saved under the name typed, in the place of the
  /// view of that name, else in the first free place, and the views file written (unless
  /// part of it could not be read). A missing name, a long one, or no free place is said,
  /// and the name stays to change. Pure.
  mutating func saveView() -> Command? {
    guard case .namingView(let draft) = mode else { return nil }
    let name = input.text.trimmingWhitespace()
    guard !name.isEmpty else {
      status = StatusMessage("A view needs a name: type one, or Esc cancels.", kind: .error)
      return nil
    }
    guard name.count <= SavedViews.longestName else {
      status = StatusMessage(
        "That name is \(name.count) characters long: a view's name has at most \(SavedViews.longestName).",
        kind: .error)
      return nil
    }
    guard let slot = savedViews.slot(named: name) ?? savedViews.firstFreeSlot else {
      status = StatusMessage(
        "All nine views are saved: v, then d deletes one; or save under the name of one to replace it.",
        kind: .error)
      return nil
    }
    let replaced = savedViews[slot] != nil
    savedViews.put(SavedView(name: name, settings: view.settings), in: slot)
    input = draft
    mode = .browsing
    return writeViews(
      saying: "\(replaced ? "View \(slot) replaced" : "Saved as view \(slot)"), \(name): \(slot) shows it.",
      orForTheSession: "View \(slot), \(name), saved for this session only")
  }

  /// `d` among the views: the selected view deleted, and the file written. Pure.
  mutating func deleteSelectedView() -> Command? {
    guard let picker, case .views = picker.content, picker.selected < savedViews.count else { return nil }
    let slot = savedViews.ordered[picker.selected].slot
    guard let removed = savedViews.remove(slot) else { return nil }
    movePick(to: { $0 })
    return writeViews(
      saying: "Deleted view \(slot), \(removed.name).",
      orForTheSession: "View \(slot), \(removed.name), deleted for this session only")
  }

  /// The views file written with the saved views, `message` on the status line; or, when
  /// the file must not be written, `sessionMessage` and why. Pure.
  private mutating func writeViews(saying message: String, orForTheSession sessionMessage: String)
    -> Command?
  {
    if let reason = savedViews.unwritableBecause {
      status = StatusMessage("\(sessionMessage): \(reason).", kind: .error)
      return nil
    }
    status = StatusMessage(message, kind: .info)
    return .savedViews(.save(savedViews))
  }
}
