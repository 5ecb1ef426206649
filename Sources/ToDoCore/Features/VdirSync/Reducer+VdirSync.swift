extension VdirSyncSlice {
  /// Syncing with the vdir: turned on, due after a quiet moment or the folder's change,
  /// and what a sync came back with. A sync starts from `continueVdirSync`, the step after
  /// every action, once nothing is left to save. Pure.
  mutating func reduce(_ action: VdirSyncAction) -> Command? {
    switch action {
    case .turnedOn:
      guard !vdirSync.isOn else { return nil }
      vdirSync.isOn = true
      vdirSync.isDue = true
    case .quietMomentPassed:
      vdirSync.isDue = vdirSync.isOn
    case .folderChanged:
      guard vdirSync.isOn else { return nil }
      return .vdirSyncAfterFolderChange
    case .finished(let report):
      vdirSyncFinished(report)
    }
    return nil
  }

  /// A sync came back: its problems are said when they differ from the last sync's (a
  /// malformed file is named once, not at every sync) or stopped the sync (said each time),
  /// else the conflicts its merge named,
  /// else what it brought into the list, when anything. Pure.
  mutating func vdirSyncFinished(_ report: VdirSyncReport) {
    vdirSync.isRunning = false
    let newProblems = report.problems != vdirSync.lastProblems || report.failed == true
    vdirSync.lastProblems = report.problems
    if newProblems, !report.problems.isEmpty {
      status = StatusMessage(
        StatusMessage.vdirSyncLead + report.problems.joined(separator: "; "), kind: .warning)
    } else if !report.conflicts.isEmpty {
      status = StatusMessage(
        StatusMessage.vdirSyncLead + report.conflicts.joined(separator: "; "), kind: .warning)
    } else if let changes = report.changes {
      status = StatusMessage(StatusMessage.vdirSyncLead + changes + " from the vdir.", kind: .info)
    }
  }

  /// The step after every action, while the vdir sync is on: a save (or an archive) that
  /// came back starts the quiet moment's timer again; a sync due starts once the list is
  /// loaded, nothing is unsaved, no save, reload or archive runs, no sync runs and the app
  /// is not leaving, so that the file the sync reads is the list as the app sees it. O(1).
  /// Pure.
  mutating func continueVdirSync(after action: Action) -> Command? {
    guard vdirSync.isOn else { return nil }
    let quiet: Command? = action.leftTheListOnDisk ? .vdirSyncAfterQuietMoment : nil
    guard vdirSync.isDue, !vdirSync.isRunning, loadStatus == .loaded, quitting.request == nil,
      !saving.hasUnsavedChanges, !saving.isSaveScheduled, saving.saveInFlight == nil,
      reloading.reloadInFlight == nil, !reloading.isReloadQueued, archiving == nil
    else { return quiet }
    vdirSync.isDue = false
    vdirSync.isRunning = true
    return .sequence(quiet, .vdirSync(.run))
  }
}

extension ActionHook {
  /// While the vdir sync is on: it goes on after the saves (or waits for them).
  static func vdirSyncGoesOn(_ state: inout State, _ step: inout ActionStep) -> Command? {
    state.vdirSync.isOn ? state.continueVdirSync(after: step.action) : nil
  }
}
