/// One synced todo merged three ways (decision 0295): its line as last synced, the list's
/// version (nil: deleted in the list) and the phone's (nil: deleted there). A side that did
/// not change it gives way to the other; two changes of different fields (a new text here, a
/// new due date there) are both applied; two changes of one field keep both versions, the
/// phone's on its task, named as the app's merge names them. A completion on the phone of
/// a todo that recurs brings its next occurrence, as `x` does in the app, whatever the list
/// did meanwhile (decision 0307). Pure.
struct CalDAVTodoMerge {
  /// A line of the merged list and the UID of the task it is (nil: a new one).
  struct Line: Equatable {
    var text: String
    var uid: String?
  }

  /// The version that stays on the task (its UID); nil: the task goes.
  private(set) var onTask: String?
  /// The other version, kept as a todo of its own (a new task): the list's, when one field
  /// changed on both sides or the phone deleted a task the list changed.
  private(set) var apart: String?
  /// The next occurrence the phone's completion brings, a new task.
  private(set) var next: String?
  /// What could not be applied as meant.
  private(set) var conflict: MergeConflict?

  /// What the todo becomes, in the list's order: no line (deleted), or the version kept
  /// apart, the next occurrence and the task's own line, those that are.
  var lines: [Line] {
    [apart, next].compactMap { $0.map { Line(text: $0, uid: nil) } }
      + (onTask.map { [Line(text: $0, uid: uid)] } ?? [])
  }

  private let uid: String

  init(base: String, ours: String?, theirs: String?, uid: String, today: CalendarDate?) {
    self.uid = uid
    switch (ours, theirs) {
    case (let ours, let theirs) where ours == base:
      onTask = theirs  // Nil: deleted on the phone.
    case (let ours, let theirs) where theirs == base:
      onTask = ours  // Nil: deleted in the list.
    case (nil, nil):
      break
    case (nil, let theirs?):
      onTask = theirs
      conflict = MergeConflict(original: base, here: .deleted, ours: nil, theirs: theirs)
    case (let ours?, nil):
      // The phone's task is gone: the list's version becomes a task of its own.
      apart = ours
      conflict = MergeConflict(
        original: base, here: .init(from: base, to: ours), ours: ours, theirs: nil)
    case (let ours?, let theirs?):
      if ours == theirs {
        onTask = ours
      } else if ToDoTxtLine(ours).isCompleted, ToDoTxtLine(theirs).isCompleted,
        !ToDoTxtLine(base).isCompleted
      {
        // Completed on both sides: the list's completion (with its next occurrence, if any,
        // already in the list) is the one.
        onTask = ours
      } else if let both = VTodoFields.merging(base: base, ours: ours, theirs: theirs) {
        onTask = both
      } else {
        (apart, onTask) = (ours, theirs)
        conflict = MergeConflict(
          original: base, here: .init(from: base, to: ours), ours: ours, theirs: theirs)
      }
    }
    next = onTask.flatMap { Self.nextOccurrence(base: base, ours: ours, kept: $0, today: today) }
  }

  /// The occurrence a completion in the app would add, when the version `kept` on the task
  /// is a completion the phone made (the todo open as last synced and in the list, done
  /// now) of a todo that still recurs once merged (its `RRULE` kept, as some clients do):
  /// the next one of `kept` opened again, from its completion date (else `today`). A list
  /// that completed the todo too brought its own with `x`. Pure.
  private static func nextOccurrence(base: String, ours: String?, kept: String, today: CalendarDate?)
    -> String?
  {
    let done = ToDoTxtLine(kept)
    guard done.isCompleted, !ToDoTxtLine(base).isCompleted,
      ours.map({ !ToDoTxtLine($0).isCompleted }) ?? true,
      let day = done.completionDate.flatMap({ CalendarDate(iso: $0) }) ?? today
    else { return nil }
    return done.reopened().nextOccurrence(completedOn: day)?.raw
  }
}

extension VTodoFields {
  /// `ours` and `theirs`, two changes of `base`, as one line when they changed different
  /// fields (the text with its projects and contexts, the state with its completion date,
  /// the priority, the creation, due and start dates, the recurrence, the reminder); nil when a field
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
      take(\.created), take(\.due), take(\.start), take(\.recurrence), take(\.reminder)
    else { return nil }
    // The list's own words where it says what the merge says.
    return merged == mine ? ours : merged == other ? theirs : merged.line
  }
}
