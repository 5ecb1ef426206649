/// A side effect the reducer asks for, as data: the command interpreter performs it and
/// sends any result back as an `Action`. Pure data, never a closure, so tests compare it.
public enum Command: Equatable, Sendable {
  /// Send `action` after `delay`. One timer per id: scheduling an id whose timer runs
  /// replaces that timer, so there is only ever one spinner, one save debounce, one bound.
  case schedule(id: TimerID, after: Duration, send: Action)
  /// Stop the timer `id`, if it runs: its action is not sent.
  case cancel(id: TimerID)
  /// Restore the terminal and end the process with this status. The reducer asks for it
  /// only once nothing is left to wait for (or the user said to leave without saving).
  case exit(status: Int32)
  /// Reduce `action` next, once the action being reduced and its steps are done: one
  /// feature's message to another (the picker's Enter on a list is the lists' `show` or
  /// `moveTo`), never kept in the state. The store queues it; nothing else runs between.
  case send(Action)
  /// What the list's loads and saves ask (`Features/Persistence/PersistenceCommand.swift`).
  case persistence(PersistenceCommand)
  /// What the reload asks (`Features/Reload/ReloadCommand.swift`).
  case reload(ReloadCommand)
  /// What quitting asks (`Features/Quitting/QuittingCommand.swift`).
  case quitting(QuittingCommand)
  /// What the sync conflict copies ask (`Features/ConflictCopies/ConflictCopyCommand.swift`).
  case conflictCopies(ConflictCopyCommand)
  /// What the system's actions ask (`Features/System/SystemCommand.swift`).
  case system(SystemCommand)
  /// What the archive asks (`Features/Archive/ArchiveCommand.swift`).
  case archive(ArchiveCommand)
  /// What the external edit asks (`Features/ExternalEdit/ExternalEditCommand.swift`).
  case externalEdit(ExternalEditCommand)
  /// What the notes ask (`Features/Notes/NoteCommand.swift`).
  case note(NoteCommand)
  /// What the todo's history asks (`Features/ToDoHistory/ToDoHistoryCommand.swift`).
  case toDoHistory(ToDoHistoryCommand)
  /// What the list shown asks (`Features/ShownList/ViewCommand.swift`).
  case view(ViewCommand)
  /// What the picker asks (`Features/Picker/PickerCommand.swift`).
  case picker(PickerCommand)
  /// What the saved views ask (`Features/SavedViews/SavedViewsCommand.swift`).
  case savedViews(SavedViewsCommand)
  /// What the git sync asks (`Features/Sync/SyncCommand.swift`).
  case sync(SyncCommand)
  /// What the vdir sync asks (`Features/VdirSync/VdirSyncCommand.swift`).
  case vdirSync(VdirSyncCommand)
  /// What the links ask (`Features/Links/LinksCommand.swift`).
  case links(LinksCommand)
  /// What the lists ask (`Features/Lists/ListsCommand.swift`).
  case lists(ListsCommand)
  /// What the reminders ask (`Features/Reminders/ReminderCommand.swift`).
  case reminders(ReminderCommand)
  /// Perform each command in order.
  case batch([Command])

  /// `commands` in order, those that are nil left out: nil when none is left, the command
  /// itself when one is. Pure.
  public static func sequence(_ commands: Command?...) -> Command? {
    let present = commands.compactMap { $0 }
    return present.count > 1 ? .batch(present) : present.first
  }
}
