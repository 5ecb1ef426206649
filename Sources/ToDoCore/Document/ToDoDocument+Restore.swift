/// Restoring the undo and redo stacks of an earlier run from the journal's steps. The steps
/// name their todos by text and place only (ids live one run), so each part is bound to a
/// todo of this run: the one that reads as the step left it. Pure.
extension ToDoDocument {
  /// Starts the history with `undoable` and `redoable` (oldest first, as the journal's
  /// replay left them; their ids are not read). Where the list is the one the steps left
  /// (`listAsLeft`: no other program changed it since) and reads so at every step's place,
  /// each part is bound to the todo at its place (`ExactStepBinding`). Otherwise
  /// (another program changed it since, a step was lost) each part is bound to the todo
  /// that holds its text now, going back from the list as it is through the steps, newest
  /// first, so that a todo changed by several steps is one todo through them all. A part
  /// whose todo is not found (another program changed or deleted it since) gets an id no
  /// todo has: its undo then says "changed since" and is dropped, as any step over a
  /// changed todo; and an undo or redo of such a restored step never puts back a text the
  /// list already holds. Only on a history without steps. O(parts × chunk + n), once.
  mutating func restoreHistory(undoable: [ListEdit], redoable: [ListEdit], lastSeen: TitleList? = nil) {
    guard !history.canUndo, !history.canRedo, !(undoable.isEmpty && redoable.isEmpty) else { return }
    let undoable = Array(undoable.suffix(History.limit))
    let redoable = Array(redoable.suffix(History.limit))
    if let lastSeen, restore(undoable: undoable, redoable: redoable, onTheListTheyLeft: lastSeen) { return }
    var wanted = Set<TextLine>()
    for edit in undoable + redoable {
      for part in edit.parts {
        if let text = part.before { wanted.insert(TextLine(text)) }
        if let text = part.after { wanted.insert(TextLine(text)) }
      }
    }
    var holders: [TextLine: [(id: ToDo.ID, place: Int)]] = [:]
    var place = 0
    todos.forEachLine { id, line in
      if wanted.contains(line) { holders[line, default: []].append((id, place)) }
      place += 1
    }
    var undoBinding = StepBinding(holders: holders)
    var redoBinding = StepBinding(holders: holders)
    var boundUndoable: [ListEdit] = []
    for edit in undoable.reversed() { boundUndoable.append(undoBinding.bind(edit, next: &nextID)) }
    var boundRedoable: [ListEdit] = []
    // A step to redo is bound as the undo of its inverse: its todos read as before it.
    for edit in redoable.reversed() {
      boundRedoable.append(redoBinding.bind(edit.inverse, next: &nextID).inverse)
    }
    // Every todo counts as arrived after the restored steps: their todos are known by
    // text only, so an undo or redo that would put back a text the list holds already (a
    // step the journal lost in a crash, another program's copy) leaves it once, not twice.
    history.restore(undoable: boundUndoable.reversed(), redoable: boundRedoable.reversed(), nextID: 0)
  }
}

