/// A side effect the reducer asks for, as data: the command interpreter performs it and
/// sends any result back as an `Action`. Pure data, never a closure, so tests compare it.
public enum Command: Equatable, Sendable {
  /// Load the todos from the `ToDoStore`; the result comes back as `.toDosLoaded` or
  /// `.loadFailed`, and after a load, when the list's journal holds steps of earlier runs,
  /// `.historyRestored` with them.
  case loadToDos
  /// Send `action` after `delay`. One timer per id: scheduling an id whose timer runs
  /// replaces that timer, so there is only ever one spinner, one save debounce, one bound.
  case schedule(id: TimerID, after: Duration, send: Action)
  /// Stop the timer `id`, if it runs: its action is not sent.
  case cancel(id: TimerID)
  /// Store `todos`: apply their changes since `base` (the list the file and the app last
  /// agreed on) onto the stored list as it is now. The result comes back as `.saved`,
  /// `.toDosMerged`, `.savedOverDeletedFile` or `.saveFailed`. The reducer has at most one
  /// save running.
  case save(ToDoList, base: ToDoList)
  /// Read the file again: when another program changed it, the list it holds now, with
  /// `todos`' changes since `base` merged in the way a save merges them (and written) when
  /// there are any. The result comes back as `ReloadAction.reloaded` or `.failed`. Runs in the
  /// store's order with the saves; the reducer has at most one save or reload running.
  case reload(ToDoList, base: ToDoList)
  /// Restore the terminal and end the process with this status. The reducer asks for it
  /// only once nothing is left to wait for (or the user said to leave without saving).
  case exit(status: Int32)
  /// The app leaves without having saved `todos` (`reason`: why): the store keeps them
  /// in a file of their own and names it on the way out, so that nothing typed is lost
  /// with the process. Done at once, before the `exit` that follows it.
  case keepUnsaved(ToDoList, reason: String)
  /// Write `todos`, the demo list's, into the default list (the user answered `y` on
  /// quitting the demo): added to what that file holds, through its lock, as a save
  /// writes. The result comes back as `QuittingAction.demoKept` or `.demoNotKept`.
  case keepDemo(ToDoList)
  /// Look for sync conflict copies of the list in its folder (after the load, and when the
  /// folder changes); the result comes back as `ConflictCopyAction.found`.
  case findConflictCopies
  /// Move the sync conflict copy with this file name aside, into the folder of merged
  /// copies beside the list, so that it is not merged twice; asked for once the list is on
  /// disk with the copy's todos (decision 0310). The result comes back as
  /// `ConflictCopyAction.movedAside` or `.notMoved`.
  case moveConflictCopyAside(String)
  /// Read the local date and the time until the next day begins; the result comes back as
  /// `.dayBegan`. The only clock the core sees.
  case readToday
  /// Append `lines` (the done todos, in file order) to the done file beside the list
  /// (`done.txt`), flushed to the disk; the result comes back as `ArchiveAction.archived`
  /// or `.failed`; its intent is recorded first, as a move's. Only then are they removed
  /// from the list, saved at once; a crash between the two is settled at the next start
  /// (decision 0301), never leaving them in neither. Of the lines, those in `copies`
  /// were appended by an archive that was undone: each is left out if the done file still
  /// holds it (as many times as it holds it), appended if not.
  case archive(lines: [String], copies: [String] = [])
  /// Hand the terminal to the user's editor on a file holding `text` (the todo `id`), and
  /// take it back when the editor ends; the result comes back as `ExternalEditAction.edited`.
  case editExternally(ToDo.ID, text: String)
  /// Read the first lines of the note `name` (the todo `id`'s `note:`) in the notes folder,
  /// off the main thread, never making the file; the result comes back as
  /// `NoteAction.read`.
  case readNote(ToDo.ID, name: String)
  /// Read the list's journal off the main thread; the result comes back as
  /// `ToDoHistoryAction.read` (no records when the list keeps no journal).
  case readJournal
  /// Hand the terminal to the user's editor on the note `name` in the notes folder (the
  /// todo `id`'s), and take it back when the editor ends. A new note (`isNew`) gets a name
  /// no file has yet (`name`, else `-2`, `-3`… before the suffix), and its file is kept only
  /// when the editor saved something in it. The result comes back as `NoteAction.edited`.
  case editNote(ToDo.ID, name: String, isNew: Bool)
  /// Give the terminal back to the shell and stop the process, as SIGTSTP asks (the saves
  /// are done first: see `SystemAction.stopRequested`); the process goes on when continued.
  case stop
  /// Make the rows of `list` under `rule` (among `candidates`, document indices, or every
  /// todo) off the main thread, the todos blocked as `dependencies` says; the result comes
  /// back as `.rowsProjected(number:order:)`.
  case projectRows(
    ToDoList, rule: ListRule, among: [Int32]?, dependencies: DependencyIndex, number: Int)
  /// Count the projects and contexts of `list` off the main thread; the result comes back
  /// as `.tagsCounted(number:_:)`.
  case countTags(ToDoList, number: Int)
  /// Write the saved views to the views file beside the config (made on the first save);
  /// the result comes back as `SavedViewsAction.saved` or `.notSaved(reason:)`.
  case saveViews(SavedViews)
  /// Commit the list's own files (the list and its done file) when they differ from the
  /// last commit, then, when the branch has an upstream, pull (merging with `todo
  /// merge-driver`) and push; on Dispatch, never asking for a password. The result comes
  /// back as `SyncAction.finished`. The reducer has at most one running.
  case syncWithGit
  /// Fetch the branch's upstream, while idle (no sync runs), on the sync's queue; the
  /// result comes back as `SyncAction.fetched(moved:)`: whether the upstream has commits
  /// the branch lacks. Nothing is committed, merged nor pushed.
  case fetchWithGit
  /// Sync the list with the vdir (`CalDAVBridge`, decision 0262) on Dispatch, off the main
  /// thread. The result comes back as `VdirSyncAction.finished`. The reducer has at most
  /// one running.
  case syncWithVdir
  /// Start the browser (`$BROWSER`, else `xdg-open`) on `link`, detached: its own session,
  /// its input and output on `/dev/null`, never waited for. The result comes back as
  /// `LinksAction.opened`.
  case openLink(String)
  /// Put `text` on the clipboard through the terminal (`ClipboardSequence`, OSC 52),
  /// between two screen updates. Nothing comes back: the terminal does not answer.
  case copyToClipboard(String)
  /// Find the lists to offer (`L`, `M`): the command line's, the config's named lists and
  /// the todo files beside the list shown, off the main thread; the result comes back as
  /// `ListsAction.found`.
  case findLists
  /// From now on, load, save, reload, archive, read notes and watch the list at `path`
  /// (the reducer asks only once nothing runs on the list shown). Done at once.
  case showList(String)
  /// Move `lines` from the list shown to the list at `path`: the move's intent recorded
  /// (flushed) first, then the lines added as a save adds them (through its lock, merged
  /// with what it holds, written safely and flushed); the result comes back as
  /// `ListsAction.addedToTarget` or `.notAddedToTarget`. The reducer then takes them out
  /// of the list shown and saves it at once (`moveSaved` ends the intent); a crash between
  /// the steps is settled at the next start from the intent (decision 0300).
  case addToList(path: String, lines: [String])
  /// The list shown is saved without the todos of the last move: its intent is over.
  case moveSaved
  /// The list shown is saved without the todos of the last archive: its intent is over.
  case archiveSaved
  /// Take `lines` (one each) out of the list at `path`, as a save takes them out (an undone
  /// move, once the list shown has them on disk); the result comes back as
  /// `ListsAction.removedFromTarget`.
  case removeFromList(path: String, lines: [String])
  /// Reduce `action` next, once the action being reduced and its steps are done: one
  /// feature's message to another (the picker's Enter on a list is the lists' `show` or
  /// `moveTo`), never kept in the state. The store queues it; nothing else runs between.
  case send(Action)
  /// Perform each command in order.
  /// What the reminders ask of the runtime.
  case reminders(ReminderCommand)
  case batch([Command])

