import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("Since you last looked: the summary, the changes' box, a deleted todo brought back")
struct SinceLastLookedReducerTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 26)!
  static let found = OutsideChanges(
    since: SeenMoment(day: CalendarDate(year: 2026, month: 11, day: 24)!, hour: 18, minute: 2),
    changes: [
      OutsideChange(.completed, before: "Buy the milk", after: "x 2026-11-26 Buy the milk"),
      OutsideChange(.added, after: "Take my dog"),
      OutsideChange(.deleted, before: "Pay rent"),
    ])

  private var started: State {
    var state = State.loaded(["x 2026-11-26 Buy the milk", "Take my dog", "Rent a car"]).synced
    state.today = Self.today
    return reducer(state, .sinceLastLooked(.found(Self.found))).0
  }

  @Test func theStartSaysWhatOtherProgramsChangedAndNothingWhenNothingDid() {
    #expect(
      started.status
        == StatusMessage(
          "Since Tue 18:02: 1 added, 1 completed, 1 deleted by other programs (W)", kind: .info))
    // On a narrow screen, the summary without the key, which would not fit.
    var narrow = State.loaded(size: Size(columns: 69, rows: 24))
    narrow.today = Self.today
    #expect(
      reducer(narrow, .sinceLastLooked(.found(Self.found))).0.status?.text
        == "Since Tue 18:02: 1 added, 1 completed, 1 deleted by other programs")
    let quiet = reducer(
      State.loaded(), .sinceLastLooked(.found(OutsideChanges(since: Self.found.since, changes: [])))
    ).0
    #expect(quiet.status == nil && quiet.outsideChanges == nil)
  }

  @Test func wOpensTheBoxOfTheChangesAndEscClosesIt() {
    let list = started.selecting(0)
    #expect(Keymap.standard.action(for: "W", in: list) == .sinceLastLooked(.open))
    let (open, _) = reducer(list, .sinceLastLooked(.open))
    #expect(open.mode == .picking(Picker(.changes)) && open.mode.kind == .pickingChange)
    #expect(open.pickerEntryCount == 3)
    let screen = compose(open).lines.joined(separator: "\n")
    #expect(screen.contains("Since Tue 18:02, by other programs"))
    #expect(screen.contains("Buy the milk → x 2026-11-26 Buy the milk"))
    #expect(screen.contains("completed") && screen.contains("added") && screen.contains("deleted"))
    #expect(Keymap.standard.action(for: .escape, in: open) == .picker(.close))
    let (closed, _) = reducer(open, .picker(.close))
    #expect(closed.mode == .browsing)
  }

  @Test func wWithNothingFoundSaysSo() {
    let (state, _) = reducer(State.loaded().selecting(0), .sinceLastLooked(.open))
    #expect(state.mode == .browsing)
    #expect(state.status?.text == "No changes by other programs since the app last saw the list.")
  }

  @Test func bOnADeletedTodoAddsItBackAsOneUndoableStep() {
    let (open, _) = reduce(started.selecting(0), [.sinceLastLooked(.open), .picker(.move(by: 2))])
    #expect(Keymap.standard.action(for: "b", in: open) == .sinceLastLooked(.bringBack))
    let (back, command) = reducer(open, .sinceLastLooked(.bringBack))
    #expect(back.titles == ["x 2026-11-26 Buy the milk", "Take my dog", "Rent a car", "Pay rent"])
    #expect(back.selectedToDo?.title == "Pay rent")
    #expect(back.status?.text == "Brought back ‘Pay rent’ (Ctrl-Z undoes).")
    #expect(command == .saveAfterDelay)
    // Again: the list has it already, nothing doubles.
    let (again, _) = reducer(back, .sinceLastLooked(.bringBack))
    #expect(again.titles == back.titles)
    #expect(again.status?.text == "‘Pay rent’ is in the list already.")
    // One Ctrl-Z takes it away again.
    let (undone, _) = reducer(back, .history(.undo))
    #expect(undone.titles == open.titles)
  }

  @Test func bOnAnotherRowChangesNothing() {
    let (open, _) = reduce(started.selecting(0), [.sinceLastLooked(.open)])
    let (state, command) = reducer(open, .sinceLastLooked(.bringBack))
    #expect(state.titles == open.titles && command == nil)
    #expect(state.status?.text == "Only a deleted todo can be brought back (b).")
  }
}
