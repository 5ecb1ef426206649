/// The features' hooks after every action, by phase, in the order they run: where the
/// root composes them, as it composes their reducers (decision 0330). Each hook is
/// declared in its feature's folder.
extension ActionHook {
  /// Once the action is reduced, before the rows are made: what follows the list.
  static let afterReducing: [ActionHook] = [.listsFollowHistory, .inputLineDropsStaleWords, .marksFollowList]
  /// Once the rows are made and the selection is on screen, before the status settles:
  /// what follows the selection.
  static let afterRows: [ActionHook] = [.notesFollowSelection, .conflictCopiesAskAboutWaiting]
  /// Once the status settled: what goes on after the files' answers.
  static let afterStatus: [ActionHook] = [
    .syncGoesOn, .conflictCopiesMoveAside, .listsGoOn, .vdirSyncGoesOn, .remindersFollowList,
    .handOverGoesOn,
  ]
  /// Once the changes are counted (`ActionStep.since`), before the save is scheduled:
  /// what ends after a save, and what must be saved now.
  static let beforeSave: [ActionHook] = [
    .archiveEndsAfterSave, .archiveSavesNow, .conflictCopiesSaveMergedNow, .listsSaveMovedNow,
  ]
}

extension State {
  /// Runs `hooks` in order, sequencing their commands after `commands`. Pure.
  mutating func run(_ hooks: [ActionHook], _ step: inout ActionStep, after commands: Command?) -> Command? {
    var commands = commands
    for hook in hooks {
      if let command = hook.run(&self, &step) { commands = .sequence(commands, command) }
    }
    return commands
  }
}
