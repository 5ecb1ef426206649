import Testing

@testable import ToDoCore

/// vdirsyncer's conflict (one task changed in the vdir and on the server between two of its
/// runs), merged as the bridge merges (decision 0296).
@Suite("CalDAV conflict resolution")
struct CalDAVConflictResolutionTests {
  typealias File = CalDAVSyncPlan.VdirFile
  static let stamp = "20261202T090000Z"

  private func object(_ summary: String, _ extra: String = "", modified: String = "20261120T080000Z")
    -> String
  {
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:A\r\nSUMMARY:\(summary)\r\n\(extra)"
      + "LAST-MODIFIED:\(modified)\r\nBEGIN:VALARM\r\nTRIGGER:-PT1H\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
  }

  /// The state after the app synced `phone`, then the list changed to `listLine`.
  private func laptopEdit(of phone: String, to listLine: String) -> (state: CalDAVSyncState, vdir: String) {
    let first = CalDAVSyncPlan(
      ours: [], vdir: [File(name: "A.ics", text: phone)], state: .init(), stamp: Self.stamp
    ) { "u\($0)" }
    let second = CalDAVSyncPlan(
      ours: [listLine], vdir: [File(name: "A.ics", text: phone)], state: first.state, stamp: Self.stamp
    ) { "u\($0)" }
    #expect(second.state.entries.first?.agreed == phone, "the version before the app's write is kept")
    return (second.state, second.writes[0].text)
  }

  @Test func aLaptopEditAndAPhoneEditOfOtherFieldsAreBothKept() throws {
    let phone = object("Call the bank")
    let (state, laptop) = laptopEdit(of: phone, to: "Call the bank about the loan")
    let server = object("Call the bank", "DUE;VALUE=DATE:20261224\r\n", modified: "20261201T080000Z")
    let resolved = try CalDAVConflictResolution(
      first: laptop, second: server, state: state, stamp: Self.stamp)
    #expect(resolved.text.contains("SUMMARY:Call the bank about the loan\r\n"))
    #expect(resolved.text.contains("DUE;VALUE=DATE:20261224") && resolved.text.contains("TRIGGER:-PT1H"))
    #expect(resolved.message == "merged ‘Call the bank about the loan due:2026-12-24’")
  }

  @Test func oneFieldChangedOnBothSidesKeepsBothVersionsAndNamesThem() throws {
    let phone = object("Call the bank")
    let (state, laptop) = laptopEdit(of: phone, to: "Call the bank today")
    let server = object("Phone the bank", modified: "20261201T080000Z")
    // Whichever is newer, and whichever file is the app's: both kept, the phone's on the task.
    for (first, second) in [(laptop, server), (server, laptop)] {
      let resolved = try CalDAVConflictResolution(
        first: first, second: second, state: state, stamp: Self.stamp)
      #expect(resolved.text == server, "the phone's version on the task, its alarm kept")
      #expect(resolved.keptApart == "Call the bank today", "the laptop's as a todo of its own")
      #expect(
        resolved.message
          == "Edited here, changed there to ‘Phone the bank’: both kept, yours is ‘Call the bank today’; "
          + "yours goes into the list as a todo of its own")
    }
    // The next sync, with the laptop's version added to the list: two tasks, none lost.
    let vdir = [File(name: "A.ics", text: server)]
    let plan = CalDAVSyncPlan(
      ours: ["Call the bank today", "Call the bank today"], vdir: vdir, state: state, stamp: Self.stamp
    ) { "u\($0)" }
    #expect(plan.lines.sorted() == ["Call the bank today", "Phone the bank"])
    #expect(plan.state.entries.first { $0.line == "Phone the bank" }?.uid == "A")
    #expect(plan.writes.count == 1 && plan.writes[0].text.contains("SUMMARY:Call the bank today"))
  }

  @Test func onATieOfTimesTheSecondVersionIsKept() throws {
    // Both changed at the same second, no sync of the task known: the second one (the
    // server's, in the configuration the manual shows) is the one kept.
    let first = object("Call the bank", modified: "20261201T080000Z")
    let second = object("Phone the bank", modified: "20261201T080000Z")
    let resolved = try CalDAVConflictResolution(
      first: first, second: second, state: .init(), stamp: Self.stamp)
    #expect(resolved.text == second)
    #expect(resolved.message == "no sync of this task known: the newer ‘Phone the bank’ kept")
  }

  @Test func twoDifferentTasksAreRefused() {
    let other = object("Other").replacingOccurrences(of: "UID:A", with: "UID:B")
    #expect(throws: CalDAVConflictResolution.Refusal.self) {
      try CalDAVConflictResolution(first: object("One"), second: other, state: .init(), stamp: Self.stamp)
    }
  }
}
