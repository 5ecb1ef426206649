/// The slices of the state that few actions change (the session's lists, the syncs, the
/// saved views, the conflict copies, what other programs changed, the archive's copies):
/// kept together behind one reference (`CopiedOnWrite`), so that the copy of the state
/// every key makes (the previous state the render compares with) copies one pointer
/// instead of each of them. Pure value.
struct RarelyChanged: Equatable, Sendable {
  var copiesInDoneFile: [ToDo.ID: String] = [:]
  var conflictCopies = ConflictCopies()
  var outsideChanges: OutsideChanges?
  var savedViews = SavedViews()
  var sync = SyncState()
  var lists = ListSet()
  var vdirSync = VdirSyncState()
  var configProblems: [String] = []
  var reminders = RemindersState()
}

extension State {
  /// The done todos an archive appended to the done file and an undo brought back, by id,
  /// with their text then: archived again unchanged, they are not appended a second time
  /// (unless the done file no longer has them).
  public var copiesInDoneFile: [ToDo.ID: String] {
    get { rarelyChanged.value.copiesInDoneFile }
    _modify { yield &rarelyChanged.value.copiesInDoneFile }
  }
  /// The sync conflict copies waiting for the user's answer, and those left alone.
  public var conflictCopies: ConflictCopies {
    get { rarelyChanged.value.conflictCopies }
    _modify { yield &rarelyChanged.value.conflictCopies }
  }
  /// What other programs changed in the list while the app was closed, found at the start
  /// (`W` lists them); nil when nothing changed or the app never saw the list before.
  public var outsideChanges: OutsideChanges? {
    get { rarelyChanged.value.outsideChanges }
    _modify { yield &rarelyChanged.value.outsideChanges }
  }
  /// The views saved under names, recalled by `1`–`9`.
  public var savedViews: SavedViews {
    get { rarelyChanged.value.savedViews }
    _modify { yield &rarelyChanged.value.savedViews }
  }
  /// Syncing the list through git, when it is on.
  public var sync: SyncState {
    get { rarelyChanged.value.sync }
    _modify { yield &rarelyChanged.value.sync }
  }
  /// The lists of the session: the one shown, the others parked, moves between them.
  public var lists: ListSet {
    get { rarelyChanged.value.lists }
    _modify { yield &rarelyChanged.value.lists }
  }
  /// The config and views files' problems found at the start, one line each: the first
  /// on the status line then, all of them at the top of the help (issue 44).
  public var configProblems: [String] {
    get { rarelyChanged.value.configProblems }
    _modify { yield &rarelyChanged.value.configProblems }
  }
  /// Syncing the list with a CalDAV vdir, when a folder is configured.
  public var reminders: RemindersState {
    get { rarelyChanged.value.reminders }
    _modify { yield &rarelyChanged.value.reminders }
  }
  public var vdirSync: VdirSyncState {
    get { rarelyChanged.value.vdirSync }
    _modify { yield &rarelyChanged.value.vdirSync }
  }
}
