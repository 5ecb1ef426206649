/// What the detail area says of one todo's dependencies: each open todo it waits for, the
/// cycle of waiting it is on, and each name it waits for that no todo carries. Pure; made
/// from the index alone, in O(the todo's links) and a bounded walk for the cycle.
///
///     ⊘ waits for: Buy the paint id:paint
///     ↻ cycle: paint → walls → paint
///     ? no todo has id:plan
enum DependencyNotes {
  /// The lines for the todo `id` (none when it names no dependency, or waits for nothing
  /// open, on no cycle and for no missing name).
  static func lines(of id: ToDo.ID, in index: DependencyIndex) -> [String] {
    guard index.title(of: id) != nil else { return [] }
    var lines = index.blockers(of: id).map { "⊘ waits for: " + (index.title(of: $0) ?? "") }
    if let cycle = index.cycle(through: id) {
      lines.append("↻ cycle: " + (cycle + [id]).map { name(of: $0, in: index) }.joined(separator: " → "))
    }
    lines += index.danglingNames(of: id).map { "? no todo has id:" + $0 }
    return lines
  }

  /// How a cycle names a todo: its first `id:`, else the start of its text.
  static func name(of id: ToDo.ID, in index: DependencyIndex) -> String {
    if let name = index.names(of: id).first { return name }
    return String((index.title(of: id) ?? "").prefix(16))
  }
}

extension ShownList {
  /// What the detail area says of the todo `id`'s dependencies (`DependencyNotes`); nothing
  /// at once when no todo names one. Pure.
  func dependencyNotes(of id: ToDo.ID) -> [String] {
    dependencies.isEmpty ? [] : DependencyNotes.lines(of: id, in: dependencies)
  }
}
