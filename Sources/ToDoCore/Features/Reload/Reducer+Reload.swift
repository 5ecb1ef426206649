extension LifeCycleSlice {
  /// Reading the file again: asked for, seen changed, and what the store found. Pure.
  mutating func reduce(_ action: ReloadAction) -> Command? {
    switch action {
    case .now:
      return reload()
    case .fileChangedOutside:
      return fileChangedOutside()
    case .watchUnavailable(let seconds):
      watchUnavailable(checkingEvery: seconds)
      return nil
    case .due:
      return reloadDue()
    case .reloaded(let outcome):
      return reloaded(outcome)
    case .shellSteps(let steps):
      takeShellSteps(steps)
      return nil
    case .failed(let message):
      return reloadFailed(message)
    }
  }

  /// The watch saw the list's file change: read it again once the burst of writes is over
  /// (the debounce starts at the first change, so that a program writing on and on is still
  /// seen within the delay). A change during the load is read once the list has loaded (the
  /// load may have read the file before it); none while the app leaves. A load that failed
  /// (another program was still writing the file, or it was unreadable) is tried again:
  /// the file it could not take has changed. Pure.
  mutating func fileChangedOutside() -> Command? {
    if case .failed = loadStatus, quitting.request == nil { return startLoading(from: loadStatus) }
    if loadStatus.isLoading { reloading.isReloadQueued = true }
    guard canSave, quitting.request == nil, !reloading.isReloadScheduled else { return nil }
    reloading.isReloadScheduled = true
    return Command.reloadAfterDelay
  }

  /// The file cannot be watched: said once, so that the user knows that another
  /// program's change shows within seconds, not at once. Pure.
  mutating func watchUnavailable(checkingEvery seconds: Int) {
    reloading.fileCheckInterval = seconds
    // Said once the list has loaded, whose message would replace it.
    if loadStatus == .loaded { status = unwatchedFileWarning(checkingEvery: seconds) }
  }

  /// What the status line says while the file cannot be watched. Pure.
  func unwatchedFileWarning(checkingEvery seconds: Int) -> StatusMessage {
    // Short enough for 80 columns; the man page says how to raise the limit.
    StatusMessage(
      "The file is not watched (the inotify limit is reached): checked every \(seconds.counted("second")).",
      kind: .warning)
  }

  /// The debounce of the file's changes elapsed. Pure.
  mutating func reloadDue() -> Command? {
    reloading.isReloadScheduled = false
    return startReload()
  }

  /// Ctrl-R: loads again after a failed load; once loaded, reads the file again now and
  /// says what it found. Pure.
  mutating func reload() -> Command? {
    switch loadStatus {
    case .failed:
      return startLoading(from: loadStatus)
    case .idle, .loading:
      return nil
    case .loaded:
      reloading.isAnnounced = true
      let cancel: Command? = reloading.isReloadScheduled ? .cancel(id: .reload) : nil
      reloading.isReloadScheduled = false
      return .sequence(cancel, startReload())
    }
  }

  /// Reads the file again, handing over the list and the list the file and the app last
  /// agreed on, so that unsaved changes are merged as a save merges them; or, while a save
  /// or a reload runs, once it came back (the store then knows what it wrote). Pure.
  mutating func startReload() -> Command? {
    guard canSave, quitting.request == nil else { return nil }
    guard saving.saveInFlight == nil, reloading.reloadInFlight == nil else {
      reloading.isReloadQueued = true
      return nil
    }
    reloading.isReloadQueued = false
    reloading.reloadInFlight = document.todos
    return .reload(.read(document.todos, base: saving.syncedList))
  }

  /// What the reload found: another program's change taken as the list (the selection and
  /// the scroll staying on the same todo), the file gone, or nothing new. Pure.
  mutating func reloaded(_ outcome: ReloadOutcome) -> Command? {
    guard let sent = reloading.reloadInFlight else { return nil }
    reloading.reloadInFlight = nil
    let announced = reloading.isAnnounced
    reloading.isAnnounced = false
    switch outcome {
    case .unchanged:
      if announced { status = StatusMessage("Reloaded: no change.", kind: .info) }
    case .missing:
      let name = listName.map { Self.fileName(of: $0) } ?? "The file"
      status = StatusMessage(
        "\(name) was deleted by another program: the list is kept; it is saved again on your next change.",
        kind: .warning)
    case .changed(let merged, let summary):
      if document.todos == sent {
        takeReloaded(
          merged, summary: summary, announced: announced, hadLocalChanges: sent != saving.syncedList)
      } else {
        // The list changed while the file was read: the file's version lacks that change.
        // The next save applies it onto the file from the list the reload started from,
        // and its merged result, which has both, is taken when it comes back.
        saving.syncedList = sent
        saving.hasUnsavedChanges = true
      }
    }
    return reloadReturned()
  }

  /// The reload failed: the list stays as it is, and the status line says why. Pure.
  mutating func reloadFailed(_ message: String) -> Command? {
    guard reloading.reloadInFlight != nil else { return nil }
    reloading.reloadInFlight = nil
    reloading.isAnnounced = false
    status = .failure(message, outcome: "not reloaded (Ctrl-R tries again)")
    return reloadReturned()
  }

  /// What comes after a reload came back: the quit it held up, a reload that waited, or
  /// the save of changes made meanwhile. Pure.
  private mutating func reloadReturned() -> Command? {
    if quitting.request != nil { return continueQuitting() }
    if reloading.isReloadQueued { return startReload() }
    return saveCommand()
  }

  /// Takes the list the file holds after another program's change (merged with the
  /// unsaved changes, which the store then saved) as the list: unchanged lines keep their
  /// ids, so the selection and the undo history stay on their todos. As after a save's
  /// merge, the change is no undo step but when it removed todos (and only removed them,
  /// or most of the list): then the status line says how many, and Ctrl-Z brings them
  /// back (and saves them), the answer to a sync tool that emptied the file or a writer
  /// that had not finished. A local edit the merge could not apply as meant is named
  /// first. Pure.
  private mutating func takeReloaded(
    _ merged: MergedList, summary: ReloadSummary, announced: Bool, hadLocalChanges: Bool
  ) {
    saving.hasUnsavedChanges = false
    guard summary.changesTheList else {
      saving.syncedList = document.todos
      if announced { status = StatusMessage("Reloaded: no change.", kind: .info) }
      return
    }
    let pendingBefore = mode.boundToDo
    let shownBefore = status
    let undoable = takeMerged(merged)
    // The todo being edited, or whose priority is being chosen, was changed there: the
    // status line says what became of the edit or the choice.
    if pendingBefore != nil, mode.boundToDo == nil { return }
    // A local edit the merge could not apply as meant: its name is what the user must see.
    guard merged.conflicts.isEmpty else { return }
    // Todos removed (a sync tool that emptied the file, a program's delete): the status
    // line says how many and how to take them back, as `takeMerged` put it.
    guard !undoable || summary.removed == 0 else { return }
    // The rewrite of a sync's pull is git's, not another program's: a todo deleted here and
    // kept by the merge (changed there) comes back as an addition, which its note explains.
    let pulled = shownBefore?.text.hasPrefix(StatusMessage.syncMergeLead) == true
    let by = pulled ? "by the sync's pull" : "by another program"
    var text = announced ? "Reloaded: \(summary.description)" : "\(summary.description) \(by)"
    if hadLocalChanges { text += ", merged with your changes" }
    // The rewrite of a sync's pull, or of a vdir sync: what it said stays on the line,
    // after this.
    if let shown = shownBefore, pulled || shown.text.hasPrefix(StatusMessage.vdirSyncLead) {
      status = StatusMessage(text.capitalizingFirstLetter() + ". " + shown.text, kind: shown.kind)
      return
    }
    status = StatusMessage(text.capitalizingFirstLetter() + ".", kind: .info)
  }

  /// After a merge with another program's change: the edit or the priority choice bound to
  /// a todo the merge removed, or whose text it changed (`boundTitle` is its text before),
  /// is cancelled rather than applied to another todo or over that program's change. The
  /// edit is not lost: its text stays in the input line, to add as a new todo; the status
  /// line says so. Returns whether a prompt was cancelled. Pure.
  @discardableResult
  mutating func cancelThePromptOfAToDoChangedInTheMerge(boundTitle: String?) -> Bool {
    guard let id = mode.boundToDo else { return false }
    let now = document.todos.firstIndex(ofID: id).map { todos[$0].title }
    guard now == nil || now != boundTitle else { return false }
    let what = now == nil ? "changed or deleted" : "changed"
    if case .choosingPriority = mode {
      mode = .browsing
      status = StatusMessage(
        "No priority set: another program \(what) “\(boundTitle ?? "")” meanwhile; p chooses again.",
        kind: .warning)
      return true
    }
    mode = .adding
    status = StatusMessage(
      "Another program \(what) this todo: Enter adds your edit as a new todo, Esc drops it.",
      kind: .warning)
    return true
  }

  /// The last part of a path: the file's name. Pure.
  static func fileName(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }
}
