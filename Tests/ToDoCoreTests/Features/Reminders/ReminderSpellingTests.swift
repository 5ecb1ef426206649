import Testing

@testable import ToDoCore

@Suite("The rem: tag")
struct ReminderSpellingTests {
  static let today = CalendarDate(year: 2026, month: 12, day: 23)!  // a Wednesday

  @Test(arguments: [
    ("2026-12-24T0900", "2026-12-24T0900"), ("due-1dT0900", "due-1dT0900"), ("dueT0800", "dueT0800"),
    ("due-2wT1830", "due-2wT1830"), ("due+3dT2359", "due+3dT2359"),
  ])
  func aSpelledReminderReadsBackAsItIsWritten(value: String, spelled: String) {
    #expect(Reminder(spelled: value)?.spelled == spelled)
  }

  @Test(arguments: [
    "2026-12-24T2400", "2026-12-24T09:00", "due-1d", "due-1xT0900", "tomorrow", "dueT960", "",
  ])
  func aValueThatIsNoSpellingIsNone(value: String) {
    #expect(Reminder(spelled: value) == nil)
  }

  @Test(arguments: [
    ("fri@9", "2026-12-25T0900"), ("tomorrow@14:30", "2026-12-24T1430"), ("tom", "2026-12-24T0900"),
    ("2026-12-31@9pm", "2026-12-31T2100"), ("+1w@0730", "2026-12-30T0730"), ("due-1d@9", "due-1dT0900"),
    ("due@8am", "dueT0800"), ("DUE-1W@12AM", "due-1wT0000"), ("today@9h30", "2026-12-23T0930"),
  ])
  func typedWordsAreWrittenAsTheSpelling(typed: String, spelled: String) {
    #expect(ReminderWords.read(typed, today: Self.today)?.spelled == spelled)
  }

  @Test(arguments: ["fri@25", "fri@9:5", "whenever@9", "due-1@9", "fri@13pm", "@9"])
  func wordsThatNameNoReminderAreLeftAsTyped(typed: String) {
    #expect(ReminderWords.read(typed, today: Self.today) == nil)
    #expect(ToDoTxtLine("Call rem:\(typed)").resolvingReminder(today: Self.today).raw == "Call rem:\(typed)")
  }

  @Test func aRelativeReminderRingsCountedFromItsDueDateAndFollowsIt() {
    let line = ToDoTxtLine("Call mum due:2026-12-24 rem:due-1dT0900")
    #expect(line.reminderTime == LocalTime(day: Self.today, minute: 540))
    #expect(ToDoTxtLine("Call mum rem:due-1dT0900").reminderTime == nil, "no due date: no time")
    #expect(
      ToDoTxtLine("Call mum due:2026-12-31 rem:due-1dT0900").reminderTime?.description == "2026-12-30T0900")
  }

  @Test func aNewToDoHasItsTypedReminderWrittenOut() {
    #expect(
      (try? NewToDo.writingDates(
        "Call mum due:fri rem:due-1d@9", today: Self.today, keepingUnreadDates: false
      ).get())
        == "Call mum due:2026-12-25 rem:due-1dT0900")
  }

  @Test func theScheduleHoldsTheOpenToDosRemindersSoonestFirst() {
    let schedule = ScheduledReminder.schedule(of: [
      "b rem:2026-12-24T1000", "x 2026-12-01 done rem:2026-12-23T0800", "a rem:2026-12-24T0900",
      "no reminder",
    ])
    #expect(schedule.map(\.text) == ["a rem:2026-12-24T0900", "b rem:2026-12-24T1000"])
    #expect(schedule[0].key != ScheduledReminder(time: schedule[0].time, text: "another text").key)
  }

  /// The schedule read from a list's own bytes, over several chunks, is the one read
  /// from its titles as strings.
  @Test func theScheduleOfAListIsTheScheduleOfItsTitles() {
    let titles = (0..<3_000).map { index in
      switch index % 997 {
      case 5: "Call \(index) rem:2026-12-\(10 + index % 17)T0900"
      case 6: "x 2026-12-01 done \(index) rem:2026-12-01T0800"
      case 7: "Ça \(index) rrem:2026-12-24T0900"
      default: "Todo \(index) +project due:2026-12-24"
      }
    }
    let list = ToDoList(titles.enumerated().map { ToDo(id: $0.offset + 1, title: $0.element) })
    let fromList = ScheduledReminder.schedule(of: list)
    #expect(fromList.count == 4)
    #expect(fromList == ScheduledReminder.schedule(of: titles))
  }

  /// The first look for a reminder word, byte by byte: anywhere in a line longer than the
  /// key, after a letter that starts it again (`rrem:`, `remrem:`), never in a line of the
  /// key alone or a broken one.
  @Test func aLineMentionsAReminderWhereverRemColonIs() {
    for line in ["rem:x", "Call rem:2026-12-24T0900", "xrem:1", "rrem:1", "remrem:1", "Ça rem:é", "a\trem:1"]
    {
      #expect(ScheduledReminder.mentionsReminder(line.utf8), "\(line)")
    }
    for line in ["rem:", "re m:1", "rem;1", "reminder", "", "Call mum rem", "REM:1"] {
      #expect(!ScheduledReminder.mentionsReminder(line.utf8), "\(line)")
    }
    let schedule = ScheduledReminder.schedule(of: ["Write rrem:2026-12-24T0900", "Call rem:2026-12-24T0900"])
    #expect(schedule.map(\.text) == ["Call rem:2026-12-24T0900"])
  }
}
