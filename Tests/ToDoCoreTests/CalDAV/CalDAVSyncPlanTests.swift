import Testing

@testable import ToDoCore

/// One sync of a list with a vdir, worked out purely (decision 0262): the phone's changes,
/// the list's, the merge and its conflicts, the UIDs kept across edits, and a sync cut
/// short converging on the next.
@Suite("CalDAV sync plan")
struct CalDAVSyncPlanTests {
  typealias File = CalDAVSyncPlan.VdirFile
  static let stamp = "20261126T190000Z"

  private func sync(
    _ ours: [String], _ vdir: [File], _ state: CalDAVSyncState = .init()
  ) -> CalDAVSyncPlan {
    CalDAVSyncPlan(ours: ours, vdir: vdir, state: state, stamp: Self.stamp) { "uid-\($0)" }
  }

  private func phoneObject(_ uid: String, _ summary: String, extra: String = "") -> String {
    "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:\(uid)\nSUMMARY:\(summary)\n\(extra)"
      + "END:VTODO\nEND:VCALENDAR\n"
  }

  @Test func aFirstSyncPairsTheVdirsObjectsWithTheLinesTheySayDoublingNothing() {
    // The vdir holds these todos already (a state folder lost, a second machine): written
    // as the phone keeps them, which is not the lines' text.
    let vdir = [
      File(
        name: "a.ics",
        text: phoneObject("a", "Call mom +family", extra: "PRIORITY:9\nDUE;VALUE=DATE:20261201\n")),
      File(name: "b.ics", text: phoneObject("b", "Buy milk", extra: "CATEGORIES:shop\n")),
      File(name: "c.ics", text: phoneObject("c", "Water the plants")),
    ]
    let ours = ["(D) due:2026-12-01 Call mom +family", "Buy milk +shop", "Pay rent"]
    let plan = sync(ours, vdir)
    #expect(plan.lines == ours + ["Water the plants"])
    #expect(plan.state.entries.map(\.uid) == ["a", "b", "uid-2", "c"])
    #expect(
      plan.writes.map(\.name).sorted() == ["a.ics", "uid-2.ics"], "a.ics gains the line's CATEGORIES:family")
  }

  @Test func theFirstSyncWritesAnObjectPerTodo() {
    let plan = sync(["(A) Call Mom due:2026-11-27", "Buy milk +shop"], [])
    #expect(plan.lines == ["(A) Call Mom due:2026-11-27", "Buy milk +shop"])
    #expect(plan.writes.map(\.name) == ["uid-0.ics", "uid-1.ics"])
    #expect(plan.writes[0].text.contains("SUMMARY:Call Mom\r\n"))
    #expect(plan.writes[0].text.contains("PRIORITY:1\r\nDUE;VALUE=DATE:20261127\r\n"))
    #expect(plan.state.entries.map(\.uid) == ["uid-0", "uid-1"])
    #expect(plan.deletions.isEmpty && plan.conflicts.isEmpty)
  }

  @Test func aPhoneTaskIsAddedAndAnEditKeepsItsUIDAndItsOwnProperties() {
    let phone = File(name: "p.ics", text: phoneObject("P1", "Water plants", extra: "X-APPLE-SORT-ORDER:3\n"))
    let first = sync(["Call Mom"], [phone])
    #expect(first.lines == ["Call Mom", "Water plants"])
    #expect(!first.writes.contains { $0.name == "p.ics" })
    let vdir = first.applied(to: [phone])
    // Edited in the app: the same file, the same UID, the phone's line kept.
    let second = sync(["Call Mom", "Water plants @home"], vdir, first.state)
    #expect(second.writes.map(\.name) == ["p.ics"])
    #expect(
      second.writes.first?.text
        == "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:P1\nSUMMARY:Water plants @home\n"
        + "X-APPLE-SORT-ORDER:3\nCATEGORIES:home\nDTSTAMP:\(Self.stamp)\nLAST-MODIFIED:\(Self.stamp)\n"
        + "END:VTODO\nEND:VCALENDAR\n")
    #expect(second.state.entries.map(\.uid) == ["uid-0", "P1"])
    // Synced again with nothing changed: nothing to write.
    let third = sync(second.lines, second.applied(to: vdir), second.state)
    #expect(third.writes.isEmpty && third.deletions.isEmpty && third.lines == second.lines)
  }

  @Test func anEditOnThePhoneChangesTheLine() {
    let first = sync(["Call Mom", "Buy milk"], [])
    var vdir = first.applied(to: [])
    vdir[1].text = vdir[1].text.replacingOccurrences(of: "SUMMARY:Buy milk", with: "SUMMARY:Buy oat milk")
      .replacingOccurrences(
        of: "END:VTODO", with: "STATUS:COMPLETED\r\nCOMPLETED:20261126T080000Z\r\nEND:VTODO")
    let second = sync(first.lines, vdir, first.state)
    #expect(second.lines == ["Call Mom", "x 2026-11-26 Buy oat milk"])
    #expect(second.writes.isEmpty)
    #expect(second.state.entries.map(\.uid) == ["uid-0", "uid-1"])
  }

  @Test func aTodoEditedOnBothSidesKeepsBothVersionsAndIsNamed() {
    let first = sync(["Call Mom"], [])
    var vdir = first.applied(to: [])
    vdir[0].text = vdir[0].text.replacingOccurrences(of: "SUMMARY:Call Mom", with: "SUMMARY:Call Mum")
    let second = sync(["Call Mom today"], vdir, first.state)
    #expect(Set(second.lines) == ["Call Mom today", "Call Mum"])
    #expect(second.conflicts.count == 1)
    #expect(Set(second.state.entries.map(\.uid)).count == 2)
  }

  @Test func aDeleteOnThePhoneAndAnEditInTheAppKeepsTheEditAndNamesIt() {
    let first = sync(["Call Mom", "Buy milk"], [])
    let vdir = first.applied(to: []).filter { !$0.text.contains("Buy milk") }
    let second = sync(["Call Mom", "Buy milk and eggs"], vdir, first.state)
    #expect(second.lines == ["Call Mom", "Buy milk and eggs"])
    #expect(second.conflicts.count == 1)
    #expect(
      second.writes.map(\.name) == ["uid-1-2.ics"],
      "a new task: the UID of the one deleted there is not taken again")
  }

  @Test func anAppEditOfATaskWithoutSummaryNeverWritesTheTitleItIsShownBy() {
    let bare = File(name: "n.ics", text: "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:N\nEND:VTODO\nEND:VCALENDAR\n")
    let described = File(
      name: "d.ics",
      text: "BEGIN:VCALENDAR\nBEGIN:VTODO\nUID:D\nDESCRIPTION:Bring the slides\\nand the cable\n"
        + "END:VTODO\nEND:VCALENDAR\n")
    let vdir = [described, bare]
    let first = sync([], vdir)
    #expect(first.lines == ["Bring the slides", "(no title)"])
    // Completed, dated, prioritised, given a project and a context in the app: no SUMMARY.
    for edits in [
      ["x 2026-11-26 Bring the slides", "x 2026-11-26 (no title)"],
      ["Bring the slides due:2026-12-01", "(A) (no title)"],
      ["Bring the slides +work", "(no title) +work"],
    ] {
      let plan = sync(edits, vdir, first.state)
      #expect(plan.lines == edits)
      #expect(plan.writes.count == 2)
      #expect(!plan.writes.contains { $0.text.contains("SUMMARY") }, "\(plan.writes.map(\.text))")
      let again = sync(plan.lines, plan.applied(to: vdir), plan.state)
      #expect(again.lines == edits && again.writes.isEmpty, "read back as the same lines")
    }
    // A context needs a SUMMARY (CATEGORIES has no @): the line's text, read back the same.
    let context = sync(["Bring the slides", "(no title) @home"], vdir, first.state)
    #expect(context.writes.map(\.name) == ["n.ics"])
    #expect(context.writes.first?.text.contains("SUMMARY:(no title) @home\nCATEGORIES:home\n") == true)
    let settled = sync(context.lines, context.applied(to: vdir), context.state)
    #expect(settled.lines == ["Bring the slides", "(no title) @home"] && settled.writes.isEmpty)
    // A title the user gives is written.
    let titled = sync(["Bring the slides and the cable", "(no title)"], vdir, first.state)
    #expect(titled.writes.map(\.name) == ["d.ics"])
    #expect(titled.writes.first?.text.contains("SUMMARY:Bring the slides and the cable\n") == true)
  }

  @Test func aDeleteInTheAppDeletesTheObject() {
    let first = sync(["Call Mom", "Buy milk"], [])
    let second = sync(["Call Mom"], first.applied(to: []), first.state)
    #expect(second.deletions == ["uid-1.ics"])
    #expect(second.lines == ["Call Mom"] && second.writes.isEmpty)
  }

  /// The objects written but the state not (killed before its write): the next sync finds
  /// the same todos, none doubled, and writes nothing more.
  @Test func aSyncCutShortConvergesOnTheNextRun() {
    let first = sync(["Call Mom", "Buy milk"], [])
    let half = first.applied(to: [])
    // The next run makes other UIDs for new todos, as UUIDs are.
    let again = CalDAVSyncPlan(ours: first.lines, vdir: half, state: .init(), stamp: Self.stamp) {
      "other-\($0)"
    }
    #expect(again.lines == ["Call Mom", "Buy milk"])
    #expect(again.writes.isEmpty && again.deletions.isEmpty)
    #expect(again.state == first.state)
  }

  @Test func anInvalidObjectIsNamedAndLeftAlone() {
    let bad = File(name: "bad.ics", text: "BEGIN:VCALENDAR\nBEGIN:VTODO\nnonsense\n")
    let plan = sync(["Call Mom"], [bad])
    #expect(plan.invalid.map(\.name) == ["bad.ics"])
    #expect(plan.invalid.first?.reason == "line 3 is not NAME:value: nonsense")
    #expect(!plan.writes.contains { $0.name == "bad.ics" } && plan.deletions.isEmpty)
    #expect(plan.lines == ["Call Mom"])
  }
}
