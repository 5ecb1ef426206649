import Testing
import ToDoTestSupport

@testable import ToDoCore

/// How a todo's row looks: done todos dimmed with ✓, priorities in their colour, a due
/// date today or past highlighted, and the title's counts.
@Suite("A list row, composed")
struct ListRowComposeTests {
  static let titles = [
    "(A) Call mom due:2026-11-23", "(B) Taxes due:2026-11-20 +home", "(C) Plan the trip due:2026-12-01",
    "(D) Someday", "x 2026-11-22 Water the plants pri:B", "Read +books due:2026-11-24",
  ]

  private func frame(size: Size = Size(columns: 80, rows: 24), today: String? = "2026-11-23") -> Frame {
    var state = State.loaded(Self.titles, size: size)
    state.today = today.flatMap { CalendarDate(iso: $0) }
    return compose(state)
  }

  @Test("a line written from its bytes gives the same cells as its todo composed, or is left to it")
  func aPlainLineIsWrittenAsItsToDoWouldBe() {
    let lines = [
      "Buy milk", "", "x", "x done", "xylophone lesson", "(A) Call mom", "(call) later", "a (B) b",
      "Read +books", "Ask @office", "due:2026-11-20 pay", "ratio 3:1", "café", "买牛奶", "tab\there",
      String(repeating: "w", count: 16), String(repeating: "w", count: 17), String(repeating: "w", count: 20),
    ]
    let layout = Layout(Size(columns: 20, rows: 8))
    var written = 0
    for text in lines {
      for isSelected in [false, true] {
        let line = TextLine(text)
        var plain = Frame(size: layout.size)
        let wrote = composePlainListRow(line, row: 3, isSelected: isSelected, layout: layout, into: &plain)
        var composed = Frame(size: layout.size)
        composeListRow(
          ToDo(id: 1, title: text), row: 3, isSelected: isSelected, today: CalendarDate(iso: "2026-11-23"),
          layout: layout, into: &composed)
        if wrote {
          written += 1
          #expect(plain == composed, "\(text) selected: \(isSelected)")
        } else {
          #expect(plain == Frame(size: layout.size), "nothing written for \(text)")
        }
      }
    }
    // Six plain lines both ways; five with a highlight's sign (taken when selected) and the
    // 17 w's (room for 16 beside the ✕) one way; the done, non-ASCII, control and too long
    // ones never.
    #expect(written == 18)
  }

