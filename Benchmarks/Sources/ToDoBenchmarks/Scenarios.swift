import ToDoCore

/// The todo typed and added, 24 ASCII characters as in the pty benchmark.
let typedText = "Write the quarterly memo"

/// How long to keep measuring one operation at one size, and the bounds on iterations.
struct Limits {
  var seconds: Double
  var minimumIterations: Int
  var maximumIterations: Int
  var warmUp: Int
}

/// A loaded list of `count` todos (`Todo 1` … `Todo N`, as the simulated store gives), on
/// an 80×24 screen, with the focus in the input.
func loadedState(count: Int) -> State {
  let todos = (0..<count).map { ToDo(id: $0 + 1, title: "Todo \($0 + 1)") }
  return State(size: Size(columns: 80, rows: 24), todos: todos, loadStatus: .loaded)
}

/// Runs `iteration` (which returns one timed sample) until the time or iteration limit.
func measure(_ limits: Limits, _ iteration: () -> Sample) -> [Sample] {
  for _ in 0..<limits.warmUp { _ = iteration() }
  var samples: [Sample] = []
  samples.reserveCapacity(min(limits.maximumIterations, 100_000))
  let clock = ContinuousClock()
  let deadline = clock.now + .milliseconds(Int64(limits.seconds * 1_000))
  while samples.count < limits.maximumIterations,
    samples.count < limits.minimumIterations || clock.now < deadline
  {
    samples.append(iteration())
  }
  return samples
}

/// One operation: how to prepare the state, and one timed keystroke with its untimed
/// set-up and clean-up, which keep the list at its size.
struct Scenario: Sendable {
  var name: String
  var prepare: @Sendable (inout Driver) -> Void
  var iteration: @Sendable (inout Driver, Int) -> Sample
}

let scenarios: [Scenario] = [
  Scenario(
    name: "type a character",
    prepare: { _ in },
    iteration: { driver, index in
      // 24 characters, then the input is cleared (untimed) and the next todo begins.
      typeCharacter(index, with: &driver)
    }),
  Scenario(
    name: "move the selection",
    prepare: { driver in driver.untimed(.list(.focusList)) },
    iteration: { driver, index in
      // 10 down, 10 up, from the first todo (at most to the 11th).
      driver.timed(.list(.moveSelection(by: index % 20 < 10 ? 1 : -1)))
    }),
  Scenario(
    name: "add a todo",
    prepare: { _ in },
    iteration: { driver, _ in
      driver.untimed(.lineEdit(.insert(typedText)))
      let sample = driver.timed(.list(.addInput))
      driver.untimed(.history(.undo))
      return sample
    }),
  Scenario(
    name: "delete the selected todo",
    prepare: { driver in driver.untimed(.list(.focusList)) },
    iteration: { driver, _ in
      let sample = driver.timed(.list(.deleteSelected))
      driver.untimed(.history(.undo))
      return sample
    }),
  Scenario(
    name: "search keystroke",
    prepare: { driver in
      driver.untimed(.list(.focusList))
      driver.untimed(.search(.start))
    },
    iteration: { driver, index in
      // A key of the search line: the list is filtered once the keys pause (`search pass`).
      typeCharacter(index, with: &driver)
    }),
  Scenario(
    name: "search pass",
    prepare: { driver in
      driver.untimed(.list(.focusList))
      driver.untimed(.search(.start))
    },
    iteration: { driver, index in
      // The debounce ends with `1` (every todo looked at), `12` (the rows of `1` narrowed),
      // then nothing (every todo again): what the pass costs, off the main thread or not.
      switch index % 3 {
      case 0: driver.untimed(.lineEdit(.insert("1")))
      case 1: driver.untimed(.lineEdit(.insert("2")))
      default: driver.untimed(.lineEdit(.clearInput))
      }
      return driver.timedWithProjection(.search(.due))
    }),
  Scenario(
    name: "sort switch",
    prepare: { _ in },
    iteration: { driver, _ in
      // Priority, due date, creation date, file order, and again.
      driver.timedWithProjection(.view(.cycleSort))
    }),
  Scenario(
    name: "complete with recurrence",
    prepare: { driver in
      // The todo in the middle of the list becomes a monthly one; the day is known.
      driver.untimed(
        .system(.dayBegan(CalendarDate(year: 2026, month: 1, day: 31)!, nextDayIn: .seconds(3_600))))
      driver.untimed(.list(.focusList))
      driver.untimed(.list(.moveSelection(by: driver.state.todos.count / 2)))
      driver.untimed(.editing(.start))
      driver.untimed(.lineEdit(.clearInput))
      driver.untimed(.lineEdit(.insert(recurringText)))
      driver.untimed(.editing(.save))
    },
    iteration: { driver, _ in
      // Completed (the next occurrence added above it), then undone: the list as it was.
      let sample = driver.timed(.completion(.toggle))
      driver.untimed(.history(.undo))
      return sample
    }),
  // Completing the todo in the middle that the next one waits for (its waiter unblocked),
  // then undone (blocked again): on the whole list; on the list showing what is ready (the
  // blocker leaves it, its waiter comes); and, for reference, under a search that leaves
  // todos out (those holding a 5) but reads no dependency.
  blockerScenario(name: "complete a blocker", query: nil),
  blockerScenario(name: "complete a blocker, is:ready", query: "is:ready"),
  blockerScenario(name: "complete a blocker, -5", query: "-5"),
  Scenario(
    name: "archive the done todos",
    prepare: { driver in
      // Ten todos done, one in every tenth of the list; the day is known.
      driver.untimed(
        .system(.dayBegan(CalendarDate(year: 2026, month: 1, day: 31)!, nextDayIn: .seconds(3_600))))
      driver.untimed(.list(.focusList))
      let step = max(driver.state.todos.count / 10, 1)
      for _ in 0..<min(10, driver.state.todos.count) {
        driver.untimed(.completion(.toggle))
        driver.untimed(.list(.moveSelection(by: step)))
      }
    },
    iteration: { driver, _ in
      // `A` finds the done todos (one pass over the list's bytes), the done file's answer
      // removes them (timed together as one sample each), then the undo brings them back.
      let found = driver.timed(.archive(.start))
      let removed = driver.timed(.archive(.archived(doneFileName: "done.txt")))
      driver.untimed(.history(.undo))
      return found + removed
    }),
  Scenario(
    name: "open the projects and contexts",
    prepare: { driver in
      // Each todo names one of 100 projects and one of 7 contexts.
      let todos = (0..<driver.state.todos.count).map { index in
        ToDo(id: index + 1, title: "Todo \(index + 1) +project\(index % 100) @context\(index % 7)")
      }
      driver.restart(from: State(size: driver.state.size, todos: todos, loadStatus: .loaded))
      driver.untimed(.list(.focusList))
    },
    iteration: { driver, _ in
      // `t` counts them (off the main thread in the app, past 20,000 todos) and shows the
      // picker; Esc closes it.
      let sample = driver.timedWithProjection(.picker(.openTags))
      driver.untimed(.picker(.close))
      return sample
    }),
]

