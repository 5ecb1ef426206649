extension MergedList {
  /// What another program did to `list`, as this merged list (the file read again, its
  /// lines matched to `list`'s todos) shows it: a line matched to no todo was added, a todo
  /// matched to no line was deleted, a todo matched to a line of another text was changed
  /// to it. Each a part with its place (in the file for an added or changed line, in `list`
  /// for a deleted todo), in file order, deletions last. For the journal, which writes them
  /// as another program's. Pure; O(n) over both.
  public func outsideChanges(from list: ToDoList) -> [ListEdit] {
    var before: [ToDo.ID: (index: Int, line: TextLine)] = [:]
    before.reserveCapacity(list.count)
    var index = 0
    list.forEachLine { id, line in
      before[id] = (index, line)
      index += 1
    }
    var edits: [ListEdit] = []
    let lines = titles.lines
    for (place, id) in ids.enumerated() {
      let line = lines[place]
      guard let id, let old = before.removeValue(forKey: id) else {
        edits.append(.inserted(ToDo(id: 0, title: line.string), at: place))
        continue
      }
      if old.line != line {
        edits.append(
          .changed(ToDo(id: id, title: old.line.string), to: ToDo(id: id, title: line.string), at: place))
      }
    }
    for (id, old) in before.sorted(by: { $0.value.index < $1.value.index }) {
      edits.append(.removed(ToDo(id: id, title: old.line.string), at: old.index))
    }
    return edits
  }
}
