/// Writes a todo.txt line into a calendar object (decision 0261): a new object for a new
/// todo, or the object last synced with only the properties whose mapped field changed
/// rewritten. Every other line (the phone's `X-` properties, alarms, time zones, unmapped
/// RRULEs, a priority of 7 while the letter stays C) keeps its bytes. Pure.
public enum VTodoExport {
  /// The object for `line`: `existing` updated, or a new one with `uid`. `stamp` is the
  /// UTC time of the sync (`20261126T190000Z`), written to `DTSTAMP` and `LAST-MODIFIED`
  /// when anything changed. `zone` is the user's: a `rem:` at a time is written as an
  /// alarm at that time in UTC.
  public static func document(
    for line: ToDoTxtLine, updating existing: ICalDocument?, uid: String, stamp: String,
    zone: WallClockZone = .utc
  ) -> ICalDocument {
    var document = existing ?? newDocument(uid: uid, stamp: stamp)
    guard
      let index = document.calendar.items.firstIndex(where: {
        if case .component(let todo) = $0 {
          todo.name == "VTODO" && todo.property("RECURRENCE-ID") == nil
        } else {
          false
        }
      }), case .component(var todo) = document.calendar.items[index]
    else { return document }
    let wanted = VTodoFields(line: line)
    if update(&todo, to: wanted, zone: zone) {
      let end = todo.lineEnd
      if existing != nil {
        todo.replaceProperties(
          "DTSTAMP", with: [ICalContentLine(name: "DTSTAMP", value: stamp, lineEnd: end)])
        todo.replaceProperties(
          "LAST-MODIFIED", with: [ICalContentLine(name: "LAST-MODIFIED", value: stamp, lineEnd: end)])
      }
      document.calendar.items[index] = .component(todo)
    }
    return document
  }

  /// Rewrites the properties of `todo` whose field differs from `wanted`; whether any did.
  static func update(_ todo: inout ICalComponent, to wanted: VTodoFields, zone: WallClockZone) -> Bool {
    let current = VTodoFields(todo: todo)
    let end = todo.lineEnd
    var changed = false
    func line(_ name: String, _ value: String) -> ICalContentLine {
      ICalContentLine(name: name, value: value, lineEnd: end)
    }
    let categories =
      wanted.categories.isEmpty ? [] : [line("CATEGORIES", ICalText.escapeList(wanted.categories))]
    let newCategories = Set(wanted.categories) != Set(current.categories.map(\.replacingSpaces))
    if wanted.text != shownText(of: todo, categories: newCategories ? categories : nil, current: current) {
      todo.replaceProperties("SUMMARY", with: [line("SUMMARY", ICalText.escape(wanted.text))])
      changed = true
    }
    if newCategories {
      todo.replaceProperties("CATEGORIES", with: categories)
      changed = true
    }
    if wanted.isDone != current.isDone || wanted.completed != current.completed {
      todo.replaceProperties("STATUS", with: [line("STATUS", wanted.isDone ? "COMPLETED" : "NEEDS-ACTION")])
      let completed = wanted.completed.map { [line("COMPLETED", $0.utcMidnight)] } ?? []
      todo.replaceProperties("COMPLETED", with: wanted.isDone ? completed : [])
      if todo.property("PERCENT-COMPLETE") != nil {
        todo.replaceProperties(
          "PERCENT-COMPLETE", with: wanted.isDone ? [line("PERCENT-COMPLETE", "100")] : [])
      }
      changed = true
    }
    // A done line keeps its priority in `pri:`, as the app's completion writes it. A letter
    // the object already says (D over a `PRIORITY:9`, which reads as C) is no change.
    let carried = wanted.priority.flatMap { VTodoPriority.letter(for: String(VTodoPriority.value(for: $0))) }
    if carried != current.priority {
      let lines = wanted.priority.map { [line("PRIORITY", String(VTodoPriority.value(for: $0)))] } ?? []
      todo.replaceProperties("PRIORITY", with: lines)
      changed = true
    }
    // A done line without a completion date cannot say a creation date: leave CREATED.
    if wanted.created != current.created, !(wanted.isDone && wanted.completed == nil) {
      let lines = wanted.created.map { [line("CREATED", $0.utcMidnight)] } ?? []
      todo.replaceProperties("CREATED", with: lines)
      changed = true
    }
    if wanted.due != current.due {
      todo.replaceProperties(
        "DUE", with: wanted.due.map { [ICalDateValue(date: $0).line("DUE", lineEnd: end)] } ?? [])
      changed = true
    }
    if wanted.start != current.start {
      todo.replaceProperties(
        "DTSTART", with: wanted.start.map { [ICalDateValue(date: $0).line("DTSTART", lineEnd: end)] } ?? [])
      changed = true
    }
    if wanted.recurrence != current.recurrence {
      let rule = wanted.recurrence.flatMap(VTodoRecurrence.rule(forRec:))
      let currentRuleSaysSomething =
        todo.property("RRULE").flatMap { VTodoRecurrence.recValue(forRule: $0.value) } != nil
      if rule != nil || currentRuleSaysSomething || wanted.recurrence != nil {
        todo.replaceProperties("RRULE", with: rule.map { [line("RRULE", $0)] } ?? [])
      }
      let extra = wanted.recurrence.flatMap { VTodoRecurrence.needsExtra($0) ? $0 : nil }
      todo.replaceProperties(
        VTodoRecurrence.extraProperty, with: extra.map { [line(VTodoRecurrence.extraProperty, $0)] } ?? [])
      changed = true
    }
    // Last: a reminder counted from the due date counts from the `DUE` just written.
    if VTodoAlarm.set(wanted.reminder, in: &todo, description: wanted.text, zone: zone) {
      changed = true
    }
    return changed
  }

