import Foundation
import Testing
import ToDoCore
import ToDoRuntime
import ToDoTestSupport

/// Random sessions of edits, undos and redos, each journaled at its saves, with restarts
/// (the history restored from the journal alone), another program's changes while the app
/// is closed, and crashes (the journal cut inside its last entry).
@Suite("The journal: random sessions across restarts")
struct JournalPropertyTests {
  /// A journal in memory: the bytes `Journal.append` would write, and what the app wrote.
  private struct Session {
    var state: State
    var journal: [UInt8] = []
    var written = 0
    var lastStep = 0
    var counter = 0
    /// The texts new todos are typed from; nil: each a text of its own. A few texts make
    /// identical todos, which the journal must keep apart (decision 0295).
    var pool: [String]? = nil

    /// The save: the events not yet written, appended as the recorder appends them.
    mutating func save() {
      let events = state.document.history.journalEvents(after: written)
      for event in events {
        lastStep += 1
        for entry in JournalEntry.entries(of: event, step: lastStep, at: "2026-11-26T10:00:00Z") {
          journal += Array((entry.jsonLine + "\n").utf8)
        }
      }
      written = state.document.history.journalCount
    }

    mutating func send(_ actions: [Action]) { state = reduce(state, actions).0 }

    mutating func randomEdit(_ random: inout SplitMix64) {
      let count = state.todos.count
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1:
        counter += 1
        let text = pool?.randomElement(using: &random) ?? "todo \(counter) \(random.next() % 1000)"
        send([.list(.focusInput), .lineEdit(.insert(text)), .list(.addInput)])
      case 2 where count > 0:
        state = state.selecting(Int.random(in: 0..<count, using: &random))
        send([.list(.deleteSelected)])
      case 3 where count > 0:
        state = state.selecting(Int.random(in: 0..<count, using: &random))
        send([.completion(.toggle)])
      case 4: send([.history(.undo)])
      default: send([.history(.redo)])
      }
    }
  }

  /// The app started on `titles`, the day read (so that `x` completes).
  private static func started(_ titles: [String]) -> State {
    let today = Action.system(.dayBegan(CalendarDate(iso: "2026-11-26")!, nextDayIn: .seconds(86_400)))
    return reducer(.loaded(titles), today).0
  }

  /// The app started again on `titles` (the file), its history only what the journal holds;
  /// `lastSeen`: the list as the app last saved it, when the journal's steps left it.
  private static func restarted(_ titles: [String], journal: [UInt8], lastSeen: [String]?) -> State {
    let (undoable, redoable) = JournalReplay.stacks(of: Journal.entries(in: journal))
    return reduce(
      started(titles),
      [
        .persistence(
          .historyRestored(undoable: undoable, redoable: redoable, lastSeen: lastSeen.map(TitleList.init)))
      ]
    ).0
  }

  @Test(
    "without crashes or other programs, undo across restarts goes back to the first list and redo forward",
    arguments: TestSeed.seeds(Array(1...40)))
  func undoAcrossRestartsIsExact(seed: UInt64) {
    undoAcrossRestarts(
      seed: seed, first: ["call the bank", "pay the rent", "x 2026-11-20 feed the cat"], pool: nil)
  }

  @Test(
    "with identical todos, undo across restarts goes back to the first list, each copy in its place",
    arguments: TestSeed.seeds(Array(1...60)))
  func undoAcrossRestartsKeepsIdenticalToDosApart(seed: UInt64) {
    undoAcrossRestarts(
      seed: seed, first: ["Dup", "call the bank", "Dup", "x 2026-11-20 Dup", "Dup"],
      pool: ["Dup", "call the bank", "Dup", "pay the rent"])
  }

  /// Random sessions from `first` (new todos from `pool`), each saved and restarted from
  /// the file and the journal: every step undone gives `first` back exactly, order and
  /// copies included, and every step redone the last list.
  private func undoAcrossRestarts(seed: UInt64, first: [String], pool: [String]?) {
    var random = SplitMix64(seed: seed)
    var session = Session(state: Self.started(first))
    session.pool = pool
    var steps = 0
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      for _ in 0..<Int.random(in: 1...12, using: &random) { session.randomEdit(&random) }
      session.save()
      steps = session.state.document.history.undoable.count
      let titles = session.state.titles
      session.state = Self.restarted(titles, journal: session.journal, lastSeen: titles)
      session.written = 0
      #expect(session.state.titles == titles)
      #expect(session.state.document.history.undoable.count == steps, "seed \(seed)")
    }
    let last = session.state.titles
    for _ in 0..<steps { session.send([.history(.undo)]) }
    #expect(session.state.titles == first, "seed \(seed): every step undone, the first list")
    for _ in 0..<steps { session.send([.history(.redo)]) }
    #expect(session.state.titles == last, "seed \(seed): redo brings the last list back")
  }

  @Test(
    "with other programs' changes and crashes: no todo lost or doubled, theirs never overwritten",
    arguments: TestSeed.seeds(Array(1...60)))
  func undoAcrossRestartsKeepsOtherProgramsChanges(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var session = Session(state: Self.started(["call the bank", "pay the rent"]))
    // Whether the journal's steps left the list the app last saved (no crash cut them).
    var stepsLeftIt = true
    for round in 0..<Int.random(in: 1...4, using: &random) {
      // What another program wrote while the app was closed this time: no step the journal
      // holds made it, so none may undo or redo it away.
      var theirs: [String] = []
      for _ in 0..<Int.random(in: 1...10, using: &random) { session.randomEdit(&random) }
      session.save()
      var titles = session.state.titles
      // A crash cut the journal inside its last entry: it reads back to the one before.
      if Bool.random(using: &random), let cut = Self.lastEntryRange(session.journal) {
        let whole = Journal.entries(in: Array(session.journal[..<cut.lowerBound]))
        let offset = Int.random(in: cut, using: &random)
        session.journal = Array(session.journal[..<offset])
        stepsLeftIt = false
        #expect(Journal.entries(in: session.journal) == whole, "seed \(seed)")
      }
      // Another program changes the file while the app is closed.
      let saved = titles
      if !titles.isEmpty, Bool.random(using: &random) {
        let index = Int.random(in: 0..<titles.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
          titles[index] = "theirs \(round) edit of \(titles[index])"
          theirs.append(titles[index])
        case 1: titles.remove(at: index)
        default:
          titles.insert("theirs \(round) new", at: index)
          theirs.append("theirs \(round) new")
        }
      }
      session.state = Self.restarted(titles, journal: session.journal, lastSeen: stepsLeftIt ? saved : nil)
      session.written = 0
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        session.send([.history(Bool.random(using: &random) ? .undo : .redo)])
        let now = session.state.titles
        #expect(Set(now).count == now.count, "seed \(seed): a todo doubled: \(now)")
        for text in theirs where titles.contains(text) {
          #expect(now.contains(text), "seed \(seed): another program's “\(text)” overwritten")
        }
      }
      session.save()
    }
    // Whatever the crashes left, the journal reads back (and its stacks with it).
    _ = JournalReplay.stacks(of: Journal.entries(in: session.journal))
  }

  @Test(
    "the journal cut at every byte of its last entry reads back to the entry before, and appends after it")
  func cutAtEveryByte() throws {
    let folder = NSTemporaryDirectory() + "journal-cut-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let journal = Journal(path: folder + "/j.jsonl")
    let lines = [
      JournalEntry(
        step: 1, at: "2026-11-26T10:00:00Z", by: "todo", op: "do", kind: "added", index: 0,
        before: nil, after: "Buy “milk” \\ now"),
      JournalEntry(
        step: 2, at: "2026-11-26T10:00:01Z", by: "todo", op: "do", kind: "changed", index: 0,
        before: "Buy “milk” \\ now", after: "x 2026-11-26 Buy “milk” \\ now"),
    ]
    try journal.append(lines.map(\.jsonLine))
    let whole = try #require(FileManager.default.contents(atPath: journal.path))
    #expect(journal.entries() == lines)
    let start = whole.count - lines[1].jsonLine.utf8.count - 1
    for offset in start..<whole.count {
      FileManager.default.createFile(atPath: journal.path, contents: whole.prefix(offset))
      #expect(journal.entries() == [lines[0]], "cut at \(offset)")
      #expect(journal.lastStep() == 1)
      try journal.append([lines[1].jsonLine])
      // Cut at its newline only, the entry was whole: the fresh line makes it read again.
      let kept = offset == whole.count - 1 ? [lines[1]] : []
      #expect(journal.entries() == [lines[0]] + kept + [lines[1]], "appended after a cut at \(offset)")
    }
  }

  /// The byte offsets inside the last line (from its first byte to its newline's).
  private static func lastEntryRange(_ bytes: [UInt8]) -> ClosedRange<Int>? {
    guard bytes.count > 1 else { return nil }
    let end = bytes.count - 1
    let start = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return start...end
  }
}
