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
    var command: Command?
    switch action {
    case .started:
      command = startLoading(from: .idle)
    case .quit:
      command = quit()
    case .shutdown(let exitStatus):
      command = shutdown(exitStatus: exitStatus)
    case .shutdownBoundReached:
      command = shutdownBoundReached()
    case .saveNow:
      command = saveNow()
    case .saveDue:
      command = saveDue()
    case .saved:
      command = saved()
    case .savedOverDeletedFile:
      command = savedOverDeletedFile()
    case .saveFailed(let message):
      command = saveFailed(message)
    case .toDosMerged(let merged):
      command = toDosMerged(merged)
    case .insert, .deleteBackward, .deleteForward, .deleteWordBackward, .deleteToLineStart,
      .deleteToLineEnd, .moveCursor, .clearInput:
      editInput(action)
      command = nil
    case .submit:
      submit()
      command = nil
    case .clicked where isShowingHelp:
      isShowingHelp = false  // A press anywhere closes the help.
      command = nil
    case .scrolled(let rows) where isShowingHelp:
      scrollHelp(by: rows)  // The wheel scrolls what shows.
      command = nil
    case .focusList, .focusInput, .moveSelection, .moveSelectionByPage, .selectFirst,
      .selectLast, .clicked, .scrolled:
      navigate(action)
      command = nil
    case .deleteSelected:
      deleteSelected()
      command = nil
    case .undo:
      undo()
      command = nil
    case .redo:
      redo()
      command = nil
    case .toggleHelp:
      isShowingHelp.toggle()
      command = nil
    case .scrollHelp(let lines):
      scrollHelpOrClose(by: lines)
      command = nil
    case .scrollHelpByPage(let pages):
      scrollHelpOrClose(by: pages.saturatingMultiplied(by: helpLayout?.pageRows ?? 1))
      command = nil
    case .retryLoad:
      if case .failed = loadStatus {
        command = startLoading(from: loadStatus)
      } else {
        command = nil
      }
    case .resized(let newSize):
      size = newSize
      scrollHelp(by: 0)  // Back within the help's lines at the new size.
      command = nil
    case .tick:
      command = advanceSpinner()
    case .toDosLoaded(let titles):
      finishLoading(with: titles)
      // Todos added while the list loaded could not be saved before: now they can (at
      // once when a quit waits for them).
      command = quitting != nil ? continueQuitting(afterTheLoad: true) : scheduleSave(after: nil)
    case .loadFailed(let message):
      loadStatus = .failed(message)
      status = StatusMessage("Could not load todos: \(message). Press Ctrl-R to retry.", kind: .error)
      command = continueQuitting()
    }
    keepSelectionVisible()
    return scheduleSaveIfChanged(since: changesBefore, command: command)
  }

  private mutating func startLoading(from expected: LoadStatus) -> Command? {
    guard loadStatus == expected else { return nil }
    loadStatus = .loading(spinnerFrame: 0)
    if case .failed = expected { status = StatusMessage("Loading again…", kind: .info) }
    return .batch([.loadToDos, Command.spinnerTick])
  }

  /// Scrolls the help by `lines`, within its lines at this size. Pure.
  private mutating func scrollHelp(by lines: Int) {
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
