/// One reversible change to the list: what undo takes back and redo does again. Holds the
/// one todo it concerns, never a copy of the list. Pure value.
public enum ListEdit: Equatable, Sendable {
  case inserted(ToDo, at: Int)
  case removed(ToDo, at: Int)

  /// The edit that takes this one back.
  public var inverse: ListEdit {
    switch self {
    case .inserted(let todo, let index): return .removed(todo, at: index)
    case .removed(let todo, let index): return .inserted(todo, at: index)
    }
  }
}
