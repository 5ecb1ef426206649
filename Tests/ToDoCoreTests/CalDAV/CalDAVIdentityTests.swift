import Testing

@testable import ToDoCore

/// The cases where the bridge used to guess identity by text and pair a line with the
/// wrong task, double it, or empty the list (decision 0295); each carries a UID along its
/// line now.
@Suite("CalDAV identity")
struct CalDAVIdentityTests {
  typealias File = CalDAVSyncPlan.VdirFile
  static let stamp = "20261202T090000Z"

  private func sync(
    _ ours: [String], _ vdir: [File], _ state: CalDAVSyncState = .init(), leftAlone: Set<String> = []
  ) -> CalDAVSyncPlan {
    CalDAVSyncPlan(ours: ours, vdir: vdir, state: state, stamp: Self.stamp, leftAlone: leftAlone) {
      "uid-\($0)"
    }
  }

  private func object(_ uid: String, _ summary: String?, extra: String = "") -> String {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:\(uid)\r\n"
      + (summary.map { "SUMMARY:\($0)\r\n" } ?? "") + extra + "END:VTODO\r\nEND:VCALENDAR\r\n"
  }

  private let alarm =
    "DESCRIPTION:Ask about the car\r\nX-PHONE-COLOUR:red\r\nBEGIN:VALARM\r\n"
    + "ACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nEND:VALARM\r\n"

  /// Two phone tasks synced once: the state, the vdir.
  private func synced(_ tasks: [(String, String, String)]) -> (CalDAVSyncState, [File]) {
    let vdir = tasks.map { File(name: "\($0.0).ics", text: object($0.0, $0.1, extra: $0.2)) }
    let first = sync([], vdir)
    #expect(first.writes.isEmpty)
    return (first.state, first.applied(to: vdir))
  }

  @Test func anEditBelowATodoAddedAtTheTopRewritesItsOwnTaskAndNoOther() {
    let (state, vdir) = synced([("A", "Task a", alarm), ("B", "Task b", "")])
    let plan = sync(["New one", "Task a edited", "Task b"], vdir, state)
    #expect(plan.lines == ["New one", "Task a edited", "Task b"])
    #expect(plan.state.entries.map(\.uid) == ["uid-0", "A", "B"])
    let taskA = plan.writes.first { $0.name == "A.ics" }?.text ?? ""
    #expect(taskA.contains("SUMMARY:Task a edited\r\n"))
    #expect(taskA.contains("DESCRIPTION:Ask about the car") && taskA.contains("TRIGGER:-PT15M"))
    let new = plan.writes.first { $0.name == "uid-0.ics" }?.text ?? ""
    #expect(new.contains("SUMMARY:New one\r\n") && !new.contains("VALARM"))
    #expect(plan.deletions.isEmpty && plan.conflicts.isEmpty)
  }

