import ToDoCore

/// Keeps the todos the user added to the demo list in the default list, when the user
/// answers `y` on quitting the demo (the reducer hands over those alone, never the
/// samples): the file's todos stay as they are, in their order, and the added ones the
/// file lacks (each line counted) come after them, written as any save writes (the
/// file's lock, a safe write, a merge with another program's write meanwhile). A list
/// that exists is never overwritten. Thread-safe; answers on the store's queue.
public struct DemoKeeper: Sendable {
  /// The default list, and how the note on the way out names it (`~/…`).
  public let path: String
  let shownPath: String
  private let store: FileToDoStore

  public init(
    path: String, shownPath: String, createsDirectory: Bool, fileSystem: any FileSystem = LiveFileSystem()
  ) {
    self.path = path
    self.shownPath = shownPath
    store = FileToDoStore(path: path, fileSystem: fileSystem, createsDirectory: createsDirectory)
  }

  /// Writes `todos` into the default list; answers with the line to print once the app
  /// has left (what was kept, and where), or why it could not.
  public func keep(
    _ todos: ToDoList, completion: @escaping @Sendable (Result<String, ToDoStoreError>) -> Void
  ) {
    let store = self.store
    let shownPath = self.shownPath
    store.load { loaded in
      switch loaded {
      case .failure(let error):
        completion(.failure(error))
      case .success(let titles):
        let file = ToDoList(titles: titles, firstID: 0)
        let lacking = Self.lines(of: todos.titles, lackingFrom: file.titles)
        let had = todos.count - lacking.count
        let note =
          "todo: \(todos.count == 1 ? "the todo" : "the \(todos.count) todos") you added to the demo "
          + "\(todos.count == 1 ? "is" : "are") kept in \(shownPath)"
          + (file.isEmpty ? "" : ", after its \(file.count.counted("todo"))")
          + (had == 0 ? "" : " (\(had.counted("todo")) it had already)")
          + ", its samples are not; 'todo' opens that list."
        guard !lacking.isEmpty else {
          completion(.success(note))
          return
        }
        let kept = ToDoList(titles: TitleList(file.titles + lacking), firstID: 0)
        store.save(kept, base: file) { saved in completion(saved.map { _ in note }) }
      }
    }
  }

  /// `titles` that `list` lacks, in order: a line `list` has once is lacking from a second
  /// copy in `titles`. Pure; O(n).
  static func lines(of titles: [String], lackingFrom list: [String]) -> [String] {
    var inList: [String: Int] = [:]
    for title in list { inList[title, default: 0] += 1 }
    return titles.filter { title in
      guard let count = inList[title], count > 0 else { return true }
      inList[title] = count - 1
      return false
    }
  }
}
