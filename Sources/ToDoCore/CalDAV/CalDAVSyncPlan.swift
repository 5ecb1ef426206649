/// One sync of the list with a vdir (decision 0262), worked out without touching a file:
/// the phone's changes since the last sync become "their" version of the last synced
/// lines, the list is "ours", and the app's own three-way merge (`LineMerge`, with its
/// conflicts named) decides; then every todo of the merge gets its `UID` and its object.
/// Pure; the runtime reads the files, gives them here and writes what the plan says.
public struct CalDAVSyncPlan: Equatable, Sendable {
  /// A `.ics` file of the vdir: its name and text.
  public struct VdirFile: Equatable, Sendable {
    public var name: String
    public var text: String

    public init(name: String, text: String) {
      self.name = name
      self.text = text
    }
  }

  /// The list's todo lines after the sync (blank lines not included).
  public var lines: [String]
  /// The files to write (name, text): new or changed objects.
  public var writes: [VdirFile]
  /// The files to delete: objects of todos deleted in the list.
  public var deletions: [String]
  /// The state to keep once everything is written.
  public var state: CalDAVSyncState
  /// What the merge could not apply as meant, as the app names it.
  public var conflicts: [MergeConflict]
  /// The files that are not calendar objects with a VTODO, and why: left alone.
  public var invalid: [(name: String, reason: String)]

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lines == rhs.lines && lhs.writes == rhs.writes && lhs.deletions == rhs.deletions
      && lhs.state == rhs.state && lhs.conflicts == rhs.conflicts
      && lhs.invalid.map(\.name) == rhs.invalid.map(\.name)
  }

  /// The plan for the list's lines `ours`, the vdir's files and the last sync's `state`.
  /// `stamp` is the sync's UTC time (`20261126T190000Z`); `makeUID` gives a new todo's UID
  /// from its place in the merged list.
  public init(
    ours: [String], vdir: [VdirFile], state: CalDAVSyncState, stamp: String,
    makeUID: (Int) -> String
  ) {
    // The vdir by UID (the master VTODO's); unreadable files are named and left alone. A
    // file whose text is its entry's as last synced is not parsed: its UID is the entry's,
    // and its document is read only if its todo's line changed (decision 0264).
    let lastFile = Dictionary(state.entries.map { ($0.uid, $0.file) }) { first, _ in first }
    let entryOfFile = Dictionary(state.entries.indices.map { (state.entries[$0].file, $0) }) { first, _ in
      first
    }
    var objects: [String: (file: VdirFile, document: ICalDocument?)] = [:]
    var newUIDs: [String] = []
    var invalid: [(name: String, reason: String)] = []
    for file in vdir {
      if let index = entryOfFile[file.name], state.entries[index].object == file.text,
        objects[state.entries[index].uid] == nil
      {
        objects[state.entries[index].uid] = (file, nil)
        continue
      }
      do {
        let document = try ICalDocument(parsing: file.text)
        guard let todo = document.todos.first(where: { $0.property("RECURRENCE-ID") == nil }),
          let uid = todo.property("UID")?.value, !uid.isEmpty
        else {
          invalid.append((file.name, "no VTODO with a UID"))
          continue
        }
        if objects[uid] == nil, lastFile[uid] == nil {
          newUIDs.append(uid)
        }
        objects[uid] = (file, document)
      } catch {
        invalid.append((file.name, error.description))
      }
    }
    let invalidNames = Set(invalid.map(\.name))
    // Theirs: the last synced lines with the phone's changes; a file left unreadable
    // counts as unchanged.
    let base = state.entries.map(\.line)
    var theirs: [String] = []
    var theirUIDs: [String] = []
    for entry in state.entries {
      if let object = objects[entry.uid] {
        let changed = object.file.text != entry.object
        let line = changed ? object.document.flatMap(VTodoImport.line(for:)) ?? entry.line : entry.line
        theirs.append(line)
        theirUIDs.append(entry.uid)
      } else if invalidNames.contains(entry.file) {
        theirs.append(entry.line)
        theirUIDs.append(entry.uid)
      }
    }
    // A new object that says what a line of the list not synced yet says (the same mapped
    // fields, written in another order or with a priority past C) is that line: the merge
    // then sees the same line added on both sides and keeps it once (decision 0265).
    var unsynced = CalDAVSyncPlan.unsyncedLines(ours: ours, base: base)
    for uid in newUIDs {
      guard let document = objects[uid]?.document, var line = VTodoImport.line(for: document) else {
        continue
      }
      if let ourLine = unsynced.take(VTodoFields.pairingKey(ofLine: line)) { line = ourLine }
      theirs.append(line)
      theirUIDs.append(uid)
    }
    let outcome = LineMerge.mergeReporting(base: base, ours: ours, theirs: theirs)
    lines = outcome.lines
    conflicts = outcome.conflicts
    self.invalid = invalid

    // Each merged line's UID: the phone's line it is, else the base todo it still is
    // (unchanged, or our edit paired in place), else a new one.
    var available: [String: [String]] = [:]
    for (line, uid) in zip(theirs, theirUIDs) { available[line, default: []].append(uid) }
    let ourPairs = CalDAVSyncPlan.pairInPlace(base: base, ours: ours)
    var ourUID: [String: [String]] = [:]
    for (ourIndex, baseIndex) in ourPairs {
      ourUID[ours[ourIndex], default: []].append(state.entries[baseIndex].uid)
    }
    var used = Set<String>()
    func take(_ pool: inout [String: [String]], _ line: String) -> String? {
      while var uids = pool[line], !uids.isEmpty {
        let uid = uids.removeFirst()
        pool[line] = uids
        if !used.contains(uid) { return uid }
      }
      return nil
    }
    var uids: [String] = []
    for (index, line) in lines.enumerated() {
      var uid = take(&available, line) ?? take(&ourUID, line)
      if uid == nil, let baseIndex = outcome.counterparts[index], !used.contains(state.entries[baseIndex].uid)
      {
        uid = state.entries[baseIndex].uid
      }
      let chosen = uid ?? makeUID(index)
      used.insert(chosen)
      uids.append(chosen)
    }

    // The objects: each written when its text differs from the vdir's.
    // An object whose todo's line and text are both as last synced is kept as it is,
    // neither parsed nor written again.
    let lastEntry = Dictionary(state.entries.map { ($0.uid, $0) }) { first, _ in first }
    var writes: [VdirFile] = []
    var entries: [CalDAVSyncState.Entry] = []
    for (line, uid) in zip(lines, uids) {
      let current = objects[uid]
      let fileName =
        current?.file.name ?? lastFile[uid]
        ?? CalDAVSyncPlan.fileName(for: uid)
      if let current, invalidNames.contains(current.file.name) { continue }
      if let current, let last = lastEntry[uid], last.line == line, last.object == current.file.text {
        entries.append(last)
        continue
      }
      let document = VTodoExport.document(
        for: ToDoTxtLine(line),
        updating: current.map { $0.document ?? (try? ICalDocument(parsing: $0.file.text)) }
          ?? nil, uid: uid, stamp: stamp)
      let text = document.text
      if text != current?.file.text { writes.append(VdirFile(name: fileName, text: text)) }
      entries.append(.init(uid: uid, line: line, file: fileName, object: text))
    }
    // A todo gone from the merge whose object is still there was deleted in the list.
    deletions = state.entries.filter { entry in
      !used.contains(entry.uid) && objects[entry.uid] != nil
    }.map(\.file)
    self.writes = writes
    self.state = CalDAVSyncState(entries: entries)
  }

  /// A file name for a new object: the UID with anything but letters, digits, `-`, `_`
  /// and `.` replaced, then `.ics`.
  public static func fileName(for uid: String) -> String {
    String(uid.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
      + ".ics"
  }

  /// Pairs each line of `ours` with the line of `base` it still is: equal lines matched in
  /// order (a longest common subsequence), then, between two matched lines, the unmatched
  /// lines of each side in order (an edit in place). Pure; O(n·m) on the part between the
  /// shared start and end, at most `maximumCells`; beyond, that part is paired in order.
  static func pairInPlace(base: [String], ours: [String], maximumCells: Int = 1_000_000) -> [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    var start = 0
    while start < base.count, start < ours.count, base[start] == ours[start] {
      pairs.append((start, start))
      start += 1
    }
    var endBase = base.count
    var endOurs = ours.count
    var tail: [(Int, Int)] = []
    while endBase > start, endOurs > start, base[endBase - 1] == ours[endOurs - 1] {
      endBase -= 1
      endOurs -= 1
      tail.append((endOurs, endBase))
    }
    let b = Array(base[start..<endBase])
    let o = Array(ours[start..<endOurs])
    // Longest common subsequence of the middles; past a million cells (a list rewritten
    // whole by another program) the middle is one gap, paired in order.
    let fits = b.count * o.count <= maximumCells
    var table = Array(
      repeating: Array(repeating: 0, count: fits ? o.count + 1 : 1), count: fits ? b.count + 1 : 1)
    for i in stride(from: fits ? b.count - 1 : -1, through: 0, by: -1) {
      for j in stride(from: o.count - 1, through: 0, by: -1) {
        table[i][j] = b[i] == o[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var i = 0
    var j = 0
    var gapBase: [Int] = []
    var gapOurs: [Int] = []
    func closeGap() {
      for (bi, oj) in zip(gapBase, gapOurs) { pairs.append((start + oj, start + bi)) }
      gapBase = []
      gapOurs = []
    }
    while fits, i < b.count || j < o.count {
      if i < b.count, j < o.count, b[i] == o[j] {
        closeGap()
        pairs.append((start + j, start + i))
        i += 1
        j += 1
      } else if j < o.count, i == b.count || table[i][j + 1] >= table[i + 1][j] {
        gapOurs.append(j)
        j += 1
      } else {
        gapBase.append(i)
        i += 1
      }
    }
    if !fits {
      gapBase = Array(b.indices)
      gapOurs = Array(o.indices)
    }
    closeGap()
    return pairs + tail.reversed()
  }
}
