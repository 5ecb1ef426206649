/// The slice of the app's life: loading, saving, reloading and merging what another program
/// wrote, handing the terminal over, quitting, the day and the size. Those verbs cross each
/// other at every step (a save that comes back merged starts a reload, a quit waits for the
/// save and the load, a hand-over waits for the saves), so they share one slice: the todos
/// (and the rows that follow), the mode and the input line a merge or a quit may leave,
/// and where loading, saving, reloading and quitting stand. They do not change the keys,
/// the saved views, the pickers' counts, the archive or the conflict copies. A quit saves
/// the edit under way first, and a resize keeps the help's scroll within its lines, so the
/// slice refines the editing and the help ones. Pure.
protocol LifeCycleSlice: EditingSlice, HelpSlice {
  var focus: Focus { get set }
  var loadStatus: LoadStatus { get set }
  var saving: SaveState { get set }
  var reloading: ReloadState { get set }
  var quitting: QuitState { get set }
  var size: Size { get set }
  var today: CalendarDate? { get set }
  /// Set once, at the start: the status line and the help show them.
  var configProblems: [String] { get set }
}

extension State: LifeCycleSlice {}
