/// The app's only state transition: the new state for `action`, and the side effect to
/// perform, if any. Pure and total: no I/O, no clock, no randomness; ids come from the
/// document.
public func reducer(_ state: State, _ action: Action) -> (State, Command?) {
  var next = state
  let command = next.reduce(action)
  return (next, command)
}

/// The same transition applied in place: `state` becomes what `reducer(state, action)`
/// returns, and the command is returned. Pure (a value in, a value out); the StateStore calls
/// it so that an action neither copies the whole state nor makes every buffer it changes
/// be copied first because the old state still shares it.
public func reduce(into state: inout State, _ action: Action) -> Command? {
  state.reduce(action)
}

extension State {
  /// Applies `action` in place and returns the command it asks for: each family of actions
  /// goes to its own reducer (the switch is exhaustive, so the compiler proves that every
  /// action is handled), then the steps after every action (the rows, the selection, a
  /// sync conflict copy's question once the list has the keys). Pure.
  mutating func reduce(_ action: Action) -> Command? {
    let revisionBefore = document.revision
    let switchesBefore = lists.switches
    let (statusBefore, modeBefore) = (status, mode.kind)
    // Held only while todos are marked: the marks follow the list when it changes.
    let todosBefore = marks.isEmpty ? nil : todos
    let command: Command?
    switch action {
    case .completion(.toggle) where actsOnMarks:
      toggleMarkedCompletion()
      command = nil
    case .list(.deleteSelected) where actsOnMarks:
      deleteMarked()
      command = nil
    case .priority(.change(let steps)) where actsOnMarks:
      prioritizeMarked(.change(by: steps))
      command = nil
    case .priority(.set(let letter)) where !marks.isEmpty && mode.kind == .choosingPriority:
      prioritizeMarked(.set(letter))
      command = nil
    case .postpone(.by(let days)) where actsOnMarks:
      postponeMarked(by: days)
      command = nil
    case .archive(.start) where actsOnMarks: command = archiveMarked()
    case .marks(let marksAction): command = routeMarks(marksAction)
    case .lineEdit(.complete): command = routeTab()
    case .lineEdit(let edit): command = reduce(edit)
    case .list(.clicked(let position, let time)): command = routeClick(at: position, time: time)
    case .list(.scrolled(let rows)): command = routeScroll(by: rows)
    case .list(let list): command = reduce(list)
    case .completion(let completion): command = reduce(completion)
    case .editing(let editing): command = reduce(editing)
    case .externalEdit(let externalEdit): command = reduce(externalEdit)
    case .note(let note): command = reduce(note)
    case .priority(let priority): command = reduce(priority)
    case .postpone(let postpone): command = reduce(postpone)
    case .history(let history):
      command = reduce(history)
      if lists.followsHistory { followMoves(after: history) }
    case .archive(let archive): command = reduce(archive)
    case .search(let search): command = reduce(search)
    case .view(let view): command = reduce(view)
    case .picker(let picker): command = reduce(picker)
    case .savedViews(let savedViews): command = reduce(savedViews)
    case .help(let help): command = reduce(help)
    case .conflictCopies(let conflictCopies): command = reduce(conflictCopies)
    case .sinceLastLooked(let sinceLastLooked): command = reduce(sinceLastLooked)
    case .toDoHistory(let toDoHistory): command = reduce(toDoHistory)
    case .persistence(let persistence): command = reduce(persistence)
    case .reload(let reload): command = reduce(reload)
    case .system(let system): command = reduce(system)
    case .quitting(let quitting): command = reduce(quitting)
    case .sync(let sync): command = reduce(sync)
    case .vdirSync(let vdirSync): command = reduce(vdirSync)
    case .links(let links): command = reduce(links)
    case .lists(let lists): command = reduce(lists)
    case .dependencies(let dependencies): command = reduce(dependencies)
    case .reminders(let reminders): command = reduce(reminders)
    }
    if let words = completionWords, !words.list.isIdentical(to: todos) {
      // Tab's words stand for a list that changed: let its old storage go (O(1)).
      completionWords = nil
    }
    if let todosBefore { followMarks(from: todosBefore) }
    let rowsCommand = refreshRows()
    keepSelectionVisible()
    let noteCommand = refreshNotePreview()
    askAboutAWaitingConflictCopy()
    // Compared once for the two steps that follow a new status.
    let statusChanged = status != statusBefore
    settleStatusOwner(after: action, statusChanged: statusChanged, modeBefore: modeBefore)
    if statusChanged || statusShownWhole {
      settleStatusShownWhole(after: action, statusChanged: statusChanged)
    }
    // Most actions ask for no projection: no array is made for them.
    var commands = rowsCommand.map { Command.sequence(command, $0) } ?? command
    if let noteCommand { commands = .sequence(commands, noteCommand) }
    if sync.isOn { commands = .sequence(commands, continueSync(after: action)) }
    if case .persistence(let persistence) = action, !conflictCopies.mergedUnsaved.isEmpty {
      // Before the lists' step: a switch it goes on with must not take the copies' folder.
      commands = .sequence(commands, moveMergedCopiesAside(after: persistence))
    }
    if action.isFileAnswer,
      lists.unmoving != nil || lists.switching != nil || lists.focusesListOnLoad || lists.committing != nil
    {
      commands = .sequence(commands, continueLists(after: action))
    }
    if vdirSync.isOn { commands = .sequence(commands, continueVdirSync(after: action)) }
    commands = .sequence(commands, continueReminders())
    if saving.waitingHandOver != nil, action.isFileAnswer {
      // A save came back: the terminal is handed over once none is left to run.
      let failed = if case .persistence(.saveFailed) = action { true } else { false }
      commands = .sequence(commands, continueHandOver(saveFailed: failed))
    }
    // Another list shown is no change to save: its own revision is not this one's.
    let since = lists.switches == switchesBefore ? revisionBefore : document.revision
    if case .persistence(let persistence) = action, archiveCommitting {
      commands = .sequence(commands, endArchiveAfterSave(persistence))
    }
    if case .archive(.archived) = action, document.revision != since {
      // The archived todos left this list: saved now, not after the debounce (decision 0301).
      archiveCommitting = true
      return .sequence(commands, saveNow())
    }
    if case .conflictCopies(.merge) = action, document.revision != since {
      // The copy's todos are saved now, not after the debounce: it goes aside once they are
      // on disk (decision 0310).
      return .sequence(commands, saveNow())
    }
    if case .lists(.addedToTarget) = action, lists.committing != nil, document.revision != since {
      // The moved todos left this list: saved now, not after the debounce (decision 0300).
      return .sequence(commands, saveNow())
    }
    return scheduleSaveIfChanged(since: since, command: commands)
  }

  /// The step after every action: the selection on a todo and on screen, the list from
  /// scrolling past its end, and the focus off a list without todos (a list with the focus
  /// has a selection when it shows rows; one whose todos are all left out by the search or
  /// by hiding keeps the focus, so that the keys bringing them back work). Pure.
  mutating func keepSelectionVisible() {
    if view.rows.isEmpty, focus == .list, todos.isEmpty { focus = .input }
    // Rows back under a list that had none (a search cleared, a redo): one is selected.
    if focus == .list, view.selection == nil {
      view.select(row: view.scrollOffset, in: document, chosen: false)
    }
    view.keepSelectionVisible(height: Layout(size).listHeight)
  }
}
