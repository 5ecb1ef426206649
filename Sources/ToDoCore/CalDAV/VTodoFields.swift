/// What the CalDAV mapping carries between a todo.txt line and a `VTODO` (decision 0261),
/// read from either side. Two values are compared field by field to decide which
/// properties to rewrite: an unchanged field leaves its property's bytes alone. Pure value.
public struct VTodoFields: Hashable, Sendable {
  /// The description without the tags mapped to properties (`due:`, `t:`, `rec:`): SUMMARY.
  public var text: String
  /// `+project` and `@context` names, without the sign, in order: CATEGORIES.
  public var categories: [String]
  public var isDone: Bool
  public var completed: CalendarDate?
  public var priority: Character?
  public var created: CalendarDate?
  public var due: CalendarDate?
  public var start: CalendarDate?
  /// The `rec:` value.
  public var recurrence: String?
  /// The first `rem:` tag's reminder, when the other side can carry it (one counted from
  /// the due date needs a `due:`): the reminder alarm (`VTodoAlarm`, decision 0347).
  public var reminder: Reminder?

  /// The tags mapped to properties, in the order an imported line writes them; `pri:` only
  /// on a done line (where the app keeps the priority of a completed todo).
  static let mappedKeys = ["due", "t", "rec", "pri"]

  /// Whether `value` is a valid value of the mapped tag `key`.
  static func isMapped(_ key: String, _ value: Substring) -> Bool {
    switch key {
    case "rec": Recurrence(value) != nil
    case "pri": value.count == 1 && value.first.map { $0.isASCII && $0.isUppercase } == true
    default: CalendarDate(iso: value) != nil
    }
  }

  /// Reads a todo.txt line.
  public init(line: ToDoTxtLine) {
    isDone = line.isCompleted
    completed = line.completionDate.flatMap { CalendarDate(iso: $0) }
    priority = line.priority
    created = line.creationDate.flatMap { CalendarDate(iso: $0) }
    var removed: [Range<String.Index>] = []
    var values: [String: Substring] = [:]
    var firstReminder: (range: Range<String.Index>, reminder: Reminder?)?
    for range in line.wordRanges() {
      let word = line.raw[range]
      guard let colon = word.firstIndex(of: ":") else { continue }
      let key = String(word[..<colon])
      let value = word[word.index(after: colon)...]
      if key == Self.reminderKey, firstReminder == nil, ToDoTxtLine.isTagValue(value) {
        firstReminder = (range, Reminder(spelled: value))
        continue
      }
      guard Self.mappedKeys.contains(key), values[key] == nil, key != "pri" || line.isCompleted else {
        continue
      }
      guard Self.isMapped(key, value), ToDoTxtLine.isTagValue(value) else { continue }
      values[key] = value
      removed.append(range)
    }
    due = values["due"].flatMap { CalendarDate(iso: $0) }
    start = values["t"].flatMap { CalendarDate(iso: $0) }
    recurrence = values["rec"].map(String.init)
    if line.isCompleted { priority = values["pri"]?.first }
    // Only the first `rem:` tag is the reminder, as the app reads it; one the phone cannot
    // carry stays in the text.
    if let firstReminder, let reminder = firstReminder.reminder, reminder.time(due: due) != nil {
      self.reminder = reminder
      removed.append(firstReminder.range)
      removed.sort { $0.lowerBound < $1.lowerBound }
    }
    text = Self.removing(removed, from: line)
    // A summary kept from reading as a head (`x `, `(A) `, a date) is the text after it.
    if text.first == Self.headGuard { text.removeFirst() }
    categories = (line.projects + line.contexts).map(String.init)
  }

  /// The tag a reminder is written in.
  static let reminderKey = "rem"

  /// Reads a `VTODO`: what a line imported from it says; `zone` reads an alarm's UTC time
  /// as the user's local time.
  public init(todo: ICalComponent, zone: WallClockZone = .utc) {
    var text = Self.title(of: todo)
    categories = todo.properties("CATEGORIES").flatMap { ICalText.unescapeList($0.value) }
      .filter { !$0.isEmpty }
    // The categories the summary does not name are added to the line's text as projects.
    let summaryLine = ToDoTxtLine(text)
    let named = Set((summaryLine.projects + summaryLine.contexts).map(String.init))
    for category in categories.map(\.replacingSpaces) where !named.contains(category) {
      text += (text.isEmpty ? "+" : " +") + category
    }
    self.text = text
    let status = todo.property("STATUS")?.value.uppercased()
    let completedLine = todo.property("COMPLETED")
    isDone = status == "COMPLETED" || (status == nil && completedLine != nil)
    completed = isDone ? completedLine.flatMap(ICalDateValue.init)?.date : nil
    priority = todo.property("PRIORITY").flatMap { VTodoPriority.letter(for: $0.value) }
    created = todo.property("CREATED").flatMap(ICalDateValue.init)?.date
    due = todo.property("DUE").flatMap(ICalDateValue.init)?.date
    start = todo.property("DTSTART").flatMap(ICalDateValue.init)?.date
    let ruled = todo.property("RRULE").flatMap { VTodoRecurrence.recValue(forRule: $0.value) }
    let extra = todo.property(VTodoRecurrence.extraProperty).map { String($0.value.trimmingBlanks) }
    if let extra, Recurrence(extra) != nil,
      VTodoRecurrence.rule(forRec: extra).flatMap(VTodoRecurrence.recValue(forRule:)) == ruled
    {
      recurrence = extra
    } else {
      recurrence = ruled
    }
    let reminder = VTodoAlarm.reminder(of: todo, zone: zone)
    self.reminder = reminder?.time(due: due) == nil ? nil : reminder
  }

