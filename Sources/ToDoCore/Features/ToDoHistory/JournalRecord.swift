/// One line of the list's journal as the core sees it: one todo's change, by this app
/// (`todo`) or another program (`other`), with its text before and after and when, in the
/// user's local time. The runtime reads the journal and hands these in
/// (`ToDoHistoryAction.read`). Pure value.
public struct JournalRecord: Hashable, Sendable, Codable {
  /// The step the change belongs to (the changes of one step were made together).
  public var step: Int
  /// `todo` or `other`.
  public var by: String
  /// `do`, `undo`, `redo`, `outside`, `undo-dropped`, `redo-dropped`.
  public var op: String
  /// `added`, `deleted`, `changed`, `archived` or `none`.
  public var kind: String
  /// The line before the change; nil for one added.
  public var before: String?
  /// The line after the change; nil for one deleted or archived.
  public var after: String?
  /// When it was written, in local time; nil when the journal's time does not read.
  public var moment: SeenMoment?

  public init(
    step: Int, by: String, op: String, kind: String, before: String?, after: String?,
    moment: SeenMoment?
  ) {
    self.step = step
    self.by = by
    self.op = op
    self.kind = kind
    self.before = before
    self.after = after
    self.moment = moment
  }
}
