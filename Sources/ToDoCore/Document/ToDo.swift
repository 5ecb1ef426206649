/// One todo: a stable identity and the text the user typed. Pure value.
public struct ToDo: Equatable, Hashable, Sendable, Identifiable, Codable {
  public typealias ID = Int

  /// Unique within one run; handed out by `ToDoDocument.nextID`, never reused.
  public let id: ID
  public var title: String

  /// The title read as a todo.txt line (completion, priority, dates, projects, contexts,
  /// tags). O(1) to make; each field is read when asked for.
  public var line: ToDoTxtLine { ToDoTxtLine(title) }

  public init(id: ID, title: String) {
    self.id = id
    self.title = title
  }
}
