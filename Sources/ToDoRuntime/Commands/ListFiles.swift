import ToDoCore

/// How a command for scripts reads and writes the list: the app's own store when live
/// (`FileToDoStore`: its parser, its write lock, its merge with what another program wrote
/// meanwhile, its safe write), functions over a value in tests, so that the commands are
/// tested without a disk. Each call blocks until it is done. Callable from any thread but
/// the store's queue.
public struct ListFiles: Sendable {
  /// The file as it is: every line, blank ones too (a missing file: an empty document).
  public var load: @Sendable () -> Result<ToDoTxtDocument, ToDoStoreError>
  /// Writes `todos`, their changes since `base` (the todos as loaded) merged onto the file
  /// as it is now.
  public var save: @Sendable (_ todos: ToDoList, _ base: ToDoList) -> Result<SaveOutcome, ToDoStoreError>

  public init(
    load: @escaping @Sendable () -> Result<ToDoTxtDocument, ToDoStoreError>,
    save: @escaping @Sendable (ToDoList, ToDoList) -> Result<SaveOutcome, ToDoStoreError>
  ) {
    self.load = load
    self.save = save
  }

  /// The list at `path`, through one `FileToDoStore` on the disk; `createsDirectory`: the
  /// default list's folder is made on the first save, as the app makes it.
  public static func live(path: String, createsDirectory: Bool) -> ListFiles {
    ListFiles(store: FileToDoStore(path: path, createsDirectory: createsDirectory))
  }

  /// The list in `store`, which remembers what it loaded, so that the save merges onto a
  /// file another program changed in between, as the app's saves do.
  public init(store: FileToDoStore) {
    self.init(
      load: { waitForCompletion { store.loadDocument(completion: $0) } },
      save: { todos, base in waitForCompletion { store.save(todos, base: base, completion: $0) } })
  }
}