/// Types the character `index` of `typedText` (timed), clearing the input line first
/// (untimed) when the text starts again.
func typeCharacter(_ index: Int, with driver: inout Driver) -> Sample {
  let position = index % typedText.count
  if position == 0, !driver.state.input.isEmpty { driver.untimed(.lineEdit(.clearInput)) }
  let character = typedText[typedText.index(typedText.startIndex, offsetBy: position)]
  return driver.timed(.lineEdit(.insert(String(character))))
}

/// The todos of the list, the one in the middle named `id:paint` and the next one waiting
/// for it (`after:paint`), the list searched with `query`, the blocker selected.
func prepareBlocker(_ driver: inout Driver, query: String?) {
  let count = driver.state.todos.count
  let middle = count / 2
  let todos = (0..<count).map { index in
    let title =
      switch index {
      case middle: blockerText
      case middle + 1: "Paint the walls after:paint"
      default: "Todo \(index + 1)"
      }
    return ToDo(id: index + 1, title: title)
  }
  driver.restart(from: State(size: driver.state.size, todos: todos, loadStatus: .loaded))
  driver.untimed(.system(.dayBegan(CalendarDate(year: 2026, month: 1, day: 31)!, nextDayIn: .seconds(3_600))))
  driver.untimed(.list(.focusList))
  if let query {
    driver.untimed(.search(.start))
    driver.untimed(.lineEdit(.insert(query)))
    driver.untimed(.search(.due))
    driver.untimed(.search(.keep))
  }
  if let row = (0..<driver.state.view.rows.count).first(where: {
    driver.state.view.todo(atRow: $0, in: driver.state.document).title == blockerText
  }) {
    driver.untimed(.list(.moveSelection(by: row - (driver.state.selectedRow ?? 0))))
  }
}

/// The blocker completed in the benchmark.
let blockerText = "Buy the paint id:paint"

