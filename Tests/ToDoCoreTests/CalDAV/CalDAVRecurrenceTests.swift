import Testing

@testable import ToDoCore

/// A phone's STATUS:COMPLETED on a task that recurs (its RRULE kept) brings exactly one next
/// occurrence, on both sides, whatever the list did to that todo meanwhile, as `x` does in
/// the app (decisions 0295, 0307).
@Suite("CalDAV recurrence")
struct CalDAVRecurrenceTests {
  typealias File = CalDAVSyncPlan.VdirFile
  static let stamp = "20261202T090000Z"
  static let completion = "STATUS:COMPLETED\r\nCOMPLETED:20261202T080000Z\r\n"

  private func sync(_ ours: [String], _ vdir: [File], _ state: CalDAVSyncState) -> CalDAVSyncPlan {
    CalDAVSyncPlan(ours: ours, vdir: vdir, state: state, stamp: Self.stamp) { "uid-\($0)" }
  }

  private func object(_ summary: String, _ extra: String = "", modified: String = "20261120T080000Z")
    -> String
  {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:C\r\nSUMMARY:\(summary)\r\n"
      + "DUE;VALUE=DATE:20261201\r\nRRULE:FREQ=WEEKLY\r\n\(extra)LAST-MODIFIED:\(modified)\r\n"
      + "END:VTODO\r\nEND:VCALENDAR\r\n"
  }

  /// The task synced once: the state, the vdir.
  private func synced() -> (CalDAVSyncState, [File]) {
    let vdir = [File(name: "C.ics", text: object("Water plants"))]
    let first = sync([], vdir, .init())
    #expect(first.lines == ["Water plants due:2026-12-01 rec:+w"])
    return (first.state, first.applied(to: vdir))
  }

  /// The vdir with the task completed on the phone (and its summary changed to `summary`).
  private func completedOnThePhone(_ vdir: [File], summary: String = "Water plants") -> [File] {
    [File(name: "C.ics", text: object(summary, Self.completion))]
  }

  /// The plan's lines that recur and are open: the occurrences to come.
  private func open(_ plan: CalDAVSyncPlan) -> [String] {
    plan.lines.filter { !ToDoTxtLine($0).isCompleted && $0.contains("rec:") }
  }

  /// The plan, then a sync of its result: nothing more to do, no third occurrence.
  private func expectSettled(_ plan: CalDAVSyncPlan, vdir: [File]) {
    let next = sync(plan.lines, plan.applied(to: vdir), plan.state)
    #expect(next.lines == plan.lines && next.writes.isEmpty && next.deletions.isEmpty)
  }

  @Test func aCompletionOnThePhoneOfATodoEditedInTheListBringsOneNextOccurrence() {
    let (state, vdir) = synced()
    let phone = completedOnThePhone(vdir)
    let plan = sync(["Water the plants due:2026-12-01 rec:+w"], phone, state)
    #expect(
      plan.lines == [
        "Water the plants due:2026-12-08 rec:+w", "x 2026-12-02 Water the plants due:2026-12-01 rec:+w",
      ])
    #expect(plan.conflicts.isEmpty)
    // On the phone's side too: the next occurrence is a task of its own, the completed one
    // keeps its RRULE and takes the list's summary.
    let new = plan.writes.first { $0.name == "uid-0.ics" }?.text ?? ""
    #expect(new.contains("SUMMARY:Water the plants\r\n") && new.contains("DUE;VALUE=DATE:20261208"))
    #expect(new.contains("RRULE:FREQ=WEEKLY"))
    let done = plan.writes.first { $0.name == "C.ics" }?.text ?? ""
    #expect(done.contains("STATUS:COMPLETED") && done.contains("SUMMARY:Water the plants\r\n"))
    expectSettled(plan, vdir: phone)
  }

  @Test func aCompletionOnThePhoneOfATodoPostponedInTheListRecursFromTheNewDate() {
    let (state, vdir) = synced()
    let plan = sync(["Water plants due:2026-12-03 rec:+w"], completedOnThePhone(vdir), state)
    #expect(
      plan.lines == ["Water plants due:2026-12-10 rec:+w", "x 2026-12-02 Water plants due:2026-12-03 rec:+w"])
    expectSettled(plan, vdir: completedOnThePhone(vdir))
  }

  @Test func aCompletionOnThePhoneThatClashesWithTheListKeepsBothAndBringsOneOccurrence() {
    let (state, vdir) = synced()
    let phone = completedOnThePhone(vdir, summary: "Water the cactus")
    let plan = sync(["Water the ferns due:2026-12-01 rec:+w"], phone, state)
    #expect(
      plan.lines == [
        "Water the ferns due:2026-12-01 rec:+w", "Water the cactus due:2026-12-08 rec:+w",
        "x 2026-12-02 Water the cactus due:2026-12-01 rec:+w",
      ])
    #expect(plan.conflicts.count == 1)
    #expect(open(plan).filter { $0.contains("due:2026-12-08") }.count == 1)
    expectSettled(plan, vdir: phone)
  }

  @Test func aCompletionOnThePhoneOfATodoDeletedInTheListKeepsItAndItsNextOccurrence() {
    let (state, vdir) = synced()
    let phone = completedOnThePhone(vdir)
    let plan = sync([], phone, state)
    #expect(
      plan.lines == ["Water plants due:2026-12-08 rec:+w", "x 2026-12-02 Water plants due:2026-12-01 rec:+w"])
    #expect(plan.conflicts.map(\.here) == [.deleted])
    expectSettled(plan, vdir: phone)
  }

  @Test func aTodoCompletedOnBothSidesHasOnlyTheListsNextOccurrence() {
    let (state, vdir) = synced()
    let completed = ToDoDocumentLines.completed(state.entries[0].line, on: "2026-12-02")
    let plan = sync([completed.next, completed.done], completedOnThePhone(vdir), state)
    #expect(plan.lines == [completed.next, completed.done])
  }

  @Test func afterCaldavResolveMergedBothSidesTheNextSyncBringsOneNextOccurrence() throws {
    let (state, vdir) = synced()
    // The laptop edits the task; the app's sync writes it into its vdir.
    let laptop = sync(["Water the plants due:2026-12-01 rec:+w"], vdir, state)
    let appVdir = laptop.applied(to: vdir)
    // The phone completes it on the server; vdirsyncer hands both versions to todo.
    let server = object("Water plants", Self.completion, modified: "20261202T080000Z")
    let resolved = try CalDAVConflictResolution(
      first: appVdir[0].text, second: server, state: laptop.state, stamp: Self.stamp)
    let merged = [File(name: "C.ics", text: resolved.text)]
    #expect(resolved.text.contains("STATUS:COMPLETED") && resolved.text.contains("SUMMARY:Water the plants"))
    // The list unchanged since, or changed again: one next occurrence either way.
    for ours in [laptop.lines, ["Water the plants @home due:2026-12-01 rec:+w"]] {
      let plan = sync(ours, merged, laptop.state)
      #expect(open(plan).count == 1, "\(plan.lines)")
      #expect(open(plan).first?.contains("due:2026-12-08") == true)
      #expect(plan.lines.filter { ToDoTxtLine($0).isCompleted }.count == 1)
      expectSettled(plan, vdir: merged)
    }
  }
}
