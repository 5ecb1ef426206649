extension ToDoList {
  /// The done todos (`x ` first) with their indices, in file order, read from the lines'
  /// bytes: only the done ones are made into todos. Pure; O(n), two bytes a todo, plus
  /// O(log n) to make each done one.
  public func doneToDos() -> [ArchivedToDo] {
    doneIndices().map { ArchivedToDo(todo: self[$0], index: $0) }
  }
}

/// A done todo handed to the archive, and where it was in the list then. Pure value.
public struct ArchivedToDo: Equatable, Sendable {
  public var todo: ToDo
  public var index: Int

  public init(todo: ToDo, index: Int) {
    self.todo = todo
    self.index = index
  }
}
