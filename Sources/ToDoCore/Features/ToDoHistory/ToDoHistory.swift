/// One event of a todo's history: created, changed (its text before and after),
/// completed, reopened, or the next occurrence of a recurring todo made; by whom and when.
/// Pure value.
public struct ToDoHistoryEvent: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case created, changed, completed, reopened
    /// Made by completing the todo's earlier occurrence (`rec:`).
    case recurred
  }

  public var kind: Kind
  public var before: String?
  public var after: String?
  /// `todo` (this app) or `other` (another program).
  public var by: String
  /// What made it when not a plain change: `undo`, `redo`.
  public var op: String
  public var moment: SeenMoment?

  public init(
    _ kind: Kind, before: String? = nil, after: String? = nil, by: String = "todo",
    op: String = "do", moment: SeenMoment? = nil
  ) {
    self.kind = kind
    self.before = before
    self.after = after
    self.by = by
    self.op = op
    self.moment = moment
  }
}

/// A todo's history read from the journal's records. Pure.
public enum ToDoHistory {
  /// The events of the todo whose line is `line` now, newest first: the journal is walked
  /// back from its end, following the todo by its text (a change's `before` is the same
  /// todo's earlier text) down to the record that added it; an addition that a completion
  /// of the same step made (a recurring todo's next occurrence) leads on to that earlier
  /// occurrence, whose history follows. Another todo with the same text shares the
  /// records of that text (the journal names todos by text only). O(n) in the records.
  public static func events(of line: String, in records: [JournalRecord]) -> [ToDoHistoryEvent] {
    var events: [ToDoHistoryEvent] = []
    var current = line
    var index = records.count - 1
    while index >= 0 {
      let record = records[index]
      defer { index -= 1 }
      guard record.after == current, record.kind == "added" || record.kind == "changed" else {
        continue
      }
      guard record.kind == "changed", let before = record.before else {
        // Added: made by a completion of the same step when the todo recurs, else created.
        guard let completion = earlierOccurrence(of: record, at: index, in: records) else {
          events.append(event(.created, record))
          return events
        }
        events.append(event(.recurred, record))
        current = completion
        continue
      }
      let (was, now) = (ToDoTxtLine(before).isCompleted, ToDoTxtLine(current).isCompleted)
      events.append(event(!was && now ? .completed : was && !now ? .reopened : .changed, record))
      current = before
    }
    return events
  }

  /// The completed line of the todo whose completion in the same step (and the same
  /// operation) added `record`'s line: a recurring todo's earlier occurrence. Nil when the
  /// step completed no `rec:` todo.
  private static func earlierOccurrence(
    of record: JournalRecord, at index: Int, in records: [JournalRecord]
  ) -> String? {
    var other = index - 1
    while other >= 0, records[other].step == record.step {
      defer { other -= 1 }
      let candidate = records[other]
      guard candidate.op == record.op, candidate.kind == "changed", let before = candidate.before,
        let after = candidate.after, ToDoTxtLine(after).isCompleted, !ToDoTxtLine(before).isCompleted,
        before.contains("rec:")
      else { continue }
      return after
    }
    var next = index + 1
    while next < records.count, records[next].step == record.step {
      defer { next += 1 }
      let candidate = records[next]
      guard candidate.op == record.op, candidate.kind == "changed", let before = candidate.before,
        let after = candidate.after, ToDoTxtLine(after).isCompleted, !ToDoTxtLine(before).isCompleted,
        before.contains("rec:")
      else { continue }
      return after
    }
    return nil
  }

  private static func event(_ kind: ToDoHistoryEvent.Kind, _ record: JournalRecord) -> ToDoHistoryEvent {
    ToDoHistoryEvent(
      kind, before: record.before, after: record.after, by: record.by, op: record.op,
      moment: record.moment)
  }
}
