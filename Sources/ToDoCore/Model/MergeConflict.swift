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

  public init(original: String, here: LocalChange, ours: String?, theirs: String?) {
    self.original = original
    self.here = here
    self.ours = ours
    self.theirs = theirs
  }

  /// The conflict in words, reason first, then what was kept. Pure.
  public var message: String {
    guard let ours, here != .deleted else {
      return "Not deleted: ‘\(original)’ was changed by another program to ‘\(theirs ?? "")’"
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
    return "\(done) here, changed there to ‘\(theirs)’: both kept, yours is ‘\(ours)’"
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
