import Foundation
import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Random local edits against random edits of the same file by another program, merged the
/// way the file store merges (`storeMerge`: the real `LineMerge` and `MergedList`), then
/// random undo and redo. Each round starts from a list of distinct lines (duplicates are
/// the line merge's own tests), so that what each side did to each line is known exactly.
///
/// The invariants, per text `t`, with B, O, T and M the counts of `t` in the base (the list
/// both sides last agreed on), ours (the list saved), theirs (the file) and the merge:
/// - nothing lost: M ≥ T − (B − O)⁺ (their lines, less those we deleted) and M ≥ (O − B)⁺
///   (the lines we added);
/// - nothing doubled: M ≤ max(O, T) (no text more often than on the side that has it most);
/// - every clash is reported: each base line deleted here and changed there, changed here and
///   deleted there, or changed on both sides to different lines has a conflict naming it,
///   and a conflict names only a line the user deleted or changed (a line they deleted
///   while adding another in its place may read as changed there: the merge cannot tell);
/// - undo and redo after the merge never resurrect a base line the other program deleted or
///   changed, unless the user had deleted or changed it (their own step brings it back) or
///   the merge removed most of the list (then its one step brings back what it removed);
///   never hold a base line twice (its text, the user's versions, the other program's)
///   unless the merge holds two (both sides changed it: both kept), nor another
///   text more often than the merge or any list the user had before it; and
///   undoing everything then redoing everything gives the merge back.
@Suite("Merge properties: random edits on both sides, then undo and redo")
struct MergePropertyTests {
  static let rounds = 400

  /// A new seed each run, from the clock, besides fixed ones that once found a bug; each
  /// is named on failure and replayed with `TODO_TEST_SEED`.
  static let seeds = TestSeed.seeds([UInt64(Date().timeIntervalSince1970 * 1_000) % 1_000_000, 1, 2, 3])

  @Test(arguments: seeds)
  func mergesLoseNothingDoubleNothingNameEveryClashAndUndoNeverResurrects(seed: UInt64) {
    print("MergePropertyTests seed: \(seed) (\(TestSeed.variable)=\(seed) replays it)")
    var random = SplitMix64(seed: seed)
    for round in 0..<Self.rounds {
      checkRound(&random, context: "seed \(seed), round \(round)")
    }
  }

