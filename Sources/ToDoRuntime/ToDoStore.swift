import ToDoCore

/// Where the todos come from and go to. Implementations may call `completion` on any
/// thread, once.
public protocol ToDoStore: Sendable {
  func load(completion: @escaping @Sendable (Result<[String], ToDoStoreError>) -> Void)
  /// Stores `todos`; the outcome says whether the stored list had changed meanwhile and
  /// what the two became together.
  func save(_ todos: ToDoList, completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void)
  /// Blocks until every save asked for so far is done (before the process exits); returns
  /// why the last save failed, if it did.
  func finishPendingWork() -> ToDoStoreError?
}

/// How a save went.
public enum SaveOutcome: Equatable, Sendable {
  /// The todos were stored as they are.
  case saved
  /// Another program had changed the stored list: both sides were merged and stored, and
  /// these are the todos now.
  case merged([String])
}

/// Why a store could not do its work, in words a user can act on.
public struct ToDoStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
