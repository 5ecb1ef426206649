extension DependencyIndex {
  /// Whether the todo `waiter` waits for the todo `awaited` directly, in any spelling: one
  /// of its `after:`/`dep:`/`needs:` names is one of `awaited`'s `id:`s, or one of
  /// `awaited`'s `p:` names is one of its `id:`s. Pure; O(their links).
  func waits(_ waiter: ToDo.ID, directlyFor awaited: ToDo.ID) -> Bool {
    let (waiterNames, awaitedNames) = (numbers(of: waiter, .name), numbers(of: awaited, .name))
    return numbers(of: waiter, .waitsFor).contains { awaitedNames.contains($0) }
      || numbers(of: awaited, .awaitedBy).contains { waiterNames.contains($0) }
  }

  /// The todos from `start` to `target`, each waiting for the next, or nil when `start`
  /// does not wait for `target`, even through others. Each todo is visited once, so a
  /// cycle on the way ends the walk. Pure; O(the todos reachable from `start`).
  func waitingPath(from start: ToDo.ID, to target: ToDo.ID) -> [ToDo.ID]? {
    var cameFrom: [ToDo.ID: ToDo.ID] = [start: start]
    var queue = [start]
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      for other in prerequisites(of: id) where cameFrom[other] == nil {
        cameFrom[other] = id
        guard other != target else {
          var path = [target]
          while let last = path.last, last != start, let before = cameFrom[last] {
            path.append(before)
          }
          return path.reversed()
        }
        queue.append(other)
      }
    }
    return nil
  }

  /// A new `id:` name: the smallest number no todo carries, waits for or is awaited under
  /// (so that no dangling name is taken over by a todo it never meant). Pure; O(the names).
  func freshName() -> String {
    var number = 1
    while isInUse(String(number)) { number += 1 }
    return String(number)
  }

  /// Whether any todo carries `name`, waits for it or is awaited under it. O(its bytes).
  func isInUse(_ name: String) -> Bool {
    nameNumbers.existingNumber(of: name).map { isInUse($0) } ?? false
  }

  /// The `id:` names of the todo `id` that `waiter` waits for through its own words. Pure.
  func namesWaitedFor(of id: ToDo.ID, by waiter: ToDo.ID) -> [String] {
    let waited = numbers(of: waiter, .waitsFor)
    return numbers(of: id, .name).filter { waited.contains($0) }.map { nameNumbers.name($0) }
  }
}
