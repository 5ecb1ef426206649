import Dispatch
import Synchronization
import ToDoCore

/// Keeps the todos in a todo.txt file. All file work runs in order on its own serial queue,
/// off the main queue. Before each save it checks whether another program changed the file
/// since it was last read or written, and merges instead of overwriting. It never writes a
/// file larger than it would read back.
public final class FileToDoStore: ToDoStore {
  public let path: String
  private let fileSystem: any FileSystem
  private let queue = DispatchQueue(label: "todo.file-store", qos: .userInitiated)
  /// Whether to create the file's folder on the first save (the default location).
  private let createsDirectory: Bool

  /// What the file was when last read or written: its document and fingerprint. Touched
  /// only on `queue`; the mutex makes that checkable.
  private struct Base {
    var document = TodoTxtDocument()
    var fingerprint: FileFingerprint?
  }
  private let base = Mutex(Base())
  /// The largest file a save writes: what `TodoTxtDocument.parse` reads back (smaller in
  /// tests).
  private let maximumSize: Int

  public init(
    path: String, fileSystem: any FileSystem = LiveFileSystem(), createsDirectory: Bool = false,
    maximumSize: Int = TodoTxtDocument.maximumSize
  ) {
    self.path = path
    self.fileSystem = fileSystem
    self.createsDirectory = createsDirectory
    self.maximumSize = maximumSize
  }

