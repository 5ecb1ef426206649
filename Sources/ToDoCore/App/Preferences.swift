/// How the user wants new todos added: where in the list, and whether with the day they
/// were made (the day the core was last told, `State.today`). Set at launch from the config
/// file and the command line. Pure value.
public struct Preferences: Equatable, Sendable {
  /// Where a new todo goes in the list.
  public enum Placement: String, Equatable, Sendable, CaseIterable {
    case top
    case bottom
  }

  public var newToDos: Placement
  /// Whether a new todo's line starts with the day it was added, as its todo.txt creation
  /// date.
  public var addsCreationDates: Bool

  public init(newToDos: Placement = .top, addsCreationDates: Bool = false) {
    self.newToDos = newToDos
    self.addsCreationDates = addsCreationDates
  }

  /// `title` as the new todo's line on `today`: with the creation date after the priority,
  /// as the todo.txt format places it, when creation dates are on and the day is known,
  /// unless the text already has one or is marked done. Pure.
  public func lineForNewToDo(_ title: String, today: CalendarDate?) -> String {
    guard addsCreationDates, let today else { return title }
    let creationDate = today.description
    let line = ToDoTxtLine(title)
    guard !line.isCompleted, line.creationDate == nil else { return title }
    guard line.priority != nil else { return creationDate + " " + title }
    // `(A) ` is four characters; the format puts the date right after it.
    let afterPriority = title.index(title.startIndex, offsetBy: 4)
    return String(title[..<afterPriority]) + creationDate + " " + title[afterPriority...]
  }
}
