/// One task changed on both sides of vdirsyncer between two of its runs (the app's vdir and
/// the server), merged as the bridge merges (decision 0296): what vdirsyncer hands its
/// `conflict_resolution` command. The base is the task as the bridge last saw it agreed
/// (`CalDAVSyncState.Entry.agreed`, else its object); changes of different fields are both
/// kept; a field changed on both sides takes the newer version (`LAST-MODIFIED`, else
/// `DTSTAMP`; the second one on a tie), and says so. The result is the second version's
/// object (the server's, in the configuration the manual shows) with the merged fields
/// written into it, so that its own properties (alarms, a phone's `X-` lines) stay. Pure.
public struct CalDAVConflictResolution: Equatable, Sendable {
  /// The object both sides are to hold.
  public var text: String
  /// What the merge did, in a sentence.
  public var message: String

  /// Why the two files cannot be merged.
  public struct Refusal: Error, Equatable, Sendable {
    public var message: String
  }

  /// The merge of `first` and `second` (two versions of one object), against the bridge's
  /// `state`; `stamp` is the time now (`20261202T090000Z`).
  public init(first: String, second: String, state: CalDAVSyncState, stamp: String) throws(Refusal) {
    let (one, other) = (try Self.task(first, "the first"), try Self.task(second, "the second"))
    guard one.uid == other.uid else {
      throw Refusal(message: "the two files are different tasks (UID \(one.uid) and \(other.uid))")
    }
    let newer = Self.modified(one.todo) > Self.modified(other.todo) ? one : other
    let merged: String
    if let entry = state.trusted.entries.first(where: { $0.uid == one.uid }) {
      // The app's own last write is one side, not the base: the version before it is.
      let wroteOne = first == entry.object || second == entry.object
      let baseObject = (wroteOne ? entry.agreed : nil) ?? entry.object
      let base = (try? ICalDocument(parsing: baseObject)).flatMap(VTodoImport.line(for:)) ?? entry.line
      if let both = VTodoFields.merging(base: base, ours: one.line, theirs: other.line) {
        merged = both
        message = "merged ‘\(both)’"
      } else {
        merged = newer.line
        message = "both sides changed one field of ‘\(base)’: the newer ‘\(newer.line)’ kept"
      }
    } else {
      merged = newer.line
      message = "no sync of this task known: the newer ‘\(newer.line)’ kept"
    }
    if merged == other.line {
      text = second
    } else {
      text =
        VTodoExport.document(for: ToDoTxtLine(merged), updating: other.document, uid: other.uid, stamp: stamp)
        .text
    }
  }

  private struct Task {
    var document: ICalDocument
    var todo: ICalComponent
    var uid: String
    var line: String
  }

  private static func task(_ text: String, _ which: String) throws(Refusal) -> Task {
    let document: ICalDocument
    do {
      document = try ICalDocument(parsing: text)
    } catch {
      throw Refusal(message: "\(which) file is not iCalendar: \(error.description)")
    }
    guard let todo = document.todos.first(where: { $0.property("RECURRENCE-ID") == nil }),
      let uid = todo.property("UID")?.value, !uid.isEmpty, let line = VTodoImport.line(for: document)
    else { throw Refusal(message: "\(which) file holds no VTODO with a UID") }
    return Task(document: document, todo: todo, uid: uid, line: line)
  }

  /// When the task was last changed, as a UTC stamp compared as text; "" when unknown.
  private static func modified(_ todo: ICalComponent) -> String {
    (todo.property("LAST-MODIFIED") ?? todo.property("DTSTAMP"))?.value ?? ""
  }
}