  public func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    queue.async { [self] in
      completion(
        Result { () throws(ToDoStoreError) -> TitleList in
          fileSystem.finishInterruptedWrite(of: path)
          guard let contents = try fileSystem.read(path) else {
            base.withLock { $0 = Base() }  // A missing file is an empty list, created on first save.
            return []
          }
          let document = try TodoTxtDocument.parse(contents.bytes)
          base.withLock { $0 = Base(document: document, fingerprint: contents.fingerprint) }
          return document.todoTitles
        })
    }
  }

  public func save(
    _ todos: ToDoList, base ancestor: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      // Another instance of the app waits while this one reads, merges and writes.
      let result = Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> SaveOutcome in
        try mergeAndWrite(todos, base: ancestor)
      }
      completion(result)
    }
  }

  /// Applies `todos`' changes since `ancestor` onto the file as it is now and writes the
  /// result, again when another program wrote meanwhile. On `queue`, under the file's lock.
  private func mergeAndWrite(_ todos: ToDoList, base ancestor: ToDoList) throws(ToDoStoreError) -> SaveOutcome
  {
    let ours = todos.lines
    let ancestorLines = ancestor.lines
    let known = base.withLock { $0 }
    // Another program may write between our read and our write: then merge again.
    var afterLateWrite: Current?
    for _ in 0..<Self.attempts {
      let current: Current
      if let late = afterLateWrite.take() {
        current = late
      } else {
        current = try currentDocument(known: known)
      }
      let (merged, conflicts, counterparts) =
        current.isMissing
        ? (TodoTxtDocument(lines: ours, lineEnding: known.document.lineEnding), [], [:])
        : current.document.mergingReporting(
          ours: ours, base: ancestorLines, ourChanges: { todos.indicesByID(from: ancestor) })
      let bytes = merged.bytes
      guard bytes.count <= maximumSize else { throw Self.tooLarge(bytes.count, maximum: maximumSize) }
      try Self.checkLoadsBack(bytes)
      var lateWrite: [UInt8]?
      guard
        let fingerprint = try fileSystem.writeAtomically(
          bytes, to: path, createDirectory: createsDirectory,
          unlessChangedFrom: current.fingerprint, lateWrite: &lateWrite)
      else { continue }
      base.withLock { $0 = Base(document: merged, fingerprint: fingerprint) }
      if let lateWrite {
        // Another program wrote to the file just replaced, after the last look: its change
        // (from what was read to what it left there) goes onto what was written, and that
        // is saved again over the file, which still holds what was written.
        let theirs = try TodoTxtDocument.parse(lateWrite)
        let combined = theirs.mergingReporting(ours: merged.lines, base: current.document.lines).document
        afterLateWrite = (combined, fingerprint, true, false)
        continue
      }
      if current.isMissing, known.fingerprint != nil { return .savedOverDeleted }
      let lines = merged.todoLines
      guard lines != ours || !conflicts.isEmpty else { return .saved }
      return .merged(
        MergedList(
          lines: lines, matching: todos, base: ancestor, counterparts: counterparts, conflicts: conflicts))
    }
    throw ToDoStoreError("Another program keeps changing the file while it is saved: '\(path)'")
  }

  /// Reads the file again. Our own writes are not another program's change: a file whose
  /// fingerprint (size and time, then content hash) is what this store last read or wrote
  /// is `.unchanged`. A changed file is taken as it is when `todos` has no changes since
  /// `ancestor`; otherwise those changes are merged onto it and written, as a save does. A
  /// missing file is not written again (`.missing`): the next save writes it.
  public func reload(
    _ todos: ToDoList, base ancestor: ToDoList,
    completion: @escaping @Sendable (Result<ReloadOutcome, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      let result = Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> ReloadOutcome in
        let known = base.withLock { $0 }
        let current = try currentDocument(known: known)
        if current.isMissing { return known.fingerprint == nil ? .unchanged : .missing }
        guard current.changedElsewhere else {
          // Touched, not changed: later checks compare with this version, cheaply.
          base.withLock { $0.fingerprint = current.fingerprint }
          return .unchanged
        }
        guard todos == ancestor else {
          switch try mergeAndWrite(todos, base: ancestor) {
          case .saved: return .unchanged
          case .savedOverDeleted: return .missing
          case .merged(let merged):
            return .changed(merged, ReloadSummary(before: todos, merged: merged, comparingText: true))
          }
        }
        base.withLock { $0 = Base(document: current.document, fingerprint: current.fingerprint) }
        let (merged, summary) = MergedList.reloaded(current.document.todoLines, matching: todos)
        return .changed(merged, summary)
      }
      completion(result)
    }
  }

  /// Appends `lines` to `done.txt` beside the list, on the store's queue after the saves
  /// before it, holding the list's write lock so that no other instance archives at once.
  public func archive(
    _ lines: [String], leavingOutCopies copies: [String],
    completion: @escaping @Sendable (Result<String, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      let lineEnding = base.withLock { $0.document.lineEnding }
      completion(
        Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> String in
          try fileSystem.appendToDoneFile(
            lines, leavingOutCopies: copies, besideListAt: path, lineEnding: lineEnding)
        })
    }
  }

  public func takeNotices() -> [String] { fileSystem.takeNotices() }

  public func findConflictCopies(completion: @escaping @Sendable ([ConflictCopy]) -> Void) {
    queue.async { [self] in
      completion(SyncConflictCopies.find(besides: path))
    }
  }

  public func moveConflictCopyAside(
    _ name: String, completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      completion(
        Result { () throws(ToDoStoreError) in try SyncConflictCopies.moveAside(name, besides: path) })
    }
  }

  /// Why a list is not saved whose file would be larger than the app reads back. Pure.
  static func tooLarge(_ size: Int, maximum: Int) -> ToDoStoreError {
    ToDoStoreError(
      "too large to read back (\(size.mebibytes) MiB, at most \(maximum.mebibytes)): delete some todos")
  }

  /// The last check before a save's bytes are written: the load's own (`TodoTxtDocument
  /// .check`), so that whatever put a todo's text into the list, the app never writes a
  /// file it would refuse to load. Throws why, and the file is left as it was. O(bytes).
  static func checkLoadsBack(_ bytes: [UInt8]) throws(ToDoStoreError) {
    do {
      try TodoTxtDocument.check(bytes)
    } catch {
      throw ToDoStoreError(
        "the list would not load back, so the file is left as it was: \(error.description); "
          + "edit the todo that holds it (e) or undo (Ctrl-Z)")
    }
  }

  /// How many times a save reads, merges and writes before it gives up on a file that
  /// another program keeps changing.
  static let attempts = 5

  /// The file as a save finds it.
  private typealias Current = (
    document: TodoTxtDocument, fingerprint: FileFingerprint?, changedElsewhere: Bool, isMissing: Bool
  )

  /// The file as it is now and the fingerprint of that version (nil when it is missing);
  /// whether it differs from what was last read or written (size and modification time
  /// first, then the content hash); whether it is missing (never created, or deleted
  /// meanwhile: then ours is written whole).
  private func currentDocument(known: Base) throws(ToDoStoreError) -> Current {
    let quick = try fileSystem.quickFingerprint(path)
    if let quick, quick.sameVersion(as: known.fingerprint) {
      return (known.document, quick, false, false)
    }
    guard let contents = try fileSystem.read(path) else {
      return (TodoTxtDocument(), nil, false, true)
    }
    if contents.fingerprint.contentHash == known.fingerprint?.contentHash {
      return (known.document, contents.fingerprint, false, false)  // Touched, not changed.
    }
    return (try TodoTxtDocument.parse(contents.bytes), contents.fingerprint, true, false)
  }
}

extension Int {
  /// This many bytes in MiB, rounded up, so that a size just over a limit never reads as
  /// the limit itself.
  fileprivate var mebibytes: Int { (self + (1 << 20) - 1) >> 20 }
}
