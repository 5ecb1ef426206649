import Synchronization
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

/// A machine's clocks through a suspend: the timers' clock is the virtual scheduler's
/// (monotonic, stopped while suspended), the wall clock goes on by `suspended` more; the
/// virtual start is `startHour` o'clock on `first`. Thread-safe.
final class SuspendingDayClock: DayClock {
  let scheduler: VirtualScheduler
  let first: CalendarDate
  let startHour: Int64
  private let slept = Mutex<Int64>(0)

  init(scheduler: VirtualScheduler, first: CalendarDate, startHour: Int64) {
    self.scheduler = scheduler
    self.first = first
    self.startHour = startHour
  }

  /// The machine sleeps for `duration`: the wall clock moves, the timers' clock does not.
  func suspend(for duration: Duration) {
    slept.withLock { $0 += duration.components.seconds }
  }

  func wallClockSeconds() -> Int64 {
    startHour * 3_600 + scheduler.now.components.seconds + slept.withLock { $0 }
  }

  func today() -> (day: CalendarDate, nextDayIn: Duration) {
    let now = wallClockSeconds()
    return (first.adding(days: Int(now / 86_400)), .seconds(86_400 - now % 86_400))
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
    #expect(compose(app.store.state)[3, 15].style == .upcoming, "due tomorrow: upcoming")
    #expect(compose(app.store.state).lines[3].hasSuffix("due tomorrow"))
    app.scheduler.advance(by: .seconds(86_399))
    #expect(app.store.state.today == first)
    app.scheduler.advance(by: .seconds(1))
    #expect(app.store.state.today == first.adding(days: 1))
    #expect(compose(app.store.state)[3, 15].style == .dueToday, "due today now")
    #expect(compose(app.store.state).lines[3].hasSuffix("due today"), "the row's words at midnight")
    app.scheduler.advance(by: .seconds(86_400 * 2))
    #expect(app.store.state.today == first.adding(days: 3))
  }

  @Test func aKeyAfterAnOvernightSuspendActsOnTheNewDay() {
    let first = CalendarDate(iso: "2026-11-23")!
    let clock = Mutex<SuspendingDayClock?>(nil)
    let app = Harness(
      state: .loaded(["Water the plants rec:1d", "Pay the rent due:2026-11-24"]).synced,
      dayClock: { scheduler in
        let made = SuspendingDayClock(scheduler: scheduler, first: first, startHour: 20)
        clock.withLock { $0 = made }
        return made
      })
    app.store.send(.system(.started))
    app.scheduler.advance()
    #expect(app.store.state.today == first)
    // The lid closed at 20:00, opened at 06:00: the next day's timer, 4 h away on the
    // monotonic clock, is still 4 h away.
    clock.withLock { $0 }!.suspend(for: .seconds(10 * 3_600))
    app.scheduler.advance(by: .seconds(1))
    #expect(app.store.runningTimers.contains(.nextDay))
    app.store.handle([.key(.down), .key(.character("x"))])
    #expect(app.store.state.today == first.adding(days: 1))
    #expect(
      app.store.state.titles == [
        "Water the plants rec:1d due:2026-11-25", "x 2026-11-24 Water the plants rec:1d",
        "Pay the rent due:2026-11-24",
      ])
    #expect(compose(app.store.state)[5, 15].style == .dueToday, "due today now")
  }

  @Test func aTimerThatFiresAfterTheSuspendSeesTheNewDayToo() {
    let first = CalendarDate(iso: "2026-11-23")!
    let clock = Mutex<SuspendingDayClock?>(nil)
    let app = Harness(
      state: .loaded(["Pay the rent due:2026-11-24"]).synced,
      dayClock: { scheduler in
        let made = SuspendingDayClock(scheduler: scheduler, first: first, startHour: 23)
        clock.withLock { $0 = made }
        return made
      })
    app.store.send(.system(.started))
    app.scheduler.advance()
    clock.withLock { $0 }!.suspend(for: .seconds(2 * 3_600))
    // Any wake-up (here the spinner's or a save's timer) reads the day before it acts.
    app.store.send(.system(.tick))
    #expect(app.store.state.today == first.adding(days: 1))
  }

  @Test func anIdleAppAsksToBeWokenAtMidnightOnTheWallClock() {
    // An idle app gets no action after a suspend: the wall-clock alarm (which counts the
    // hours suspended) is set to the end of each day read.
    let scheduler = VirtualScheduler()
    let clock = SuspendingDayClock(
      scheduler: scheduler, first: CalendarDate(iso: "2026-11-23")!, startHour: 20)
    var asked: [Int64] = []
    let store = StateStore(
      initialState: .loaded(),
      environment: Environment(
        toDoStore: SimulatedToDoStore(scheduler: scheduler), mainScheduler: scheduler, dayClock: clock,
        wakeAtWallClock: { asked.append($0) }),
      draw: { _ in }, exit: { _ in })
    store.send(.system(.started))
    scheduler.advance()
    #expect(asked == [86_400])
    clock.suspend(for: .seconds(10 * 3_600))
    // What the alarm sends when it rings on waking.
    store.send(.system(.dayEnded))
    scheduler.advance()
    #expect(store.state.today == CalendarDate(iso: "2026-11-24"))
    #expect(asked.last.map { Int($0) } == 2 * 86_400, "\(asked)")
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
