import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// A clock on the virtual scheduler's time: the virtual start is midnight of `first`.
struct VirtualDayClock: DayClock {
  let scheduler: VirtualScheduler
  let first: CalendarDate

  func today() -> (day: CalendarDate, nextDayIn: Duration) {
    let day = Duration.seconds(86_400)
    let elapsed = Int(scheduler.now / day)
    return (first.adding(days: elapsed), day * (elapsed + 1) - scheduler.now)
  }
}

/// The day reaches the reducer as an action: at the start, then at every midnight.
@Suite("The day, from the clock")
@MainActor
struct DayClockTests {
  @Test func aListLeftOpenOvernightShowsTheNewDay() {
    let first = CalendarDate(iso: "2026-11-23")!
    let app = Harness(
      state: .loaded(["Pay the rent due:2026-11-24"]),
      dayClock: { VirtualDayClock(scheduler: $0, first: first) })
    app.store.send(.system(.started))
    app.scheduler.advance()
    #expect(app.store.state.today == first)
    #expect(compose(app.store.state)[3, 15].style == .due, "due tomorrow: not highlighted")
    app.scheduler.advance(by: .seconds(86_399))
    #expect(app.store.state.today == first)
    app.scheduler.advance(by: .seconds(1))
    #expect(app.store.state.today == first.adding(days: 1))
    #expect(compose(app.store.state)[3, 15].style == .dueToday, "due today now")
    app.scheduler.advance(by: .seconds(86_400 * 2))
    #expect(app.store.state.today == first.adding(days: 3))
  }

  @Test func theSystemClockSaysTodayAndTheNextMidnightWithinADay() {
    let (day, nextDayIn) = SystemDayClock().today()
    #expect(nextDayIn > .zero && nextDayIn <= .seconds(25 * 3_600))  // 25 h: a DST change.
    #expect(day.year >= 2024)
    #expect(
      SystemDayClock.configured(by: ["TODO_TODAY": "2026-01-31"]).today().day
        == CalendarDate(iso: "2026-01-31"))
  }
}
