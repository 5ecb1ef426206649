/// How the user wants new todos added: where in the list, and whether with the day they
/// were made. Set at launch from the config file and the command line. Pure value.
public struct Preferences: Equatable, Sendable {
  /// Where a new todo goes in the list.
  public enum Placement: String, Equatable, Sendable, CaseIterable {
    case top
    case bottom
  }

  public var newToDos: Placement
  /// The day (`YYYY-MM-DD`) written before a new todo's text as its todo.txt creation
  /// date, or nil for none. The core reads no clock: the launch passes today's date in.
  public var creationDate: String?

  public init(newToDos: Placement = .top, creationDate: String? = nil) {
    self.newToDos = newToDos
    self.creationDate = creationDate
  }

  /// `title` as the new todo's line: with the creation date after the priority, as the
  /// todo.txt format places it, unless the text already has one or is marked done. Pure.
  public func lineForNewToDo(_ title: String) -> String {
    guard let creationDate else { return title }
    let line = ToDoTxtLine(title)
    guard !line.isCompleted, line.creationDate == nil else { return title }
    guard line.priority != nil else { return creationDate + " " + title }
    // `(A) ` is four characters; the format puts the date right after it.
    let afterPriority = title.index(title.startIndex, offsetBy: 4)
    return String(title[..<afterPriority]) + creationDate + " " + title[afterPriority...]
  }
}
