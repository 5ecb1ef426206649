import ToDoCore

/// How a command for scripts reads and writes the list: the app's own store when live
/// (`FileToDoStore`: its parser, its write lock, its merge with what another program wrote
/// meanwhile, its safe write; the list's `Journal`; the `SeenRecord`), functions over a
/// value in tests, so that the commands are tested without a disk. Each call blocks until
/// it is done. Callable from any thread but the store's queue.
public struct ListFiles: Sendable {
  /// The file as it is: every line, blank ones too (a missing file: an empty document).
  public var load: @Sendable () -> Result<ToDoTxtDocument, ToDoStoreError>
  /// Writes `todos`, their changes since `base` (the todos as loaded) merged onto the file
  /// as it is now.
  public var save: @Sendable (_ todos: ToDoList, _ base: ToDoList) -> Result<SaveOutcome, ToDoStoreError>
  /// Appends `lines` to the done file beside the list; answers with its path.
  public var archive: @Sendable (_ lines: [String]) -> Result<String, ToDoStoreError>
  /// Runs `body` holding the journal's lock, so that the commands of one list take turns
  /// (each waits in the kernel's queue of the lock without a limit: none is refused) and number their steps in
  /// order: `body` gets the journal's entries as `reading` asks (its last ones, enough for
  /// the last step's number, or all of them, for `todo undo`) and answers with the entries
  /// to append. Without a journal (another user's, say) `body` runs with none, and what it
  /// answers is dropped.
  public var withJournal:
    @Sendable (_ reading: JournalReading, _ body: ([JournalEntry]) -> [JournalEntry]) -> Void
  /// Carries a change this command made (the list `before`, as loaded, to `after`, as
  /// saved) into the record of what the app last saw, so that the app's next start does not
  /// count it as another program's.
  public var keepSeen: @Sendable (_ before: ToDoTxtDocument, _ after: ToDoList) -> Void

  public init(
    load: @escaping @Sendable () -> Result<ToDoTxtDocument, ToDoStoreError>,
    save: @escaping @Sendable (ToDoList, ToDoList) -> Result<SaveOutcome, ToDoStoreError>,
    archive: @escaping @Sendable ([String]) -> Result<String, ToDoStoreError> = { _ in
      .failure(ToDoStoreError("no done file"))
    },
    withJournal: @escaping @Sendable (JournalReading, ([JournalEntry]) -> [JournalEntry]) -> Void = {
      _ = $1([])
    },
    keepSeen: @escaping @Sendable (ToDoTxtDocument, ToDoList) -> Void = { _, _ in }
  ) {
    self.load = load
    self.save = save
    self.archive = archive
    self.withJournal = withJournal
    self.keepSeen = keepSeen
  }

  /// The list in `store`, which remembers what it loaded, so that the save merges onto a
  /// file another program changed in between, as the app's saves do; the done file beside
  /// it; no journal, no record (`withJournal` and `keepSeen` as given).
  public init(
    store: FileToDoStore,
    withJournal: @escaping @Sendable (JournalReading, ([JournalEntry]) -> [JournalEntry]) -> Void = {
      _ = $1([])
    }
  ) {
    self.init(
      load: { waitForCompletion { store.loadDocument(completion: $0) } },
      save: { todos, base in waitForCompletion { store.save(todos, base: base, completion: $0) } },
      archive: { lines in waitForCompletion { store.archive(lines, leavingOutCopies: [], completion: $0) } },
      withJournal: withJournal)
  }

  /// The list at `path`, through one `FileToDoStore` on the disk, with its journal and
  /// record in `stateFolder`; `createsDirectory`: the default list's folder is made on the
  /// first save, as the app makes it.
  public static func live(
    path: String, createsDirectory: Bool, stateFolder: String = InPlaceWrite.defaultBackupFolder()
  ) -> ListFiles {
    let store = FileToDoStore(path: path, createsDirectory: createsDirectory)
    let journal = Journal(forList: path, stateFolder: stateFolder, bounds: JournalBounds())
    let seen = SeenRecord(listPath: path, stateFolder: stateFolder)
    var files = ListFiles(store: store)
    files.withJournal = { reading, body in
      var ran = false
      do {
        // The last entries are read under the lock as it is taken; the whole journal (at
        // most its bound, 1 MiB) only for an undo.
        try journal.append { (recent: [JournalEntry]) -> [String] in
          ran = true
          return body(reading == .whole ? journal.entries() : recent).map(\.jsonLine)
        }
      } catch {
        if !ran { _ = body([]) }
      }
    }
    files.keepSeen = { before, after in ShellSeenRecord.carry(seen, before: before, after: after) }
    return files
  }
}

/// How much of the journal a command for scripts reads under its lock. Pure.
public enum JournalReading: Equatable, Sendable {
  /// Its last entries (its last 64 KiB): the last step's number, which the next step follows.
  case recent
  /// Every entry: the undo and redo stacks (`todo undo`).
  case whole
}
