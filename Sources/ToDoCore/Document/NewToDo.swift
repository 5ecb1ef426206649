/// What the app makes of a todo as typed before it adds it: its relative `due:` and `t:`
/// dates written as ISO dates, refused when one falls outside the years a date can hold or
/// when it is shorter than a todo may be, and its line with the creation date when the
/// preferences ask for one. The one rule for the input line (`ListSlice.addInput`) and the
/// command line's `todo add`. Pure.
public enum NewToDo {
  /// A typed todo made ready: `title` with its dates written (what the status line
  /// quotes), `line` the todo's line as added (with the creation date, if any).
  public struct Text: Equatable, Sendable {
    public var title: String
    public var line: String
  }

  /// Why a typed todo is not added.
  public enum Refusal: Error, Equatable, Sendable {
    /// Nothing but spaces was typed.
    case empty
    /// The text, dates written, is shorter than `State.minimumTitleLength`.
    case tooShort(String)
    /// A relative date word names a day outside the years 0001–9999: the explanation.
    case dateOutOfRange(String)
  }

  /// `typed` (trimmed here) as the todo to add on `today` (nil: not known yet, the dates
  /// stay as typed), or why it is not added. Pure.
  public static func make(_ typed: String, today: CalendarDate?, preferences: Preferences) -> Result<
    Text, Refusal
  > {
    let trimmed = typed.trimmingWhitespace()
    if let problem = outOfRangeDate(in: trimmed, today: today) { return .failure(.dateOutOfRange(problem)) }
    let title = writingDates(trimmed, today: today)
    guard title.count >= State.minimumTitleLength else {
      return .failure(title.isEmpty ? .empty : .tooShort(title))
    }
    return .success(Text(title: title, line: preferences.lineForNewToDo(title, today: today)))
  }

  /// Why `text` cannot be written, when one of its relative `due:` or `t:` dates names a
  /// day outside the years a todo.txt date can hold: the word and what to do; nil when
  /// every date fits (or the day is not known yet). Pure.
  static func outOfRangeDate(in text: String, today: CalendarDate?) -> String? {
    guard let today, let word = ToDoTxtLine(text).relativeDatesOutOfRange(today: today).first else {
      return nil
    }
    return "“\(word)” falls outside the years 0001–9999 todo.txt dates hold; write a nearer day"
  }

  /// `text` with its relative `due:` and `t:` dates written as ISO dates, once the day is
  /// known (before that, as typed). Pure.
  static func writingDates(_ text: String, today: CalendarDate?) -> String {
    guard let today else { return text }
    return ToDoTxtLine(text).resolvingRelativeDates(today: today).resolvingReminder(today: today).raw
  }
}

extension ToDoDocument {
  /// Adds `line` as a new todo where `preferences` put new ones (the top or the bottom),
  /// as an undoable step; returns its index and the change. Pure.
  public mutating func addNew(_ line: String, preferences: Preferences) -> (
    index: Int, change: DocumentChange
  ) {
    let todo = makeToDo(title: line)
    let place = preferences.newToDos == .top ? 0 : todos.count
    return (place, add(todo, at: place))
  }
}
