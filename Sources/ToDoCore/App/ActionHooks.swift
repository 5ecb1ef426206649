/// The features' hooks after every action, by phase, in the order they run: where the
/// root composes them, as it composes their reducers (decision 0330). Each hook is
/// declared in its feature's folder; each phase calls them one after the other. Pure.
extension State {
  /// Once the action is reduced, before the rows are made: what follows the list.
  mutating func runHooksAfterReducing(_ step: inout ActionStep, after commands: Command?) -> Command? {
    var commands = commands
    commands.append(ActionHook.listsFollowHistory(&self, &step))
    commands.append(ActionHook.inputLineDropsStaleWords(&self, &step))
    commands.append(ActionHook.marksFollowList(&self, &step))
    return commands
  }

  /// Once the rows are made and the selection is on screen, before the status settles:
  /// what follows the selection.
  mutating func runHooksAfterRows(_ step: inout ActionStep, after commands: Command?) -> Command? {
    var commands = commands
    commands.append(ActionHook.notesFollowSelection(&self, &step))
    commands.append(ActionHook.conflictCopiesAskAboutWaiting(&self, &step))
    return commands
  }

  /// Once the status settled: what goes on after the files' answers.
  mutating func runHooksAfterStatus(_ step: inout ActionStep, after commands: Command?) -> Command? {
    var commands = commands
    commands.append(ActionHook.syncGoesOn(&self, &step))
    commands.append(ActionHook.conflictCopiesMoveAside(&self, &step))
    commands.append(ActionHook.listsGoOn(&self, &step))
    commands.append(ActionHook.vdirSyncGoesOn(&self, &step))
    commands.append(ActionHook.remindersFollowList(&self, &step))
    commands.append(ActionHook.handOverGoesOn(&self, &step))
    return commands
  }

  /// Once the changes are counted (`ActionStep.since`), before the save is scheduled:
  /// what ends after a save, and what must be saved now.
  mutating func runHooksBeforeSave(_ step: inout ActionStep, after commands: Command?) -> Command? {
    var commands = commands
    commands.append(ActionHook.archiveEndsAfterSave(&self, &step))
    commands.append(ActionHook.archiveSavesNow(&self, &step))
    commands.append(ActionHook.conflictCopiesSaveMergedNow(&self, &step))
    commands.append(ActionHook.listsSaveMovedNow(&self, &step))
    return commands
  }
}

extension Optional where Wrapped == Command {
  /// Sequences a hook's command, if it asked for one, after these. Pure.
  fileprivate mutating func append(_ command: Command?) {
    if let command { self = .sequence(self, command) }
  }
}
