extension State {
  /// Inserts `todo` at `index` and keeps the selection on the todo it was on. Pure.
  mutating func insertToDo(_ todo: ToDo, at index: Int) {
    todos.insert(todo, at: index)
    changeCount += 1
    if let selected = selection, selected >= index { selection = selected + 1 }
  }

  /// Removes the todo at `index`; the selection stays on its todo, or, if that was the one
  /// removed, on the todo that took its place. Pure.
  @discardableResult
  mutating func removeToDo(at index: Int) -> ToDo {
    let removed = todos.remove(at: index)
    changeCount += 1
    if let selected = selection, selected > index { selection = selected - 1 }
    return removed
  }

  /// Performs `edit` on the list; an edit whose place no longer fits is placed as near
  /// as the list allows, and the removal of a todo that is gone does nothing. Pure.
  mutating func apply(_ edit: ListEdit) {
    switch edit {
    case .inserted(let todo, let index):
      insertToDo(todo, at: min(max(index, 0), todos.count))
    case .removed(let todo, let index):
      if index >= 0, index < todos.count, todos[index].id == todo.id {
        removeToDo(at: index)
      } else if let found = todos.firstIndex(where: { $0.id == todo.id }) {
        removeToDo(at: found)
      }
    case .replaced(_, let after):
      replaceList(with: after)
      changeCount += 1
    }
  }

  /// Takes back the last change, or says there is none. Pure.
  mutating func undo() {
    guard let edit = history.takeUndo() else {
      status = StatusMessage("Nothing to undo.", kind: .info)
      return
    }
    apply(edit.inverse)
    switch edit {
    case .inserted(let todo, _):
      status = StatusMessage("Undid adding “\(todo.title)”. Ctrl-Y to redo.", kind: .info)
    case .removed(let todo, let index):
      focus = .list
      selection = index
      status = StatusMessage("Restored “\(todo.title)”. Ctrl-Y to redo.", kind: .info)
    case .replaced:
      status = StatusMessage("Undid the merge with the file's changes. Ctrl-Y to redo.", kind: .info)
    }
  }

  /// Does again the last change undone, or says there is none. Pure.
  mutating func redo() {
    guard let edit = history.takeRedo() else {
      status = StatusMessage("Nothing to redo.", kind: .info)
      return
    }
    apply(edit)
    switch edit {
    case .inserted(let todo, let index):
      if focus == .list { selection = index }
      status = StatusMessage("Added “\(todo.title)” again.", kind: .info)
    case .removed(let todo, _):
      status = StatusMessage("Deleted “\(todo.title)” again.", kind: .info)
    case .replaced:
      status = StatusMessage("Merged the file's changes again.", kind: .info)
    }
  }
}
