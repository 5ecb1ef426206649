import ToDoCore

extension Journal {
  /// Appends what another program did to `list`, as `merged` (a reload's or a save's
  /// merge of the file) shows it: one `outside` step by `other`, when there is any change
  /// the journal's recent entries do not hold already (`unrecorded`). On the store's
  /// queue, where the merge was made, before its result reaches the main thread; a
  /// journal that cannot be written is left for the next save to say.
  public func appendOutside(_ merged: MergedList, from list: ToDoList, at seconds: Int = JournalTime.now()) {
    let changes = merged.outsideChanges(from: list)
    guard !changes.isEmpty else { return }
    let at = Self.timestamp(seconds)
    try? append { (recent: [JournalEntry]) in
      let entries = JournalEntry.entries(ofOutside: changes, step: Self.lastStep(of: recent) + 1, at: at)
      return Self.unrecorded(entries, recent: recent).map(\.jsonLine)
    }
  }

  /// Appends what other programs changed while the app was closed (found at the start):
  /// one `outside` step by `other`, when there is any. On the store's queue; a journal
  /// that cannot be written is left for the next save to say.
  public func appendClosed(_ changes: [OutsideChange], at seconds: Int = JournalTime.now()) {
    guard !changes.isEmpty else { return }
    let at = Self.timestamp(seconds)
    try? append { lastStep in
      JournalEntry.entries(ofClosed: changes, step: lastStep + 1, at: at).map(\.jsonLine)
    }
  }

  /// The entries of another program's changes that the journal's `recent` entries do not
  /// hold: a change another instance of the app journaled itself (its own step), or that
  /// an instance journaled as outside already, is the same line before and after, and is
  /// left out, once for each recent entry that holds it (so two identical changes where
  /// the journal holds one keep one). Pure.
  static func unrecorded(_ entries: [JournalEntry], recent: [JournalEntry]) -> [JournalEntry] {
    var held: [Pair: Int] = [:]
    for entry in recent { held[Pair(before: entry.before, after: entry.after), default: 0] += 1 }
    return entries.filter { entry in
      let pair = Pair(before: entry.before, after: entry.after)
      guard let count = held[pair], count > 0 else { return true }
      held[pair] = count - 1
      return false
    }
  }

  /// One change's lines, before and after.
  private struct Pair: Hashable {
    var before: String?
    var after: String?
  }
}
