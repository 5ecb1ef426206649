/// A copy of the list that a sync tool (Syncthing, Dropbox, Nextcloud) left beside it when
/// two devices changed the list at once: its file name, and its todos, or why it could not
/// be read (then it is never merged, moved nor deleted). Pure value.
public struct ConflictCopy: Equatable, Sendable, Codable {
  /// The copy's file name, in the list's folder.
  public var name: String
  /// Its todos, in file order.
  public var titles: [String]
  /// Why it could not be read (not UTF-8, binary, too large, unreadable), if so.
  public var problem: String?

  public init(name: String, titles: [String] = [], problem: String? = nil) {
    self.name = name
    self.titles = titles
    self.problem = problem
  }

  /// Its todos that `list` lacks, in the copy's order: each line counted, so that a line
  /// the copy has twice and the list once is lacking once. Pure; O(n).
  public func lines(lackingFrom list: ToDoList) -> [String] {
    var inList: [String: Int] = [:]
    for title in list.titles { inList[title, default: 0] += 1 }
    return titles.filter { title in
      guard let count = inList[title], count > 0 else { return true }
      inList[title] = count - 1
      return false
    }
  }
}

/// The sync conflict copies found beside the list that wait for the user's answer (the
/// first is asked about), the names of those left alone this session, which a new scan
/// does not offer again, and those merged whose todos the list on disk may lack yet. Pure
/// value.
public struct ConflictCopies: Equatable, Sendable {
  public internal(set) var waiting: [ConflictCopy] = []
  public internal(set) var leftAlone: Set<String> = []
  /// The copies merged (`m`) that stay beside the list until a save has left it on disk
  /// with their todos: then they are moved aside (decision 0310).
  public internal(set) var mergedUnsaved: [String] = []

  public init() {}
}
