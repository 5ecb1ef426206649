/// `todo undo`: the app's Ctrl-Z over the steps an earlier run left in the journal. The
/// steps are bound to the todos as the app binds them at its start (`restoreHistory`, by
/// text and place), and the last one is taken back with the document's own `undo`, which
/// leaves todos another program changed since as they are. The document's history then
/// holds the undo, for the journal. Pure.
public enum ShellUndo {
  /// What the undo did.
  public enum Outcome: Equatable, Sendable {
    /// The step was taken back: the step, and the lines it changed (before, after).
    case undone(ListEdit)
    /// Its todos changed since (another program): nothing changed, and the step is
    /// forgotten, as Ctrl-Z forgets it.
    case changedSince(ListEdit)
    /// No step to take back.
    case nothing
  }

  /// The last of `undoable` (oldest first, as `JournalReplay.stacks` gives them) taken back
  /// on `document`. Pure.
  public static func perform(undoable: [ListEdit], redoable: [ListEdit], in document: ToDoDocument) -> (
    document: ToDoDocument, outcome: Outcome
  ) {
    var document = document
    guard !undoable.isEmpty else { return (document, .nothing) }
    document.restoreHistory(undoable: undoable, redoable: redoable)
    guard let (edit, changes) = document.undo() else { return (document, .nothing) }
    return (document, changes.isEmpty ? .changedSince(edit) : .undone(edit))
  }
}
