/// A local edit that a merge with another program's changes could not apply as the user
/// meant, by name: a todo deleted here that the other program changed (kept as they left
/// it), or changed here (completed, reopened, a priority, edited) that the other program
/// deleted (kept as changed here) or changed otherwise (both versions kept). Nothing is
/// dropped in either case; the conflict says what was kept. Pure value.
public struct MergeConflict: Equatable, Sendable, Codable {
  /// What the user did to the todo.
  public enum LocalChange: String, Equatable, Sendable, Codable {
    case deleted, completed, reopened, prioritized, edited

    /// How the change shows in a line that was `before` and is `after`. Pure.
    public init(from before: String, to after: String) {
      let (old, new) = (ToDoTxtLine(before), ToDoTxtLine(after))
      if new.isCompleted, !old.isCompleted {
        self = .completed
      } else if old.isCompleted, !new.isCompleted {
        self = .reopened
      } else if old.priority != new.priority, old.description == new.description {
        self = .prioritized
      } else {
        self = .edited
      }
    }
  }

  /// The line as both sides last agreed on it.
  public var original: String
  /// What the user did to it.
  public var here: LocalChange
  /// The line as the user left it; nil when deleted here.
  public var ours: String?
  /// The line as the other program left it; nil when deleted there.
  public var theirs: String?
  /// Whether `theirs` is known as the original's version only by its place (none of its
  /// words are the original's): a line the other program deleted, with another written in
  /// its place, reads the same. Nil (as in older recordings) for false.
  public var replacedThere: Bool?

  public init(
    original: String, here: LocalChange, ours: String?, theirs: String?, replacedThere: Bool = false
  ) {
    self.original = original
    self.here = here
    self.ours = ours
    self.theirs = theirs
    self.replacedThere = replacedThere ? true : nil
  }

  /// The conflict in words, reason first, then what was kept. Pure.
  public var message: String {
    // Only the words tell a change from a line put in another's place: said as seen.
    let changedThere = replacedThere == true ? "replaced there by" : "changed there to"
    guard let ours, here != .deleted else {
      let how = replacedThere == true ? "replaced by another program with" : "changed by another program to"
      return "Not deleted: ‘\(original)’ was \(how) ‘\(theirs ?? "")’"
    }
    let done: String
    switch here {
    case .completed: done = "Completed"
    case .reopened: done = "Reopened"
    case .prioritized: done = "Priority set"
    case .edited, .deleted: done = "Edited"
    }
    guard let theirs else {
      return "\(done) here, deleted there: ‘\(ours)’ (kept as \(keptAs))"
    }
    return "\(done) here, \(changedThere) ‘\(theirs)’: both kept, yours is ‘\(ours)’"
  }

  /// How the line kept from here reads in a message.
  private var keptAs: String {
    switch here {
    case .completed: "completed"
    case .reopened: "reopened"
    case .prioritized: "prioritized here"
    case .edited, .deleted: "edited here"
    }
  }
}
