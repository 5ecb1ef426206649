import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("A todo's history: the journal's records matched to the todo, the box of its events")
struct ToDoHistoryTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 26)!
  static let at = SeenMoment(day: today, hour: 18, minute: 2)

  static func record(
    _ step: Int, _ kind: String, _ before: String?, _ after: String?, by: String = "todo",
    op: String = "do"
  ) -> JournalRecord {
    JournalRecord(step: step, by: by, op: op, kind: kind, before: before, after: after, moment: at)
  }

  @Test func editsCompletionAndAnotherProgramsEditAreFollowedBackByText() {
    let records = [
      Self.record(1, "added", nil, "Call mom"),
      Self.record(2, "added", nil, "Pay rent"),
      Self.record(3, "changed", "Call mom", "Call mom +family"),
      Self.record(4, "changed", "Call mom +family", "x 2026-11-26 Call mom +family"),
      Self.record(5, "changed", "x 2026-11-26 Call mom +family", "Call mom +family"),
      Self.record(
        6, "changed", "Call mom +family", "Call mom +family @phone", by: "other", op: "outside"),
    ]
    let events = ToDoHistory.events(of: "Call mom +family @phone", in: records)
    #expect(events.map(\.kind) == [.changed, .reopened, .completed, .changed, .created])
    #expect(events[0].by == "other" && events[0].before == "Call mom +family")
    #expect(events[3].before == "Call mom" && events[3].after == "Call mom +family")
    #expect(events.last?.after == "Call mom")
    // Another todo's records are not its.
    #expect(ToDoHistory.events(of: "Pay rent", in: records).map(\.kind) == [.created])
    #expect(ToDoHistory.events(of: "Read a book", in: records).isEmpty)
  }

  @Test func anUndoneChangeIsPartOfTheHistory() {
    let records = [
      Self.record(1, "added", nil, "Call mom"),
      Self.record(2, "changed", "Call mom", "x 2026-11-26 Call mom"),
      Self.record(2, "changed", "x 2026-11-26 Call mom", "Call mom", op: "undo"),
    ]
    let events = ToDoHistory.events(of: "Call mom", in: records)
    #expect(events.map(\.kind) == [.reopened, .completed, .created])
    #expect(events[0].op == "undo")
  }

  @Test func aRecurringTodoLeadsOnToItsEarlierOccurrences() {
    let records = [
      Self.record(1, "added", nil, "Water plants due:2026-11-24 rec:1d"),
      Self.record(
        2, "changed", "Water plants due:2026-11-24 rec:1d",
        "x 2026-11-25 Water plants due:2026-11-24 rec:1d"),
      Self.record(2, "added", nil, "Water plants due:2026-11-26 rec:1d"),
      Self.record(
        3, "changed", "Water plants due:2026-11-26 rec:1d",
        "x 2026-11-26 Water plants due:2026-11-26 rec:1d"),
      Self.record(3, "added", nil, "Water plants due:2026-11-27 rec:1d"),
    ]
    let events = ToDoHistory.events(of: "Water plants due:2026-11-27 rec:1d", in: records)
    #expect(events.map(\.kind) == [.recurred, .completed, .recurred, .completed, .created])
    #expect(events[3].before == "Water plants due:2026-11-24 rec:1d")
    // Adding a todo in the step that completes one that does not recur is no recurrence.
    let grouped = [
      Self.record(1, "changed", "Pay rent", "x 2026-11-26 Pay rent"),
      Self.record(1, "added", nil, "Call mom"),
    ]
    #expect(ToDoHistory.events(of: "Call mom", in: grouped).map(\.kind) == [.created])
  }

  @Test func aTodoWithAnotherTodosTextKeepsItsOwnEdits() {
    // Two todos read "Buy milk"; the second was then changed.
    let records = [
      Self.record(1, "added", nil, "Buy milk"),
      Self.record(2, "added", nil, "Buy milk"),
      Self.record(3, "changed", "Buy milk", "Buy milk 2L"),
    ]
    #expect(ToDoHistory.events(of: "Buy milk", in: records).map(\.kind) == [.created])
    let changed = ToDoHistory.events(of: "Buy milk 2L", in: records)
    #expect(changed.map(\.kind) == [.changed, .created])
  }

  // MARK: The mode

  private var list: State {
    var state = State.loaded(["Call mom +family", "Pay rent"]).synced.selecting(0)
    state.today = Self.today
    return state
  }

  @Test func jOpensTheBoxAsksForTheJournalAndShowsTheTodosEvents() {
    #expect(Keymap.standard.action(for: "J", in: list) == .toDoHistory(.open))
    let (reading, command) = reducer(list, .toDoHistory(.open))
    #expect(command == .toDoHistory(.readJournal))
    #expect(reading.mode == .picking(Picker(.history(nil, of: "Call mom +family"))))
    #expect(reading.mode.kind == .pickingHistory)
    #expect(compose(reading).lines.joined().contains("Reading the journal…"))
    let records = [
      Self.record(1, "added", nil, "Call mom"),
      Self.record(2, "changed", "Call mom", "Call mom +family", by: "other", op: "outside"),
    ]
    let (shown, none) = reducer(reading, .toDoHistory(.read(records)))
    #expect(none == nil && shown.pickerEntryCount == 2)
    let screen = compose(shown).lines.joined(separator: "\n")
    #expect(screen.contains("History of the todo"))
    #expect(screen.contains("Call mom → Call mom +family"))
    #expect(screen.contains("changed · other · today 18:02"))
    #expect(screen.contains("created · this app · today 18:02"))
    #expect(Keymap.standard.action(for: .escape, in: shown) == .picker(.close))
    #expect(reducer(shown, .picker(.close)).0.mode == .browsing)
  }

  @Test func aTodoTheJournalDoesNotNameHasNoHistoryYet() {
    let reading = reducer(list, .toDoHistory(.open)).0
    let (shown, _) = reducer(reading, .toDoHistory(.read([])))
    #expect(shown.mode == .picking(Picker(.history([], of: "Call mom +family"))))
    #expect(compose(shown).lines.joined().contains("No history for this todo yet."))
    #expect(shown.status?.text == "No history for this todo yet. Esc closes.")
  }

  @Test func recordsArrivingAfterTheBoxClosedChangeNothing() {
    let reading = reducer(list, .toDoHistory(.open)).0
    let closed = reducer(reading, .picker(.close)).0
    let (after, _) = reducer(closed, .toDoHistory(.read([Self.record(1, "added", nil, "Pay rent")])))
    #expect(after.mode == .browsing)
  }

  @Test func withoutASelectedTodoJSaysSo() {
    let (state, command) = reducer(State.loaded(), .toDoHistory(.open))
    #expect(command == nil && state.mode != .picking(Picker(.history(nil, of: ""))))
    #expect(state.status?.text == "Select a todo to see its history.")
  }
}
