/// What the app makes of a todo as typed before it adds it: its `due:` and `t:` dates
/// written as ISO dates, refused when one falls outside the years a date can hold, when a
/// date tag's value is no date (unless the user says to keep it as typed, decision 0335)
/// or when it is shorter than a todo may be, and its line with the creation date when the
/// preferences ask for one. The one rule for the input line (`ListSlice.addInput`), an
/// edit (`EditingSlice.saveEdit`) and the command line's `todo add`. Pure.
public enum NewToDo {
  /// A typed todo made ready: `title` with its dates written (what the status line
  /// quotes), `line` the todo's line as added (with the creation date, if any).
  public struct Text: Equatable, Sendable {
    public var title: String
    public var line: String
    /// The date tags kept as typed because their value is no date (`due:nextwek`), when
    /// that was asked: what `todo add` warns of.
    public var unreadDates: [String] = []
  }

  /// Why a typed todo is not added.
  public enum Refusal: Error, Equatable, Sendable {
    /// Nothing but spaces was typed.
    case empty
    /// The text, dates written, is shorter than `State.minimumTitleLength`.
    case tooShort(String)
    /// A date names a day outside the years 0001–9999: the explanation.
    case dateOutOfRange(String)
    /// A `due:` or `t:` value is no date (`due:nextwek`): the explanation, with what was
    /// most likely meant.
    case unreadDate(String)
  }

  /// `typed` (trimmed here) as the todo to add on `today` (nil: not known yet, the dates
  /// stay as typed), or why it is not added. A date tag whose value is no date is refused,
  /// or kept as typed when `keepingUnreadDates`. Pure.
  public static func make(
    _ typed: String, today: CalendarDate?, preferences: Preferences, keepingUnreadDates: Bool = false
  ) -> Result<Text, Refusal> {
    let trimmed = typed.trimmingWhitespace()
    let title: String
    switch writingDates(trimmed, today: today, keepingUnreadDates: keepingUnreadDates) {
    case .success(let written): title = written
    case .failure(let refusal): return .failure(refusal)
    }
    guard title.count >= State.minimumTitleLength else {
      return .failure(title.isEmpty ? .empty : .tooShort(title))
    }
    let unread = today.map { ToDoTxtLine(trimmed).unreadDates(today: $0).map { String($0.text) } } ?? []
    return .success(
      Text(title: title, line: preferences.lineForNewToDo(title, today: today), unreadDates: unread))
  }

  /// `text` with its `due:` and `t:` dates written as ISO dates once the day is known
  /// (before that, as typed), or why it cannot be: a day outside the years a todo.txt date
  /// can hold, or (unless `keepingUnreadDates`) a date tag whose value is no date. Pure.
  public static func writingDates(_ text: String, today: CalendarDate?, keepingUnreadDates: Bool) -> Result<
    String, Refusal
  > {
    guard let today else { return .success(text) }
    let line = ToDoTxtLine(text)
    if let problem = outOfRangeDate(in: line, today: today) { return .failure(.dateOutOfRange(problem)) }
    if !keepingUnreadDates, let problem = unreadDate(in: line, today: today) {
      return .failure(.unreadDate(problem))
    }
    return .success(line.resolvingRelativeDates(today: today).resolvingReminder(today: today).raw)
  }

  /// Why `line` cannot be written, when one of its `due:` or `t:` dates names a day outside
  /// the years a todo.txt date can hold: the words and what to do; nil when every date
  /// fits. Pure.
  static func outOfRangeDate(in line: ToDoTxtLine, today: CalendarDate) -> String? {
    guard let words = line.relativeDatesOutOfRange(today: today).first else { return nil }
    return "“\(words)” falls outside the years 0001–9999 todo.txt dates hold; write a nearer day"
  }

  /// Why `line`'s dates do not read, when a `due:` or `t:` value is no date: the tags, and
  /// what the first most likely meant; nil when every date reads. Pure.
  public static func unreadDate(in line: ToDoTxtLine, today: CalendarDate) -> String? {
    let unread = line.unreadDates(today: today)
    guard let first = unread.first else { return nil }
    let quoted = unread.map { "“\($0.text)”" }.joined(separator: ", ")
    let meant = RelativeDate.suggestion(for: first.value, today: today).map {
      " (did you mean \(first.key):\($0)?)"
    }
    return quoted + (unread.count > 1 ? " are not dates" : " is not a date") + (meant ?? "")
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
