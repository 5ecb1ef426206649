extension LifeCycleSlice {
  /// The user quit (Ctrl-C). Leaves at once when nothing is unsaved; otherwise waits for
  /// the load and the saves (the results come back as actions) and leaves when the last
  /// one did; asks first when the todos cannot be saved. A Ctrl-C while it waits asks
  /// whether to leave without waiting (a file that never answers must not keep the app);
  /// one more Ctrl-C after any question leaves without saving. A quit of the changed demo
  /// asks whether to keep its todos (`quitDemo`); Ctrl-C again leaves without an answer,
  /// keeping them in a file of their own. Pure.
  mutating func quit() -> Command? {
    finishEditingBeforeLeaving()
    if case .keepingDemo = mode {
      return .sequence(
        .persistence(.keepUnsaved(demoAdded, reason: "you quit without answering")), .exit(status: 0))
    }
    if quitting.isBlocked {
      return .sequence(keepUnsaved(because: "you quit without saving"), .exit(status: 0))
    }
    switch quitting.request {
    case nil:
      quitting.request = .asked
      return continueQuitting()
    case .asked:
      if loadStatus.isLoading, document.todos.isEmpty { return .exit(status: 0) }  // Nothing to lose.
      quitting.isBlocked = true
      status = StatusMessage(
        "The file has not answered yet, so your latest changes are not saved: Ctrl-C again quits without them.",
        kind: .warning)
      return nil
    case .ending:
      return nil  // Leaving anyway, within the bound.
    }
  }

  /// The system asks the app to end: save what is pending, then exit with `exitStatus`,
  /// after `Command.shutdownBound` at the latest. Pure.
  mutating func shutdown(exitStatus: Int32) -> Command? {
    finishEditingBeforeLeaving()
    if case .ending = quitting.request { return nil }
    quitting.request = .ending(exitStatus: exitStatus)
    let next = continueQuitting()
    if next?.endsWithExit == true { return next }
    let bound = Command.shutdownAfterBound
    return .sequence(next, bound)
  }

  /// A shutdown waited as long as it may: leave, whatever still runs. Pure.
  mutating func shutdownBoundReached() -> Command? {
    guard case .ending(let exitStatus) = quitting.request else { return nil }
    return .sequence(
      keepUnsaved(because: "the save did not finish within \(Command.shutdownBound.components.seconds) s"),
      .exit(status: exitStatus))
  }

  /// The next step of a quit under way: wait for the load or the save that runs, start
  /// the save of what is unsaved, or exit once nothing is left. The status line says
  /// "Saving…" only after the quit waited for the load; a save after a loaded list takes
  /// a moment, and the screen is then left as the user last saw it. Pure.
  mutating func continueQuitting(afterTheLoad: Bool = false) -> Command? {
    guard let request = quitting.request else { return nil }
    // The demo saves nothing: nothing to wait for.
    if quitting.demo != nil { return quitDemo(request) }
    let exitStatus: Int32
    switch request {
    case .asked: exitStatus = 0
    case .ending(let status): exitStatus = status
    }
    switch loadStatus {
    case .idle:
      return .exit(status: exitStatus)
    case .loading:
      status = StatusMessage("Saving… (waiting for the list to load)", kind: .info)
      return nil
    case .failed:
      return quitAfterFailedLoad(exitStatus: exitStatus)
    case .loaded:
      if saving.saveInFlight != nil || reloading.reloadInFlight != nil { return nil }
      if let save = saveCommand() {
        if afterTheLoad { status = StatusMessage("Saving…", kind: .info) }
        return save
      }
      return .exit(status: exitStatus)
    }
  }

  /// Nothing can be saved after a failed load: leave when nothing would be lost, or when
  /// the system ends the app (nobody can answer); otherwise stop and ask, saying how many
  /// todos would be lost and what to do. Pure.
  private mutating func quitAfterFailedLoad(exitStatus: Int32) -> Command? {
    guard case .asked = quitting.request, !document.todos.isEmpty else {
      return .sequence(keepUnsaved(because: "the list did not load"), .exit(status: exitStatus))
    }
    quitting.request = nil
    quitting.isBlocked = true
    let count =
      document.todos.count == 1 ? "1 todo added here is" : "\(document.todos.count) todos added here are"
    status = StatusMessage(
      "The list did not load, so \(count) not saved: Ctrl-R retries the load, Ctrl-C quits and loses them.",
      kind: .error)
    return nil
  }

  /// Leaving while a todo is being edited keeps the edit: it is saved as Enter would save
  /// it (an edit too short to save leaves the todo as it was), and counts as a change to
  /// save before the app leaves, so that quitting never drops what was typed. The keys
  /// stay in the input line: when the app does not leave yet (it waits for the file, or
  /// asks), what is typed next is text, not list commands. Pure.
  private mutating func finishEditingBeforeLeaving() {
    guard case .editing = mode else { return }
    let before = document.revision
    saveEdit()
    if case .editing = mode { cancelPendingMode() }
    focus = .input
    if document.revision != before { saving.hasUnsavedChanges = true }
  }
}

extension Command {
  /// Whether the command ends the process: an exit, or a batch whose last command is one.
  /// Pure.
  var endsWithExit: Bool {
    if case .exit = self { return true }
    if case .batch(let commands) = self { return commands.last?.endsWithExit ?? false }
    return false
  }
}
