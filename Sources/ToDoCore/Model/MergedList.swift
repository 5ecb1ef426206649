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
    var idsByTitle: [String: (ids: [ToDo.ID], next: Int)] = [:]
    for todo in saved { idsByTitle[todo.title, default: ([], 0)].ids.append(todo.id) }
    var ids: [ToDo.ID?] = []
    ids.reserveCapacity(lines.count)
    for line in lines {
      if let entry = idsByTitle[line], entry.next < entry.ids.count {
        ids.append(entry.ids[entry.next])
        idsByTitle[line]!.next += 1
      } else {
        ids.append(nil)
      }
    }
    self.init(titles: lines, ids: ids)
  }
}
