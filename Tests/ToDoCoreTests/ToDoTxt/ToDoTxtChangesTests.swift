import Testing

@testable import ToDoCore

/// Completing, reopening, prioritising and dating a todo.txt line by the format's rules,
/// every other byte kept.
@Suite("A todo.txt line, changed")
struct ToDoTxtChangesTests {
  private let day = CalendarDate(iso: "2026-01-02")!

  @Test(arguments: [
    ("Buy milk", "x 2026-01-02 Buy milk"),
    ("2026-01-01 Buy milk", "x 2026-01-02 2026-01-01 Buy milk"),
    ("(A) 2026-01-01 Call Mom @phone +Family", "x 2026-01-02 2026-01-01 Call Mom @phone +Family pri:A"),
    ("(B) Taxes  due:2026-04-15", "x 2026-01-02 Taxes  due:2026-04-15 pri:B"),
  ])
  func completingMarksTheDateAndMovesThePriorityToATag(open: String, done: String) {
    let completed = ToDoTxtLine(open).completed(on: day)
    #expect(completed.raw == done)
    #expect(completed.isCompleted && completed.completionDate == "2026-01-02")
    #expect(completed.reopened().raw == open, "reopening gives the line back")
  }

  @Test func aDoneLineStaysDoneAndAnOpenOneOpen() {
    #expect(ToDoTxtLine("x 2025-12-31 Old").completed(on: day).raw == "x 2025-12-31 Old")
    #expect(ToDoTxtLine("Open").reopened().raw == "Open")
    #expect(ToDoTxtLine("x Undated done").reopened().raw == "Undated done")
    #expect(ToDoTxtLine("x 2025-12-31 low pri:b").reopened().raw == "low pri:b", "not a priority")
  }

  @Test func priorities() {
    #expect(ToDoTxtLine("Call").withPriority("A").raw == "(A) Call")
    #expect(ToDoTxtLine("(A) 2026-01-01 Call").withPriority("C").raw == "(C) 2026-01-01 Call")
    #expect(ToDoTxtLine("(A) Call").withPriority(nil).raw == "Call")
    #expect(ToDoTxtLine("x 2026-01-02 Call pri:A").withPriority("B").raw == "x 2026-01-02 Call pri:B")
    #expect(ToDoTxtLine("x 2026-01-02 Call pri:A").withPriority(nil).raw == "x 2026-01-02 Call")
  }

  /// Relative dates as topydo accepts them, on Monday 2026-11-23 (`mon`: the next Monday).
  @Test(arguments: [
    ("Pay due:today", "Pay due:2026-11-23"), ("Pay due:tomorrow", "Pay due:2026-11-24"),
    ("Pay due:tom", "Pay due:2026-11-24"), ("Pay due:+3d", "Pay due:2026-11-26"),
    ("Pay due:3d", "Pay due:2026-11-26"), ("Pay due:fri", "Pay due:2026-11-27"),
    ("Pay due:Friday", "Pay due:2026-11-27"), ("Pay due:mon", "Pay due:2026-11-30"),
    ("Pay due:sun", "Pay due:2026-11-29"), ("Plan t:+1w due:+2w", "Plan t:2026-11-30 due:2026-12-07"),
    ("Pay due:+1m", "Pay due:2026-12-23"), ("Pay due:-1d", "Pay due:2026-11-22"),
    ("Pay due:2b", "Pay due:2026-11-25"), ("Pay due:0d", "Pay due:2026-11-23"),
    ("Pay due:yes t:0b", "Pay due:2026-11-22 t:2026-11-23"),
    // Left alone: ISO dates, what names no date, other keys, a date in the text.
    ("Pay due:2026-12-01", "Pay due:2026-12-01"), ("Pay due:soon", "Pay due:soon"),
    ("Pay due:d", "Pay due:d"),
    ("Meet at:today", "Meet at:today"), ("today tomorrow", "today tomorrow"),
  ])
  func relativeDatesBecomeISODates(typed: String, written: String) {
    #expect(ToDoTxtLine(typed).resolvingRelativeDates(today: CalendarDate(iso: "2026-11-23")!).raw == written)
  }
}
