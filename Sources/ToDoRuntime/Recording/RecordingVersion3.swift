/// Reads the actions of a version 3 recording: version 4 nested the actions by feature
/// (`{"priority":{"_0":{"set":…}}}` where version 3 wrote `{"list":{"_0":{"setPriority":…}}}`),
/// so each action moved to another family is put where version 4 has it before it is
/// decoded. The table is the whole difference between the two versions. Pure.
enum RecordingVersion3 {
  /// `family.case` in version 3: the family and case that version 4 writes instead. The
  /// payloads kept their labels.
  static let moves: [String: (family: String, case: String)] = [
    "list.undo": ("history", "undo"),
    "list.redo": ("history", "redo"),
    "list.toggleCompletion": ("completion", "toggle"),
    "list.startEditing": ("editing", "start"),
    "list.saveEdit": ("editing", "save"),
    "list.cancelEdit": ("editing", "cancel"),
    "list.editExternally": ("externalEdit", "open"),
    "list.editedExternally": ("externalEdit", "edited"),
    "list.setPriority": ("priority", "set"),
    "list.changePriority": ("priority", "change"),
    "list.archiveDone": ("archive", "start"),
    "mode.focusList": ("list", "focusList"),
    "mode.focusInput": ("list", "focusInput"),
    "mode.toggleHelp": ("help", "toggle"),
    "mode.scrollHelp": ("help", "scroll"),
    "mode.scrollHelpByPage": ("help", "scrollByPage"),
    "mode.choosePriority": ("priority", "choose"),
    "mode.stopChoosingPriority": ("priority", "cancel"),
    "view.startSearch": ("search", "start"),
    "view.searchDue": ("search", "due"),
    "view.keepSearch": ("search", "keep"),
    "view.clearSearch": ("search", "clear"),
    "view.openTags": ("picker", "openTags"),
    "view.tagsCounted": ("picker", "tagsCounted"),
    "view.movePick": ("picker", "move"),
    "view.movePickByPage": ("picker", "moveByPage"),
    "view.pick": ("picker", "pick"),
    "view.closePicker": ("picker", "close"),
    "view.openViews": ("savedViews", "open"),
    "view.recallView": ("savedViews", "recall"),
    "view.startNamingView": ("savedViews", "startNaming"),
    "view.saveView": ("savedViews", "save"),
    "view.cancelNamingView": ("savedViews", "cancelNaming"),
    "view.deleteView": ("savedViews", "delete"),
    "view.viewsLoaded": ("savedViews", "loaded"),
    "view.viewsSaved": ("savedViews", "saved"),
    "view.viewsNotSaved": ("savedViews", "notSaved"),
    "persistence.archived": ("archive", "archived"),
    "persistence.archiveFailed": ("archive", "failed"),
    "persistence.conflictCopyArrived": ("conflictCopies", "arrived"),
    "persistence.conflictCopiesFound": ("conflictCopies", "found"),
    "persistence.mergeConflictCopy": ("conflictCopies", "merge"),
    "persistence.ignoreConflictCopy": ("conflictCopies", "ignore"),
    "persistence.conflictCopyMovedAside": ("conflictCopies", "movedAside"),
    "persistence.conflictCopyNotMoved": ("conflictCopies", "notMoved"),
  ]

  /// Cases that left their family after version 4 was first written, in both versions: the
  /// reload's own family (`ReloadAction`) took its cases from `PersistenceAction`. A version 4
  /// action that names one is put where this todo has it; the payloads kept their labels.
  static let movedInVersion4: [String: (family: String, case: String)] = [
    "persistence.reload": ("reload", "now"),
    "persistence.fileChangedOutside": ("reload", "fileChangedOutside"),
    "persistence.watchUnavailable": ("reload", "watchUnavailable"),
    "persistence.reloadDue": ("reload", "due"),
    "persistence.reloaded": ("reload", "reloaded"),
    "persistence.reloadFailed": ("reload", "failed"),
  ]

  /// The version 4 form of a version 3 action's JSON: the same value when its case did not
  /// move. Pure.
  static func migrated(_ action: JSONValue) -> JSONValue {
    moved(moved(action, by: moves), by: movedInVersion4)
  }

  /// `action` with its family and case looked up in `table`: the same value when its case is
  /// not there. Pure.
  static func moved(_ action: JSONValue, by table: [String: (family: String, case: String)]) -> JSONValue {
    guard case .object(let families) = action, families.count == 1, let (family, wrapped) = families.first,
      case .object(let wrapper) = wrapped, wrapper.count == 1, case .object(let cases)? = wrapper["_0"],
      cases.count == 1, let (name, payload) = cases.first,
      let move = table["\(family).\(name)"]
    else { return action }
    return .object([move.family: .object(["_0": .object([move.case: payload])])])
  }
}
