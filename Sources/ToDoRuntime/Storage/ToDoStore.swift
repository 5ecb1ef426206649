import ToDoCore

/// Where the todos come from and go to. Implementations may call `completion` on any
/// thread, once.
public protocol ToDoStore: Sendable {
  func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void)
  /// Stores `todos`: applies their changes since `base` (the list the app and the store
  /// last agreed on) onto the stored list as it is now; the outcome says what the stored
  /// list became. Never blocks the caller.
  func save(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void)
  /// Reads the stored list again, after another program may have changed it: what it is
  /// now, with `todos`' changes since `base` merged in and stored as a save would when
  /// there are any. In order with the saves. Never blocks the caller.
  func reload(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<ReloadOutcome, ToDoStoreError>) -> Void)
  /// Appends `lines` (done todos) to the done file beside the stored list, flushed to the
  /// disk, less the `copies` it still holds (see `ArchiveCommand.append`); answers with the done
  /// file's path. Never blocks the caller.
  func archive(
    _ lines: [String], leavingOutCopies copies: [String],
    completion: @escaping @Sendable (Result<String, ToDoStoreError>) -> Void)
  /// The sync conflict copies of the stored list beside it, each with its todos or why it
  /// cannot be read. Never blocks the caller.
  func findConflictCopies(completion: @escaping @Sendable ([ConflictCopy]) -> Void)
  /// Moves the conflict copy `name` aside, so that it is not found again. Never blocks the
  /// caller.
  func moveConflictCopyAside(
    _ name: String, completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void)
  /// What the store has to tell the user since it was last asked (a save a crash cut off,
  /// finished at the load; a hard link made a file of its own), once each. Thread-safe.
  func takeNotices() -> [String]
  /// What other programs changed in the stored list between what the app last saw of it
  /// and the load, once; nil when nothing changed, the app never saw it, or the store keeps
  /// no record. In order after the load. Never blocks the caller.
  func findOutsideChanges(completion: @escaping @Sendable (OutsideChanges?) -> Void)
  /// The todos of the list as the app last saw it (its last save, or its last load), which
  /// the load compared with what it read; nil when the store keeps no record, or the
  /// record is not trusted; handed over once. In order after the load. Never blocks the
  /// caller.
  func findLastSeen(completion: @escaping @Sendable (TitleList?) -> Void)
  /// Keeps `todos`, which the app leaves without having stored (`reason`: why), in a
  /// place of their own, at once, on the caller's thread; answers with what to tell the
  /// user on the way out (where they are), or nil when there is nothing to tell.
  func keepUnsaved(_ todos: ToDoList, reason: String) -> String?
  /// Finishes the work the store does after its answers (the record of what the app last
  /// saw), never waiting for a save: on the way out, so that the next start does not take
  /// this app's last save for another program's change.
  func finishRecords()
}

extension ToDoStore {
  /// A store that records nothing after its answers has nothing to finish.
  public func finishRecords() {}

  /// A store that nothing else changes has nothing to reload: the list is as it was.
  public func reload(
    _ todos: ToDoList, base: ToDoList,
    completion: @escaping @Sendable (Result<ReloadOutcome, ToDoStoreError>) -> Void
  ) {
    completion(.success(.unchanged))
  }

  /// A store without a file (the demo) has no done file: it says so.
  public func archive(
    _ lines: [String], leavingOutCopies copies: [String],
    completion: @escaping @Sendable (Result<String, ToDoStoreError>) -> Void
  ) {
    completion(.failure(Self.noDoneFile))
  }

  /// Why a list without a file archives nothing, and how to get one that does.
  public static var noDoneFile: ToDoStoreError {
    ToDoStoreError(
      "the demo list has no file, so no done.txt; start todo with a file (todo ~/todo.txt) to archive")
  }

  /// Nothing to tell.
  public func takeNotices() -> [String] { [] }

  /// A store without a record of what the app saw has no changes to tell.
  public func findOutsideChanges(completion: @escaping @Sendable (OutsideChanges?) -> Void) {
    completion(nil)
  }

  /// A store without a record of what the app saw cannot tell.
  public func findLastSeen(completion: @escaping @Sendable (TitleList?) -> Void) {
    completion(nil)
  }

  /// A store without a file loses nothing it could keep (the demo's list is not saved).
  public func keepUnsaved(_ todos: ToDoList, reason: String) -> String? { nil }

  /// A store without a folder has no conflict copies.
  public func findConflictCopies(completion: @escaping @Sendable ([ConflictCopy]) -> Void) {
    completion([])
  }

  public func moveConflictCopyAside(
    _ name: String, completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void
  ) {
    completion(.success(()))
  }
}

/// How a save went.
public enum SaveOutcome: Equatable, Sendable {
  /// The todos were stored as they are.
  case saved
  /// Another program had changed the stored list: both sides were merged and stored, and
  /// this is the list now.
  case merged(MergedList)
  /// Another program had deleted the stored list: the todos were stored as a new one.
  case savedOverDeleted
}

/// Why a store could not do its work, in words a user can act on.
public struct ToDoStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
