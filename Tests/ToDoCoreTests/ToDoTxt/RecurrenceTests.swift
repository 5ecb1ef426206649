import Testing

@testable import ToDoCore

/// Completing a recurring todo makes its next occurrence, by the rules topydo and sleek
/// share: from the completion date, or from the old due date with a strict `rec:+…`; `t:`
/// keeps its distance to `due:`; a todo with only `t:` moves its `t:`.
@Suite("Recurrence")
struct RecurrenceTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var line: String
    var completed: String
    var next: String?
    var testDescription: String { "\(line) done \(completed)" }
  }

  static let table: [Case] = [
    // Days, weeks, and a count left out (1).
    Case(
      line: "Water the plants due:2026-01-10 rec:3d", completed: "2026-01-12",
      next: "Water the plants due:2026-01-15 rec:3d"),
    Case(line: "Stretch rec:w due:2026-01-10", completed: "2026-01-10", next: "Stretch rec:w due:2026-01-17"),
    // Month ends clamp (Jan 31 + 1m = Feb 28), leap years give Feb 29, years clamp too.
    Case(
      line: "Pay rent due:2026-01-31 rec:1m", completed: "2026-01-31", next: "Pay rent due:2026-02-28 rec:1m"),
    Case(
      line: "Pay rent due:2024-01-31 rec:1m", completed: "2024-01-31", next: "Pay rent due:2024-02-29 rec:1m"),
    Case(
      line: "Leap party rec:1y due:2024-02-29", completed: "2024-02-29",
      next: "Leap party rec:1y due:2025-02-28"),
    Case(
      line: "Quarterly report rec:3m due:2026-11-30", completed: "2026-11-30",
      next: "Quarterly report rec:3m due:2027-02-28"),
    // Without `+` the completion date counts, however late; with `+` the old due date.
    Case(
      line: "Call mom due:2026-01-05 rec:1w", completed: "2026-01-20", next: "Call mom due:2026-01-27 rec:1w"),
    Case(
      line: "Call mom due:2026-01-05 rec:+1w", completed: "2026-01-20",
      next: "Call mom due:2026-01-12 rec:+1w"),
    Case(
      line: "Pay rent due:2026-01-31 rec:+1m", completed: "2026-02-10",
      next: "Pay rent due:2026-02-28 rec:+1m"),
    Case(
      line: "Strict, no due rec:+2d", completed: "2026-01-12", next: "Strict, no due rec:+2d due:2026-01-14"),
    // `t:` keeps its distance to `due:`.
    Case(
      line: "Review t:2026-01-07 due:2026-01-10 rec:1w", completed: "2026-01-12",
      next: "Review t:2026-01-16 due:2026-01-19 rec:1w"),
    Case(
      line: "Review t:2026-01-07 due:2026-01-10 rec:+1m", completed: "2026-01-12",
      next: "Review t:2026-02-07 due:2026-02-10 rec:+1m"),
    // Only `t:`: the `t:` moves, no `due:` appears.
    Case(
      line: "Sort photos t:2026-01-05 rec:2d", completed: "2026-01-12",
      next: "Sort photos t:2026-01-14 rec:2d"),
    Case(
      line: "Sort photos t:2026-01-05 rec:+2d", completed: "2026-01-12",
      next: "Sort photos t:2026-01-07 rec:+2d"),
    // Neither: a `due:` is added.
    Case(line: "Backup rec:1d", completed: "2026-01-12", next: "Backup rec:1d due:2026-01-13"),
    // Business days: Saturday and Sunday skipped.
    Case(
      line: "Stand-up due:2026-01-09 rec:1b", completed: "2026-01-09", next: "Stand-up due:2026-01-12 rec:1b"),
    Case(
      line: "Stand-up due:2026-01-08 rec:3b", completed: "2026-01-08", next: "Stand-up due:2026-01-13 rec:3b"),
    Case(
      line: "Stand-up due:2026-01-10 rec:1b", completed: "2026-01-10", next: "Stand-up due:2026-01-12 rec:1b"),
    Case(
      line: "Stand-up due:2026-01-09 rec:+1b", completed: "2026-01-14",
      next: "Stand-up due:2026-01-12 rec:+1b"),
    // The priority stays; a creation date becomes the day the occurrence is made.
    Case(
      line: "(A) 2026-01-01 Report +work due:2026-01-05 rec:1w", completed: "2026-01-06",
      next: "(A) 2026-01-06 Report +work due:2026-01-13 rec:1w"),
    // Not recurring: no occurrence.
    Case(line: "Once due:2026-01-05", completed: "2026-01-06", next: nil),
    Case(line: "Often rec:often", completed: "2026-01-06", next: nil),
    Case(line: "Never rec:0d", completed: "2026-01-06", next: nil),
    Case(line: "x 2026-01-06 Done already rec:1d", completed: "2026-01-07", next: nil),
  ]

  @Test(arguments: table)
  func theNextOccurrence(_ example: Case) {
    let line = ToDoTxtLine(example.line)
    #expect(line.nextOccurrence(completedOn: CalendarDate(iso: example.completed)!)?.raw == example.next)
  }

  @Test func recValuesRead() {
    #expect(Recurrence("1d") == Recurrence("d"))
    #expect(Recurrence("+2w")?.isStrict == true && Recurrence("+2w")?.count == 2)
    #expect(Recurrence("12m")?.unit == .month)
    #expect(Recurrence("5b")?.unit == .businessDay)
    for bad in ["", "+", "x", "1x", "0d", "-1d", "1.5d", "99999999d", "١d"] {
      #expect(Recurrence(bad) == nil, "rec:\(bad)")
    }
  }
}