  private func checkRound(_ random: inout SplitMix64, context: String) {
    let words = ["Fix the bike", "Call Mum", "Pay rent", "Buy milk", "Water plants", "Book flights", "Read"]
    let baseCount = Int(random.next() % 7)
    let base = words.shuffled(using: &random).prefix(baseCount).enumerated().map { index, text in
      random.next() % 3 == 0 ? "(\(["A", "B", "C"][index % 3])) \(text)" : text
    }
    var state = State.loaded(Array(base)).synced
    state.today = CalendarDate(iso: "2026-11-23")
    var localStates = [state.todos]
    // What the user did to each base todo (by id: ids 1… are the base lines in order).
    for step in 0..<Int(random.next() % 6) {
      state = localEdit(state, &random, step: step)
      localStates.append(state.todos)
    }
    let (saving, _) = reduce(state, [.persistence(.saveNow)])
    let ours = saving.todos

    var theirs = Array(base)
    var theirFate: [String: String?] = [:]  // base text → their version, nil: deleted
    for step in 0..<Int(random.next() % 5) {
      externalEdit(&theirs, &theirFate, &random, step: step)
    }

    theirFate = theirFate.filter { $0.key != $0.value }  // Changed back as it was: untouched.
    let merged = storeMerge(of: saving, theirs: theirs)
    let (took, _) = reducer(saving, .persistence(.toDosMerged(merged)))
    let round = "\(context): base \(base), ours \(ours.titles), theirs \(theirs), merged \(took.todos.titles)"
    let comment = Comment(rawValue: round)

    // Nothing lost, nothing doubled.
    let (b, o, t, m) = (counts(Array(base)), counts(ours.titles), counts(theirs), counts(took.todos.titles))
    for text in Set(b.keys).union(o.keys).union(t.keys).union(m.keys) {
      let (inBase, inOurs, inTheirs, inMerge) = (
        b[text, default: 0], o[text, default: 0], t[text, default: 0], m[text, default: 0]
      )
      #expect(inMerge >= inTheirs - max(0, inBase - inOurs), "lost ‘\(text)’; \(round)")
      #expect(inMerge >= max(0, inOurs - inBase), "lost our ‘\(text)’; \(round)")
      #expect(inMerge <= max(inOurs, inTheirs), "doubled ‘\(text)’; \(round)")
    }

    // Every clash named, and only clashes.
    var clashes: Set<String> = []
    for (index, original) in base.enumerated() {
      guard let theirVersion = theirFate[original] else { continue }  // Untouched there.
      let ourVersion = ours.firstIndex(ofID: index + 1).map { ours[$0].title }
      if ourVersion == original { continue }  // Untouched here.
      switch (ourVersion, theirVersion) {
      case (nil, nil): continue
      case (let mine?, let yours?) where mine == yours: continue
      default: clashes.insert(original)
      }
    }
    let reported = Set(merged.conflicts.map(\.original))
    #expect(clashes.isSubset(of: reported), "a clash not reported; \(round)")
    // A conflict names a line the user deleted or changed, never one left alone here.
    for original in reported {
      let index = base.firstIndex(of: original)
      let ourVersion = index.flatMap { ours.firstIndex(ofID: $0 + 1) }.map { ours[$0].title }
      #expect(index != nil && ourVersion != original, "‘\(original)’ reported; \(round)")
    }
    if !clashes.isEmpty { #expect(took.status?.kind == .warning, comment) }

    // Undo and redo after the merge.
    let touchedHere = Set(
      base.enumerated().filter { ours.firstIndex(ofID: $0.offset + 1).map { ours[$0].title } != $0.element }
        .map(\.element))
    let recovered: Set<String> =
      took.document.history.undoable.count > saving.document.history.undoable.count
      ? Set(saving.todos.titles).subtracting(took.todos.titles) : []
    // The versions of each base line: its text, the user's, the other program's.
    var versions: [Set<String>] = base.map { [$0] }
    for list in localStates {
      for (index, todo) in list.enumerated() where todo.id <= base.count {
        versions[todo.id - 1].insert(list[index].title)
      }
    }
    for (index, original) in base.enumerated() {
      if let theirVersion = theirFate[original], let theirVersion { versions[index].insert(theirVersion) }
    }
    let isVersion = versions.reduce(into: Set<String>()) { $0.formUnion($1) }
    let versionsInMerge = versions.map { set in took.todos.titles.filter { set.contains($0) }.count }
    var mostEver = m
    for list in localStates { mostEver.merge(counts(list.titles), uniquingKeysWith: max) }
    var current = took
    for _ in 0..<Int(random.next() % 12) {
      current = reducer(current, random.next() % 3 == 0 ? .history(.redo) : .history(.undo)).0
      let titles = current.todos.titles
      for (original, _) in theirFate where !touchedHere.contains(original) && !recovered.contains(original) {
        #expect(!titles.contains(original), "resurrected ‘\(original)’; \(round)")
      }
      for (index, set) in versions.enumerated() {
        let count = titles.filter { set.contains($0) }.count
        #expect(count <= max(versionsInMerge[index], 1), "‘\(base[index])’ doubled by undo/redo; \(round)")
      }
      for (text, count) in counts(titles) where !isVersion.contains(text) {
        #expect(count <= mostEver[text, default: 0], "doubled ‘\(text)’ by undo/redo; \(round)")
      }
    }
    while current.document.history.canUndo { current = reducer(current, .history(.undo)).0 }
    while current.document.history.canRedo { current = reducer(current, .history(.redo)).0 }
    #expect(current.todos.titles == took.todos.titles, "undo all, redo all; \(round)")
  }

  /// One edit by the user, through the reducer: add, delete, complete, edit or a priority.
  private func localEdit(_ state: State, _ random: inout SplitMix64, step: Int) -> State {
    let pick = Int(random.next() % 5)
    guard pick != 0, !state.todos.isEmpty else {
      return reduce(state, [.list(.focusInput), .lineEdit(.insert("Added here \(step)")), .list(.addInput)]).0
    }
    let selected = state.selecting(Int(random.next() % UInt64(state.todos.count)))
    switch pick {
    case 1: return reduce(selected, [.list(.deleteSelected)]).0
    case 2: return reduce(selected, [.completion(.toggle)]).0
    case 3:
      return reduce(
        selected,
        [
          .editing(.start), .lineEdit(.moveCursor(.lineEnd)), .lineEdit(.insert(" @home\(step)")),
          .editing(.save),
        ]
      ).0
    default: return reduce(selected, [.priority(.set(["A", "B", "C", "D"][Int(random.next() % 4)]))]).0
    }
  }

  /// One edit of the file by another program: add, delete, change (a priority, a completion,
  /// words added) or move a line. Records what became of each base line.
  private func externalEdit(
    _ lines: inout [String], _ fate: inout [String: String?], _ random: inout SplitMix64, step: Int
  ) {
    let pick = Int(random.next() % 4)
    guard pick != 0, !lines.isEmpty else {
      lines.insert("From the phone \(step)", at: Int(random.next() % UInt64(lines.count + 1)))
      return
    }
    let index = Int(random.next() % UInt64(lines.count))
    let line = lines[index]
    let original = fate.first { $0.value == line }?.key ?? line
    switch pick {
    case 1:
      lines.remove(at: index)
      if !line.hasPrefix("From the phone") { fate[original] = .some(nil) }
    case 2:
      let parsed = ToDoTxtLine(line)
      let changed: String
      switch random.next() % 3 {
      case 0 where !parsed.isCompleted:
        changed =
          "(\(["A", "B", "C", "D"][Int(random.next() % 4)])) "
          + (parsed.priority == nil ? line : String(line.dropFirst(4)))
      case 1 where !parsed.isCompleted: changed = "x 2026-11-24 " + line
      default: changed = line + " +phone\(step)"
      }
      lines[index] = changed
      if !line.hasPrefix("From the phone") { fate[original] = .some(changed) }
    default:
      let other = Int(random.next() % UInt64(lines.count))
      lines.swapAt(index, other)
    }
  }

  private func counts(_ titles: [String]) -> [String: Int] {
    titles.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }
}