extension ToDoDocument {
  /// Binds the steps by place on `lastSeen`, the list they left (`ExactStepBinding`), and
  /// carries each todo of it to the todo of the list loaded that the one alignment pairs it
  /// with (`LineAlignment`): identical todos stay distinct, another program's change since
  /// leaves its todos' steps "changed since". A todo of the list that no todo as last seen
  /// became is another program's: it, and those loaded after it, count as arrived after the
  /// steps. Returns false, restoring nothing, when the steps do not read on `lastSeen`.
  /// Pure; O(parts × chunk + n), and the alignment's cost when the lists differ.
  private mutating func restore(
    undoable: [ListEdit], redoable: [ListEdit], onTheListTheyLeft lastSeen: TitleList
  ) -> Bool {
    let loaded = todos
    let same = lastSeen.elementsEqual((0..<loaded.count).lazy.map { loaded[$0].title })
    var next = nextID
    let seen = same ? todos : ToDoList(titles: lastSeen, firstID: next)
    if !same { next += seen.count }
    guard let boundUndoable = ExactStepBinding.bind(undoable.reversed(), on: seen, next: &next),
      let boundRedoable = ExactStepBinding.bind(redoable.reversed().map(\.inverse), on: seen, next: &next)
    else { return false }
    var ids: [ToDo.ID: ToDo.ID] = [:]
    var since = next
    if !same {
      let alignment = LineAlignment(base: Array(lastSeen), side: (0..<todos.count).map { todos[$0].title })
      for (index, found) in alignment.sideIndex.enumerated() {
        if let found { ids[seen.id(at: index)] = todos.id(at: found) }
      }
      for (index, origin) in alignment.baseIndex.enumerated() where origin == nil {
        since = min(since, todos.id(at: index))
      }
    }
    nextID = next
    history.restore(
      undoable: boundUndoable.reversed().map { $0.mappingIDs(ids) },
      redoable: boundRedoable.reversed().map { $0.inverse.mappingIDs(ids) }, nextID: since)
    return true
  }
}

/// The todos of this run by the text they hold, and where each stood, as the list read
/// before the steps bound so far (newest first). Of identical todos, a step is bound to the
/// one nearest the place it names: identical lines are distinct todos (decision 0295).
/// Pure value.
private struct StepBinding {
  var holders: [TextLine: [(id: ToDo.ID, place: Int)]]

  /// `edit` with each part's todo bound, the texts moved back to before it. New ids (for a
  /// todo the step removed, or one not found) come from `next`.
  mutating func bind(_ edit: ListEdit, next: inout ToDo.ID) -> ListEdit {
    switch edit {
    case .inserted(let todo, let index):
      let id = take(todo.title, near: index) ?? fresh(&next)
      return .inserted(ToDo(id: id, title: todo.title), at: index)
    case .removed(let todo, let index):
      let id = fresh(&next)
      give(todo.title, id, at: index)
      return .removed(ToDo(id: id, title: todo.title), at: index)
    case .changed(let before, let after, let index):
      let id = take(after.title, near: index) ?? fresh(&next)
      give(before.title, id, at: index)
      return .changed(ToDo(id: id, title: before.title), to: ToDo(id: id, title: after.title), at: index)
    case .grouped(let edits):
      let bound = edits.reversed().map { bind($0, next: &next) }
      return .grouped(bound.reversed())
    case .archived(let removals):
      return .archived(bind(removals, next: &next))
    }
  }

  private mutating func take(_ title: String, near index: Int) -> ToDo.ID? {
    let line = TextLine(title)
    guard var held = holders[line], !held.isEmpty else { return nil }
    // The nearest place; of two as near, the later (the one given back last).
    var chosen = held.count - 1
    for candidate in held.indices.reversed()
    where abs(held[candidate].place - index) < abs(held[chosen].place - index) {
      chosen = candidate
    }
    let id = held.remove(at: chosen).id
    holders[line] = held
    return id
  }

  private mutating func give(_ title: String, _ id: ToDo.ID, at index: Int) {
    holders[TextLine(title), default: []].append((id, index))
  }

  private func fresh(_ next: inout ToDo.ID) -> ToDo.ID {
    defer { next += 1 }
    return next
  }
}

extension ListEdit {
  /// Each part of the edit (an insert, a removal, a change) in order, as its text before
  /// and after (nil where the todo is not in the list) and its place. Pure.
  public var parts: [(before: String?, after: String?, index: Int, archived: Bool)] {
    switch self {
    case .inserted(let todo, let index): [(nil, todo.title, index, false)]
    case .removed(let todo, let index): [(todo.title, nil, index, false)]
    case .changed(let before, let after, let index): [(before.title, after.title, index, false)]
    case .grouped(let edits): edits.flatMap(\.parts)
    case .archived(let removals): removals.parts.map { ($0.before, $0.after, $0.index, true) }
    }
  }
}
