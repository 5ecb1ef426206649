extension DependencyIndex {
  /// More todos inserted at once than this (a load, a merge) make the index again from the
  /// whole list, in one pass, rather than one lookup a todo.
  static let largestFollowedInsert = 1_000

  /// Follows `changes` of the document, made one after the other, whose list is `list`
  /// after all of them: the todos removed go, the ones changed or inserted are read where
  /// they ended (`ShownList.finalIndices`), a replaced list is read again. Returns the todos
  /// whose blocked state may have changed (nil when the index was made again: every todo
  /// may have). Pure; O(the changed todos' links), O(n) for a replaced list or a large insert.
  mutating func follow(_ changes: [DocumentChange], in list: ToDoList) -> [ToDo.ID]? {
    var affected: [ToDo.ID] = []
    for change in changes {
      switch change {
      case .removed(let todo, _):
        affected += remove(todo.id)
      case .replaced:
        self = DependencyIndex(list)
        return nil
      case .inserted(let range) where range.count > Self.largestFollowedInsert:
        self = DependencyIndex(list)
        return nil
      case .inserted, .changed:
        break
      }
    }
    for index in ShownList.finalIndices(touchedBy: changes) where index < list.count {
      affected += update(list.id(at: index), line: list.line(at: index))
    }
    return affected
  }
}