  /// The text `todo` shows once its `CATEGORIES` are `categories` (nil: as they are):
  /// `current`'s for a task with a summary; for one without, what it is shown by (its
  /// DESCRIPTION's first line or "(no title)", and the categories it does not name), so that
  /// a line saying just that gives it no SUMMARY (decision 0307). Pure.
  private static func shownText(of todo: ICalComponent, categories: [ICalContentLine]?, current: VTodoFields)
    -> String
  {
    guard !VTodoFields.hasSummary(todo) else { return current.text }
    guard let categories else { return current.text }
    var recategorised = todo
    recategorised.replaceProperties("CATEGORIES", with: categories)
    return VTodoFields(todo: recategorised).text
  }

  /// A calendar with one VTODO holding only its UID and DTSTAMP.
  static func newDocument(uid: String, stamp: String) -> ICalDocument {
    func line(_ name: String, _ value: String) -> ICalContentLine {
      ICalContentLine(name: name, value: value)
    }
    let todo = ICalComponent(
      begin: line("BEGIN", "VTODO"),
      items: [.property(line("UID", uid)), .property(line("DTSTAMP", stamp))],
      end: line("END", "VTODO"))
    let calendar = ICalComponent(
      begin: line("BEGIN", "VCALENDAR"),
      items: [
        .property(line("VERSION", "2.0")), .property(line("PRODID", "-//todo//todo.txt CalDAV bridge//EN")),
        .component(todo),
      ],
      end: line("END", "VCALENDAR"))
    return ICalDocument(calendar: calendar)
  }
}

/// How the CalDAV mapping reads a calendar object into a todo.txt line. Pure.
public enum VTodoImport {
  /// The line the object's master `VTODO` (the one without `RECURRENCE-ID`) says; nil when
  /// it has none. `zone` is the user's: an alarm's UTC time is read as local time.
  public static func line(for document: ICalDocument, zone: WallClockZone = .utc) -> String? {
    guard let todo = document.todos.first(where: { $0.property("RECURRENCE-ID") == nil }) else {
      return nil
    }
    return VTodoFields(todo: todo, zone: zone).line
  }
}

extension CalendarDate {
  /// Midnight UTC of the day, as a DATE-TIME value: `20261126T000000Z`.
  var utcMidnight: String {
    String(description.filter { $0 != "-" }) + "T000000Z"
  }
}
