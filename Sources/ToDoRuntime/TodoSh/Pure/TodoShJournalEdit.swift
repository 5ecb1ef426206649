import ToDoCore

/// What a todo.sh run did to a list, as the one undoable step the app's journal keeps: the
/// todos (the non-empty lines) before and after, aligned as the app aligns versions
/// (`LineAlignment`), become the removals (highest first), the changes, and the insertions
/// (in order) that turn one into the other; a removed todo that went to the done file is
/// archived. Nil when the todos are the same. Pure.
public enum TodoShJournalEdit {
  public static func edit(before: [String], after: [String], archived: Set<String> = []) -> ListEdit? {
    let old = before.filter { !$0.isEmpty }
    let new = after.filter { !$0.isEmpty }
    guard old != new else { return nil }
    let alignment = LineAlignment(base: old, side: new)
    var nextID: ToDo.ID = 1
    func todo(_ title: String) -> ToDo {
      defer { nextID += 1 }
      return ToDo(id: nextID, title: title)
    }
    var removals: [ListEdit] = []
    var removedBelow = Array(repeating: 0, count: old.count + 1)
    for index in old.indices {
      removedBelow[index + 1] = removedBelow[index] + (alignment.sideIndex[index] == nil ? 1 : 0)
    }
    // From the highest place down, so that each place is still the todo's.
    for index in old.indices.reversed() where alignment.sideIndex[index] == nil {
      let removal = ListEdit.removed(todo(old[index]), at: index)
      removals.append(archived.contains(old[index]) ? .archived(removal) : removal)
    }
    var changes: [ListEdit] = []
    for (index, match) in alignment.sideIndex.enumerated() {
      guard let match, old[index] != new[match] else { continue }
      let id = nextID
      nextID += 1
      changes.append(
        .changed(
          ToDo(id: id, title: old[index]), to: ToDo(id: id, title: new[match]),
          at: index - removedBelow[index]))
    }
    var insertions: [ListEdit] = []
    for (index, match) in alignment.baseIndex.enumerated() where match == nil {
      insertions.append(.inserted(todo(new[index]), at: index))
    }
    let parts = removals + changes + insertions
    return parts.count == 1 ? parts[0] : .grouped(parts)
  }
}
