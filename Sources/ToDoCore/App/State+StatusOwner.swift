extension State {
  /// The step after every action that clears a status a closed box or mode left: a status
  /// set by a key while a box, a picker or another mode than the list or the input line
  /// has the keys belongs to it; when that mode closes and the closing key says nothing
  /// new, its status goes with it (closing the tags picker, by any key bound to it, no
  /// longer leaves "Enter shows the todos of the one selected" on the status line). A
  /// status from the world (a save, a reload, the day) belongs to no mode and stays. Pure;
  /// O(1): the status messages are compared by the caller.
  mutating func settleStatusOwner(after action: Action, statusChanged: Bool, modeBefore: Mode.Kind) {
    let kind = mode.kind
    if statusChanged {
      statusOwner =
        status == nil || action.comesFromTheWorld || kind == .adding || kind == .browsing ? nil : kind
    } else if kind != modeBefore, let owner = statusOwner, owner == modeBefore {
      status = nil
      statusOwner = nil
    }
  }
}

extension Action {
  /// Whether the action reports the world (a file read or written, the day, the
  /// terminal's size) rather than a key or a press. Pure.
  var comesFromTheWorld: Bool {
    switch self {
    case .persistence, .reload, .system: true
    // The changes found at the start come from the file; `W` and `b` are keys.
    case .sinceLastLooked(let since): if case .found = since { true } else { false }
    // The journal read for a todo's history comes from the file; `J` is a key.
    case .toDoHistory(let history): if case .read = history { true } else { false }
    // A sync's outcome and its timers come from git; `S` is a key.
    case .sync(let sync): sync != .now
    // The vdir sync has no key: its timers, the folder's changes and its outcomes.
    case .vdirSync: true
    // The copies looked for beside the list come from the files: the look after the load
    // no longer folds a long status (the config's problems) away; `m`, `i` are keys.
    case .conflictCopies(let copies):
      switch copies {
      case .arrived, .found: true
      case .merge, .ignore, .movedAside, .notMoved: false
      }
    // A note read for the detail area comes from the file; `N` and the editor's return are
    // the user's.
    case .note(let note): if case .read = note { true } else { false }
    // Whether the browser started comes from the program run; `o` and `Y` are keys.
    case .links(let links): if case .opened = links { true } else { false }
    // The lists found and the moves' outcomes come from the files; `L`, `M` are keys.
    case .lists(let lists):
      switch lists {
      case .found, .addedToTarget, .notAddedToTarget, .removedFromTarget: true
      case .openChooser, .chooseMoveTarget, .show, .moveTo: false
      }
    // The clock and the reminders rung come from the world; `z` is a key.
    case .reminders(let reminders): reminders != .snooze
    case .lineEdit, .list, .completion, .editing, .externalEdit, .priority, .history, .archive, .search,
      .view, .picker, .savedViews, .help, .postpone, .quitting, .marks, .dependencies:
      false
    }
  }
}
