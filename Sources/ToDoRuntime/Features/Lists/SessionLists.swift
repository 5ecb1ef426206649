import ToDoCore

/// The lists of one session: one store for each list's path (made on first use, kept, so
/// that the saves of one list run in order), the notes folder beside each, where to look
/// for lists, and the watch that follows the list shown. Main-actor only; `find` runs on
/// the worker.
@MainActor
public final class SessionLists {
  private var stores: [String: any ToDoStore] = [:]
  private let makeStore: @MainActor (String) -> any ToDoStore
  /// The notes folder of the list at a path (nil: none).
  public let notes: @MainActor (String) -> NoteFolder?
  /// The lists to offer, given the path of the list shown. Called off the main thread.
  public let find: @Sendable (String?) -> [ListEntry]
  /// Moves the file watch to the list at a path (live: the app's `ListWatch`).
  public var watch: @MainActor (String) -> Void = { _ in }
  /// The path of the list shown.
  public var shownPath: String?
  /// The lists the session opens (the command line's, the config's named ones), told to
  /// the reducer at the start so that the title says which of them is shown.
  public var opened: [ListEntry] = []
  /// Syncs the list at a path through git, when the session syncs (`sync = "git"`); called
  /// on the sync's queue. The sync follows the list shown (`ListsCommand.show`).
  public var sync: (@Sendable (String) -> (outcome: SyncOutcome, mergeNotes: [String]))?
  /// Fetches the upstream of the list at a path (whether it moved), when the session syncs;
  /// called on the sync's queue. Follows the list shown, as `sync` does.
  public var fetch: (@Sendable (String) -> Bool)?

  /// The state folder, where a move's intent is kept (`MoveIntent`).
  public var stateFolder = InPlaceWrite.defaultBackupFolder()
  /// The intent of the move whose source is not saved yet: set on the worker, ended on
  /// `ListsCommand.moveSaved`. Thread-safe.
  let pendingMove = PendingMove()
  /// The intent of the archive whose list is not saved yet (decision 0301). Thread-safe.
  let pendingArchive = PendingMove()

  public init(
    shown: String?, shownStore: (any ToDoStore)?, makeStore: @escaping @MainActor (String) -> any ToDoStore,
    notes: @escaping @MainActor (String) -> NoteFolder?, find: @escaping @Sendable (String?) -> [ListEntry]
  ) {
    self.shownPath = shown
    if let shown, let shownStore { stores[shown] = shownStore }
    self.makeStore = makeStore
    self.notes = notes
    self.find = find
  }

  /// A store of its own for a write to the list at `path` while another list is shown (a
  /// move's): the list's own store keeps what it last read, so that the reload when the
  /// list is shown again sees this write as a change and shows it.
  public func writer(for path: String) -> any ToDoStore { makeStore(path) }

  /// The store of the list at `path`, the same one each time.
  public func store(for path: String) -> any ToDoStore {
    if let store = stores[path] { return store }
    let store = makeStore(path)
    stores[path] = store
    return store
  }
}

extension SessionLists {
  /// The lists of a session that starts on the file at `shown` (its store `store`): each
  /// other list in a `FileToDoStore` of its own that keeps its seen record, its notes beside it (or all in
  /// `notesFolder`, when the config names one), found by `finder`.
  public static func live(
    shown: String, store: any ToDoStore, notes: NoteFolder?, notesFolder: String?, finder: ListFinder
  ) -> SessionLists {
    SessionLists(
      shown: shown, shownStore: store,
      // Each list keeps what the app last saw of it, so its next start names what other
      // programs changed, whichever list the session opened first.
      makeStore: { FileToDoStore(path: $0, createsDirectory: false, seen: SeenRecord(listPath: $0)) },
      notes: { path in
        var folder = notes
        folder?.path = notesFolder ?? Paths.directory(of: path)
        return folder
      },
      find: { finder.find(shown: $0) })
  }
}
