/// The dates of an open todo as a row says them beside its line, counted from today
/// (`DatePhrase`): its `due:` date, then its `t:` date while that is still ahead, each in
/// the style its tag shows in (`due tomorrow` as upcoming, `3 days late` as overdue).
/// Empty for a done todo, one without such dates, and before the day is known. Pure; reads
/// the line's tags, never the other todos.
func dateNotes(of line: ToDoTxtLine, today: CalendarDate?) -> [(text: String, style: Style)] {
  guard let today, !line.isCompleted else { return [] }
  var notes: [(text: String, style: Style)] = []
  if let due = line.tagValue("due").flatMap({ CalendarDate(iso: $0) }) {
    notes.append((DatePhrase.due(due, today: today), dueStyle(of: due, today: today)))
  }
  if let start = line.tagValue("t").flatMap({ CalendarDate(iso: $0) }), start > today {
    notes.append((DatePhrase.start(start, today: today), .threshold))
  }
  return notes
}

/// The style of a `due:` date on `today`: overdue before it, due today, upcoming in the
/// week ahead, plain `due` later. Pure.
func dueStyle(of due: CalendarDate, today: CalendarDate) -> Style {
  if due < today { return .overdue }
  if due == today { return .dueToday }
  return DatePhrase.isUpcoming(due, today: today) ? .upcoming : .due
}
