/// Binds the journal's steps to the todos of this run by their places alone, when the list
/// is exactly what the steps left: each step taken back (or, for the redo stack, done
/// again) on a copy of the list, part by part, where it says, and checked there. A todo is
/// then the one at its step's place, so identical todos stay distinct todos with their own
/// undo (decision 0295), where a binding by text could only guess among them. Pure value.
struct ExactStepBinding {
  /// The list as it reads before the steps bound so far.
  private var list: ToDoList

  init(_ list: ToDoList) { self.list = list }

  /// `steps` (newest first) bound, or nil at the first part whose place does not read as
  /// the step left it (another program changed the list since, or a step was lost): the
  /// list is then not what the steps left. New ids (for a todo a step removed) come from
  /// `next`. O(parts × chunk) over the list.
  static func bind(_ steps: [ListEdit], on list: ToDoList, next: inout ToDo.ID) -> [ListEdit]? {
    var binding = ExactStepBinding(list)
    var bound: [ListEdit] = []
    for step in steps {
      guard let edit = binding.takeBack(step, next: &next) else { return nil }
      bound.append(edit)
    }
    return bound
  }

  /// `edit` with its todos' ids, the list moved back to before it; nil when a part does
  /// not fit.
  private mutating func takeBack(_ edit: ListEdit, next: inout ToDo.ID) -> ListEdit? {
    switch edit {
    case .inserted(let todo, let index):
      guard index >= 0, index < list.count, list[index].title == todo.title else { return nil }
      let id = list.remove(at: index).id
      return .inserted(ToDo(id: id, title: todo.title), at: index)
    case .removed(let todo, let index):
      guard index >= 0, index <= list.count else { return nil }
      let id = next
      next += 1
      list.insert(ToDo(id: id, title: todo.title), at: index)
      return .removed(ToDo(id: id, title: todo.title), at: index)
    case .changed(let before, let after, let index):
      guard index >= 0, index < list.count, list[index].title == after.title else { return nil }
      let id = list.remove(at: index).id
      list.insert(ToDo(id: id, title: before.title), at: index)
      return .changed(ToDo(id: id, title: before.title), to: ToDo(id: id, title: after.title), at: index)
    case .grouped(let edits):
      var bound: [ListEdit] = []
      for part in edits.reversed() {
        guard let edit = takeBack(part, next: &next) else { return nil }
        bound.append(edit)
      }
      return .grouped(bound.reversed())
    case .archived(let removals):
      return takeBack(removals, next: &next).map { .archived($0) }
    }
  }
}

extension ListEdit {
  /// This edit with each todo's id replaced through `ids` (an id not there stays). Pure.
  func mappingIDs(_ ids: [ToDo.ID: ToDo.ID]) -> ListEdit {
    guard !ids.isEmpty else { return self }
    func mapped(_ todo: ToDo) -> ToDo { ToDo(id: ids[todo.id] ?? todo.id, title: todo.title) }
    switch self {
    case .inserted(let todo, let index): return .inserted(mapped(todo), at: index)
    case .removed(let todo, let index): return .removed(mapped(todo), at: index)
    case .changed(let before, let after, let index):
      return .changed(mapped(before), to: mapped(after), at: index)
    case .grouped(let edits): return .grouped(edits.map { $0.mappingIDs(ids) })
    case .archived(let removals): return .archived(removals.mappingIDs(ids))
    }
  }
}
