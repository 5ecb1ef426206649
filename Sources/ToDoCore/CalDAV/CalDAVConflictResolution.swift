/// One task changed on both sides of vdirsyncer between two of its runs (the app's vdir and
/// the server), merged as the bridge merges (`CalDAVTodoMerge`, decisions 0296, 0307): what
/// vdirsyncer hands its `conflict_resolution` command. The base is the task as the bridge
/// last saw it agreed (`CalDAVSyncState.Entry.agreed`, else its object); the app's version
/// is the one it last wrote (else the first), the phone's the other. Changes of different
/// fields are both kept; a field changed on both sides keeps both versions, named as the
/// list's merge names them: the phone's on the task, the app's as a todo of its own
/// (`keptApart`, for the list). The result is the phone's object with the merged fields
/// written into it, so that its own properties (alarms, a phone's `X-` lines) stay. A task
/// the bridge never synced takes the newer version whole (`LAST-MODIFIED`, else `DTSTAMP`;
/// the second one on a tie). Pure.
public struct CalDAVConflictResolution: Equatable, Sendable {
  /// The object both sides are to hold.
  public var text: String
  /// What the merge did, in a sentence.
  public var message: String
  /// The version kept as a todo of its own, a line to add to the list (the next sync makes
  /// it a task); nil when the merge kept everything on the task.
  public var keptApart: String?

  /// Why the two files cannot be merged.
  public struct Refusal: Error, Equatable, Sendable {
    public var message: String
  }

  /// The merge of `first` and `second` (two versions of one object), against the bridge's
  /// `state`; `stamp` is the time now (`20261202T090000Z`); `zone` the user's, for the
  /// times of reminders.
  public init(
    first: String, second: String, state: CalDAVSyncState, stamp: String, zone: WallClockZone = .utc
  ) throws(Refusal) {
    let (one, other) = (try Self.task(first, "the first", zone), try Self.task(second, "the second", zone))
    guard one.uid == other.uid else {
      throw Refusal(message: "the two files are different tasks (UID \(one.uid) and \(other.uid))")
    }
    let merged: String
    let phone: Task
    if let entry = state.trusted.entries.first(where: { $0.uid == one.uid }) {
      // The app's own last write is one side, not the base: the version before it is.
      let wroteSecond = second == entry.object && first != entry.object
      let app: Task
      (app, phone) = wroteSecond ? (other, one) : (one, other)
      let appWrote = app.text == entry.object
      let baseObject = (appWrote ? entry.agreed : nil) ?? entry.object
      let baseDocument = try? ICalDocument(parsing: baseObject)
      let base = baseDocument.flatMap { VTodoImport.line(for: $0, zone: zone) } ?? entry.line
      let merge = CalDAVTodoMerge(base: base, ours: app.line, theirs: phone.line, uid: one.uid, today: nil)
      merged = merge.onTask ?? phone.line
      if let conflict = merge.conflict, merge.apart != nil {
        // The app's version as the list holds it, when it is the app's own write.
        keptApart = appWrote ? entry.line : app.line
        message = conflict.message + "; yours goes into the list as a todo of its own"
      } else {
        message = "merged ‘\(merged)’"
      }
    } else {
      phone = Self.modified(one.todo) > Self.modified(other.todo) ? one : other
      merged = phone.line
      message = "no sync of this task known: the newer ‘\(merged)’ kept"
    }
    if merged == phone.line {
      text = phone.text
    } else {
      text =
        VTodoExport.document(
          for: ToDoTxtLine(merged), updating: phone.document, uid: phone.uid, stamp: stamp, zone: zone
        )
        .text
    }
  }

  private struct Task {
    var text: String
    var document: ICalDocument
    var todo: ICalComponent
    var uid: String
    var line: String
  }

  private static func task(_ text: String, _ which: String, _ zone: WallClockZone) throws(Refusal) -> Task {
    let document: ICalDocument
    do {
      document = try ICalDocument(parsing: text)
    } catch {
      throw Refusal(message: "\(which) file is not iCalendar: \(error.description)")
    }
    guard let todo = document.todos.first(where: { $0.property("RECURRENCE-ID") == nil }),
      let uid = todo.property("UID")?.value, !uid.isEmpty,
      let line = VTodoImport.line(for: document, zone: zone)
    else { throw Refusal(message: "\(which) file holds no VTODO with a UID") }
    return Task(text: text, document: document, todo: todo, uid: uid, line: line)
  }

  /// When the task was last changed, as a UTC stamp compared as text; "" when unknown.
  private static func modified(_ todo: ICalComponent) -> String {
    (todo.property("LAST-MODIFIED") ?? todo.property("DTSTAMP"))?.value ?? ""
  }
}
