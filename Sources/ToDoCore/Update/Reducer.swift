/// The app's only state transition: the new state for `action`, and the side effect to
/// perform, if any. Pure and total: no I/O, no clock, no randomness; ids come from
/// `State.nextID`.
public func reducer(_ state: State, _ action: Action) -> (State, Command?) {
  var next = state
  let command = next.reduce(action)
  return (next, command)
}

extension State {
  /// Applies `action` in place and returns the command it asks for. Pure.
  mutating func reduce(_ action: Action) -> Command? {
    let changesBefore = changeCount
    let command: Command?
    switch action {
    case .lineEdit(let edit): command = reduce(edit)
    case .list(let list): command = reduce(list)
    case .mode(let mode): command = reduce(mode)
    case .persistence(let persistence): command = reduce(persistence)
    case .system(let system): command = reduce(system)
    }
    // The steps after every action: the selection on a todo and on screen, and a save
    // asked for after a change to the list.
    keepSelectionVisible()
    return scheduleSaveIfChanged(since: changesBefore, command: command)
  }

  /// The app's life: start, quit, shutdown, resizes, the spinner. Pure.
  mutating func reduce(_ action: SystemAction) -> Command? {
    switch action {
    case .started:
      return startLoading(from: .idle)
    case .quit:
      return quit()
    case .shutdown(let exitStatus):
      return shutdown(exitStatus: exitStatus)
    case .shutdownBoundReached:
      return shutdownBoundReached()
    case .resized(let newSize):
      size = newSize
      scrollHelp(by: 0)  // Back within the help's lines at the new size.
      return nil
    case .tick:
      return advanceSpinner()
    }
  }

  /// Which part of the screen the keys act on, and the help. Pure.
  mutating func reduce(_ action: ModeAction) -> Command? {
    switch action {
    case .focusList:
      focusList()
    case .focusInput:
      focus = .input
    case .toggleHelp:
      isShowingHelp.toggle()
    case .scrollHelp(let lines):
      scrollHelpOrClose(by: lines)
    case .scrollHelpByPage(let pages):
      scrollHelpOrClose(by: pages.saturatingMultiplied(by: helpLayout?.pageRows ?? 1))
    }
    return nil
  }

  /// Loading and saving, and the store's answers. Pure.
  mutating func reduce(_ action: PersistenceAction) -> Command? {
    switch action {
    case .retryLoad:
      guard case .failed = loadStatus else { return nil }
      return startLoading(from: loadStatus)
    case .saveNow:
      return saveNow()
    case .saveDue:
      return saveDue()
    case .toDosLoaded(let titles):
      finishLoading(with: titles)
      // Todos added while the list loaded could not be saved before: now they can (at
      // once when a quit waits for them).
      return quitting != nil ? continueQuitting(afterTheLoad: true) : scheduleSave(after: nil)
    case .loadFailed(let message):
      loadStatus = .failed(message)
      status = StatusMessage("Could not load todos: \(message). Press Ctrl-R to retry.", kind: .error)
      return continueQuitting()
    case .saved:
      return saved()
    case .saveFailed(let message):
      return saveFailed(message)
    case .toDosMerged(let merged):
      return toDosMerged(merged)
    case .savedOverDeletedFile:
      return savedOverDeletedFile()
    }
  }

  private mutating func startLoading(from expected: LoadStatus) -> Command? {
    guard loadStatus == expected else { return nil }
    loadStatus = .loading(spinnerFrame: 0)
    if case .failed = expected { status = StatusMessage("Loading again…", kind: .info) }
    return .batch([.loadToDos, Command.spinnerTick])
  }

  /// Scrolls the help by `lines`, within its lines at this size. Pure.
  mutating func scrollHelp(by lines: Int) {
    let maximum = helpLayout?.maximumScroll ?? 0
    helpScroll = min(max(helpScroll.saturatingAdding(lines), 0), maximum)
  }

  /// A scroll key on the help: scrolls a help longer than the screen; closes one that
  /// shows whole (there is nothing to scroll, and any other key would close it). Pure.
  private mutating func scrollHelpOrClose(by lines: Int) {
    if helpLayout?.isScrollable == true {
      scrollHelp(by: lines)
    } else {
      isShowingHelp = false
    }
  }

  private mutating func advanceSpinner() -> Command? {
    guard case .loading(let frame) = loadStatus else { return nil }
    loadStatus = .loading(spinnerFrame: frame + 1)
    return Command.spinnerTick
  }

  private mutating func finishLoading(with titles: [String]) {
    let loaded = titles.enumerated().map { offset, title in ToDo(id: nextID + offset, title: title) }
    nextID += loaded.count
    todos.append(contentsOf: loaded)
    loadStatus = .loaded
    syncedList = ToDoList(loaded)
    isQuitBlocked = false
    let noun = loaded.count == 1 ? "todo" : "todos"
    status = StatusMessage("Loaded \(loaded.count) \(noun).", kind: .info)
  }

  /// Keeps the selection on a todo and that todo on screen; keeps the list from scrolling
  /// past its end.
  mutating func keepSelectionVisible() {
    if let index = selection, todos.isEmpty || index >= todos.count {
      selection = todos.isEmpty ? nil : todos.count - 1
    }
    if todos.isEmpty, focus == .list { focus = .input }
    let height = Layout(size).listHeight
    let lastTop = max(todos.count - height, 0)
    if let index = selection, height > 0 {
      if index < scrollOffset { scrollOffset = index }
      if index >= scrollOffset + height { scrollOffset = index - height + 1 }
    }
    scrollOffset = min(max(scrollOffset, 0), lastTop)
  }
}
