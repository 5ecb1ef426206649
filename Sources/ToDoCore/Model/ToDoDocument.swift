/// The document sub-state: the todos, in file order, with their history and the ids they are
/// handed. Every change to the list goes through here and says what it changed as a
/// `DocumentChange`, so that the view follows it in O(1); the user's changes count
/// themselves in `revision`, so that a save is asked for when it moves. Pure value.
public struct ToDoDocument: Equatable, Sendable {
  /// The todos, in file order (newest first: new todos go on top).
  public internal(set) var todos: ToDoList
  /// The undo and redo stacks.
  public internal(set) var history: History
  /// The id the next new todo gets.
  public internal(set) var nextID: ToDo.ID
  /// How many changes the user made to the list (add, delete, undo, redo): each asks for a
  /// save. What came from the file (the load, the result of a merge) does not.
  public internal(set) var revision: Int

  public init(_ todos: [ToDo] = [], nextID: ToDo.ID? = nil) {
    self.todos = ToDoList(todos)
    self.history = History()
    self.nextID = nextID ?? ((todos.map(\.id).max() ?? 0) + 1)
    self.revision = 0
  }

  /// A new todo with the next id, not yet in the list. Pure.
  mutating func makeToDo(title: String) -> ToDo {
    defer { nextID += 1 }
    return ToDo(id: nextID, title: title)
  }

  /// Puts `todo` at `index` as an undoable step. Pure.
  mutating func add(_ todo: ToDo, at index: Int) -> DocumentChange {
    history.record(.inserted(todo, at: index))
    return insert(todo, at: index)
  }

  /// Removes the todo at `index` as an undoable step. Pure.
  mutating func delete(at index: Int) -> (ToDo, DocumentChange) {
    let removed = todos[index]
    history.record(.removed(removed, at: index))
    return (removed, remove(at: index))
  }

  /// Puts lines that arrived from the file after the todos added meanwhile (before them with
  /// `beforeAdded`, when new todos go to the bottom), each with a new id; not undoable (the
  /// file already has them). Returns the todos that came. Pure.
  mutating func appendLoaded(_ titles: [String], beforeAdded: Bool = false) -> (ToDoList, DocumentChange) {
    let first = nextID
    let loaded = titles.enumerated().map { offset, title in ToDo(id: first + offset, title: title) }
    nextID += loaded.count
    if beforeAdded, !todos.isEmpty {
      todos = ToDoList(loaded + Array(todos))
      return (ToDoList(loaded), .inserted(0..<loaded.count))
    }
    let start = todos.count
    todos.append(contentsOf: loaded)
    return (ToDoList(loaded), .inserted(start..<todos.count))
  }

  /// Takes `merged` (what the file holds after a merge with another program's changes) as
  /// the list, as one undoable step: the todos that stayed keep their ids, lines from
  /// elsewhere get new ones. Returns the list before and how many todos stayed. One pass,
  /// no hashing: the matching was done off the main thread. Pure.
  mutating func takeMerged(_ merged: MergedList) -> (before: ToDoList, kept: Int) {
    let before = todos
    var list: [ToDo] = []
    list.reserveCapacity(merged.titles.count)
    var kept = 0
    for (title, id) in zip(merged.titles, merged.ids) {
      if let id {
        list.append(ToDo(id: id, title: title))
        kept += 1
      } else {
        list.append(makeToDo(title: title))
      }
    }
    let after = ToDoList(list)
    history.record(.replaced(before, with: after))
    todos = after
    return (before, kept)
  }

  /// Takes back the last change: the edit undone and what it changed, or nil when there is
  /// nothing to undo. Pure.
  mutating func undo() -> (ListEdit, DocumentChange?)? {
    guard let edit = history.takeUndo() else { return nil }
    return (edit, apply(edit.inverse))
  }

  /// Does again the last change undone: the edit and what it changed, or nil when there is
  /// nothing to redo. Pure.
  mutating func redo() -> (ListEdit, DocumentChange?)? {
    guard let edit = history.takeRedo() else { return nil }
    return (edit, apply(edit))
  }

  /// Performs `edit`; an edit whose place no longer fits is placed as near as the list
  /// allows, and the removal of a todo that is gone does nothing (nil). Pure.
  private mutating func apply(_ edit: ListEdit) -> DocumentChange? {
    switch edit {
    case .inserted(let todo, let index):
      return insert(todo, at: min(max(index, 0), todos.count))
    case .removed(let todo, let index):
      if index >= 0, index < todos.count, todos[index].id == todo.id {
        return remove(at: index)
      } else if let found = todos.firstIndex(where: { $0.id == todo.id }) {
        return remove(at: found)
      }
      return nil
    case .replaced(_, let after):
      return replace(with: after)
    }
  }

  private mutating func insert(_ todo: ToDo, at index: Int) -> DocumentChange {
    todos.insert(todo, at: index)
    revision += 1
    return .inserted(index..<index + 1)
  }

  private mutating func remove(at index: Int) -> DocumentChange {
    let removed = todos.remove(at: index)
    revision += 1
    return .removed(removed, at: index)
  }

  @discardableResult
  private mutating func replace(with list: ToDoList) -> DocumentChange {
    todos = list
    revision += 1
    return .replaced
  }
}

/// What one change did to the document's list, for the view to follow. Pure value.
public enum DocumentChange: Equatable, Sendable {
  /// Todos now at these indices are new; the ones from the lower bound on moved down.
  case inserted(Range<Int>)
  /// The todo at this index is gone; the ones after it moved up.
  case removed(ToDo, at: Int)
  /// The whole list was replaced (a merge with the file, or its undo).
  case replaced
}