  /// `commands` in order, those that are nil left out: nil when none is left, the command
  /// itself when one is. Pure.
  public static func sequence(_ commands: Command?...) -> Command? {
    let present = commands.compactMap { $0 }
    return present.count > 1 ? .batch(present) : present.first
  }

  /// The spinner's next turn.
  public static let spinnerTick = Command.schedule(id: .spinner, after: spinnerInterval, send: .system(.tick))
  /// The save of the changes made from now until the debounce elapses.
  public static let saveAfterDelay = Command.schedule(
    id: .save, after: saveDelay, send: .persistence(.saveDue))
  /// The end of a shutdown's wait for the load and the saves.
  public static let shutdownAfterBound = Command.schedule(
    id: .shutdownBound, after: shutdownBound, send: .system(.shutdownBoundReached))

  /// The reload of a burst of changes to the file, seen by the watch.
  public static let reloadAfterDelay = Command.schedule(
    id: .reload, after: reloadDelay, send: .reload(.due))

  /// The sync of the changes saved, once no save came for a moment.
  public static let syncAfterQuietMoment = Command.schedule(
    id: .syncQuiet, after: syncQuietDelay, send: .sync(.quietMomentPassed))
  /// The next periodic sync, which pulls what other machines pushed.
  public static let syncPeriodically = Command.schedule(
    id: .syncPeriodic, after: syncInterval, send: .sync(.periodicDue))
  /// The next idle fetch, which asks whether another machine pushed.
  public static let fetchPeriodically = Command.schedule(
    id: .syncFetch, after: fetchInterval, send: .sync(.fetchDue))

