import Testing
import ToDoTestSupport

@testable import ToDoCore

/// `>` and `}` in the list move the selected todo's `due:` (and `t:`) a day and a week
/// later, as one undoable step; a todo without `due:` gets one; a done todo, a value that is
/// no date and a date past 9999 are refused with the reason.
@Suite("Postpone: > a day, } a week")
struct PostponeReducerTests {
  private func selected(_ titles: [String], today: String? = "2026-11-26") -> State {
    let state = State.loaded(titles).synced
    return (today.map { state.with(today: $0) } ?? state).selecting(0)
  }

  @Test(arguments: [
    (">", "Pay the rent due:2026-11-30", "Pay the rent due:2026-12-01"),
    ("}", "Pay the rent due:2026-11-30", "Pay the rent due:2026-12-07"),
    (">", "(A) Tax t:2026-12-31 due:2027-02-28 +home", "(A) Tax t:2027-01-01 due:2027-03-01 +home"),
    ("}", "Water rec:1w due:2026-11-20 t:2026-11-18", "Water rec:1w due:2026-11-27 t:2026-11-25"),
    (">", "Leap due:2028-02-28", "Leap due:2028-02-29"),
  ])
  func movesTheDueDateAndTheThresholdBy(key: Character, todo: String, postponed: String) {
    let after = pressing([.character(key)], from: selected([todo, "Other"]))
    #expect(after.titles == [postponed, "Other"])
    #expect(after.status?.text.hasPrefix("Postponed a") == true)
    #expect(after.status?.text.contains(postponed) == true)
  }

  @Test func aToDoWithoutDueGetsTodayPlusTheStep() {
    let day = pressing([">"], from: selected(["Call mom t:2026-11-20"]))
    #expect(day.titles == ["Call mom t:2026-11-21 due:2026-11-27"])
    #expect(day.status?.text.hasPrefix("Had no due date; now due today + a day") == true)
    let week = pressing(["}"], from: selected(["Call mom"]))
    #expect(week.titles == ["Call mom due:2026-12-03"])
    #expect(week.status?.text.hasPrefix("Had no due date; now due today + a week") == true)
  }

  @Test func aToDoWithoutDueWaitsForTheDay() {
    let after = pressing([">"], from: selected(["Call mom"], today: nil))
    #expect(after.titles == ["Call mom"])
    #expect(after.status?.text.hasPrefix("Not postponed: the date is not known yet") == true)
  }

  @Test func eachPostponeIsOneUndoableStep() {
    // A past `t:`: the todo stays shown, and selected, after the first step.
    let once = pressing([">"], from: selected(["Pay due:2026-11-30 t:2026-11-10"]))
    let twice = pressing(["}"], from: once)
    #expect(twice.titles == ["Pay due:2026-12-08 t:2026-11-18"])
    let undone = pressing([.control("z")], from: twice)
    #expect(undone.titles == ["Pay due:2026-12-01 t:2026-11-11"])
    let undoneTwice = pressing([.control("z")], from: undone)
    #expect(undoneTwice.titles == ["Pay due:2026-11-30 t:2026-11-10"])
    #expect(pressing([.control("y")], from: undoneTwice).titles == undone.titles)
  }

  @Test func aDoneToDoIsNotPostponed() {
    let todo = "x 2026-11-25 Pay due:2026-11-30"
    let after = pressing([">"], from: selected([todo]))
    #expect(after.titles == [todo])
    #expect(after.status?.text.hasPrefix("Not postponed: the todo is done") == true)
  }

  @Test(arguments: [
    ("Pay due:someday", "Not postponed: its due:someday is not a date"),
    ("Pay due:2026-11-30 t:soon", "Not postponed: its t:soon is not a date"),
    ("Pay due:9999-12-31", "Not postponed: the date would fall outside the years 0001–9999"),
    ("Pay due:9999-12-20 t:9999-12-31", "Not postponed: the date would fall outside"),
  ])
  func refusedWithTheReason(todo: String, reason: String) {
    let after = pressing(["}"], from: selected([todo]))
    #expect(after.titles == [todo])
    #expect(after.status?.text.hasPrefix(reason) == true)
    #expect(after.document.revision == selected([todo]).document.revision)
  }

  @Test func theInputLineTypesTheKeysAsText() {
    let state = State.loaded(["Pay due:2026-11-30"]).synced.with(today: "2026-11-26")
    let after = pressing([">", "}"], from: state)
    #expect(after.titles == ["Pay due:2026-11-30"])
    #expect(after.input.text == ">}")
  }
}
