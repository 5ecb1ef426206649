/// The ordered todos, newest first. Pure value.
///
/// Every change to the list goes through the handful of mutating methods here, so the
/// representation can change (for example to a structure with cheaper inserts at scale)
/// without touching the reducer or the view.
public struct ToDoList: Equatable, Sendable, RandomAccessCollection {
  private var items: [ToDo]

  public init(_ items: [ToDo] = []) {
    self.items = items
  }

  public var startIndex: Int { items.startIndex }
  public var endIndex: Int { items.endIndex }
  public subscript(position: Int) -> ToDo { items[position] }

  /// Puts `todo` at `index`, before the todo that was there.
  public mutating func insert(_ todo: ToDo, at index: Int) {
    items.insert(todo, at: index)
  }

  /// Puts `todos`, in order, after every other todo.
  public mutating func append(contentsOf todos: [ToDo]) {
    items.append(contentsOf: todos)
  }

  /// Removes and returns the todo at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> ToDo {
    items.remove(at: index)
  }
}
