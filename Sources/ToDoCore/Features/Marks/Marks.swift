/// The todos marked to act on together (Space; `x`, `d`, `p`, `+`/`-`, `>`/`}` and `A` then
/// act on all of them as one undoable step), by id: a mark follows its todo across edits,
/// reloads and merges, and leaves with it. Each id keeps the index its todo had when last
/// found, so that finding the marked todos is O(marks) while the list has not moved under
/// them. Pure value.
public struct Marks: Equatable, Sendable {
  /// The marked todos' ids, each with its todo's index when last found.
  public private(set) var places: [ToDo.ID: Int] = [:]

  public init() {}

  public var isEmpty: Bool { places.isEmpty }
  public var count: Int { places.count }

  /// Whether the todo `id` is marked. O(1).
  public func contains(_ id: ToDo.ID) -> Bool { places[id] != nil }

  /// Marks the todo `id`, at `index`, or unmarks it when it is marked. O(1).
  mutating func toggle(_ id: ToDo.ID, at index: Int) {
    if places.removeValue(forKey: id) == nil { places[id] = index }
  }

  mutating func removeAll() { places.removeAll() }

  /// The marked todos found in `todos`, in file order, with their indices now; the marks
  /// of todos no longer there are dropped, and every index is brought up to date. O(marks)
  /// when every kept index still holds its todo, else one pass over the ids, O(n).
  mutating func locate(in todos: ToDoList) -> [(index: Int, todo: ToDo)] {
    guard !places.isEmpty else { return [] }
    let stillInPlace = places.allSatisfy { id, index in index < todos.count && todos.id(at: index) == id }
    if !stillInPlace {
      var found: [ToDo.ID: Int] = [:]
      var index = 0
      todos.forEachLine { id, _ in
        if places[id] != nil { found[id] = index }
        index += 1
      }
      places = found
    }
    return places.sorted { $0.value < $1.value }.map { ($0.value, todos[$0.value]) }
  }
}
