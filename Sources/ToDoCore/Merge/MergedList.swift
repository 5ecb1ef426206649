/// The list a save left in the file when it differs from the list handed to the save: each
/// line's text, and the id of the todo of the saved list it is (nil for a line that came
/// from elsewhere), and the local edits the merge could not apply as meant. Pure value.
///
/// The matching is done where the merge is, off the main thread, so that taking the merged
/// list on the main thread is one pass without hashing.
public struct MergedList: Equatable, Sendable, Codable {
  public var titles: TitleList
  public var ids: [ToDo.ID?]
  /// The local edits the merge could not apply as meant, by name.
  public var conflicts: [MergeConflict]
  /// How many lines at the start and at the end are, by place and byte for byte, the
  /// todos of the list this was matched to (`matchingEnds`), so that what changed is
  /// found between them (`outsideChanges(from:)`); nil: not known. Not part of the value:
  /// neither compared nor coded.
  var matchedEnds: MatchedEnds?

  private enum CodingKeys: String, CodingKey {
    case titles, ids, conflicts
  }

  /// Equal titles, ids and conflicts (what is known of the ends aside).
  public static func == (left: MergedList, right: MergedList) -> Bool {
    left.titles == right.titles && left.ids == right.ids && left.conflicts == right.conflicts
  }

  public init(titles: TitleList, ids: [ToDo.ID?], conflicts: [MergeConflict] = []) {
    precondition(titles.count == ids.count, "one id, or nil, per title")
    self.titles = titles
    self.ids = ids
    self.conflicts = conflicts
  }

  /// Recordings made before merges reported conflicts have none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      titles: try container.decode(TitleList.self, forKey: .titles),
      ids: try container.decode([ToDo.ID?].self, forKey: .ids),
      conflicts: try container.decodeIfPresent([MergeConflict].self, forKey: .conflicts) ?? [])
  }

  /// `lines`, each matched to a todo of `saved` with the same text, or else, for a line
  /// that is another program's version of a todo (`counterparts`: index in `lines` → index
  /// in `base`), to that todo of `base` while no other line has its id: the same todo, so
  /// that the selection stays on it and an undo of a step on it finds it rather than
  /// doubling it. Pure; O(n).
  public init(
    lines: [TextLine], matching saved: ToDoList, base: ToDoList, counterparts: [Int: Int],
    conflicts: [MergeConflict]
  ) {
    self.init(lines: lines, matching: saved)
    self.conflicts = conflicts
    guard !counterparts.isEmpty else { return }
    var used = Set(ids.compactMap { $0 })
    for (index, baseIndex) in counterparts.sorted(by: { $0.key < $1.key })
    where ids[index] == nil && base.indices.contains(baseIndex) {
      let id = base.id(at: baseIndex)
      guard used.insert(id).inserted else { continue }
      ids[index] = id
    }
  }

  /// `lines`, each matched to a todo of `saved` with the same text: the lines equal at the
  /// start and at the end of both by place, those between them by text (see
  /// `matchingEnds`). Pure; O(n) comparisons, hashing only the lines between.
  public init(lines: [TextLine], matching saved: ToDoList) {
    self = Self.matchingEnds(lines, saved).merged
  }

  /// `lines`, each matched to a todo of `saved` with the same text (the k-th occurrence of a
  /// text to the k-th todo with it). Pure; O(n).
  init(matchingByText lines: [TextLine], _ saved: ToDoList) {
    // Each line's bytes are hashed once, to number its text; the matching works on numbers.
    var interner = LineInterner(expectedTexts: lines.count)
    var idByOccurrence: [Occurrence<Int>: ToDo.ID] = [:]
    idByOccurrence.reserveCapacity(saved.count)
    var savedCounter = OccurrenceCounter<Int>()
    saved.forEachLine { id, line in idByOccurrence[savedCounter.next(interner.intern(line))] = id }
    var lineCounter = OccurrenceCounter<Int>()
    let ids = lines.map { idByOccurrence[lineCounter.next(interner.intern($0))] }
    self.init(titles: TitleList(lines: lines), ids: ids)
  }

  /// The merged list as todos: those matched keep their ids, lines from elsewhere get new
  /// ones from `nextID` on, in order; `kept` is how many were matched. An id named twice
  /// (a merged list made elsewhere, or read from a recording) stays with its first line
  /// and the second gets a new one: two todos with one id would let the selection, an edit
  /// or an undo act on the wrong one. Shares the titles' text; no title becomes a string.
  /// Pure; O(n), with no id hashed but those beyond the ones the app gave out.
  public func list(newIDsFrom nextID: inout ToDo.ID) -> (list: ToDoList, kept: Int) {
    var kept = 0
    var numbered: [ToDo.ID] = []
    numbered.reserveCapacity(ids.count)
    var seen = SeenIDs(below: nextID, expected: ids.count)
    for id in ids {
      if let id, seen.insert(id) {
        numbered.append(id)
        kept += 1
      } else {
        numbered.append(nextID)
        nextID += 1
      }
    }
    return (ToDoList(titles: titles, ids: numbered), kept)
  }
}

/// The ids met so far: a bit each for those below the next id the app gives (all it gave
/// out: a merge's ids are those of its lists), a set for any other, so that telling a
/// repeat in a million ids costs a pass over a few words, not a million hashes. Pure value.
private struct SeenIDs {
  private var bits: [UInt64]
  private var others = Set<ToDo.ID>()

  /// Room for the ids below `limit`, unless that is far more than the `expected` count
  /// (then every id goes in the set).
  init(below limit: ToDo.ID, expected: Int) {
    let words = limit > 0 && limit <= 16 * expected + 4096 ? (limit + 63) / 64 : 0
    bits = [UInt64](repeating: 0, count: words)
  }

  /// Notes `id`; whether it was met for the first time.
  mutating func insert(_ id: ToDo.ID) -> Bool {
    guard id >= 0, id / 64 < bits.count else { return others.insert(id).inserted }
    let mask = UInt64(1) << UInt64(id % 64)
    defer { bits[id / 64] |= mask }
    return bits[id / 64] & mask == 0
  }
}

extension ToDoList {
  /// For each todo of `base` that is still in this list, by id: its index in `base` → its
  /// index here. What a merge needs to know exactly what the user changed. Pure; O(n).
  public func indicesByID(from base: ToDoList) -> [Int: Int] {
    var indexByID: [ToDo.ID: Int] = [:]
    indexByID.reserveCapacity(count)
    for index in indices { indexByID[id(at: index)] = index }
    var result: [Int: Int] = [:]
    for index in base.indices {
      if let found = indexByID[base.id(at: index)] { result[index] = found }
    }
    return result
  }
}
