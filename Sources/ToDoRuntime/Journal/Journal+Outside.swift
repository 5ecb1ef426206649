import ToDoCore

extension Journal {
  /// Appends what another program did to `list`, as `merged` (a reload's or a save's
  /// merge of the file) shows it: one `outside` step by `other`, when there is any change
  /// the journal's recent entries do not hold already (`unrecorded`). On the store's
  /// queue, where the merge was made, before its result reaches the main thread; a
  /// journal that cannot be written is left for the next save to say.
  ///
  /// When the change is exactly the journal's last steps by `todo` (`todo add`, `todo done`
  /// from the shell, journaled under the same lock), nothing is appended and those steps
  /// are returned, oldest first: the app takes them into its history, for Ctrl-Z
  /// (decision 0355). Empty for anything else (another program's change, an undo, a change
  /// that is more or less than those steps).
  @discardableResult
  public func appendOutside(_ merged: MergedList, from list: ToDoList, at seconds: Int = JournalTime.now())
    -> [ListEdit]
  {
    let changes = merged.outsideChanges(from: list)
    guard !changes.isEmpty else { return [] }
    let at = Self.timestamp(seconds)
    var shellSteps: [ListEdit] = []
    try? append { (recent: [JournalEntry]) in
      let entries = JournalEntry.entries(ofOutside: changes, step: Self.lastStep(of: recent) + 1, at: at)
      shellSteps = Self.lastSteps(of: recent, changing: entries)
      guard shellSteps.isEmpty else { return [] }
      return Self.unrecorded(entries, recent: recent).map(\.jsonLine)
    }
    return shellSteps
  }

  /// The last steps of `recent` (oldest first) that are new steps by `todo` (op `do`)
  /// and together remove and add the very lines `entries` remove and add (a completion
  /// the merge saw as a line removed and one added is the step's change); empty when no
  /// run of them does. Pure; O(entries) per step looked at.
  static func lastSteps(of recent: [JournalEntry], changing entries: [JournalEntry]) -> [ListEdit] {
    let wanted = LineCounts(entries[...])
    var counts = LineCounts()
    var end = recent.count
    var steps: [ListEdit] = []
    while end > 0 {
      let last = recent[end - 1]
      guard last.by == "todo", last.op == "do" else { return [] }
      var start = end - 1
      while start > 0, recent[start - 1].step == last.step { start -= 1 }
      let step = recent[start..<end]
      guard step.allSatisfy({ $0.by == "todo" && $0.op == "do" }), let edit = JournalReplay.edit(of: step)
      else { return [] }
      counts.add(step)
      steps.insert(edit, at: 0)
      if counts == wanted { return steps }
      end = start
    }
    return []
  }

  /// How many times each line is removed and added by some entries. Pure value.
  private struct LineCounts: Equatable {
    var removed: [String: Int] = [:]
    var added: [String: Int] = [:]

    init() {}
    init(_ entries: ArraySlice<JournalEntry>) { add(entries) }

    mutating func add(_ entries: ArraySlice<JournalEntry>) {
      for entry in entries {
        if let before = entry.before, before != entry.after { removed[before, default: 0] += 1 }
        if let after = entry.after, after != entry.before { added[after, default: 0] += 1 }
      }
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
