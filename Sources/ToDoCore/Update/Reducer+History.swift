extension State {
  /// Inserts `todo` at `index` and keeps the selection on the todo it was on. Pure.
  mutating func insertToDo(_ todo: ToDo, at index: Int) {
    todos.insert(todo, at: index)
    saving.changeCount += 1
    if let selected = selection, selected >= index { selection = selected + 1 }
  }

  /// Removes the todo at `index`; the selection stays on its todo, or, if that was the one
  /// removed, on the todo that took its place. Pure.
  @discardableResult
  mutating func removeToDo(at index: Int) -> ToDo {
    let removed = todos.remove(at: index)
    saving.changeCount += 1
    if let selected = selection, selected > index { selection = selected - 1 }
    return removed
  }

  /// Performs `edit` on the list; an edit whose place no longer fits is placed as near
  /// as the list allows, and the removal of a todo that is gone does nothing. Returns the
  /// index where the list changed, if it did. Pure.
  @discardableResult
  mutating func apply(_ edit: ListEdit) -> Int? {
    switch edit {
    case .inserted(let todo, let index):
      let place = min(max(index, 0), todos.count)
      insertToDo(todo, at: place)
      return place
    case .removed(let todo, let index):
      if index >= 0, index < todos.count, todos[index].id == todo.id {
        removeToDo(at: index)
        return index
      } else if let found = todos.firstIndex(where: { $0.id == todo.id }) {
        removeToDo(at: found)
        return found
      }
      return nil
    case .replaced(_, let after):
      replaceList(with: after)
      saving.changeCount += 1
      return nil  // The selection stays on its todo.
    }
  }

  /// Takes back the last change, or says there is none; the change shows on screen, with
  /// the selection where it happened. Pure.
  mutating func undo() {
    guard let edit = history.takeUndo() else {
      status = StatusMessage("Nothing to undo.", kind: .info)
      return
    }
    let place = apply(edit.inverse)
    switch edit {
    case .inserted(let todo, _):
      selectPlace(place)
      status = StatusMessage("Undid adding (Ctrl-Y to redo): “\(todo.title)”", kind: .info)
    case .removed(let todo, _):
      focus = .list
      selectPlace(place)
      status = StatusMessage("Restored (Ctrl-Y to redo): “\(todo.title)”", kind: .info)
    case .replaced:
      status = StatusMessage("Undid the merge with the file's changes (Ctrl-Y to redo).", kind: .info)
    }
  }

  /// Does again the last change undone, or says there is none; the change shows on screen,
  /// with the selection where it happened. Pure.
  mutating func redo() {
    guard let edit = history.takeRedo() else {
      status = StatusMessage("Nothing to redo.", kind: .info)
      return
    }
    let place = apply(edit)
    switch edit {
    case .inserted(let todo, _):
      selectPlace(place)
      status = StatusMessage("Added again: “\(todo.title)”", kind: .info)
    case .removed(let todo, _):
      selectPlace(place)
      status = StatusMessage("Deleted again: “\(todo.title)”", kind: .info)
    case .replaced:
      status = StatusMessage("Merged the file's changes again.", kind: .info)
    }
  }

  /// Selects the todo at `index` (or the last one, when the list is shorter), so that the
  /// list scrolls to where a change happened, even one far from the selection; nil (no
  /// change) leaves the selection. The user did not choose it: a press on its ✕ only
  /// selects it. Pure.
  private mutating func selectPlace(_ index: Int?) {
    guard let index else { return }
    guard !todos.isEmpty else {
      selection = nil
      return
    }
    let place = min(max(index, 0), todos.count - 1)
    selection = place
    unchosenSelection = todos[place].id
  }
}
