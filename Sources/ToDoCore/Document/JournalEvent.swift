/// One thing the history did that the journal keeps: a step done, undone or redone, or an
/// undo or redo that found its todos changed since and was dropped. Numbered in the order
/// they happened, from the document's start, so that the runtime writes each one once
/// (`History.journalEvents(after:)`). Pure value.
public struct JournalEvent: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    /// A new step: `edit` is what it changed.
    case did = "do"
    /// The last step taken back: `edit` is the step (its inverse is what changed).
    case undid = "undo"
    /// The last undone step done again: `edit` is the step.
    case redid = "redo"
    /// An undo that changed nothing (another program changed its todos since): the step
    /// is gone from both stacks.
    case undoDropped = "undo-dropped"
    /// A redo that changed nothing, for the same reason.
    case redoDropped = "redo-dropped"
  }

  public var kind: Kind
  public var edit: ListEdit
  /// 1 for the document's first event, then one more each.
  public var number: Int

  public init(kind: Kind, edit: ListEdit, number: Int) {
    self.kind = kind
    self.edit = edit
    self.number = number
  }
}