  @Test func priorityDoneAndDueShowInTheirStyles() {
    let frame = frame()
    #expect(frame.lines[0].hasPrefix("TODO - (6) · 1 done"))
    // The dates counted from today follow the text of open todos, two blanks after it.
    func row(_ text: String, _ note: String) -> String {
      text + "  " + note
    }
    #expect(
      Array(frame.lines[3...8]) == [
        row("  (A) Call mom due:2026-11-23", "due today"),
        row("  (B) Taxes due:2026-11-20 +home", "3 days late"),
        row("  (C) Plan the trip due:2026-12-01", "due in a week"),
        "  (D) Someday", "  ✓ 2026-11-22 Water the plants pri:B",
        row("  Read +books due:2026-11-24", "due tomorrow"),
      ])
    #expect(frame[3, 31].style == .dueToday && frame[4, 34].style == .overdue && frame[5, 36].style == .due)
    #expect(frame[8, 30].style == .upcoming)
    #expect(frame[3, 2].style == .priorityA && frame[3, 4].style == .priorityA && frame[3, 5].style == .item)
    #expect(frame[4, 2].style == .priorityB)
    #expect(frame[5, 2].style == .priorityC)
    #expect(frame[6, 2].style == .item, "D and later: plain")
    // Due today, overdue, in the future.
    #expect(frame[3, 15].style == .dueToday && frame[3, 28].style == .dueToday)
    #expect(frame[4, 12].style == .overdue && frame[4, 26].style == .item && frame[4, 27].style == .project)
    #expect(frame[5, 20].style == .due, "a week on or later: the style of a later due date")
    #expect(frame[8, 15].style == .upcoming, "tomorrow to six days on: upcoming")
    // Done: dimmed whole, ✓ for its x, no priority or due colour.
    #expect((2..<36).allSatisfy { frame[7, $0].style == .completedItem })
  }

  @Test func beforeTheDayIsKnownNoDateIsHighlighted() {
    let frame = frame(today: nil)
    #expect(frame[3, 15].style == .due && frame[4, 12].style == .due)
  }

  @Test func aHighlightCutByTheScreenEdgeIsNotDrawnOverTheEllipsis() {
    // The due date's last digit is where the … goes.
    let frame = frame(size: Size(columns: 26, rows: 12))
    #expect(frame.lines[4] == "  (B) Taxes due:2026-11-2…")
    #expect(frame[4, 25].style == .item, "the … keeps the row's style")
    #expect(frame[4, 12].style == .item, "a due date not shown whole is not highlighted")
  }

  @Test func theSelectedRowIsOneRunWithItsDeleteMark() {
    let frame = compose(State.loaded(Self.titles).selecting(0))
    #expect(frame.lines[3] == "› (A) Call mom due:2026-11-23 ✕")
    #expect((0..<31).allSatisfy { frame[3, $0].style == .selectedItem })
  }

  @Test("the selected row says its dates too, after its ✕, in their own style")
  func theSelectedRowSaysItsDates() {
    var state = State.loaded(Self.titles).selecting(0)
    state.today = CalendarDate(iso: "2026-11-23")
    let frame = compose(state)
    #expect(frame.lines[3].hasPrefix("› (A) Call mom due:2026-11-23 ✕ "))
    #expect(frame.lines[3].hasPrefix("› (A) Call mom due:2026-11-23 ✕  due today"))
    #expect(frame[3, 33].style == .dueToday && frame[3, 30].style == .selectedItem)
  }

  @Test("a t: date ahead is a threshold and says when it starts; one past says nothing")
  func aThresholdAheadSaysWhenItStarts() {
    var state = State.loaded(["Plan +trip t:2026-11-27 due:2026-12-14", "Go t:2026-11-20"])
    // Loaded before the day is known, so that nothing is hidden yet.
    state.today = CalendarDate(iso: "2026-11-23")
    let frame = compose(state)
    #expect(frame.lines[3].hasPrefix("  Plan +trip t:2026-11-27 due:2026-12-14  due in 3 weeks, starts Fri"))
    #expect(frame[3, 14].style == .threshold, "the t: word")
    #expect(frame[3, 60].style == .threshold && frame[3, 44].style == .due)
    #expect(frame.lines[4] == "  Go t:2026-11-20")
    #expect(frame[4, 5].style == .item)
  }

  /// Issue 44: right-aligned, the dates sat 150 columns from a short todo on a 200-column
  /// screen. They follow the todo's text after two blanks at every width.
  @Test(arguments: [40, 80, 132, 200])
  func theDatesFollowTheTodosTextAtAnyWidth(columns: Int) {
    var state = State.loaded(["Buy milk due:2026-11-24", "Call mom"], size: Size(columns: columns, rows: 12))
    state.today = CalendarDate(iso: "2026-11-23")
    let text = "  Buy milk due:2026-11-24  due tomorrow"
    let frame = compose(state)
    #expect(frame.lines[3] == text)
    #expect(frame[3, 27].style == .upcoming)
  }

  @Test("a row without room for its dates after the whole line leaves them out, never cuts the line")
  func aLongRowLeavesItsDatesOut() {
    let text = "Call the insurance about the claim for the car due:2026-11-24"
    var state = State.loaded([text], size: Size(columns: 70, rows: 12))
    state.today = CalendarDate(iso: "2026-11-23")
    let frame = compose(state)
    #expect(frame.lines[3] == "  " + text)
  }
}

@Suite("A list row of a very long line")
struct LongListRowTests {
  /// A 240,000-character line full of projects and contexts (real files have them: a
  /// client's scanner-error test) is composed in one pass, its visible words styled.
  @Test(.timeLimit(.minutes(1))) func aHugeLineOfTagsIsComposedAndStyled() {
    let words = (0..<30_000).map { $0 % 2 == 0 ? "+p\($0)" : "@c\($0)" }
    let frame = compose(.loaded(["Start " + words.joined(separator: " ")]))
    #expect(frame.lines[3].hasPrefix("  Start +p0 @c1 +p2"))
    #expect(frame[3, 8].style == .project && frame[3, 12].style == .context)
  }
}
