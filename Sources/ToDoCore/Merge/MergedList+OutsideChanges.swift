extension MergedList {
  /// What another program did to `list`, as this merged list (the file read again, its
  /// lines matched to `list`'s todos) shows it: a line matched to no todo was added, a todo
  /// matched to no line was deleted, a todo matched to a line of another text was changed
  /// to it. Each a part with its place (in the file for an added or changed line, in `list`
  /// for a deleted todo), in file order, deletions last. For the journal, which writes them
  /// as another program's. Pure; O(m log n) for the m lines between the ends the matching
  /// found unchanged (`matchedEnds`, when made against `list`), else O(n) over both.
  public func outsideChanges(from list: ToDoList) -> [ListEdit] {
    let (prefix, suffix) = unchangedEnds(of: list)
    let listEnd = list.count - suffix
    var before: [ToDo.ID: (index: Int, line: TextLine)] = [:]
    before.reserveCapacity(listEnd - prefix)
    for index in prefix..<listEnd { before[list.id(at: index)] = (index, list.line(at: index)) }
    var edits: [ListEdit] = []
    for place in prefix..<(ids.count - suffix) {
      let line = titles.list.line(at: place)
      guard let id = ids[place], let old = before.removeValue(forKey: id) else {
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

  /// How many lines at the start and at the end are `list`'s todos unchanged: those the
  /// matching set aside, when it was made against a list of `list`'s count and its ids at
  /// the ends' edges are `list`'s there; else none. Pure; O(log n).
  private func unchangedEnds(of list: ToDoList) -> (prefix: Int, suffix: Int) {
    guard let ends = matchedEnds, ends.savedCount == list.count, ends.mergedCount == ids.count,
      ends.prefix + ends.suffix <= min(list.count, ids.count),
      ends.prefix == 0 || ids[ends.prefix - 1] == list.id(at: ends.prefix - 1),
      ends.suffix == 0 || ids[ids.count - ends.suffix] == list.id(at: list.count - ends.suffix)
    else { return (0, 0) }
    return (ends.prefix, ends.suffix)
  }
}
