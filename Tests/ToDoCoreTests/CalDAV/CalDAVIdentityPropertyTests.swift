import Testing
import ToDoTestSupport

@testable import ToDoCore

/// Random lists (with identical todos or without), random edits on both sides, one sync,
/// then the same sync again and one with the state lost (decision 0295): no UID twice, no
/// phone task rewritten with another task's own lines, nothing added lost or doubled, and
/// without identical todos exactly what the per-todo merge says; a vdir that kept none of
/// several tasks the list still holds refused.
@Suite("CalDAV identity, randomized")
struct CalDAVIdentityPropertyTests {
  typealias File = CalDAVSyncPlan.VdirFile
  static let stamp = "20261202T090000Z"

  enum Change: CaseIterable { case keep, edit, delete, complete }

  private func sync(_ ours: [String], _ vdir: [File], _ state: CalDAVSyncState) -> CalDAVSyncPlan {
    var counter = 0
    return CalDAVSyncPlan(ours: ours, vdir: vdir, state: state, stamp: Self.stamp) { _ in
      counter += 1
      return "new-\(counter)-\(ours.count)-\(vdir.count)"
    }
  }

  /// A phone task with an unmapped line of its own that names it.
  private func task(_ uid: String, _ summary: String, extra: String = "") -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\nSUMMARY:\(summary)\r\nX-OWN:\(uid)\r\n"
      + extra + "END:VTODO\r\nEND:VCALENDAR\r\n"
  }

  @Test(arguments: TestSeed.seeds(Array(1...150)))
  func aSyncNeverPairsTheWrongTaskDoublesOrLoses(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let identical = seed % 2 == 0
    let pool = identical ? ["Dup", "Dup", "Call mom", "Pay rent"] : (0..<40).map { "Todo \($0)" }
    let count = Int.random(in: 1...8, using: &random)
    var texts: [String] = []
    for _ in 0..<count {
      let text = pool.randomElement(using: &random)!
      if identical || !texts.contains(text) { texts.append(text) }
    }
    let vdir = texts.indices.map { File(name: "t\($0).ics", text: task("t\($0)", texts[$0])) }
    let first = sync([], vdir, CalDAVSyncState())
    let base = first.applied(to: vdir)
    #expect(first.lines == texts)

    // Each side's changes.
    var ours: [String] = []
    var phone: [File] = []
    var expected: [String] = []
    var added = 0
    for (index, text) in texts.enumerated() {
      let (mine, theirs) = (
        Change.allCases.randomElement(using: &random)!, Change.allCases.randomElement(using: &random)!
      )
      if Int.random(in: 0..<4, using: &random) == 0 {
        added += 1
        ours.append("Added here \(added)")
        expected.append("Added here \(added)")
      }
      let ourLine: String? =
        switch mine {
        case .keep: text
        case .edit: text + " edited \(index)"
        case .delete: nil
        case .complete: "x 2026-12-02 " + text
        }
      if let ourLine { ours.append(ourLine) }
      let theirLine: String? =
        switch theirs {
        case .keep: text
        case .edit: text + " phone \(index)"
        case .delete: nil
        case .complete: "x 2026-12-02 " + text
        }
      if let theirLine {
        let summary = theirs == .edit ? theirLine : text
        let done = theirs == .complete ? "STATUS:COMPLETED\r\nCOMPLETED:20261202T080000Z\r\n" : ""
        phone.append(File(name: "t\(index).ics", text: task("t\(index)", summary, extra: done)))
      }
      expected += Self.merged(text, ourLine, theirLine, mine, theirs)
    }
    let phoneAdded = Int.random(in: 0...2, using: &random)
    for number in 0..<phoneAdded {
      phone.append(File(name: "p\(number).ics", text: task("p\(number)", "Added there \(number)")))
      expected.append("Added there \(number)")
    }
    #expect(base.count == texts.count)
    let plan = sync(ours, phone, first.state)
    // More than one task, none of them left on the phone, one still in the list: a vdir
    // swapped or emptied as far as a sync can tell, refused with nothing changed.
    let phoneKeptNone = texts.count > 1 && !phone.contains { $0.name.hasPrefix("t") }
    if phoneKeptNone, ours.contains(where: { !$0.hasPrefix("Added here") }) {
      #expect(plan.refusal != nil && plan.lines == ours && plan.state == first.state)
      #expect(plan.writes.isEmpty && plan.deletions.isEmpty)
      return
    }
    #expect(plan.refusal == nil)
    let uids = plan.state.entries.map(\.uid)
    #expect(Set(uids).count == uids.count, "a UID twice: \(uids)")
    #expect(plan.state.entries.map(\.line) == plan.lines)
    for write in plan.writes {
      let uid = plan.state.entries.first { $0.file == write.name }?.uid ?? ""
      for line in write.text.split(separator: "\r\n") where line.hasPrefix("X-OWN:") {
        #expect(line == "X-OWN:\(uid)", "\(write.name) for \(uid) carries another task's line \(line)")
      }
    }
    for number in 0..<max(added, phoneAdded) {
      if number < added { #expect(plan.lines.filter { $0 == "Added here \(number + 1)" }.count == 1) }
      if number < phoneAdded { #expect(plan.lines.filter { $0 == "Added there \(number)" }.count == 1) }
    }
    if !identical {
      #expect(plan.lines.sorted() == expected.sorted(), "ours \(ours), base \(texts)")
    }
    // Synced again: nothing to do. With the state lost: nothing doubled.
    let after = plan.applied(to: phone)
    let again = sync(plan.lines, after, plan.state)
    #expect(again.writes.isEmpty && again.deletions.isEmpty && again.lines == plan.lines)
    let lost = sync(plan.lines, after, CalDAVSyncState())
    #expect(lost.lines == plan.lines, "the state lost doubled or reordered")
    #expect(!lost.writes.contains { write in !after.contains { $0.name == write.name } }, "no object twice")
  }

  /// What the per-todo merge makes of one todo (texts only).
  static func merged(_ base: String, _ ours: String?, _ theirs: String?, _ mine: Change, _ other: Change)
    -> [String]
  {
    switch (mine, other) {
    case (.keep, _): return theirs.map { [$0] } ?? []
    case (_, .keep): return ours.map { [$0] } ?? []
    case (.delete, .delete): return []
    case (.delete, _): return [theirs!]
    case (_, .delete): return [ours!]
    case (.edit, .edit): return [ours!, theirs!]
    case (.complete, .complete): return [ours!]
    case (.edit, .complete): return ["x 2026-12-02 " + ours!]
    case (.complete, .edit): return ["x 2026-12-02 " + theirs!]
    default: return []
    }
  }
}