  @Test func aTaskDeletedOnThePhoneStaysDeletedAmongAddsEditsDeletesAndARecurringCompletion() {
    let (state, vdir) = synced([
      ("A", "Task a", ""), ("B", "Task b", ""),
      ("C", "Water plants", "DUE;VALUE=DATE:20261201\r\nRRULE:FREQ=WEEKLY\r\n"), ("D", "Task d", alarm),
    ])
    let base = state.entries.map(\.line)
    #expect(base[2] == "Water plants due:2026-12-01 rec:+w")
    let phone = vdir.filter { $0.name != "D.ics" }
    let completed = ToDoDocumentLines.completed(base[2], on: "2026-12-02")
    let plan = sync(
      ["New 1", "New 2", "Task a edited", completed.next, completed.done, "Task d"], phone, state)
    #expect(
      plan.lines == ["New 1", "New 2", "Task a edited", completed.next, completed.done],
      "Task b deleted here, Task d deleted on the phone")
    #expect(!plan.writes.contains { $0.text.contains("VALARM") }, "no task takes Task d's alarm")
    #expect(plan.deletions == ["B.ics"])
    #expect(plan.state.entries.map(\.uid) == ["uid-0", "uid-1", "A", "uid-3", "C"])
  }

  @Test func aLostStatePairsByContentWithoutDoublingAndKeepsTheListsOrder() {
    let (state, vdir) = synced([("A", "Task a", ""), ("B", "Task b", ""), ("C", "Task c", "")])
    var phone = vdir
    phone[0].text = phone[0].text.replacingOccurrences(of: "SUMMARY:Task a", with: "SUMMARY:Task a +home")
    #expect(state.entries.count == 3)
    let ours = ["Task c", "Task b due:2026-12-24", "Task a"]
    let plan = sync(ours, phone, CalDAVSyncState())
    #expect(plan.lines == ours)
    #expect(plan.state.entries.map(\.uid) == ["C", "B", "A"])
    #expect(plan.pairedByContent.map(\.phone) == ["Task b", "Task a +home"])
    #expect(!plan.writes.contains { !["A.ics", "B.ics"].contains($0.name) }, "no object made twice")
  }

  @Test func twoFilesWithOneUIDAreNamedAndTheSyncedOneFollowed() {
    let (state, vdir) = synced([("A", "Task a", "")])
    let copy = File(name: "copy.ics", text: object("A", "Task a from a copy"))
    let plan = sync(["Task a"], vdir + [copy], state)
    #expect(plan.invalid.map(\.name) == ["copy.ics"])
    #expect(plan.invalid.first?.reason.contains("A.ics") == true)
    #expect(plan.lines == ["Task a"] && plan.writes.isEmpty && plan.deletions.isEmpty)
  }

  @Test func aRenamedObjectIsFollowedByItsUIDAndDeletedUnderItsNewName() {
    let (state, vdir) = synced([("A", "Task a", ""), ("B", "Task b", "")])
    var renamed = vdir
    renamed[0].name = "moved.ics"
    let kept = sync(["Task a", "Task b"], renamed, state)
    #expect(kept.lines == ["Task a", "Task b"] && kept.writes.isEmpty && kept.deletions.isEmpty)
    #expect(kept.state.entries.first?.file == "moved.ics")
    let deleted = sync(["Task b"], renamed, kept.state)
    #expect(deleted.deletions == ["moved.ics"])
  }

  @Test func aVdirThatLostEveryObjectAtOnceIsRefusedAndNothingChanges() {
    let (state, _) = synced([("A", "Task a", ""), ("B", "Task b", "")])
    let plan = sync(["Task a", "Task b", "Task c"], [], state)
    #expect(plan.refusal?.contains("none of the 2 tasks") == true)
    #expect(plan.lines == ["Task a", "Task b", "Task c"])
    #expect(plan.writes.isEmpty && plan.deletions.isEmpty && plan.state == state)
    // One object left: a phone that deleted the others, not a vdir gone.
    let one = sync(["Task a", "Task b"], [File(name: "A.ics", text: state.entries[0].object)], state)
    #expect(one.refusal == nil && one.lines == ["Task a"])
  }

  @Test func aVdirThatHoldsAnotherCalendarOrOnlyJunkIsRefusedAndNothingChanges() {
    let (state, _) = synced([("A", "Task a", ""), ("B", "Task b", "")])
    let ours = ["Task a", "Task b", "Task c"]
    let calendar = [
      File(name: "X.ics", text: object("X", "Their task")), File(name: "Y.ics", text: object("Y", "Other")),
    ]
    let swapped = sync(ours, calendar, state)
    #expect(swapped.refusal?.contains("none of the 2 tasks synced last, but 2 other tasks") == true)
    #expect(swapped.lines == ours && swapped.state == state)
    #expect(swapped.writes.isEmpty && swapped.deletions.isEmpty)
    let junk = sync(ours, [File(name: "junk.ics", text: "nothing\n")], state)
    #expect(junk.refusal?.contains("only 1 file that is no task") == true)
    #expect(junk.lines == ours && junk.writes.isEmpty && junk.deletions.isEmpty && junk.state == state)
    // Junk under a synced task's own name: that task counts as unchanged, nothing is lost.
    let damaged = sync(["Task a", "Task b"], [File(name: "A.ics", text: "nothing\n")], state)
    #expect(damaged.refusal == nil && damaged.lines == ["Task a"] && damaged.deletions.isEmpty)
  }

  @Test func aVdirEmptiedOfEveryTaskTheListDeletedTooSyncs() {
    // The refusal's fix: every task deleted on purpose, then in the list too.
    let (state, _) = synced([("A", "Task a", ""), ("B", "Task b", "")])
    let plan = sync(["Pay rent"], [], state)
    #expect(plan.refusal == nil && plan.lines == ["Pay rent"])
    #expect(plan.state.entries.map(\.uid) == ["uid-0"] && plan.writes.map(\.name) == ["uid-0.ics"])
  }

  @Test func theOneTaskOfAListDeletedOnThePhoneIsDeletedInTheList() {
    // One task gone is what a phone's delete looks like (vdirsyncer refuses to empty a
    // storage, so an empty vdir after one task is such a delete): never refused.
    let (state, _) = synced([("A", "Task a", "")])
    let plan = sync(["Task a"], [], state)
    #expect(plan.refusal == nil && plan.lines == [] && plan.state.entries.isEmpty)
    let replaced = sync(["Task a"], [File(name: "N.ics", text: object("N", "New task"))], state)
    #expect(replaced.refusal == nil && replaced.lines == ["New task"])
  }

  @Test func aFileThatCouldNotBeReadCountsAsUnchangedNotDeleted() {
    let (state, vdir) = synced([("A", "Task a", ""), ("B", "Task b", "")])
    let plan = sync(["Task a", "Task b"], [vdir[0]], state, leftAlone: ["B.ics"])
    #expect(plan.lines == ["Task a", "Task b"] && plan.deletions.isEmpty && plan.writes.isEmpty)
    #expect(plan.state.entries.map(\.uid) == ["A", "B"])
  }

  @Test func aTaskWithoutSummaryIsKeptAndNeverCostsTheOtherComponentsOfItsFile() {
    let text =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:E1\r\nSUMMARY:Meeting\r\nEND:VEVENT\r\n"
      + "BEGIN:VTODO\r\nUID:T1\r\nDESCRIPTION:Bring the slides\\nand the cable\r\nEND:VTODO\r\n"
      + "BEGIN:VTODO\r\nUID:T2\r\nEND:VTODO\r\n"
      + "BEGIN:VJOURNAL\r\nUID:J1\r\nEND:VJOURNAL\r\nEND:VCALENDAR\r\n"
    let file = File(name: "mixed.ics", text: text)
    let bare = File(name: "bare.ics", text: object("T3", nil))
    let first = sync([], [file, bare])
    #expect(first.lines == ["Bring the slides", "(no title)"])
    #expect(first.writes.isEmpty)
    let again = sync(first.lines, [file, bare], first.state)
    #expect(again.writes.isEmpty && again.deletions.isEmpty && again.lines == first.lines)
    // Deleted in the list: the VTODO goes, the event, the other task and the journal stay.
    let deleted = sync(["(no title)"], [file, bare], first.state)
    #expect(deleted.lines == ["(no title)"])
    #expect(deleted.deletions.isEmpty)
    let rewritten = deleted.writes.first { $0.name == "mixed.ics" }?.text ?? ""
    #expect(!rewritten.contains("UID:T1") && rewritten.contains("UID:E1"))
    #expect(rewritten.contains("UID:T2") && rewritten.contains("UID:J1"))
    let alone = sync([], [file, bare], first.state)
    #expect(alone.deletions == ["bare.ics"])
  }

  @Test func aTodoDeletedFromAFileWithOneEventLeavesTheEvent() {
    let text =
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTIMEZONE\r\nTZID:X\r\nEND:VTIMEZONE\r\n"
      + "BEGIN:VEVENT\r\nUID:E1\r\nEND:VEVENT\r\nBEGIN:VTODO\r\nUID:T1\r\nSUMMARY:Call\r\n"
      + "END:VTODO\r\nEND:VCALENDAR\r\n"
    let file = File(name: "both.ics", text: text)
    let first = sync([], [file])
    let deleted = sync([], [file], first.state)
    #expect(deleted.deletions.isEmpty)
    #expect(deleted.writes.first.map { $0.text.contains("UID:E1") && !$0.text.contains("UID:T1") } == true)
    // A file that holds the todo and a time zone only goes whole.
    let alone = File(
      name: "alone.ics",
      text: text.replacingOccurrences(of: "BEGIN:VEVENT\r\nUID:E1\r\nEND:VEVENT\r\n", with: ""))
    let synced = sync([], [alone])
    #expect(sync([], [alone], synced.state).deletions == ["alone.ics"])
  }

  @Test func aRecurringTaskCompletedOnThePhoneBringsExactlyOneNextOccurrence() {
    let (state, vdir) = synced([
      ("C", "Water plants", "DUE;VALUE=DATE:20261201\r\nRRULE:FREQ=WEEKLY\r\n")
    ])
    var phone = vdir
    phone[0].text = phone[0].text.replacingOccurrences(
      of: "END:VTODO", with: "STATUS:COMPLETED\r\nCOMPLETED:20261202T080000Z\r\nEND:VTODO")
    let plan = sync(state.entries.map(\.line), phone, state)
    #expect(
      plan.lines == [
        "Water plants due:2026-12-08 rec:+w", "x 2026-12-02 Water plants due:2026-12-01 rec:+w",
      ])
    #expect(plan.writes.map(\.name) == ["uid-0.ics"], "the next occurrence is a task of its own")
    #expect(plan.writes.first?.text.contains("RRULE:FREQ=WEEKLY") == true)
    // The next sync brings no third one.
    let next = sync(plan.lines, plan.applied(to: phone), plan.state)
    #expect(next.lines == plan.lines && next.writes.isEmpty)
  }

  @Test func aTodoDeletedHereAndEditedOnThePhoneIsKeptAsThePhoneHasItAndNamed() {
    let (state, vdir) = synced([("A", "Task a", alarm), ("B", "Task b", "")])
    var phone = vdir
    phone[0].text = phone[0].text.replacingOccurrences(of: "SUMMARY:Task a", with: "SUMMARY:Task a moved")
    let plan = sync(["Task b"], phone, state)
    #expect(plan.lines == ["Task a moved", "Task b"])
    #expect(plan.conflicts.map(\.here) == [.deleted])
    #expect(plan.conflicts.first?.theirs == "Task a moved")
    #expect(plan.deletions.isEmpty && plan.state.entries.map(\.uid) == ["A", "B"])
  }

  @Test func changesOfDifferentFieldsOnBothSidesAreBothAppliedWithNoConflict() {
    let (state, vdir) = synced([("A", "Call the bank", "")])
    var phone = vdir
    phone[0].text = phone[0].text.replacingOccurrences(
      of: "END:VTODO", with: "DUE;VALUE=DATE:20261224\r\nEND:VTODO")
    let plan = sync(["Call the bank about the loan"], phone, state)
    #expect(plan.lines == ["Call the bank about the loan due:2026-12-24"])
    #expect(plan.conflicts.isEmpty && plan.state.entries.map(\.uid) == ["A"])
  }

  @Test func aFieldChangedAlikeOnBothSidesBesideAnotherChangeIsNoConflict() {
    let (state, vdir) = synced([("A", "Call the bank", "")])
    var phone = vdir
    phone[0].text = phone[0].text.replacingOccurrences(
      of: "END:VTODO", with: "DUE;VALUE=DATE:20261224\r\nEND:VTODO")
    // The same due date here, and a new text: one todo, both changes in it.
    let plan = sync(["Call the bank about the loan due:2026-12-24"], phone, state)
    #expect(plan.lines == ["Call the bank about the loan due:2026-12-24"])
    #expect(plan.conflicts.isEmpty && plan.state.entries.map(\.uid) == ["A"])
  }

  @Test func aNewUIDIsNeverOneATaskHasAlready() {
    // The UIDs made from places: the new todo's place is an old todo's UID.
    let first = sync(["Task a", "Task b"], [])
    #expect(first.state.entries.map(\.uid) == ["uid-0", "uid-1"])
    let plan = sync(["New one", "Task a", "Task b"], first.applied(to: []), first.state)
    #expect(plan.state.entries.map(\.uid) == ["uid-0-2", "uid-0", "uid-1"])
    #expect(plan.writes.map(\.name) == ["uid-0-2.ics"], "no other task rewritten")
  }

  @Test func aNewUIDSkipsEveryNumberedOneTakenToo() {
    // Two todos added at the top, one sync apart: the UID of the place, then its `-2`, are
    // both tasks' already; the third new todo gets `-3`.
    let first = sync(["Task a", "Task b"], [])
    let second = sync(["New one", "Task a", "Task b"], first.applied(to: []), first.state)
    #expect(second.state.entries.map(\.uid) == ["uid-0-2", "uid-0", "uid-1"])
    let third = sync(
      ["Newer", "New one", "Task a", "Task b"], second.applied(to: first.applied(to: [])), second.state)
    #expect(third.state.entries.map(\.uid) == ["uid-0-3", "uid-0-2", "uid-0", "uid-1"])
    #expect(third.writes.map(\.name) == ["uid-0-3.ics"], "no other task rewritten")
  }

  @Test func aStateFileNameOutsideTheVdirIsNeverWrittenOrDeleted() {
    let (state, vdir) = synced([("A", "Task a", ""), ("B", "Task b", "")])
    var tampered = state
    tampered.entries[1].file = "../victim.txt"
    let plan = sync(["Task a"], vdir, tampered)
    #expect(plan.deletions == ["B.ics"], "found by its UID")
    let gone = sync(["Task a"], [vdir[0]], tampered)
    #expect(gone.deletions.isEmpty && !gone.writes.contains { $0.name.contains("/") })
    #expect(CalDAVSyncPlan.fileName(for: ".hidden") == "_.hidden.ics")
    #expect(CalDAVSyncPlan.fileName(for: "../x") == "_.._x.ics")
  }
}

/// What the app's `x` makes of a recurring line, for the tests. Pure.
enum ToDoDocumentLines {
  static func completed(_ line: String, on day: String) -> (done: String, next: String) {
    let date = CalendarDate(iso: day)!
    let todo = ToDoTxtLine(line)
    return (todo.completed(on: date).raw, todo.nextOccurrence(completedOn: date)!.raw)
  }
}
