/// One synced todo merged three ways (decision 0295): its line as last synced, the list's
/// version (nil: deleted in the list) and the phone's (nil: deleted there). A side that did
/// not change it gives way to the other; two changes of different fields (a new text here, a
/// new due date there) are both applied; two changes of one field keep both versions, the
/// phone's on its task, named as the app's merge names them. A completion on the phone of
/// a todo that recurs brings its next occurrence, as `x` does in the app. Pure.
struct CalDAVTodoMerge {
  /// A line of the merged list and the UID of the task it is (nil: a new one).
  struct Line: Equatable {
    var text: String
    var uid: String?
  }

  /// What the todo becomes: no line (deleted), one, or two (both versions, or the next
  /// occurrence above the completed one).
  private(set) var lines: [Line] = []
  /// What could not be applied as meant.
  private(set) var conflict: MergeConflict?

  init(base: String, ours: String?, theirs: String?, uid: String, today: CalendarDate?) {
    switch (ours, theirs) {
    case (let ours, let theirs) where ours == base:
      guard let theirs else { return }  // Deleted on the phone.
      lines = Self.withNextOccurrence(base: base, now: theirs, uid: uid, today: today)
    case (let ours, let theirs) where theirs == base:
      if let ours { lines = [Line(text: ours, uid: uid)] }  // Else deleted in the list.
    case (nil, nil):
      return
    case (nil, let theirs?):
      lines = [Line(text: theirs, uid: uid)]
      conflict = MergeConflict(original: base, here: .deleted, ours: nil, theirs: theirs)
    case (let ours?, nil):
      // The phone's task is gone: the list's version becomes a task of its own.
      lines = [Line(text: ours, uid: nil)]
      conflict = MergeConflict(
        original: base, here: .init(from: base, to: ours), ours: ours, theirs: nil)
    case (let ours?, let theirs?):
      if ours == theirs {
        lines = [Line(text: ours, uid: uid)]
      } else if ToDoTxtLine(ours).isCompleted, ToDoTxtLine(theirs).isCompleted,
        !ToDoTxtLine(base).isCompleted
      {
        // Completed on both sides: the list's completion (with its next occurrence, if any,
        // already in the list) is the one.
        lines = [Line(text: ours, uid: uid)]
      } else if let both = VTodoFields.merging(base: base, ours: ours, theirs: theirs) {
        lines = [Line(text: both, uid: uid)]
      } else {
        lines = [Line(text: ours, uid: nil), Line(text: theirs, uid: uid)]
        conflict = MergeConflict(
          original: base, here: .init(from: base, to: ours), ours: ours, theirs: theirs)
      }
    }
  }

  /// The phone's version of the todo, and above it the next occurrence when the phone
  /// completed a todo that recurs (its `RRULE` kept, as some clients do): the occurrence a
  /// completion in the app would add, as a new task. Pure.
  private static func withNextOccurrence(base: String, now: String, uid: String, today: CalendarDate?)
    -> [Line]
  {
    let (before, after) = (ToDoTxtLine(base), ToDoTxtLine(now))
    guard after.isCompleted, !before.isCompleted, before.recurrence != nil,
      let day = after.completionDate.flatMap({ CalendarDate(iso: $0) }) ?? today,
      let next = before.nextOccurrence(completedOn: day)
    else { return [Line(text: now, uid: uid)] }
    return [Line(text: next.raw, uid: nil), Line(text: now, uid: uid)]
  }
}

extension VTodoFields {
  /// `ours` and `theirs`, two changes of `base`, as one line when they changed different
  /// fields (the text with its projects and contexts, the state with its completion date,
  /// the priority, the creation, due and start dates, the recurrence); nil when a field
  /// changed on both sides to different values. Pure.
  static func merging(base: String, ours: String, theirs: String) -> String? {
    let (old, mine, other) = (
      VTodoFields(line: ToDoTxtLine(base)), VTodoFields(line: ToDoTxtLine(ours)),
      VTodoFields(line: ToDoTxtLine(theirs))
    )
    var merged = mine
    func take<Value: Equatable>(_ field: WritableKeyPath<VTodoFields, Value>) -> Bool {
      if other[keyPath: field] == old[keyPath: field] || other[keyPath: field] == mine[keyPath: field] {
        return true
      }
      guard mine[keyPath: field] == old[keyPath: field] else { return false }
      merged[keyPath: field] = other[keyPath: field]
      return true
    }
    guard take(\.text), take(\.categories), take(\.isDone), take(\.completed), take(\.priority),
      take(\.created), take(\.due), take(\.start), take(\.recurrence)
    else { return nil }
    // The list's own words where it says what the merge says.
    return merged == mine ? ours : merged == other ? theirs : merged.line
  }
}
