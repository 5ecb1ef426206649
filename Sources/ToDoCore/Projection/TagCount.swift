/// A project or a context with the number of open and done todos naming it, as the picker
/// of projects and contexts lists them. Pure value.
public struct TagCount: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case project
    case context
  }

  public var kind: Kind
  /// The name without its sign.
  public var name: String
  public var open: Int
  public var done: Int

  public init(_ kind: Kind, _ name: String, open: Int, done: Int = 0) {
    self.kind = kind
    self.name = name
    self.open = open
    self.done = done
  }

  /// The word as a todo writes it: `+home`, `@phone`.
  public var term: String { (kind == .project ? "+" : "@") + name }

  /// The search's word for exactly this project or context: `"+home"` (not `+homework`).
  public var searchWord: String { "\"" + term + "\"" }

  /// The most todos counted in the reducer, on the main thread (a pass over their bytes, as
  /// the projection's); more are counted off it by `PickerCommand.countTags`.
  public static let largestCountOnTheMainThread = ShownList.largestProjectionOnTheMainThread

  /// Every project and context of `todos` (in a todo's text after its dates, as
  /// `ToDoTxtLine` reads them: a sign, then a name starting with a letter, a digit or `_`),
  /// each with the open and done todos naming it (a todo naming one twice counts once; the
  /// case of ASCII letters aside, as the search reads them): projects first, then
  /// contexts, each by name, capitals aside. Reads bytes, makes a string per distinct name
  /// only. Pure.
  public static func counts(in todos: ToDoList) -> [TagCount] {
    var table = LineWords.Table()
    var open: [Int] = []
    var done: [Int] = []
    var seenInLine: [Int] = []
    todos.forEachLine { _, line in
      line.withBytes { bytes in
        seenInLine.removeAll(keepingCapacity: true)
        let isDone = LineBytes.isCompleted(bytes)
        LineWords.forEach(in: bytes, keys: false) { kind, range in
          let entry = table.entry(kind, UnsafeBufferPointer(rebasing: bytes[range]))
          if entry == open.count {
            open.append(0)
            done.append(0)
          }
          guard !seenInLine.contains(entry) else { return }
          seenInLine.append(entry)
          if isDone { done[entry] += 1 } else { open[entry] += 1 }
        }
      }
    }
    return table.entries.enumerated().map { index, entry in
      TagCount(
        entry.kind == .project ? .project : .context, String(decoding: entry.name, as: UTF8.self),
        open: open[index], done: done[index])
    }.sorted { a, b in
      if a.kind != b.kind { return a.kind == .project }
      let (left, right) = (a.name.lowercased(), b.name.lowercased())
      return left != right ? left < right : a.name < b.name
    }
  }
}
