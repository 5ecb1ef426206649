/// One sync of the list with a vdir (decisions 0262, 0295), worked out without touching a
/// file. Identity is carried, never guessed from text: the last sync's state is the list as
/// it was then, a UID on each line; the phone's side is known by UID exactly (each object
/// is its own task), and the list's side by `LineAlignment`, the merge's own alignment of
/// the list now with the list then. Each synced todo is then merged three ways on its own
/// (`CalDAVTodoMerge`), in the list's order; what the phone added goes at the end. Every
/// line ends with the UID of the task it is, so an edit rewrites that task's object and
/// no other. Pure; the runtime reads the files, gives them here and writes what it says.
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
  /// Why nothing may be done (the vdir lost every task at once: unmounted, emptied, a
  /// link to another folder, another calendar's: `CalDAVVdirLoss`); then the plan changes
  /// nothing.
  public var refusal: String?
  /// Todos paired by what they say because no sync had paired them (a lost state): the
  /// list's version kept, the phone's named.
  public var pairedByContent: [(kept: String, phone: String)] = []
  /// Objects another program renamed since the last sync (the same UID in a file of
  /// another name): followed, and named.
  public var renamed: [(from: String, to: String)] = []

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.lines == rhs.lines && lhs.writes == rhs.writes && lhs.deletions == rhs.deletions
      && lhs.state == rhs.state && lhs.conflicts == rhs.conflicts
      && lhs.invalid.map(\.name) == rhs.invalid.map(\.name) && lhs.refusal == rhs.refusal
  }

  /// The plan for the list's lines `ours`, the vdir's files and the last sync's `state`.
  /// `stamp` is the sync's UTC time (`20261126T190000Z`); `makeUID` gives a new todo's UID
  /// from its place in the merged list; `leftAlone` names files the runtime could not read
  /// (they count as unchanged); `zone` is the user's, for the times of reminders.
  public init(
    ours: [String], vdir: [VdirFile], state given: CalDAVSyncState, stamp: String,
    leftAlone: Set<String> = [], zone: WallClockZone = .utc, makeUID: (Int) -> String
  ) {
    let state = given.trusted
    let objects = CalDAVVdirObjects(vdir: vdir, state: state, leftAlone: leftAlone)
    invalid = objects.invalid
    conflicts = []
    let unreadable = leftAlone.union(objects.invalid.map(\.name))
    // The list's side, by the merge's alignment.
    let base = state.entries.map(\.line)
    let alignment = LineAlignment(base: base, side: ours)
    // Every task synced last gone at once: a vdir unmounted, emptied or swapped, not a
    // phone that deleted every task (vdirsyncer refuses the same).
    refusal = CalDAVVdirLoss.refusal(
      state: state, objects: objects, unreadable: unreadable,
      stillListed: alignment.sideIndex.contains { $0 != nil })
    if refusal != nil {
      lines = ours
      writes = []
      deletions = []
      self.state = given
      return
    }

    renamed = state.entries.compactMap { entry in
      objects.byUID[entry.uid].flatMap { object in
        entry.file.isEmpty || object.file.name == entry.file ? nil : (entry.file, object.file.name)
      }
    }
    // The phone's side, by UID: each synced todo's line there (nil: deleted there).
    // The line each object read now says, by UID: an object whose todo's line is that line
    // is left as it is, not exported again.
    var importedLines: [String: String] = [:]
    let theirs: [String?] = state.entries.map { entry in
      guard let object = objects.byUID[entry.uid] else {
        return unreadable.contains(entry.file) ? entry.line : nil
      }
      guard object.file.text != entry.object else { return entry.line }
      guard let document = object.document, let line = VTodoImport.line(for: document, zone: zone) else {
        return entry.line
      }
      importedLines[entry.uid] = line
      return line
    }
    let today = CalendarDate(iso: Self.day(ofStamp: stamp))
    var results: [[CalDAVTodoMerge.Line]] = []
    for index in state.entries.indices {
      let merge = CalDAVTodoMerge(
        base: base[index], ours: alignment.sideIndex[index].map { ours[$0] }, theirs: theirs[index],
        uid: state.entries[index].uid, today: today)
      results.append(merge.lines)
      if let conflict = merge.conflict { conflicts.append(conflict) }
    }

    // What the phone added: paired with a line the list added that says the same (or the
    // same words), else a todo of its own at the end.
    var phoneAdded: [(uid: String, line: String)] = []
    for uid in objects.newUIDs {
      guard let document = objects.byUID[uid]?.document,
        let line = VTodoImport.line(for: document, zone: zone)
      else {
        continue
      }
      phoneAdded.append((uid, line))
      importedLines[uid] = line
    }
    let listAdded = ours.indices.filter { alignment.baseIndex[$0] == nil }
    let pairing = Self.pairAdditions(listAdded.map { ours[$0] }, phoneAdded.map(\.line))
    var phoneUIDOfOurs: [Int: String] = [:]
    for (listPosition, phonePosition) in pairing {
      phoneUIDOfOurs[listAdded[listPosition]] = phoneAdded[phonePosition].uid
      let (kept, phone) = (ours[listAdded[listPosition]], phoneAdded[phonePosition].line)
      if VTodoFields.pairingKey(ofLine: kept) != VTodoFields.pairingKey(ofLine: phone) {
        pairedByContent.append((kept, phone))
      }
    }
    let pairedPhone = Set(pairing.map(\.1))

    // In the list's order: each todo's merged lines where its line is; a todo deleted here
    // but kept (changed there) after the todo before it.
    var keptAfter: [Int: [CalDAVTodoMerge.Line]] = [:]
    var keptFirst: [CalDAVTodoMerge.Line] = []
    var lastAligned: Int?
    for index in state.entries.indices {
      if let ourIndex = alignment.sideIndex[index] {
        lastAligned = ourIndex
      } else if !results[index].isEmpty {
        if let lastAligned {
          keptAfter[lastAligned, default: []] += results[index]
        } else {
          keptFirst += results[index]
        }
      }
    }
    var merged = keptFirst
    for (ourIndex, line) in ours.enumerated() {
      if let baseIndex = alignment.baseIndex[ourIndex] {
        merged += results[baseIndex]
      } else {
        merged.append(.init(text: line, uid: phoneUIDOfOurs[ourIndex]))
      }
      merged += keptAfter[ourIndex] ?? []
    }
    for (position, added) in phoneAdded.enumerated() where !pairedPhone.contains(position) {
      merged.append(.init(text: added.line, uid: added.uid))
    }
    lines = merged.map(\.text)

    // The objects: each written when its text differs from the vdir's; an object whose
    // todo's line and text are both as last synced is kept as it is, neither parsed nor
    // written again.
    let lastEntry = Dictionary(state.entries.map { ($0.uid, $0) }) { first, _ in first }
    var takenNames = Set(vdir.map(\.name)).union(leftAlone)
    // Each line's UID: its task's, once; a new one for the rest, never one a task has.
    var used = Set<String>()
    var uids = merged.map { line in line.uid.flatMap { used.insert($0).inserted ? $0 : nil } }
    var taken = used.union(state.entries.map(\.uid)).union(objects.byUID.keys)
    for index in uids.indices where uids[index] == nil {
      var uid = makeUID(index)
      var number = 2
      while taken.contains(uid) {
        uid = makeUID(index) + "-\(number)"
        number += 1
      }
      taken.insert(uid)
      used.insert(uid)
      uids[index] = uid
    }
    var writes: [VdirFile] = []
    var entries: [CalDAVSyncState.Entry] = []
    for (index, line) in merged.enumerated() {
      let uid = uids[index]!
      let current = objects.byUID[uid]
      if current == nil, let last = lastEntry[uid], unreadable.contains(last.file) {
        entries.append(last)  // Its file could not be read: tried again next time.
        continue
      }
      if let current, var last = lastEntry[uid], last.line == line.text, last.object == current.file.text {
        last.file = current.file.name  // Renamed by another program: followed.
        entries.append(last)
        continue
      }
      if let current, importedLines[uid] == line.text {
        entries.append(.init(uid: uid, line: line.text, file: current.file.name, object: current.file.text))
        continue
      }
      let fileName = current?.file.name ?? Self.freeFileName(for: uid, taken: &takenNames)
      let document = VTodoExport.document(
        for: ToDoTxtLine(line.text), updating: current.flatMap(CalDAVVdirObjects.document(of:)), uid: uid,
        stamp: stamp, zone: zone)
      let text = document.text
      if text != current?.file.text { writes.append(VdirFile(name: fileName, text: text)) }
      // What vdirsyncer last left there: the vdir's text, unless it is still the app's own
      // last write (then what was there before that).
      let last = lastEntry[uid]
      let agreed = current.map { $0.file.text == last?.object ? last?.agreed ?? $0.file.text : $0.file.text }
      entries.append(
        .init(uid: uid, line: line.text, file: fileName, object: text, agreed: agreed == text ? nil : agreed))
    }
    // A todo gone from the merge whose object is still there was deleted in the list: its
    // file goes, or only its VTODO when the file holds other components.
    var deletions: [String] = []
    for entry in state.entries where !used.contains(entry.uid) {
      guard let object = objects.byUID[entry.uid] else { continue }
      if let rest = CalDAVSyncPlan.removingToDo(uid: entry.uid, from: object) {
        writes.append(VdirFile(name: object.file.name, text: rest))
      } else {
        deletions.append(object.file.name)
      }
    }
    self.writes = writes
    self.deletions = deletions
    self.state = CalDAVSyncState(entries: entries)
  }

  /// The text of `object`'s file without the VTODOs of `uid`, when the file holds other
  /// components that are not time zones (events, journals, other tasks); nil when nothing
  /// else would be left (then the file is deleted). Pure.
  static func removingToDo(uid: String, from object: CalDAVVdirObjects.Object) -> String? {
    guard var document = CalDAVVdirObjects.document(of: object) else { return nil }
    func isOurs(_ item: ICalComponent.Item) -> Bool {
      guard case .component(let component) = item else { return false }
      return component.name == "VTODO" && component.property("UID")?.value == uid
    }
    let others = document.calendar.components.filter {
      $0.name != "VTIMEZONE" && !($0.name == "VTODO" && $0.property("UID")?.value == uid)
    }
    guard !others.isEmpty else { return nil }
    document.calendar.items.removeAll(where: isOurs)
    return document.text
  }

  /// Pairs lines the list added with tasks the phone added: first those that say the same
  /// once mapped (the same fields, written in another order or with a priority past C:
  /// decision 0265), then those with the same words (`ChangePairing`'s rules, never by
  /// place alone). Pure; (list position, phone position) pairs.
  static func pairAdditions(_ list: [String], _ phone: [String]) -> [(Int, Int)] {
    guard !list.isEmpty, !phone.isEmpty else { return [] }
    var byKey: [VTodoFields: [Int]] = [:]
    for (position, line) in list.enumerated() {
      byKey[VTodoFields.pairingKey(ofLine: line), default: []].append(position)
    }
    var pairs: [(Int, Int)] = []
    var phoneLeft: [Int] = []
    for (position, line) in phone.enumerated() {
      let key = VTodoFields.pairingKey(ofLine: line)
      if var positions = byKey[key], !positions.isEmpty {
        pairs.append((positions.removeFirst(), position))
        byKey[key] = positions
      } else {
        phoneLeft.append(position)
      }
    }
    let listLeft = byKey.values.flatMap { $0 }.sorted()
    // Each line its own anchor on each side: the pairing by place never applies.
    let pairing = ChangePairing(
      removed: listLeft.map { (index: $0, anchor: Optional($0)) },
      added: phoneLeft.map { (index: $0, anchor: Optional(-1 - $0)) }, base: list, side: phone,
      text: { $0 })
    pairs += pairing.pairs.map { ($0.key, $0.value) }
    return pairs.sorted { $0.0 < $1.0 }
  }

  /// A file name for a new object, not one of `taken` (then taken): the UID with anything
  /// but letters, digits, `-`, `_` and `.` replaced, never hidden, then `.ics`.
  static func freeFileName(for uid: String, taken: inout Set<String>) -> String {
    let stem = String(fileName(for: uid).dropLast(4))
    var name = stem + ".ics"
    var number = 2
    while taken.contains(name) {
      name = stem + "-\(number).ics"
      number += 1
    }
    taken.insert(name)
    return name
  }

  /// A file name for a new object: the UID with anything but letters, digits, `-`, `_`
  /// and `.` replaced (a leading `.` too, so that no object is hidden), then `.ics`.
  public static func fileName(for uid: String) -> String {
    var name = String(uid.map { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) ? $0 : "_" })
    if name.isEmpty || name.hasPrefix(".") { name = "_" + name }
    return name + ".ics"
  }

  /// The day of a stamp (`20261126T190000Z`) as `2026-11-26`. Pure.
  static func day(ofStamp stamp: String) -> String {
    let digits = Array(stamp.prefix(8))
    guard digits.count == 8 else { return "" }
    return String(digits[0..<4]) + "-" + String(digits[4..<6]) + "-" + String(digits[6..<8])
  }
}

extension CalDAVSyncState {
  /// The state without what it must not be trusted with: a second entry with a UID already
  /// seen, and file names that are not plain names inside the vdir (such an entry keeps its
  /// todo; its object is found by UID, never by that name). Pure.
  var trusted: CalDAVSyncState {
    var seen = Set<String>()
    var kept: [Entry] = []
    for var entry in entries where seen.insert(entry.uid).inserted {
      if !CalDAVSyncPlan.isPlainFileName(entry.file) { entry.file = "" }
      kept.append(entry)
    }
    return CalDAVSyncState(entries: kept)
  }
}
