/// Several lists: the chooser, the switch (the shown list saved as a quit saves it, then
/// parked whole, the other one unparked and read again, or loaded), and the actions of the
/// move of todos to another list (its steps: `Reducer+ListMoves.swift`). The root's, not a
/// slice's: a switch swaps every slice a list owns (the
/// document, the view, the marks, what is known of the file). Pure; a key's step here is
/// O(1) but for the todos moved and the lists' names.
extension State {
  /// Routes each action of several lists to its step. Pure.
  mutating func reduce(_ action: ListsAction) -> Command? {
    switch action {
    case .openChooser:
      return openListPicker(moving: false)
    case .chooseMoveTarget:
      guard !marks.isEmpty || selectedPlace != nil else {
        status = StatusMessage("Select a todo to move (or mark some with Space) first.", kind: .info)
        return nil
      }
      return openListPicker(moving: true)
    case .found(let entries):
      takeFoundLists(entries)
    case .show(let path):
      return show(path)
    case .moveTo(let path):
      return startMove(to: path)
    case .addedToTarget(let path):
      finishMove(to: path)
    case .notAddedToTarget(let path, let reason):
      guard lists.moving?.path == path else { return nil }
      lists.moving = nil
      status = StatusMessage(
        "Not moved: \(lists.name(of: path)) could not take them (\(reason)); they stay here.",
        kind: .error)
    case .removedFromTarget(let path, let reason?):
      status = StatusMessage(
        "Back here, but still in \(lists.name(of: path)) too (\(reason)).", kind: .warning)
    case .removedFromTarget:
      break
    }
    return nil
  }

  /// `L` or `M`: the box of lists, filled once the runtime found them. Pure.
  private mutating func openListPicker(moving: Bool) -> Command? {
    mode = .picking(Picker(.lists(nil, moving: moving)))
    status = StatusMessage(
      moving
        ? "Enter moves \(marks.isEmpty ? "the todo" : marks.count.counted("marked todo")) there; Esc closes."
        : "Enter shows the list; Esc closes.",
      kind: .info)
    return .lists(.find)
  }

  /// The lists found: known from now on, and offered by the box when it waits for them
  /// (the move's, without the list shown). Pure; O(lists).
  private mutating func takeFoundLists(_ found: [ListEntry]) {
    // The first list found is the command line's first, the one shown at the start.
    if lists.shown == nil { lists.shown = found.first?.path }
    for entry in found where !lists.entries.contains(where: { $0.path == entry.path }) {
      lists.entries.append(entry)
    }
    guard case .lists(nil, let moving)? = picker?.content else { return }
    let offered = moving ? lists.entries.filter { $0.path != lists.shown } : lists.entries
    let selected = moving ? 0 : offered.firstIndex { $0.path == lists.shown } ?? 0
    mode = .picking(Picker(.lists(offered, moving: moving), selected: selected))
    movePick(to: { $0 })
  }

  /// Shows the list at `path`: at once when the shown one has nothing to save, else once
  /// its save came back (`continueSwitch`). Pure.
  private mutating func show(_ path: String) -> Command? {
    mode = .browsing
    guard path != lists.shown else { return nil }
    // Their results change this list: they come back before another one is shown.
    guard lists.moving == nil, archiving == nil else {
      status = StatusMessage(
        "Still here: a move or an archive is under way; L again once it is done.", kind: .warning)
      return nil
    }
    lists.switching = path
    return continueSwitch()
  }

  /// The next step of a switch under way: wait for the load, the save or the reload that
  /// runs, save what is unsaved, or park the list and show the other one. Called after a
  /// persistence action while a switch waits. Pure.
  mutating func continueSwitch() -> Command? {
    guard let path = lists.switching else { return nil }
    if case .loading = loadStatus { return nil }
    if saving.saveInFlight != nil || reloading.reloadInFlight != nil { return nil }
    if loadStatus == .loaded, saving.hasUnsavedChanges {
      status = StatusMessage("Saving before showing \(lists.name(of: path))…", kind: .info)
      return .sequence(.cancel(id: .save), saveCommand())
    }
    lists.switching = nil
    return switchTo(path)
  }

  /// Parks the list shown and shows the one at `path`: as it was left, read again, or
  /// loaded for the first time. The runtime's store, notes and watch follow first
  /// (`ListsCommand.show`). Pure.
  private mutating func switchTo(_ path: String) -> Command? {
    if let shown = lists.shown {
      lists.parked[shown] = ParkedList(list: listInView, moves: lists.moves, undone: lists.undone)
    }
    lists.shown = path
    lists.switches += 1
    (lists.moves, lists.undone, lists.unmoving) = ([], [], nil)
    notePreview = nil
    completionWords = nil
    // The git sync follows the list shown: the list now shown is synced once nothing is
    // left to save (its pull), and the title's word is its own, not the list left's.
    if sync.isOn { (sync.isDue, sync.last) = (true, nil) }
    let name = lists.name(of: path)
    let cancels: Command = .batch([.cancel(id: .save), .cancel(id: .reload)])
    let left = view
    defer { view.continueNumbering(after: left) }
    if let parked = lists.parked.removeValue(forKey: path) {
      listInView = parked.list
      (lists.moves, lists.undone) = (parked.moves, parked.undone)
      status = StatusMessage("Showing \(name).", kind: .info)
      return .sequence(cancels, .lists(.show(path)), startReload())
    }
    listInView = .unloaded(named: name, nextID: document.nextID)
    lists.focusesListOnLoad = true
    return .sequence(cancels, .lists(.show(path)), startLoading(from: .idle))
  }
}

extension State {
  /// After a save, a load or a reload came back, while a switch or an undone move waits
  /// for it: the undone move's todos leave the other list once this one is saved, and the
  /// switch goes on (or stops, when the save failed). Pure.
  mutating func continueLists(after action: Action) -> Command? {
    if lists.focusesListOnLoad, loadStatus != .idle, !loadStatus.isLoading {
      lists.focusesListOnLoad = false
      if case .adding = mode, !todos.isEmpty, input.text.isEmpty {
        focus = .list
        keepSelectionVisible()
      }
    }
    let takeBack = Command.sequence(endMoveAfterSave(action), takeBackMoveAfterSave())
    if case .persistence(.saveFailed) = action, let path = lists.switching {
      lists.switching = nil
      status = StatusMessage(
        "Still here: this list could not be saved, so \(lists.name(of: path)) is not shown.",
        kind: .error)
      return takeBack
    }
    return .sequence(takeBack, continueSwitch())
  }
}

extension ActionHook {
  /// An undo or redo of a move to another list: the move's record follows it.
  static func listsFollowHistory(_ state: inout State, _ step: inout ActionStep) -> Command? {
    if case .history(let history) = step.action, state.lists.followsHistory {
      state.followMoves(after: history)
    }
    return nil
  }
  /// A file's answer while a switch, an undone move or a move's commit waits for it.
  static func listsGoOn(_ state: inout State, _ step: inout ActionStep) -> Command? {
    let lists = state.lists
    guard step.action.isFileAnswer,
      lists.unmoving != nil || lists.switching != nil || lists.focusesListOnLoad || lists.committing != nil
    else { return nil }
    return state.continueLists(after: step.action)
  }
  /// The moved todos left this list: saved now, not after the debounce (decision 0300).
  static func listsSaveMovedNow(_ state: inout State, _ step: inout ActionStep) -> Command? {
    if case .lists(.addedToTarget) = step.action, state.lists.committing != nil, step.documentChanged(state) {
      step.savesNow = true
    }
    return nil
  }
}
