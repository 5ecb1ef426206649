/// One reversible change to the list: what undo takes back and redo does again. An edit
/// holds the todos it concerns (by id, with their text), never a copy of the list. Pure
/// value.
public enum ListEdit: Equatable, Sendable, Codable {
  case inserted(ToDo, at: Int)
  case removed(ToDo, at: Int)
  /// The todo at this index changed (completed, reopened, edited, its priority set): it
  /// was the first, it is the second, with the same id.
  case changed(ToDo, to: ToDo, at: Int)
  /// Several edits done as one step, in order (a completion and the next occurrence of a
  /// recurring todo; the todos a merge removed from most of the list): undone together,
  /// in reverse.
  indirect case grouped([ListEdit])
  /// The done todos moved to the done file (`A`): their removals, as one step. Undone, they
  /// come back to the list; the done file keeps its copy.
  indirect case archived(ListEdit)

  /// The edit that takes this one back.
  public var inverse: ListEdit {
    switch self {
    case .inserted(let todo, let index): return .removed(todo, at: index)
    case .removed(let todo, let index): return .inserted(todo, at: index)
    case .changed(let before, let after, let index): return .changed(after, to: before, at: index)
    case .grouped(let edits): return .grouped(edits.reversed().map(\.inverse))
    case .archived(let removals): return .archived(removals.inverse)
    }
  }

  /// How many todos this edit concerns.
  /// The one todo the edit concerns when it is one part (an insert, a removal, a change);
  /// nil for a group or an archive.
  var onlyToDoID: ToDo.ID? {
    switch self {
    case .inserted(let todo, _), .removed(let todo, _), .changed(let todo, _, _): todo.id
    case .grouped, .archived: nil
    }
  }

  /// Whether the edit is one part on the todo `id`.
  func changesOnly(_ id: ToDo.ID) -> Bool { onlyToDoID == id }

  public var count: Int {
    switch self {
    case .inserted, .removed, .changed: 1
    case .grouped(let edits): edits.reduce(0) { $0 + $1.count }
    case .archived(let removals): removals.count
    }
  }

  /// The todos this edit inserts or removes (a changed todo as it is after), in order.
  public var todos: [ToDo] {
    switch self {
    case .inserted(let todo, _), .removed(let todo, _), .changed(_, let todo, _): [todo]
    case .grouped(let edits): edits.flatMap(\.todos)
    case .archived(let removals): removals.todos
    }
  }

  /// The first todo this edit changed in place, before and after, if any.
  public var firstChange: (before: ToDo, after: ToDo)? {
    switch self {
    case .changed(let before, let after, _): return (before, after)
    case .grouped(let edits): return edits.lazy.compactMap(\.firstChange).first
    case .inserted, .removed, .archived: return nil
    }
  }

  /// The text of the first todo this edit concerns, as it was before it.
  public var subject: String {
    switch self {
    case .inserted(let todo, _), .removed(let todo, _): return todo.title
    case .changed(let before, _, _): return before.title
    case .grouped(let edits): return edits.first?.subject ?? ""
    case .archived(let removals): return removals.subject
    }
  }
}
