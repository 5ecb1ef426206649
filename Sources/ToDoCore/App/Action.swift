/// Everything that can happen to the app, nested by the feature that handles it (each
/// family's enum lives in its feature's folder, `Features/<Feature>/`): user intents, system
/// events, and the results of commands (past tense). Pure data, reduced by `reducer`, each
/// family by its feature's reducer; `Codable` for recordings.
public enum Action: Equatable, Sendable, Codable {
  /// The input line: typing and editing its text.
  case lineEdit(InputLineAction)
  /// The list: adding, the selection and the focus, deleting, the mouse on it.
  case list(ListAction)
  /// Marking the selected todo done, or open again.
  case completion(CompletionAction)
  /// Editing a todo's text in the input line.
  case editing(EditingAction)
  /// Editing a todo in the user's own editor.
  case externalEdit(ExternalEditAction)
  /// A todo's note: opened in the user's editor, read for the detail area.
  case note(NoteAction)
  /// Choosing, raising and lowering a todo's priority.
  case priority(PriorityAction)
  /// Postponing a todo: its due date (and `t:`) moved later.
  case postpone(PostponeAction)
  /// Undo and redo.
  case history(HistoryAction)
  /// Moving the done todos to `done.txt`.
  case archive(ArchiveAction)
  /// Filtering the list by what the search line holds.
  case search(SearchAction)
  /// What the list shows: hidden todos, the sort, the rows made off the main thread.
  case view(ViewAction)
  /// The box that offers the projects and contexts, or the saved views.
  case picker(PickerAction)
  /// Views saved under names and recalled by `1`–`9`.
  case savedViews(SavedViewsAction)
  /// The key help.
  case help(HelpAction)
  /// Sync conflict copies found beside the list.
  case conflictCopies(ConflictCopyAction)
  /// What other programs changed in the list while the app was closed.
  case sinceLastLooked(SinceLastLookedAction)
  /// A todo's history, read from the list's journal.
  case toDoHistory(ToDoHistoryAction)
  /// Loading, saving and reloading the todos, and what the store answers.
  case persistence(PersistenceAction)
  /// Reading the list's file again: asked for, or seen changed, and what came of it.
  case reload(ReloadAction)
  /// The app's life: start, quit, shutdown from outside, resizes, the spinner's timer.
  case system(SystemAction)
  /// The answer to quitting the demo list after changing it, and what came of it.
  case quitting(QuittingAction)
  /// Syncing the list through git, and what came of it.
  case sync(SyncAction)
  /// Syncing the list with a CalDAV vdir, and what came of it.
  case vdirSync(VdirSyncAction)
  /// Marking todos to act on together.
  case marks(MarksAction)
  /// Opening a todo's link, copying its text, and what came of the opening.
  case links(LinksAction)
  /// Several lists: switching, moving todos to another one.
  case lists(ListsAction)
  /// Linking a todo to the one it waits for.
  case dependencies(DependencyAction)
  /// Reminders: the clock read, reminders rung, a snooze.
  case reminders(RemindersAction)
}
