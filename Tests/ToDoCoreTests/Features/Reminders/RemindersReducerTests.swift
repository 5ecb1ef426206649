import Testing
import ToDoTestSupport

@testable import ToDoCore

/// The reminders on a virtual clock: the clock is what the tests send as the runtime would.
@Suite("Reminders in the app")
struct RemindersReducerTests {
  static let day = CalendarDate(year: 2026, month: 12, day: 23)!

  static func at(_ hour: Int, _ minute: Int = 0, dayOffset: Int = 0) -> LocalTime {
    LocalTime(day: day.adding(days: dayOffset), minute: hour * 60 + minute)
  }

  static let list = State.loaded([
    "Call mum due:2026-12-24 rem:due-1dT0900", "Water the plants", "x 2026-12-01 Old one rem:2026-12-23T0900",
  ]).synced

  /// The reminders the commands asked to deliver.
  static func delivered(_ commands: [Command]) -> [ScheduledReminder] {
    commands.flatMap { command -> [ScheduledReminder] in
      switch command {
      case .reminders(.deliver(let reminders, _)): reminders
      case .batch(let inner): delivered(inner)
      default: []
      }
    }
  }

  /// The wake-ups the commands asked for.
  static func wakes(_ commands: [Command]) -> [LocalTime?] {
    commands.flatMap { command -> [LocalTime?] in
      switch command {
      case .reminders(.wake(let time)): [time]
      case .batch(let inner): wakes(inner)
      default: []
      }
    }
  }

  @Test func aReminderAtNineRingsOnceAndTheAppWakesOnlyForIt() {
    let start = reduce(Self.list, [.reminders(.clockDue)])
    #expect(start.1 == [.reminders(.readClock)])
    let (waiting, asked) = reduce(start.0, [.reminders(.clockRead(now: Self.at(8, 55), since: nil))])
    #expect(Self.delivered(asked).isEmpty)
    #expect(Self.wakes(asked) == [Self.at(9)], "the app sleeps until nine")
    let (rung, atNine) = reduce(
      waiting, [.reminders(.clockDue), .reminders(.clockRead(now: Self.at(9), since: nil))])
    #expect(Self.delivered(atNine).map(\.text) == ["Call mum due:2026-12-24 rem:due-1dT0900"])
    #expect(Self.wakes(atNine) == [nil], "nothing else is pending: no wake-up")
    // Read again in the same minute, later that day, or the next day: never again.
    let (_, later) = reduce(
      rung,
      [
        .reminders(.clockRead(now: Self.at(9), since: nil)),
        .reminders(.clockRead(now: Self.at(17), since: nil)),
        .reminders(.clockRead(now: Self.at(9, dayOffset: 1), since: nil)),
      ])
    #expect(Self.delivered(later).isEmpty)
  }

  @Test func aSuspendThroughTheReminderRingsItOnWakingAndADayChangeDoesNotRingItAgain() {
    let (asleep, _) = reduce(Self.list, [.reminders(.clockRead(now: Self.at(8), since: nil))])
    // The lid closed at eight, opened the next morning: the alarm rang on waking.
    let (woken, onWaking) = reduce(
      asleep, [.reminders(.clockDue), .reminders(.clockRead(now: Self.at(7, 30, dayOffset: 1), since: nil))])
    #expect(Self.delivered(onWaking).map(\.time) == [Self.at(9)])
    let (_, nextDay) = reduce(
      woken, [.reminders(.clockRead(now: Self.at(9, 1, dayOffset: 1), since: nil))])
    #expect(Self.delivered(nextDay).isEmpty)
  }

  @Test func aRestartDeliversWhatCameDueSinceTheLastLookAndNothingOlder() {
    let (_, restarted) = reduce(
      Self.list, [.reminders(.clockRead(now: Self.at(9, 5), since: Self.at(8, 55)))])
    #expect(Self.delivered(restarted).map(\.time) == [Self.at(9)])
    let (_, firstStart) = reduce(Self.list, [.reminders(.clockRead(now: Self.at(9, 5), since: nil))])
    #expect(Self.delivered(firstStart).isEmpty, "a first start rings nothing from before it")
  }

  @Test func aReminderTypedForLaterMovesTheWakeUpAndADoneTodoRingsNot() {
    let (state, _) = reduce(Self.list, [.reminders(.clockRead(now: Self.at(8), since: nil))])
    var typed = state
    _ = typed.document.change(at: 1, to: "Water the plants rem:2026-12-23T0830")
    let (_, commands) = reduce(typed, [.list(.focusInput)])
    #expect(Self.wakes(commands) == [Self.at(8, 30)])
  }

  @Test func theStatusNamesTheToDoAndZSnoozesItTenMinutesThenAnHourThenTomorrowUndoably() {
    let reminder = ScheduledReminder(time: Self.at(9), text: "Call mum due:2026-12-24 rem:due-1dT0900")
    let (rung, _) = reduce(
      Self.list,
      [.reminders(.clockRead(now: Self.at(9), since: nil)), .reminders(.rang([reminder]))])
    #expect(rung.status?.text.hasPrefix("Reminder 09:00: Call mum") == true)
    let (asked, commands) = reduce(rung, [.reminders(.snooze)])
    #expect(commands == [.reminders(.readClock)], "a snooze counts from the clock now")
    let (snoozed, _) = reduce(asked, [.reminders(.clockRead(now: Self.at(9, 2), since: nil))])
    #expect(snoozed.titles[0] == "Call mum due:2026-12-24 rem:2026-12-23T0912")
    let (hour, _) = reduce(
      snoozed, [.reminders(.snooze), .reminders(.clockRead(now: Self.at(9, 3), since: nil))])
    #expect(hour.titles[0] == "Call mum due:2026-12-24 rem:2026-12-23T1003")
    let (tomorrow, _) = reduce(
      hour, [.reminders(.snooze), .reminders(.clockRead(now: Self.at(9, 4), since: nil))])
    #expect(tomorrow.titles[0] == "Call mum due:2026-12-24 rem:2026-12-24T0900")
    let (undone, _) = reduce(tomorrow, [.history(.undo), .history(.undo), .history(.undo)])
    #expect(undone.titles[0] == "Call mum due:2026-12-24 rem:due-1dT0900")
    // Back at its old time, which rang already: it does not ring again.
    let (_, after) = reduce(undone, [.reminders(.clockRead(now: Self.at(9, 5), since: nil))])
    #expect(Self.delivered(after).isEmpty)
  }

  @Test func nothingToSnoozeSaysWhy() {
    let (state, _) = reduce(
      Self.list.selecting(1), [.reminders(.snooze), .reminders(.clockRead(now: Self.at(9), since: nil))])
    #expect(state.status?.text.hasPrefix("Nothing to snooze") == true)
    #expect(state.titles == Self.list.titles)
  }
}
