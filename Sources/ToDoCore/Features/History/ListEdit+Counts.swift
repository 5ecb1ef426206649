extension ListEdit {
  /// What an undo (`undoing`) or a redo of this step said when it changed several todos at
  /// once (marked todos completed, prioritised, postponed): how many, how many came back or
  /// were changed again and what they are now, and how many were skipped because another
  /// program changed them since; nil for a step of one changed todo (a recurring todo's
  /// completion changes one and adds one), which names its todo instead. `applied` is what
  /// the step changed this time. Pure; O(n).
  func bulkMessage(undoing: Bool, applied: [DocumentChange]) -> StatusMessage? {
    guard case .grouped(let edits) = self else { return nil }
    let changes = edits.compactMap { edit -> (before: ToDo, after: ToDo)? in
      if case .changed(let before, let after, _) = edit { (before, after) } else { nil }
    }
    guard changes.count > 1 else { return nil }
    let done = applied.filter { if case .changed = $0 { true } else { false } }.count
    let skipped = max(changes.count - done, 0)
    // What the todos are after this undo or redo.
    let now = changes.map { undoing ? $0.before : $0.after }
    let then = changes.map { undoing ? $0.after : $0.before }
    let state =
      if now.allSatisfy(\.line.isCompleted) && !then.contains(where: \.line.isCompleted) {
        "done again"
      } else if !now.contains(where: \.line.isCompleted) && then.allSatisfy(\.line.isCompleted) {
        "open again"
      } else {
        undoing ? "back as they were" : "changed again"
      }
    let what = undoing ? "Undid the change to" : "Redid the change to"
    let text =
      "\(what) \(changes.count.counted("todo")): \(done) \(state)"
      + (skipped == 0
        ? "" : ", \(skipped) skipped (another program changed \(skipped == 1 ? "it" : "them") since)")
      + (undoing ? " (Ctrl-Y to redo)." : ".")
    return StatusMessage(text, kind: skipped == 0 ? .info : .warning)
  }
}
