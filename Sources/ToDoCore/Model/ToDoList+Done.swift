extension ToDoList {
  /// The done todos (`x ` first) with their indices, in file order, read from the lines'
  /// bytes: only the done ones are made into todos. Pure; O(n), two bytes a todo.
  func doneToDos() -> [ArchivedToDo] {
    var indices: [Int] = []
    var index = 0
    forEachLine { _, line in
      let isDone = line.withBytes { bytes in
        bytes.count >= 2 && bytes[0] == UInt8(ascii: "x") && bytes[1] == UInt8(ascii: " ")
      }
      if isDone { indices.append(index) }
      index += 1
    }
    return indices.map { ArchivedToDo(todo: self[$0], index: $0) }
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
