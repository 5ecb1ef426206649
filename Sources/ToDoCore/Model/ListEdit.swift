/// One reversible change to the list: what undo takes back and redo does again. An edit by
/// the user holds the one todo it concerns, never a copy of the list; only a merge with
/// another program's changes holds the list before and after it. Pure value.
public enum ListEdit: Equatable, Sendable {
  case inserted(ToDo, at: Int)
  case removed(ToDo, at: Int)
  /// The whole list was replaced by the result of a merge with the file.
  case replaced(ToDoList, with: ToDoList)

  /// The edit that takes this one back.
  public var inverse: ListEdit {
    switch self {
    case .inserted(let todo, let index): return .removed(todo, at: index)
    case .removed(let todo, let index): return .inserted(todo, at: index)
    case .replaced(let before, let after): return .replaced(after, with: before)
    }
  }
}