  /// What a task is called on the list: its SUMMARY on one line; without one (RFC 5545
  /// makes it optional), the first line of its DESCRIPTION, else `untitled`, so that the
  /// task is never a blank line the next sync would take for a deleted todo.
  static func title(of todo: ICalComponent) -> String {
    func isLineBreak(_ character: Character) -> Bool {
      character == "\n" || character == "\r\n" || character == "\r"
    }
    let summary = todo.property("SUMMARY").map { ICalText.unescape($0.value) } ?? ""
    if hasSummary(todo) { return String(summary.map { isLineBreak($0) ? " " : $0 }) }
    let description = todo.property("DESCRIPTION").map { ICalText.unescape($0.value) } ?? ""
    let first = description.split(whereSeparator: isLineBreak).first { !String($0).trimmingBlanks.isEmpty }
    return first.map { String(String($0).trimmingBlanks) } ?? untitled
  }

  /// Whether `todo` has a SUMMARY that says something (not only blanks). Pure.
  static func hasSummary(_ todo: ICalComponent) -> Bool {
    !(todo.property("SUMMARY").map { ICalText.unescape($0.value) } ?? "").trimmingBlanks.isEmpty
  }

  /// The title of a task that has neither a summary nor a description.
  static let untitled = "(no title)"

  /// Put before a text that would otherwise read as part of the line's head (a summary
  /// `x Buy milk`, `(A) Call`, `2026-01-01 plan`), and taken out when the line is read:
  /// U+2060 WORD JOINER, invisible and of no width (decision 0266).
  static let headGuard: Character = "\u{2060}"

  /// The todo.txt line these fields make: mark, priority, dates, the text, then `due:`,
  /// `t:`, `rec:`, `rem:`. A done line without a completion date cannot hold a creation date. A
  /// text that would read as a mark, a priority or a date is kept from it by `headGuard`.
  public var line: String {
    let plain = line(guardingText: false)
    let read = VTodoFields(line: ToDoTxtLine(plain))
    let keepsItsHead =
      read.isDone == isDone && read.priority == priority && read.completed == completed
      && read.created == (isDone && completed == nil ? nil : created) && read.text == text
    return keepsItsHead ? plain : line(guardingText: true)
  }

  /// The line, its text after `headGuard` when `guardingText`.
  private func line(guardingText: Bool) -> String {
    var parts: [String] = []
    if isDone {
      parts.append("x")
      if let completed {
        parts.append(completed.description)
      }
    } else if let priority {
      parts.append("(\(priority))")
    }
    if let created, !isDone || completed != nil { parts.append(created.description) }
    // A mapped tag goes after the text, or before it when the text holds a word with the
    // same key that would be read first.
    let textLine = ToDoTxtLine("a " + text)
    var before: [String] = []
    var after: [String] = []
    let donePriority = isDone ? priority.map { String($0) } : nil
    for (key, value) in [
      ("due", due?.description), ("t", start?.description), ("rec", recurrence),
      (Self.reminderKey, reminder?.spelled), ("pri", donePriority),
    ] {
      guard let value else { continue }
      // Any `rem:` in the text would be read first (the reminder is the first one).
      let holdsOne = textLine.tags.contains { tag in
        tag.key == key && (key == Self.reminderKey || Self.isMapped(key, tag.value))
      }
      if holdsOne { before.append(key + ":" + value) } else { after.append(key + ":" + value) }
    }
    parts += before
    if !text.isEmpty { parts.append(guardingText ? String(Self.headGuard) + text : text) }
    parts += after
    return parts.joined(separator: " ")
  }

  /// The description with the words at `ranges` taken out, each with the blank before it
  /// (or after it, for the first word).
  private static func removing(_ ranges: [Range<String.Index>], from line: ToDoTxtLine) -> String {
    let description = line.description
    var result = ""
    var cursor = description.startIndex
    for range in ranges {
      var cut = range
      if cut.lowerBound > description.startIndex,
        [" ", "\t"].contains(description[description.index(before: cut.lowerBound)])
      {
        cut = description.index(before: cut.lowerBound)..<cut.upperBound
      } else if cut.upperBound < description.endIndex,
        [" ", "\t"].contains(description[cut.upperBound])
      {
        cut = cut.lowerBound..<description.index(after: cut.upperBound)
      }
      cut = max(cut.lowerBound, cursor)..<cut.upperBound
      result += description[cursor..<cut.lowerBound]
      cursor = cut.upperBound
    }
    return result + description[cursor...]
  }
}

extension String {
  /// A category as one todo.txt word: spaces become `_`.
  var replacingSpaces: String { String(map { $0 == " " || $0 == "\t" ? "_" : $0 }) }
}