/// The recurring todo completed in the benchmark.
let recurringText = "(A) Pay the rent +home due:2026-01-31 rec:1m"

/// Checks, once before measuring, that each operation does what it is meant to (a
/// benchmark of a keystroke that does nothing would measure nothing).
func check(_ scenario: Scenario, size: Int) -> String? {
  var driver = Driver(loadedState(count: size))
  scenario.prepare(&driver)
  let before = driver.state
  _ = scenario.iteration(&driver, 0)
  let after = driver.state
  switch scenario.name {
  case "type a character":
    if after.input.text != "W" { return "typing did not reach the input (\(after.input.text))" }
  case "search keystroke":
    if after.input.text != "W" || after.mode.kind != .searching {
      return "typing did not reach the search line"
    }
  case "search pass":
    let expected = (1...size).filter { String($0).contains("1") }.count
    if after.view.rows.count != expected { return "the pass shows \(after.view.rows.count), not \(expected)" }
  case "sort switch":
    if after.view.settings.sort != .priority || after.view.rows.count != size {
      return "the sort did not switch"
    }
  case "move the selection":
    if before.selectedRow != 0 || after.selectedRow != 1 { return "the selection did not move from 0 to 1" }
  case "complete with recurrence":
    let completed = reducer(before, .completion(.toggle)).0
    if completed.todos.count != size + 1 || completed.document.completedCount != 1 {
      return "completing did not add the next occurrence"
    }
    if after.todos.count != size || after.selectedToDo?.title != recurringText {
      return "the completion and its undo did not leave the list as it was"
    }
  case "complete a blocker", "complete a blocker, is:ready", "complete a blocker, -5":
    guard before.selectedToDo?.title == blockerText, size >= 2 else { return "the blocker is not selected" }
    let waiter = before.todos[size / 2 + 1].id
    let completed = reducer(before, .completion(.toggle)).0
    if !before.view.dependencies.isBlocked(waiter) || completed.view.dependencies.isBlocked(waiter) {
      return "completing the blocker did not unblock its waiter"
    }
    let shown = (0..<completed.view.rows.count).map {
      completed.view.todo(atRow: $0, in: completed.document).title
    }
    if scenario.name.hasSuffix("is:ready"),
      !shown.contains("Paint the walls after:paint") || shown.contains(blockerText)
    {
      return "the ready view did not follow"
    }
    if after.todos[size / 2].title != blockerText { return "the undo did not reopen the blocker" }
  case "archive the done todos":
    let done = min(10, size)
    if before.document.completedCount != done { return "the set-up did not complete \(done) todos" }
    let archived = reducer(
      reducer(before, .archive(.start)).0, .archive(.archived(doneFileName: "done.txt"))
    ).0
    if archived.todos.count != size - done || archived.document.completedCount != 0 {
      return "the archive did not remove the done todos"
    }
    if after.todos.count != size || after.document.completedCount != done {
      return "the archive and its undo did not leave the list as it was"
    }
  case "open the projects and contexts":
    var (opened, command) = reducer(before, .picker(.openTags))
    if case .picker(.countTags(let list, let number))? = command {
      opened = reducer(opened, .picker(.tagsCounted(number: number, TagCount.counts(in: list)))).0
    }
    guard case .tags(let counts?, _)? = opened.picker?.content, counts.count == min(size, 100) + min(size, 7)
    else { return "the picker does not list the projects and contexts" }
    if after.picker != nil { return "Esc did not close the picker" }
  case "add a todo", "delete the selected todo":
    // The undo after the timed change puts the list back: same size, same first todo.
    if after.todos.count != size || after.todos.first != before.todos.first {
      return "the change and its undo did not leave the list as it was"
    }
  default:
    break
  }
  return nil
}

extension Sample {
  /// Two timed steps of one operation as one sample. Pure.
  static func + (lhs: Sample, rhs: Sample) -> Sample {
    Sample(
      reducer: lhs.reducer + rhs.reducer, render: lhs.render + rhs.render, release: lhs.release + rhs.release,
      drawOps: lhs.drawOps + rhs.drawOps)
  }
}

/// Completing the blocker in the middle of the list shown by `query`, then its undo (not
/// timed).
private func blockerScenario(name: String, query: String?) -> Scenario {
  Scenario(
    name: name,
    prepare: { driver in prepareBlocker(&driver, query: query) },
    iteration: { driver, _ in
      let sample = driver.timed(.completion(.toggle))
      driver.untimed(.history(.undo))
      return sample
    })
}