  /// The sync with the vdir of the changes saved, once no save came for a moment.
  public static let vdirSyncAfterQuietMoment = Command.schedule(
    id: .vdirSyncQuiet, after: vdirSyncQuietDelay, send: .vdirSync(.quietMomentPassed))
  /// The sync with the vdir of what another program wrote there, once its writes pause.
  public static let vdirSyncAfterFolderChange = Command.schedule(
    id: .vdirSyncQuiet, after: vdirFolderDelay, send: .vdirSync(.quietMomentPassed))
  /// How long after the last save the changes are synced with the vdir: a burst of edits
  /// is one sync, and a phone sees them within seconds.
  public static let vdirSyncQuietDelay = Duration.seconds(1)
  /// How long the vdir's changes wait before the sync reads them (vdirsyncer writes one
  /// file at a time).
  public static let vdirFolderDelay = Duration.milliseconds(250)

  /// How long after the last save the changes are synced: a burst of edits is one commit.
  public static let syncQuietDelay = Duration.seconds(5)
  /// How often the list is synced while nothing is saved: five minutes.
  public static let syncInterval = Duration.seconds(300)
  /// How often the upstream is fetched while idle (a sync follows only when it moved): a
  /// change pushed by another machine is here within about this long, plus the fetch.
  public static let fetchInterval = Duration.seconds(40)
  /// How often the spinner turns while the todos load.
  public static let spinnerInterval = Duration.milliseconds(80)
  /// How long changes wait before they are saved, so that a burst of them is one save.
  public static let saveDelay = Duration.milliseconds(300)
  /// How long the file's changes wait before it is read again, so that a burst of writes
  /// (an editor's write and rename, todo.sh's several) is one reload; short, so that
  /// another program's change is on screen within 200 ms.
  public static let reloadDelay = Duration.milliseconds(25)
  /// How long a shutdown from outside (SIGTERM, SIGHUP, the terminal gone) waits at most
  /// for the load and the saves before it exits anyway.
  public static let shutdownBound = Duration.seconds(2)
}
