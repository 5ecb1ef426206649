/// Where the todos come from. Implementations may call `completion` on any thread, once.
public protocol ToDoStore: Sendable {
  func load(completion: @escaping @Sendable (Result<[String], ToDoStoreError>) -> Void)
}

/// Why a store could not do its work, in words a user can act on.
public struct ToDoStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
