import ToDoCore

extension JournalEntry {
  /// The entry as the core reads it (`JournalRecord`), its time in the local time zone.
  /// Pure but for the local time zone.
  public var record: JournalRecord {
    JournalRecord(
      step: step, by: by, op: op, kind: kind, before: before, after: after,
      moment: JournalTime.localMoment(at))
  }

  /// What other programs changed while the app was closed (found at the start from what
  /// it last saw: `OutsideChanges`), as the entries of one `outside` step by `other`.
  /// Their places are not known: `index` is -1. Pure.
  public static func entries(ofClosed changes: [OutsideChange], step: Int, at: String) -> [JournalEntry] {
    changes.map { change in
      let kind =
        switch change.kind {
        case .added: "added"
        case .deleted: "deleted"
        case .completed, .reopened, .changed: "changed"
        }
      return JournalEntry(
        step: step, at: at, by: "other", op: "outside", kind: kind, index: -1,
        before: change.before, after: change.after)
    }
  }
}
