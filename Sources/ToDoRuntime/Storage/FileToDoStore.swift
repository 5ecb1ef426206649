import Dispatch
import Synchronization
import ToDoCore

/// Keeps the todos in a todo.txt file. All file work runs in order on its own serial queue,
/// off the main queue. Before each save it checks whether another program changed the file
/// since it was last read or written, and merges instead of overwriting.
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
  /// Why the last save failed, or nil after a successful one.
  private let lastSaveError = Mutex<ToDoStoreError?>(nil)

  public init(path: String, fileSystem: any FileSystem = LiveFileSystem(), createsDirectory: Bool = false) {
    self.path = path
    self.fileSystem = fileSystem
    self.createsDirectory = createsDirectory
  }

  public func load(completion: @escaping @Sendable (Result<[String], ToDoStoreError>) -> Void) {
    queue.async { [self] in
      completion(
        Result { () throws(ToDoStoreError) -> [String] in
          guard let contents = try fileSystem.read(path) else {
            base.withLock { $0 = Base() }  // A missing file is an empty list, created on first save.
            return []
          }
          let document = try TodoTxtDocument.parse(contents.bytes)
          base.withLock { $0 = Base(document: document, fingerprint: contents.fingerprint) }
          return document.todoLines
        })
    }
  }

  public func save(
    _ todos: ToDoList, completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      // Another instance of the app waits while this one reads, merges and writes.
      let result = Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> SaveOutcome in
        let ours = todos.titles
        let known = base.withLock { $0 }
        var changedElsewhere = false
        // Another program may write between our read and our write: then merge again.
        for _ in 0..<Self.attempts {
          let current = try currentDocument(known: known)
          changedElsewhere = changedElsewhere || current.changedElsewhere
          let merged =
            current.isMissing
            ? TodoTxtDocument(lines: ours, lineEnding: known.document.lineEnding)
            : current.document.merging(ours: ours, base: known.document.todoLines)
          guard
            let fingerprint = try fileSystem.writeAtomically(
              merged.bytes, to: path, createDirectory: createsDirectory,
              unlessChangedFrom: current.fingerprint)
          else { continue }
          base.withLock { $0 = Base(document: merged, fingerprint: fingerprint) }
          return changedElsewhere ? .merged(merged.todoLines) : .saved
        }
        throw ToDoStoreError("'\(path)' keeps changing while it is being saved")
      }
      lastSaveError.withLock { error in
        if case .failure(let failure) = result { error = failure } else { error = nil }
      }
      completion(result)
    }
  }

  public func finishPendingWork() -> ToDoStoreError? {
    queue.sync {}
    return lastSaveError.withLock { $0 }
  }

  /// How many times a save reads, merges and writes before it gives up on a file that
  /// another program keeps changing.
  static let attempts = 5

  /// The file as it is now and the fingerprint of that version (nil when it is missing);
  /// whether it differs from what was last read or written (size and modification time
  /// first, then the content hash); whether it is missing (never created, or deleted
  /// meanwhile: then ours is written whole).
  private func currentDocument(known: Base) throws(ToDoStoreError)
    -> (document: TodoTxtDocument, fingerprint: FileFingerprint?, changedElsewhere: Bool, isMissing: Bool)
  {
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
