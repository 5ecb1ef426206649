/// The list a save left in the file when it differs from the list handed to the save: each
/// line's text, and the id of the todo of the saved list it is (nil for a line that came
/// from elsewhere). Pure value.
///
/// The matching is done where the merge is, off the main thread, so that taking the merged
/// list on the main thread is one pass without hashing.
public struct MergedList: Equatable, Sendable, Codable {
  public var titles: [String]
  public var ids: [ToDo.ID?]

  public init(titles: [String], ids: [ToDo.ID?]) {
    precondition(titles.count == ids.count, "one id, or nil, per title")
    self.titles = titles
    self.ids = ids
  }

  /// `lines`, each matched to a todo of `saved` with the same text (the k-th occurrence of a
  /// text to the k-th todo with it). Pure; O(n).
  public init(lines: [String], matching saved: ToDoList) {
    var idByOccurrence: [Occurrence: ToDo.ID] = [:]
    idByOccurrence.reserveCapacity(saved.count)
    var savedCounter = OccurrenceCounter()
    for todo in saved { idByOccurrence[savedCounter.next(todo.title)] = todo.id }
    var lineCounter = OccurrenceCounter()
    self.init(titles: lines, ids: lines.map { idByOccurrence[lineCounter.next($0)] })
  }
}
