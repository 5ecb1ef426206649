import ToDoCore

/// The record of what the app last saw, kept up with the changes of the commands for
/// scripts: the app's next start compares the list with that record and counts what
/// differs as another program's, which the shell's changes are not (they are the app's
/// own, in its journal by "todo"). What other programs changed before the command stays
/// in the difference. Blocks on the files.
enum ShellSeenRecord {
  /// Applies the change from `before` to `after` to `seen`'s bytes, merged as the app
  /// merges: the record becomes `after` when it held `before` (the usual case), else it
  /// keeps what other programs changed before. No record: nothing to keep (the app's
  /// first start compares with nothing).
  static func carry(_ seen: SeenRecord, before: ToDoTxtDocument, after: ToDoList) {
    guard seen.distrust() == nil, let (old, _) = seen.read() else { return }
    let held: ToDoTxtDocument
    if old == before.bytes {
      held = before
    } else {
      guard let parsed = try? ToDoTxtDocument.parse(old) else { return }
      held = parsed
    }
    seen.write(held.merging(ours: after.lines, base: before.todoLines).bytes)
  }
}
