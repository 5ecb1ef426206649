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
  /// action is handled), then the steps after every action: the root's (the rows, the
  /// selection, the status, a save scheduled) and, between them, the features' own hooks
  /// (`ActionHooks.swift`). Pure.
  mutating func reduce(_ action: Action) -> Command? {
    let revisionBefore = document.revision
    let switchesBefore = lists.switches
    let (statusBefore, modeBefore) = (status, mode.kind)
    // Held only while todos are marked: the marks follow the list when it changes.
    var step = ActionStep(action: action, todosBefore: marks.isEmpty ? nil : todos)
    var command: Command?
    if !reduceOnMarks(action, command: &command) {
      command = route(action)
    }
    command = runHooksAfterReducing(&step, after: command)
    let rowsCommand = refreshRows()
    keepSelectionVisible()
    // Most actions ask for no projection: no array is made for them.
    var commands = rowsCommand.map { Command.sequence(command, $0) } ?? command
    commands = runHooksAfterRows(&step, after: commands)
    // Compared once for the two steps that follow a new status.
    let statusChanged = status != statusBefore
    settleStatusOwner(after: action, statusChanged: statusChanged, modeBefore: modeBefore)
    if statusChanged || statusShownWhole {
      settleStatusShownWhole(after: action, statusChanged: statusChanged)
    }
    commands = runHooksAfterStatus(&step, after: commands)
    // Another list shown is no change to save: its own revision is not this one's.
    step.since = lists.switches == switchesBefore ? revisionBefore : document.revision
    commands = runHooksBeforeSave(&step, after: commands)
    if step.savesNow { return .sequence(commands, saveNow()) }
    return scheduleSaveIfChanged(since: step.since, command: commands)
  }

  /// Routes `action` to its family's reducer, as the parent routes to its children. Pure.
  private mutating func route(_ action: Action) -> Command? {
    switch action {
    case .marks(let marksAction): routeMarks(marksAction)
    case .lineEdit(.complete): routeTab()
    case .lineEdit(let edit): reduce(edit)
    case .list(.clicked(let position, let time)): routeClick(at: position, time: time)
    case .list(.scrolled(let rows)): routeScroll(by: rows)
    case .list(let list): reduce(list)
    case .completion(let completion): reduce(completion)
    case .editing(let editing): reduce(editing)
    case .externalEdit(let externalEdit): reduce(externalEdit)
    case .note(let note): reduce(note)
    case .priority(let priority): reduce(priority)
    case .postpone(let postpone): reduce(postpone)
    case .history(let history): reduce(history)
    case .archive(let archive): reduce(archive)
    case .search(let search): reduce(search)
    case .view(let view): reduce(view)
    case .picker(let picker): reduce(picker)
    case .savedViews(let savedViews): reduce(savedViews)
    case .help(let help): reduce(help)
    case .conflictCopies(let conflictCopies): reduce(conflictCopies)
    case .sinceLastLooked(let sinceLastLooked): reduce(sinceLastLooked)
    case .toDoHistory(let toDoHistory): reduce(toDoHistory)
    case .persistence(let persistence): reduce(persistence)
    case .reload(let reload): reduce(reload)
    case .system(let system): reduce(system)
    case .quitting(let quitting): reduce(quitting)
    case .sync(let sync): reduce(sync)
    case .vdirSync(let vdirSync): reduce(vdirSync)
    case .links(let links): reduce(links)
    case .lists(let lists): reduce(lists)
    case .dependencies(let dependencies): reduce(dependencies)
    case .reminders(let reminders): reduce(reminders)
    }
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
