extension SyncSlice {
  /// Syncing through git: turned on, asked for by a timer or the key, and its outcome.
  /// A sync starts from `continueSync`, the step after every action, once nothing is
  /// left to save. Pure.
  mutating func reduce(_ action: SyncAction) -> Command? {
    switch action {
    case .turnedOn:
      guard !sync.isOn else { return nil }
      sync.isOn = true
      // The pull at the start, once the list has loaded.
      sync.isDue = true
      return .sequence(.syncPeriodically, .fetchPeriodically)
    case .now:
      guard sync.isOn else {
        status = StatusMessage(
          "Sync is off: start todo with --sync git, or write sync = \"git\" in the config.", kind: .info)
        return nil
      }
      sync.isDue = true
      sync.isAsked = true
      if sync.isRunning { status = StatusMessage("A sync runs; another follows it.", kind: .info) }
    case .quietMomentPassed:
      sync.isDue = sync.isOn
    case .periodicDue:
      guard sync.isOn else { return nil }
      sync.isDue = true
      return .syncPeriodically
    case .fetchDue:
      guard sync.isOn else { return nil }
      // Only while idle: a sync running or due pulls anyway.
      guard !sync.isRunning, !sync.isDue, !sync.isFetching else { return .fetchPeriodically }
      sync.isFetching = true
      return .batch([.sync(.fetch), .fetchPeriodically])
    case .fetched(let moved):
      sync.isFetching = false
      if moved, sync.isOn { sync.isDue = true }
    case .finished(let outcome, let notes):
      syncFinished(outcome, mergeNotes: notes)
    }
    return nil
  }

  /// A sync came back: its outcome is kept for the title; a failure, or a merge in
  /// progress, is said on the status line when it is new (not again at every timer), and
  /// any outcome when the user asked for the sync. Pure.
  mutating func syncFinished(_ outcome: SyncOutcome, mergeNotes: [String] = []) {
    let before = sync.last
    sync.isRunning = false
    sync.last = outcome
    let asked = sync.isAsked && !sync.isDue
    if asked { sync.isAsked = false }
    // What the merge could not apply as meant is said whatever the outcome; a failure below
    // says more urgent things.
    if !mergeNotes.isEmpty {
      status = StatusMessage(StatusMessage.syncMergeLead + mergeNotes.joined(separator: "; "), kind: .warning)
    }
    // Exhaustive, so that a new outcome is asked what the status line says of it.
    let isNew = asked || before != outcome
    let message: StatusMessage? =
      switch outcome {
      case .failed(let failure):
        isNew ? StatusMessage("Sync failed: \(failure.reason). To fix: \(failure.fix)", kind: .warning) : nil
      case .waiting(let reason, let fix):
        isNew ? StatusMessage("Not synced: \(reason). To fix: \(fix)", kind: .warning) : nil
      case .offline(let ahead):
        isNew ? Self.offlineMessage(waiting: ahead) : nil
      case .synced: asked ? StatusMessage("Synced.", kind: .info) : nil
      case .noUpstream:
        asked
          ? StatusMessage(
            "Committed; nothing pulled nor pushed: the branch has no upstream (git push -u origin BRANCH).",
            kind: .info) : nil
      case .ahead(let count):
        asked ? StatusMessage("Synced, but \(count.counted("commit")) not pushed yet.", kind: .info) : nil
      }
    if let message { status = message }
  }

  /// What the status line says when the remote cannot be reached and `ahead` commits wait
  /// to be pushed. Pure.
  private static func offlineMessage(waiting ahead: Int) -> StatusMessage {
    let waiting = ahead > 0 ? "; \(ahead.counted("commit", verb: "wait")) to be pushed" : ""
    return StatusMessage(
      "Offline: the remote cannot be reached\(waiting). The next sync tries again.", kind: .info)
  }

  /// The step after every action, while the sync is on: a save (or an archive) that came
  /// back starts the quiet moment's timer again; a sync due starts once the list is loaded,
  /// nothing is unsaved, no save, reload or archive runs, no sync runs and the app is not
  /// leaving, so that the files git commits and pulls into are the list's as the app
  /// sees it. O(1). Pure.
  mutating func continueSync(after action: Action) -> Command? {
    guard sync.isOn else { return nil }
    let quiet: Command? = action.leftTheListOnDisk ? .syncAfterQuietMoment : nil
    guard sync.isDue, !sync.isRunning, loadStatus == .loaded, quitting.request == nil,
      !saving.hasUnsavedChanges, !saving.isSaveScheduled, saving.saveInFlight == nil,
      reloading.reloadInFlight == nil, !reloading.isReloadQueued, archiving == nil
    else { return quiet }
    sync.isDue = false
    sync.isRunning = true
    return .sequence(quiet, .sync(.run))
  }
}

extension ActionHook {
  /// While the sync is on: it goes on after the saves (or waits for them).
  static func syncGoesOn(_ state: inout State, _ step: inout ActionStep) -> Command? {
    state.sync.isOn ? state.continueSync(after: step.action) : nil
  }
}
