/// The document sub-state: the todos, in file order, with their history and the ids they are
/// handed. Every text the app puts into a todo passes `ToDoText.sanitized` here, whatever
/// its source. Every change to the list goes through here and says what it changed as a
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
  /// How many of the todos are done (`x ` first): kept up to date by every change, so
  /// that the title never counts the list.
  public internal(set) var completedCount: Int

  public init(_ todos: [ToDo] = [], nextID: ToDo.ID? = nil) {
    self.todos = ToDoList(todos)
    self.completedCount = self.todos.completedCount
    self.history = History()
    self.nextID = nextID ?? ((todos.map(\.id).max() ?? 0) + 1)
    self.revision = 0
  }

  /// The document of `list` as loaded (no history), the next id `nextID` (above every id
  /// of the list): no todo is copied out of the list's shared bytes. Pure; O(1) but for the
  /// done count, O(n) over two bytes a line.
  public init(list: ToDoList, nextID: ToDo.ID) {
    self.todos = list
    self.completedCount = list.completedCount
    self.history = History()
    self.nextID = nextID
    self.revision = 0
  }

  /// A new todo with the next id, not yet in the list, its text as a todo may hold it
  /// (`ToDoText.sanitized`: whatever made it, no control character reaches the file). Pure.
  mutating func makeToDo(title: String) -> ToDo {
    defer { nextID += 1 }
    return ToDo(id: nextID, title: ToDoText.sanitized(title))
  }

  /// Puts `todo` at `index` as an undoable step. Pure.
  mutating func add(_ todo: ToDo, at index: Int) -> DocumentChange {
    history.record(.inserted(todo, at: index), nextID: nextID)
    return insert(todo, at: index)
  }

  /// Puts `added` at `index`, in order, as one undoable step (the lines of a sync conflict
  /// copy merged). Pure.
  mutating func add(_ added: [ToDo], at index: Int) -> [DocumentChange] {
    let edit = ListEdit.grouped(added.enumerated().map { .inserted($0.element, at: index + $0.offset) })
    history.record(edit, nextID: nextID)
    return apply(edit)
  }

  /// Removes the todo at `index` as an undoable step. Pure.
  mutating func delete(at index: Int) -> (ToDo, DocumentChange) {
    let removed = todos[index]
    history.record(.removed(removed, at: index), nextID: nextID)
    return (removed, remove(at: index))
  }

  /// Puts lines that arrived from the file with the todos added meanwhile (after them, or,
  /// with `beforeAdded`, before them), each with a new id; not undoable (the file already
  /// has them). Returns the todos that came, which share the file's bytes. Pure; O(chunks).
  mutating func appendLoaded(_ titles: TitleList, beforeAdded: Bool = false) -> (ToDoList, DocumentChange) {
    let loaded = ToDoList(titles: titles, firstID: nextID)
    nextID += loaded.count
    completedCount += loaded.completedCount
    if beforeAdded, !todos.isEmpty {
      var list = loaded
      list.append(contentsOf: todos)
      todos = list
      return (loaded, .inserted(0..<loaded.count))
    }
    let start = todos.count
    todos.append(contentsOf: loaded)
    return (loaded, .inserted(start..<todos.count))
  }

  /// Takes `merged` (what the file holds after a merge with another program's changes) as
  /// the list: the todos that stayed keep their ids, and so do the other program's versions
  /// of todos deleted here; lines from elsewhere get new ones. The merge is no step of the
  /// undo history: the history's steps, which name their todos by id, stay valid over it,
  /// and undo takes back only what the user did. The exception is a merge that removed
  /// todos: the todos it removed are one step, so that Ctrl-Z brings them back; all of
  /// them when `removalsAreUndoable`, else those no new line of the merge is the other
  /// program's version of (`removedOutright`), so that an undo never doubles a todo.
  /// Returns the list before, how many todos stayed and how many the undo step brings
  /// back. No string is made but for the lines between the ids both lists share at their
  /// ends: the matching was done off the main thread. Pure.
  mutating func takeMerged(_ merged: MergedList) -> (before: ToDoList, kept: Int, restorable: Int) {
    let before = todos
    let (after, kept) = merged.list(newIDsFrom: &nextID)
    todos = after
    completedCount = after.completedCount
    let removed = before.count - kept
    guard removed > 0 else { return (before, kept, 0) }
    let stayed = Set(merged.ids.lazy.compactMap { $0 })
    var gone = before.indices.filter { !stayed.contains(before.id(at: $0)) }
    if !Self.removalsAreUndoable(removed: removed, of: before.count, newLines: after.count - kept) {
      gone = Self.removedOutright(gone, from: before, to: after)
    }
    guard !gone.isEmpty else { return (before, kept, 0) }
    history.record(.grouped(gone.reversed().map { ListEdit.removed(before[$0], at: $0) }), nextID: nextID)
    return (before, kept, gone.count)
  }

  /// Of the todos `gone` (indices in `before`), those that no line of `after` is the other
  /// program's version of: paired by `ChangePairing`'s rules (a completion, a priority,
  /// words added at the end, an edit in place between the same neighbours), over the part
  /// between the ids the two lists share at their ends. Pure.
  static func removedOutright(_ gone: [Int], from before: ToDoList, to after: ToDoList) -> [Int] {
    let (prefix, suffix) = SharedEnds(before.count, after.count) { before.id(at: $0) == after.id(at: $1) }
      .pair
    let beforeTitles = (prefix..<before.count - suffix).map { before[$0].title }
    let afterTitles = (prefix..<after.count - suffix).map { after[$0].title }
    let pairing = ChangePairing(
      base: beforeTitles, side: afterTitles, baseCounts: LineMerge.counts(beforeTitles),
      sideCounts: LineMerge.counts(afterTitles), text: { $0 })
    var unchanged = LineMerge.counts(afterTitles)
    return gone.filter { index in
      let title = beforeTitles[index - prefix]
      // The same text in the new list: the todo is there (matched by another occurrence).
      if unchanged[title, default: 0] > 0 {
        unchanged[title]! -= 1
        return false
      }
      return pairing.pairs[index - prefix] == nil
    }
  }

  /// Whether the todos a merge removed (`removed` of `count`; `newLines`: the lines it
  /// brought that are no todo of the list) become one undo step: when it only removed
  /// todos, and when it removed most of the list (a file emptied elsewhere). Not when it
  /// also brought new lines and left most: those may be the other program's versions of
  /// the todos removed, which an undo would then double. Pure.
  static func removalsAreUndoable(removed: Int, of count: Int, newLines: Int) -> Bool {
    removed > 0 && (newLines == 0 || removed * 2 > count)
  }

  /// Gives the todo at `index` the text `title` as an undoable step (its id and place
  /// stay); nothing when the text is the same. Pure.
  mutating func change(at index: Int, to title: String) -> DocumentChange? {
    let title = ToDoText.sanitized(title)
    let before = todos[index]
    guard before.title != title else { return nil }
    let edit = ListEdit.changed(before, to: ToDo(id: before.id, title: title), at: index)
    history.record(edit, nextID: nextID)
    return apply(edit).first
  }

  /// Changes the todo at `index` to `title` and puts `added` at the same index (above it),
  /// or at `place`, as one undoable step: a recurring todo completed and its next
  /// occurrence. Pure.
  mutating func change(at index: Int, to title: String, adding added: ToDo, at place: Int? = nil)
    -> [DocumentChange]
  {
    let title = ToDoText.sanitized(title)
    let before = todos[index]
    let place = place ?? index
    let edit = ListEdit.grouped([
      .changed(before, to: ToDo(id: before.id, title: title), at: index), .inserted(added, at: place),
    ])
    history.record(edit, nextID: nextID)
    return apply(edit)
  }

  /// Changes the todo at `index` to `title` and removes the todo at `removed` (another
  /// index), as one undoable step: a recurring todo reopened and the next occurrence its
  /// completion added. Pure.
  mutating func change(at index: Int, to title: String, removing removed: Int) -> [DocumentChange] {
    let before = todos[index]
    let edit = ListEdit.grouped([
      .removed(todos[removed], at: removed),
      .changed(before, to: ToDo(id: before.id, title: title), at: removed < index ? index - 1 : index),
    ])
    history.record(edit, nextID: nextID)
    return apply(edit)
  }

  /// Removes `archived` (todos and their indices, in file order) as one undoable step, the
  /// archive: each todo found by its id near its index, and only while its text is the one
  /// archived (a todo changed meanwhile stays). Returns how many left and what changed. Pure.
  mutating func archive(_ archived: [(todo: ToDo, index: Int)]) -> (count: Int, changes: [DocumentChange]) {
    // From the last to the first: each removal leaves the indices before it in place.
    var removals: [ListEdit] = []
    for (todo, index) in archived.reversed() {
      guard let found = place(of: todo.id, near: index), todos[found].title == todo.title else { continue }
      removals.append(.removed(todos[found], at: found))
    }
    guard !removals.isEmpty else { return (0, []) }
    let edit = ListEdit.archived(.grouped(removals))
    history.record(edit, nextID: nextID)
    return (removals.count, apply(edit))
  }

  /// Replaces the todo at `index` with `title` and puts `added` right below it, in order,
  /// as one undoable step: a todo edited in the editor into several lines. Pure.
  mutating func change(at index: Int, to title: String, followedBy added: [ToDo]) -> [DocumentChange] {
    let title = ToDoText.sanitized(title)
    let before = todos[index]
    var edits: [ListEdit] = []
    if before.title != title {
      edits.append(.changed(before, to: ToDo(id: before.id, title: title), at: index))
    }
    for (offset, todo) in added.enumerated() { edits.append(.inserted(todo, at: index + 1 + offset)) }
    guard !edits.isEmpty else { return [] }
    let edit = edits.count == 1 ? edits[0] : ListEdit.grouped(edits)
    history.record(edit, nextID: nextID)
    return apply(edit)
  }

  /// Starts one undoable step of several changes: those made until `endStep` are undone
  /// and redone together (an action on the marked todos). Pure.
  mutating func beginStep() { history.beginStep() }

  /// Ends the step `beginStep` started. Pure.
  mutating func endStep() { history.endStep() }

  /// Takes back the last change: the edit undone and what it changed (nothing when another
  /// program changed or deleted the todos it concerned since, or wrote again the text it
  /// would bring back: then it is forgotten, with nothing to redo), or nil when there is
  /// nothing to undo. Pure.
  mutating func undo() -> (ListEdit, [DocumentChange])? {
    guard let (edit, since) = history.takeUndo(nextID: nextID) else { return nil }
    let changes = apply(edit.inverse, arrivedFrom: since)
    if changes.isEmpty {
      history.forgetLastUndone()
      if let id = edit.onlyToDoID { history.forgetUndoSteps(changingOnly: id) }
    }
    return (edit, changes)
  }

  /// Does again the last change undone: the edit and what it changed, or nil when there is
  /// nothing to redo. Pure.
  mutating func redo() -> (ListEdit, [DocumentChange])? {
    guard let (edit, since) = history.takeRedo(nextID: nextID) else { return nil }
    let changes = apply(edit, arrivedFrom: since)
    if changes.isEmpty {
      history.forgetLastRedone()
      if let id = edit.onlyToDoID { history.forgetRedoSteps(changingOnly: id) }
    }
    return (edit, changes)
  }

  /// Performs `edit`, each part of a group in order. An edit applies only to the list it
  /// was made on: a todo is inserted only when its id is not in the list (never twice), and
  /// removed or changed only while it reads as the edit left it; otherwise that part does
  /// nothing, so that an undo or redo after a merge never doubles a todo nor overwrites
  /// another program's change. With `arrivedFrom` (an undo or a redo: the next id when the
  /// step was last done or undone), a part that would put back a text that a todo which
  /// arrived since (an id from that one on: another program's line) already holds does
  /// nothing either: the list keeps that program's copy, not two. An edit whose place no
  /// longer fits is placed as near as the list allows. Pure.
  private mutating func apply(_ edit: ListEdit, arrivedFrom since: ToDo.ID? = nil) -> [DocumentChange] {
    switch edit {
    case .inserted(let todo, let index):
      guard place(of: todo.id, near: index) == nil, !hasArrived(todo.title, since: since) else { return [] }
      return [insert(todo, at: min(max(index, 0), todos.count))]
    case .removed(let todo, let index):
      guard let found = place(of: todo.id, near: index), todos[found].title == todo.title else { return [] }
      return [remove(at: found)]
    case .changed(let before, let after, let index):
      guard let found = place(of: before.id, near: index), todos[found].title == before.title,
        !hasArrived(after.title, since: since)
      else {
        return []
      }
      _ = todos.remove(at: found)
      todos.insert(after, at: found)
      completedCount += (after.line.isCompleted ? 1 : 0) - (before.line.isCompleted ? 1 : 0)
      revision += 1
      return [.changed(at: found)]
    case .grouped(let edits):
      return edits.flatMap { apply($0, arrivedFrom: since) }
    case .archived(let removals):
      return apply(removals, arrivedFrom: since)
    }
  }

  /// Whether a todo that came into the list with an id from `since` on holds `title`. No
  /// id was handed since (the common case) answers at once; else O(n) over the ids, a
  /// title compared only for those todos. Pure.
  func hasArrived(_ title: String, since: ToDo.ID?) -> Bool {
    guard let since, since < nextID else { return false }
    let target = TextLine(title)
    var found = false
    todos.forEachLine { id, line in
      if !found, id >= since, line == target { found = true }
    }
    return found
  }

  /// The index of the todo `id`: `index` when it is still there, else where it went
  /// (O(n)), or nil when it is gone. Pure.
  func place(of id: ToDo.ID, near index: Int) -> Int? {
    if index >= 0, index < todos.count, todos[index].id == id { return index }
    return todos.firstIndex(ofID: id)
  }

  private mutating func insert(_ todo: ToDo, at index: Int) -> DocumentChange {
    todos.insert(todo, at: index)
    if todo.line.isCompleted { completedCount += 1 }
    revision += 1
    return .inserted(index..<index + 1)
  }

  private mutating func remove(at index: Int) -> DocumentChange {
    let removed = todos.remove(at: index)
    if removed.line.isCompleted { completedCount -= 1 }
    revision += 1
    return .removed(removed, at: index)
  }

}

/// What one change did to the document's list, for the view to follow. Pure value.
public enum DocumentChange: Equatable, Sendable {
  /// Todos now at these indices are new; the ones from the lower bound on moved down.
  case inserted(Range<Int>)
  /// The todo at this index is gone; the ones after it moved up.
  case removed(ToDo, at: Int)
  /// The whole list was replaced (a merge with the file).
  case replaced
  /// The todo at this index has new text; it keeps its id and its place.
  case changed(at: Int)
}
