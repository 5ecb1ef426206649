extension DependencyIndex {
  /// The todos that wait for any of `ids`, those among `ids` left out: asked before they
  /// leave the list (deleted, archived). Pure; O(their links); nothing at once when no todo
  /// names a dependency.
  func dependents(ofAll ids: [ToDo.ID]) -> [ToDo.ID] {
    guard !isEmpty else { return [] }
    var found: [ToDo.ID] = []
    for id in ids {
      for other in dependents(of: id) where !ids.contains(other) && !found.contains(other) {
        found.append(other)
      }
    }
    return found
  }

  /// What the todos `waiting` (which waited for todos just removed) are left with, for the
  /// status: `; 2 todos wait for a missing id:paint`, or empty when each still finds what
  /// it waits for. Pure.
  func danglingNote(for waiting: [ToDo.ID]) -> String {
    var names: [String] = []
    var count = 0
    for id in waiting {
      let missing = danglingNames(of: id)
      if !missing.isEmpty { count += 1 }
      for name in missing where !names.contains(name) { names.append(name) }
    }
    guard count > 0 else { return "" }
    let verb = count == 1 ? "waits" : "wait"
    return "; \(count.counted("todo")) \(verb) for a missing "
      + names.map { "id:" + $0 }.joined(separator: ", ")
  }
}
